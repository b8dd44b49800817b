/**
 * An administrator ending a lecturer's discount early: a dialog that takes the reason (the server
 * requires one and says so at the field); the row then shows ENDED with the reason and who ended it.
 */
import { atom } from 'nanostores';
import type { Discount } from '../../../server/src/contract/discounts.ts';
import { endDiscount } from '../../api/discounts.ts';
import { createForm } from '../form.ts';
import { reloadDiscountList } from './list.ts';

/** The reason being typed. */
export const endDiscountForm = createForm<{ readonly reason: string }>('discount-end', {
  reason: '',
});

/** The discount the dialog ends, or null while it is closed. */
export const $endingDiscount = atom<Discount | null>(null);

/** Opens the dialog for a discount with an empty reason. */
export function openEndDiscount(discount: Discount): void {
  endDiscountForm.reset({ reason: '' });
  $endingDiscount.set(discount);
}

/** Closes the dialog without ending anything. */
export function closeEndDiscount(): void {
  $endingDiscount.set(null);
  endDiscountForm.reset({ reason: '' });
}

/** Changes the reason. */
export function editEndReason(reason: string): void {
  endDiscountForm.set('reason', reason);
}

/**
 * Ends the discount with the reason typed, then closes the dialog and reloads the list; a refusal
 * (no reason) shows at the field and the dialog stays. Resolves whether it ended.
 */
export async function confirmEndDiscount(): Promise<boolean> {
  const discount = $endingDiscount.get();
  if (discount === null) return false;
  const ended = await endDiscountForm.submit(async (values) => {
    await endDiscount(discount.id, values.reason);
    return { reason: '' };
  });
  if (!ended) return false;
  closeEndDiscount();
  await reloadDiscountList();
  return true;
}
