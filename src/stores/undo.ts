/**
 * "Undo" for a deletion: what a delete moved to the trash can be restored at once from the toast
 * that says so (and later from the trash screen). Actions offer it through `createAction`'s
 * `undo` option; other flows call `offerUndo`.
 */
import { restoreFromTrash } from '../api/trash.ts';
import { reportFailure, type UndoOffer } from './action.ts';
import { $t } from './i18n.ts';
import { showToast } from './toasts.ts';

/**
 * Restores a deleted thing, says so and runs `restored` (show it again); a refused restore shows
 * the server's message. Resolves whether it came back.
 */
export async function undoDeletion({ trashId, restored }: UndoOffer): Promise<boolean> {
  const t = $t.get();
  try {
    await restoreFromTrash(trashId);
  } catch (error) {
    reportFailure(error, () => t('trash.restoreFailed'));
    return false;
  }
  showToast('success', t('trash.restored'));
  await restored();
  return true;
}

/** Says a deletion went to the trash, with an "undo" button that restores it. */
export function offerUndo(message: string, trashId: number, restored: () => unknown): void {
  showToast('success', message, {
    label: $t.get()('trash.undo'),
    run: () => void undoDeletion({ trashId, restored }),
  });
}
