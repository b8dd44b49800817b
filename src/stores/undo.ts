/**
 * "Undo" for a deletion: what a delete moved to the trash can be restored at once from the toast
 * that says so (and later from the trash screen).
 */
import { restoreFromTrash } from '../api/trash.ts';
import { $t } from './i18n.ts';
import { reportFailure } from './action.ts';
import { showToast } from './toasts.ts';

/**
 * Says a deletion went to the trash with an "undo" button: undoing restores the entry, says so,
 * and runs `restored` (reload what shows it). A refused restore shows the server's message.
 */
export function offerUndo(message: string, trashId: number, restored: () => unknown): void {
  const t = $t.get();
  showToast('success', message, {
    label: t('trash.undo'),
    run: () => {
      void restoreFromTrash(trashId).then(
        async () => {
          showToast('success', t('trash.restored'));
          await restored();
        },
        (error: unknown) => reportFailure(error, () => t('trash.restoreFailed')),
      );
    },
  });
}
