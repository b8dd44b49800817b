import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { settingsItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  updateItem: vi.fn<(...args: unknown[]) => Promise<ItemDetail>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);

const { $item } = await import('../../../../src/stores/item.ts');
const { presaleProgress, saveThreshold, startThreshold, thresholdForm } =
  await import('../../../../src/stores/items/threshold.ts');

describe('fundraising threshold', () => {
  beforeEach(() => {
    api.updateItem.mockReset();
    startThreshold(settingsItem());
  });

  it('says whether the presale met the threshold and how many are missing', () => {
    expect(presaleProgress({ presale_count: 4, fundraising_threshold: 10 })).toEqual({
      count: 4,
      threshold: 10,
      met: false,
      missing: 6,
    });
    expect(presaleProgress({ presale_count: 10, fundraising_threshold: 10 }).met).toBe(true);
    expect(presaleProgress({ presale_count: 3, fundraising_threshold: null })).toMatchObject({
      met: false,
      missing: 0,
    });
  });

  it('fills the form from the item and saves both fields', async () => {
    const ends = '2030-03-01T12:00:00.000Z';
    startThreshold(settingsItem({ fundraising_threshold: 20, fundraising_ends_at: ends }));
    expect(thresholdForm.$values.get().fundraising_threshold).toBe('20');
    thresholdForm.set('fundraising_threshold', '25');
    const answer = settingsItem({ fundraising_threshold: 25, fundraising_ends_at: ends });
    api.updateItem.mockResolvedValue(answer);
    await expect(saveThreshold('courses', 7)).resolves.toBe(true);
    expect(api.updateItem).toHaveBeenCalledWith('courses', 7, {
      fundraising_threshold: '25',
      fundraising_ends_at: ends,
    });
    expect($item.get()).toEqual({ status: 'ready', item: answer });
  });

  it('clears with empty fields and keeps the input on a 400', async () => {
    thresholdForm.set('fundraising_threshold', '0');
    api.updateItem.mockRejectedValue(
      new ApiError(400, { fundraising_threshold: ['Must be at least 1.'] }, 'x'),
    );
    await expect(saveThreshold('courses', 7)).resolves.toBe(false);
    expect(api.updateItem).toHaveBeenCalledWith('courses', 7, {
      fundraising_threshold: '0',
      fundraising_ends_at: '',
    });
    expect(thresholdForm.$values.get().fundraising_threshold).toBe('0');
    expect(thresholdForm.errorOf('fundraising_threshold')).toBe('Must be at least 1.');
  });
});
