/** The interaction screen (courses): whether students may ask, give feedback and share works. */
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { updateItem } from '../../api/items.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';

/** The values of the interaction form. */
export type InteractionValues = ItemDetail['interactions'];

/** The interaction form. */
export const interactionForm = createForm<InteractionValues>('item-interaction', {
  questions: true,
  feedbacks: true,
  creations: true,
});

/** Fills the form with the course's saved interactions. */
export function startInteraction(item: ItemDetail): void {
  interactionForm.reset({ ...item.interactions });
}

/** Saves the three switches; the item becomes the server's answer. */
export function saveInteraction(kind: ItemKind, id: number): Promise<boolean> {
  return interactionForm.submit(async (values) => {
    const item = await updateItem(kind, id, { interactions: { ...values } });
    setItem(item);
    return { ...item.interactions };
  });
}
