/**
 * The normal price screen (courses, ebooks): the price and the original price shown struck
 * through, typed in TWD and shown live in TWD and USD by the seed's money rules.
 */
import { computed } from 'nanostores';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { saveItemPrices } from '../../api/item-prices.ts';
import { formatPrice } from '../../i18n/format.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';
import { $usdRate } from '../platform.ts';

/** An amount typed in TWD as the seed shows it: TWD (0 decimals) and USD (rate, 2 decimals). */
export interface MoneyDisplay {
  readonly twd: string;
  readonly usd: string;
}

/** The TWD and USD display of a typed TWD amount; null when it is empty or not a whole number. */
export function moneyDisplay(text: string, rate: number): MoneyDisplay | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return { twd: formatPrice(amount, 'TWD', rate), usd: formatPrice(amount, 'USD', rate) };
}

/** The values of the price form (as typed). */
export interface PricesValues {
  readonly price: string;
  readonly original_price: string;
}

/** The price form. */
export const pricesForm = createForm<PricesValues>(
  'item-prices',
  { price: '', original_price: '' },
  { money: ['price', 'original_price'] },
);

function valuesOf(item: ItemDetail): PricesValues {
  return {
    price: String(item.price),
    original_price: item.original_price === null ? '' : String(item.original_price),
  };
}

/** The live TWD and USD display of both prices. */
export const $pricesDisplay = computed([pricesForm.$values, $usdRate], (values, rate) => ({
  price: moneyDisplay(values.price, rate),
  original_price: moneyDisplay(values.original_price, rate),
}));

/** Fills the form with the item's saved prices. */
export function startPrices(item: ItemDetail): void {
  pricesForm.reset(valuesOf(item));
}

/** Saves both prices; the item becomes the server's answer. Resolves whether it saved. */
export function savePrices(kind: ItemKind, id: number): Promise<boolean> {
  return pricesForm.submit(async (values) => {
    const item = await saveItemPrices(kind, id, {
      price: values.price.trim(),
      original_price: values.original_price.trim(),
    });
    setItem(item);
    return valuesOf(item);
  });
}
