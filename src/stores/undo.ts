/**
 * "Undo" for a deletion: what a delete moved to the trash can be restored at once from the toast
 * that says so (and later from the trash screen). Actions offer it through `createAction`'s
 * `undo` option; other flows call `offerUndo`. A bulk deletion's one toast restores all its
 * entries.
 */
import { restoreFromTrash } from '../api/trash.ts';
import { reportFailure, type UndoOffer } from './action.ts';
import { $t } from './i18n.ts';
import { showToast } from './toasts.ts';

/**
 * Restores a deleted thing (or each entry of a bulk deletion in turn), says so and runs
 * `restored` (show it again). A refused restore shows the server's message and stops there;
 * what came back before it still shows. Resolves whether everything came back.
 */
export async function undoDeletion({ trashId, restored }: UndoOffer): Promise<boolean> {
  const t = $t.get();
  const trashIds = typeof trashId === 'number' ? [trashId] : trashId;
  try {
    for (const id of trashIds) await restoreFromTrash(id);
  } catch (error) {
    reportFailure(error, () => t('trash.restoreFailed'));
    if (trashIds.length > 1) await restored();
    return false;
  }
  showToast('success', t('trash.restored'));
  await restored();
  return true;
}

/** Says a deletion went to the trash, with an "undo" button that restores it. */
export function offerUndo(
  message: string,
  trashId: UndoOffer['trashId'],
  restored: () => unknown,
): void {
  showToast('success', message, {
    label: $t.get()('trash.undo'),
    run: () => void undoDeletion({ trashId, restored }),
  });
}
