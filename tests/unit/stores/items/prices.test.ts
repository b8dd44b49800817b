import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { settingsItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  saveItemPrices: vi.fn<(...args: unknown[]) => Promise<ItemDetail>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);
vi.mock('../../../../src/api/item-prices.ts', () => api);

const { catalogs } = await import('../../../../src/i18n/catalogs.ts');
const { compileMessages } = await import('../../../../src/i18n/compile.ts');
const { $i18n } = await import('../../../../src/stores/i18n.ts');
const { $item } = await import('../../../../src/stores/item.ts');
const { $usdRate } = await import('../../../../src/stores/platform.ts');
const { $toasts } = await import('../../../../src/stores/toasts.ts');
const { $dirtyForms } = await import('../../../../src/stores/unsaved.ts');
const { $pricesDisplay, moneyDisplay, pricesForm, savePrices, startPrices } =
  await import('../../../../src/stores/items/prices.ts');

describe('normal prices', () => {
  beforeEach(() => {
    api.saveItemPrices.mockReset();
    $usdRate.set(0.036);
    $toasts.set([]);
    startPrices(settingsItem({ price: 1234, original_price: null }));
  });

  it('shows a TWD amount in TWD and USD by the seed’s rules', () => {
    expect(moneyDisplay('1234', 0.036)).toEqual({ twd: 'NT$1,234', usd: 'US$44.42' });
    expect(moneyDisplay('1234567', 0.036)).toEqual({ twd: 'NT$1,234,567', usd: 'US$44,444.41' });
    expect(moneyDisplay('0', 0.036)).toEqual({ twd: 'NT$0', usd: 'US$0.00' });
    expect(moneyDisplay('12.5', 0.036)).toBeNull();
    expect(moneyDisplay('', 0.036)).toBeNull();
  });

  it('updates the display live as the price is typed and with the configured rate', () => {
    expect($pricesDisplay.get().price).toEqual({ twd: 'NT$1,234', usd: 'US$44.42' });
    expect($pricesDisplay.get().original_price).toBeNull();
    pricesForm.set('original_price', '2000');
    expect($pricesDisplay.get().original_price).toEqual({ twd: 'NT$2,000', usd: 'US$72.00' });
    $usdRate.set(0.032);
    expect($pricesDisplay.get().price).toEqual({ twd: 'NT$1,234', usd: 'US$39.49' });
  });

  it('saves both prices, takes the answer as the item and reports success', async () => {
    pricesForm.set('price', ' 990 ');
    pricesForm.set('original_price', '1500');
    expect($dirtyForms.get().has('item-prices')).toBe(true);
    const answer = settingsItem({ price: 990, original_price: 1500 });
    api.saveItemPrices.mockResolvedValue(answer);
    await expect(savePrices('courses', 7)).resolves.toBe(true);
    expect(api.saveItemPrices).toHaveBeenCalledWith('courses', 7, {
      price: '990',
      original_price: '1500',
    });
    expect($item.get()).toEqual({ status: 'ready', item: answer });
    expect(pricesForm.$values.get()).toEqual({ price: '990', original_price: '1500' });
    expect($dirtyForms.get().has('item-prices')).toBe(false);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
  });

  it('keeps what was typed and the server’s message at the field on a 400', async () => {
    pricesForm.set('price', '990');
    pricesForm.set('original_price', '500');
    api.saveItemPrices.mockRejectedValue(
      new ApiError(
        400,
        { original_price: ['The original price may not be below the price.'] },
        'x',
      ),
    );
    await expect(savePrices('courses', 7)).resolves.toBe(false);
    expect(pricesForm.$values.get()).toEqual({ price: '990', original_price: '500' });
    expect(pricesForm.errorOf('original_price')).toBe(
      'The original price may not be below the price.',
    );
    expect($dirtyForms.get().has('item-prices')).toBe(true);
  });

  it('a price with a fraction answers "whole NT$ amounts" at the field, as typed, nothing sent', async () => {
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
    pricesForm.set('price', '12.5');
    pricesForm.set('original_price', '20.');
    await expect(savePrices('courses', 7)).resolves.toBe(false);
    expect(pricesForm.errorOf('price')).toMatch(/^Whole NT\$ amounts only/);
    expect(pricesForm.errorOf('original_price')).toMatch(/^Whole NT\$ amounts only/);
    expect(pricesForm.$values.get()).toEqual({ price: '12.5', original_price: '20.' });
    expect(api.saveItemPrices).not.toHaveBeenCalled();
    $i18n.set({ locale: 'zh-TW', messages: {} });
  });
});
