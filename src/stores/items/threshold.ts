/**
 * The fundraising threshold screen (courses): how many students the presale needs and when it
 * ends, with the presale count so far and whether the threshold is met.
 */
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { updateItem } from '../../api/items.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';
import { fromLocalInput, toLocalInput } from '../../lib/local-time.ts';

/** The values of the threshold form (as typed). */
export interface ThresholdValues {
  readonly fundraising_threshold: string;
  readonly fundraising_ends_at: string;
}

/** The threshold form. */
export const thresholdForm = createForm<ThresholdValues>('item-threshold', {
  fundraising_threshold: '',
  fundraising_ends_at: '',
});

function valuesOf(item: ItemDetail): ThresholdValues {
  return {
    fundraising_threshold:
      item.fundraising_threshold === null ? '' : String(item.fundraising_threshold),
    fundraising_ends_at: toLocalInput(item.fundraising_ends_at),
  };
}

/** Where the presale stands: students so far, the saved threshold, met or not, how many short. */
export interface PresaleProgress {
  readonly count: number;
  readonly threshold: number | null;
  readonly met: boolean;
  readonly missing: number;
}

/** The presale progress of a saved item. */
export function presaleProgress(
  item: Pick<ItemDetail, 'presale_count' | 'fundraising_threshold'>,
): PresaleProgress {
  const threshold = item.fundraising_threshold;
  const met = threshold !== null && item.presale_count >= threshold;
  return {
    count: item.presale_count,
    threshold,
    met,
    missing: threshold === null ? 0 : Math.max(0, threshold - item.presale_count),
  };
}

/** Fills the form with the course's saved threshold and end. */
export function startThreshold(item: ItemDetail): void {
  thresholdForm.reset(valuesOf(item));
}

/** Saves the threshold and the end ('' clears either); the item becomes the server's answer. */
export function saveThreshold(kind: ItemKind, id: number): Promise<boolean> {
  return thresholdForm.submit(async (values) => {
    const item = await updateItem(kind, id, {
      fundraising_threshold: values.fundraising_threshold.trim(),
      fundraising_ends_at: fromLocalInput(values.fundraising_ends_at),
    });
    setItem(item);
    return valuesOf(item);
  });
}
