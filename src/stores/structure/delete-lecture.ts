/**
 * Deleting a lecture, the same from every screen that shows one (the structure, the lecture
 * editor, the quick outline): a confirmation first, then the lecture goes to the trash and a
 * toast offers to undo it.
 */
import { deleteLecture } from '../../api/lectures.ts';
import { createAction } from '../action.ts';
import { $t } from '../i18n.ts';
import { offerUndo } from '../undo.ts';

/** The lecture to delete, as the screen shows it. */
export interface LectureToDelete {
  readonly id: number;
  readonly title: string;
}

/** What the screen does after the deletion and after an undo. */
export interface DeleteHooks {
  /** Runs once the lecture is in the trash (drop it from the screen, leave its editor). */
  readonly deleted: () => unknown;
  /** Runs after an undo restored it (reload what shows it). */
  readonly restored: () => unknown;
}

const remove = createAction(
  async (lecture: LectureToDelete, hooks: DeleteHooks) => {
    const { trash_id: trashId } = await deleteLecture(lecture.id);
    await hooks.deleted();
    offerUndo(
      $t.get()('structure.lecture.deleted', { title: lecture.title }),
      trashId,
      hooks.restored,
    );
  },
  {
    confirm: (t, lecture) => ({
      title: t('structure.lecture.deleteTitle'),
      message: t('structure.lecture.deleteMessage', { title: lecture.title }),
      confirmLabel: t('structure.lecture.delete'),
      cancelLabel: t('structure.chapters.cancel'),
      danger: true,
    }),
    failed: (t) => t('structure.lecture.deleteFailed'),
  },
);

/** A lecture is being deleted. */
export const $lectureDeleting = remove.$busy;

/**
 * Deletes a lecture after the user confirms, then offers to undo it; resolves whether it was
 * deleted.
 */
export function deleteLectureWithUndo(
  lecture: LectureToDelete,
  hooks: DeleteHooks,
): Promise<boolean> {
  return remove.run(lecture, hooks);
}
