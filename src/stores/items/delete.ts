/**
 * The delete screen (every kind): the user types the item's title exactly to enable deleting;
 * the server refuses while the item is on sale or about to be (its message is shown at the field).
 */
import { atom, computed } from 'nanostores';
import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { deleteItem } from '../../api/items.ts';
import { createAction } from '../action.ts';
import { clearItem } from '../item.ts';
import { itemLists } from './list.ts';

type Deletable = Pick<ItemDetail, 'kind' | 'id' | 'title'>;

const $typed = atom('');

const deletion = createAction(
  async (item: Deletable) => {
    const { trash_id: trashId } = await deleteItem(item.kind, item.id);
    $typed.set('');
    clearItem();
    return trashId;
  },
  {
    done: (t, _, item) => t('items.delete.deleted', { title: item.title }),
    // Undone, the item shows in its list again (the screen the delete went back to).
    undo: (trashId, item) => ({ trashId, restored: () => itemLists[item.kind].reload() }),
    failed: (t) => t('items.delete.failed'),
    inline: true,
  },
);

/** The typed confirmation, whether a delete is in flight, and the server's refusal. */
export const $deletion = computed(
  [$typed, deletion.$busy, deletion.$error],
  (typed, deleting, error) => ({ typed, deleting, error }),
);

/** Whether the typed text confirms deleting an item with this title (exactly, untrimmed). */
export function confirmsDeletion(typed: string, title: string): boolean {
  return typed === title && title !== '';
}

/** Empties the confirmation (a new item on the screen). */
export function startDeletion(): void {
  $typed.set('');
  deletion.clearError();
}

/** Changes the typed confirmation. */
export function typeDeletion(typed: string): void {
  $typed.set(typed);
  deletion.clearError();
}

/**
 * Deletes the item once its title is typed; forgets it and toasts on success. On a refusal the
 * server's message stays on the screen. Resolves whether it was deleted.
 */
export function deleteTypedItem(item: Deletable): Promise<boolean> {
  if (!confirmsDeletion($typed.get(), item.title)) return Promise.resolve(false);
  return deletion.run(item);
}
