/**
 * "Undo" for a deletion: what a delete moved to the trash can be restored at once from the toast
 * that says so (and later from the trash screen). A bulk deletion's one toast restores all its
 * entries.
 */
import { restoreFromTrash } from '../api/trash.ts';
import { $t } from './i18n.ts';
import { reportFailure } from './action.ts';
import { showToast } from './toasts.ts';

/** Restores each entry in turn; a failure stops there and is reported once. */
async function restoreAll(trashIds: readonly number[]): Promise<void> {
  for (const trashId of trashIds) await restoreFromTrash(trashId);
}

/**
 * Says a deletion went to the trash with an "undo" button: undoing restores the entry (or every
 * entry of a bulk deletion), says so, and runs `restored` (reload what shows it). A refused
 * restore shows the server's message; what came back before it still shows.
 */
export function offerUndo(
  message: string,
  trashId: number | readonly number[],
  restored: () => unknown,
): void {
  const t = $t.get();
  const trashIds = typeof trashId === 'number' ? [trashId] : trashId;
  showToast('success', message, {
    label: t('trash.undo'),
    run: () => {
      void restoreAll(trashIds).then(
        async () => {
          showToast('success', t('trash.restored'));
          await restored();
        },
        async (error: unknown) => {
          reportFailure(error, () => t('trash.restoreFailed'));
          if (trashIds.length > 1) await restored();
        },
      );
    },
  });
}
