import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Setting } from '../../../../server/src/contract/settings.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $usdRate } from '../../../../src/stores/platform.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { memoryStorage } from '../../support/memory-storage.ts';

const api = vi.hoisted(() => ({
  fetchSettings: vi.fn<() => Promise<{ data: Setting[] }>>(),
  saveSettings: vi.fn<(values: Record<string, string>) => Promise<{ data: Setting[] }>>(),
  fetchAdministrators: vi.fn(),
  savePermissions: vi.fn(),
  fetchSettingsAudit: vi.fn(),
}));
vi.mock('../../../../src/api/settings.ts', () => api);
vi.stubGlobal('sessionStorage', memoryStorage());

const store = await import('../../../../src/stores/settings/platform.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

function settings(rate: string, limit = '10'): { data: Setting[] } {
  return {
    data: [
      {
        key: 'TWD_TO_USD_RATE',
        value: rate,
        definition: { type: 'decimal', min: 0, max: 1, decimals: 6 },
      },
      {
        key: 'ANNOUNCEMENT_MONTHLY_LIMIT',
        value: limit,
        definition: { type: 'integer', min: 0, max: 1000 },
      },
    ],
  };
}

describe('platform settings', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchSettings.mockResolvedValue(settings('0.036'));
    $toasts.set([]);
    $usdRate.set(0.036);
  });

  it('loads the values into a clean form', async () => {
    await store.openPlatformSettings();
    expect(store.platformForm.$values.get()).toEqual({
      TWD_TO_USD_RATE: '0.036',
      ANNOUNCEMENT_MONTHLY_LIMIT: '10',
    });
    expect(store.platformForm.$dirty.get()).toBe(false);
  });

  it('previews the example price at a typed rate, none for a text that is not a rate', () => {
    expect(store.usdPreview('0.05')).toBe('US$99.50');
    expect(store.usdPreview(' .036 ')).toBe('US$71.64');
    for (const text of ['', '1', '0', '1.5', 'abc', '-0.1', '0.0.1']) {
      expect(store.usdPreview(text), text).toBeNull();
    }
  });

  it('saves, uses the new rate at once and moves the audit trail on', async () => {
    await store.openPlatformSettings();
    api.saveSettings.mockResolvedValue(settings('0.05'));
    const version = store.$settingsVersion.get();
    store.editSetting('TWD_TO_USD_RATE', '0.050');
    expect(store.platformForm.$dirty.get()).toBe(true);
    expect(await store.savePlatformSettings()).toBe(true);
    expect(api.saveSettings).toHaveBeenCalledWith({
      TWD_TO_USD_RATE: '0.050',
      ANNOUNCEMENT_MONTHLY_LIMIT: '10',
    });
    expect(store.platformForm.$values.get()['TWD_TO_USD_RATE']).toBe('0.05');
    expect(store.platformForm.$dirty.get()).toBe(false);
    expect($usdRate.get()).toBe(0.05);
    expect(store.$settingsVersion.get()).toBe(version + 1);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
  });

  it('shows a refusal at its field, keeps what was typed and the rate in use', async () => {
    await store.openPlatformSettings();
    api.saveSettings.mockRejectedValue(
      new ApiError(
        400,
        { TWD_TO_USD_RATE: ['Enter a number greater than 0 and less than 1.'] },
        'x',
      ),
    );
    const version = store.$settingsVersion.get();
    store.editSetting('TWD_TO_USD_RATE', '2');
    expect(await store.savePlatformSettings()).toBe(false);
    expect(store.platformForm.errorOf('TWD_TO_USD_RATE')).toBe(
      'Enter a number greater than 0 and less than 1.',
    );
    expect(store.platformForm.$values.get()['TWD_TO_USD_RATE']).toBe('2');
    expect(store.platformForm.$dirty.get()).toBe(true);
    expect($usdRate.get()).toBe(0.036);
    expect(store.$settingsVersion.get()).toBe(version);
  });
});
