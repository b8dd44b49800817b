import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../support/memory-storage.ts';

const api = vi.hoisted(() => ({
  fetchGeo: vi.fn<() => Promise<unknown>>(),
  fetchConfigs: vi.fn<() => Promise<{ data: { key: string; value: string }[] }>>(),
}));
vi.mock('../../../src/api/platform.ts', () => api);

const { $geo, $geoKnown, $usdRate, applySavedRate, loadPlatform } =
  await import('../../../src/stores/platform.ts');

describe('platform bootstrap', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    api.fetchGeo.mockReset();
    api.fetchConfigs.mockReset();
    $geo.set({ iso_code: 'TW', locale_code: 'zh-TW', currency: 'TWD' });
    $usdRate.set(0.036);
    $geoKnown.set(false);
  });

  it('loads geo once per session and the rate again on every page load', async () => {
    api.fetchGeo.mockResolvedValue({ iso_code: 'JP', locale_code: 'en', currency: 'USD' });
    api.fetchConfigs.mockResolvedValue({ data: [{ key: 'TWD_TO_USD_RATE', value: '0.032' }] });
    const storage = memoryStorage();
    await loadPlatform(storage);
    expect($usdRate.get()).toBe(0.032);
    // The next page shows the session's rate at once, then the one the API answers now.
    api.fetchConfigs.mockResolvedValue({ data: [{ key: 'TWD_TO_USD_RATE', value: '0.03' }] });
    const refreshed = new Promise<number>((resolve) => {
      const stop = $usdRate.listen((rate) => {
        if (rate === 0.03) {
          stop();
          resolve(rate);
        }
      });
    });
    await loadPlatform(storage);
    expect(api.fetchGeo).toHaveBeenCalledTimes(1);
    expect($geo.get()).toEqual({ iso_code: 'JP', locale_code: 'en', currency: 'USD' });
    expect($geoKnown.get()).toBe(true);
    expect(await refreshed).toBe(0.03);
    expect(api.fetchConfigs).toHaveBeenCalledTimes(2);
    expect(JSON.parse(storage.getItem('backoffice:platform') ?? '{}')).toMatchObject({
      rate: '0.03',
    });
  });

  it('uses a rate saved in settings at once, also for the next page of the session', async () => {
    api.fetchGeo.mockResolvedValue({ iso_code: 'TW', locale_code: 'zh-TW', currency: 'TWD' });
    api.fetchConfigs.mockResolvedValue({ data: [{ key: 'TWD_TO_USD_RATE', value: '0.032' }] });
    const storage = memoryStorage();
    await loadPlatform(storage);
    applySavedRate('0.05', storage);
    expect($usdRate.get()).toBe(0.05);
    expect(JSON.parse(storage.getItem('backoffice:platform') ?? '{}')).toMatchObject({
      rate: '0.05',
    });
  });

  it('keeps the defaults and only logs when geo or rate cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.fetchGeo.mockRejectedValue(new Error('offline'));
    api.fetchConfigs.mockResolvedValue({
      data: [{ key: 'TWD_TO_USD_RATE', value: 'not a number' }],
    });
    await expect(loadPlatform(memoryStorage())).resolves.toBeUndefined();
    expect($geo.get()).toEqual({ iso_code: 'TW', locale_code: 'zh-TW', currency: 'TWD' });
    expect($usdRate.get()).toBe(0.036);
    expect($geoKnown.get()).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
