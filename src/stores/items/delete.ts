/**
 * The delete screen (every kind): the user types the item's title exactly to enable deleting;
 * the server refuses while the item is on sale or about to be (its message is shown).
 */
import { atom } from 'nanostores';
import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import { deleteItem } from '../../api/items.ts';
import { $t } from '../i18n.ts';
import { clearItem } from '../item.ts';
import { showToast } from '../toasts.ts';

/** The typed confirmation, whether a delete is in flight, and the server's refusal. */
export const $deletion = atom<{
  readonly typed: string;
  readonly deleting: boolean;
  readonly error: string | null;
}>({ typed: '', deleting: false, error: null });

/** Whether the typed text confirms deleting an item with this title (exactly, untrimmed). */
export function confirmsDeletion(typed: string, title: string): boolean {
  return typed === title && title !== '';
}

/** Empties the confirmation (a new item on the screen). */
export function startDeletion(): void {
  $deletion.set({ typed: '', deleting: false, error: null });
}

/** Changes the typed confirmation. */
export function typeDeletion(typed: string): void {
  $deletion.set({ ...$deletion.get(), typed, error: null });
}

/**
 * Deletes the item once its title is typed; forgets it and toasts on success. On a refusal the
 * server's message stays on the screen. Resolves whether it was deleted.
 */
export async function deleteTypedItem(
  item: Pick<ItemDetail, 'kind' | 'id' | 'title'>,
): Promise<boolean> {
  const state = $deletion.get();
  if (state.deleting || !confirmsDeletion(state.typed, item.title)) return false;
  $deletion.set({ ...state, deleting: true, error: null });
  try {
    await deleteItem(item.kind, item.id);
    $deletion.set({ typed: '', deleting: false, error: null });
    clearItem();
    showToast('success', $t.get()('items.delete.deleted', { title: item.title }));
    return true;
  } catch (error) {
    if (error instanceof CancelledError) {
      $deletion.set({ ...$deletion.get(), deleting: false });
      return false;
    }
    if (!(error instanceof ApiError)) throw error;
    const message = error.status === 400 ? error.message : $t.get()('items.delete.failed');
    if (error.status !== 400 && error.status !== 403) showToast('error', message);
    $deletion.set({ ...$deletion.get(), deleting: false, error: message });
    return false;
  }
}
