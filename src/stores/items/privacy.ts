/** The privacy screen (every kind): who may see the item on the marketplace. */
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { updateItem } from '../../api/items.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';

/** The values of the privacy form. */
export interface PrivacyValues {
  readonly privacy: ItemDetail['privacy'];
}

/** The privacy form. */
export const privacyForm = createForm<PrivacyValues>('item-privacy', { privacy: 'PUBLIC' });

/** Fills the form with the item's saved privacy. */
export function startPrivacy(item: ItemDetail): void {
  privacyForm.reset({ privacy: item.privacy });
}

/** Saves the privacy; the item becomes the server's answer. */
export function savePrivacy(kind: ItemKind, id: number): Promise<boolean> {
  return privacyForm.submit(async (values) => {
    const item = await updateItem(kind, id, { privacy: values.privacy });
    setItem(item);
    return { privacy: item.privacy };
  });
}
