/**
 * The administrators' comments on a lecturer: a page of them (newest first, the page in the
 * address), the new comment's form, the edit form of one, and deleting.
 */
import {
  createLecturerComment,
  deleteLecturerComment,
  fetchLecturerComments,
  updateLecturerComment,
} from '../../api/lecturer-profiles.ts';
import { defineListQuery } from '../../lib/list-query.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { createList } from '../list.ts';

/** A page of the comments on the lecturer of the route. */
export const commentList = createList(
  'lecturer-comments',
  defineListQuery({}),
  (filters, signal, params) =>
    fetchLecturerComments(Number(params['lecturer_id']), filters.page, signal),
);

/** The new comment's form. */
export const newCommentForm = createForm<{ body: string }>('lecturer-comment-new', { body: '' });

/** The edit form of one comment. */
export const editCommentForm = createForm<{ body: string }>('lecturer-comment-edit', { body: '' });

/** The comment the edit form holds. */
let editing: number | null = null;

/** Fills the edit form with a comment (unless it holds it already). */
export function startCommentEdit(commentId: number, body: string): void {
  if (editing === commentId) return;
  editing = commentId;
  editCommentForm.reset({ body });
}

/** Loads the page of a lecturer's comments the address names (where the edit form finds its comment). */
export function loadCommentsFor(lecturerId: number, query: URLSearchParams): Promise<void> {
  return commentList.load(commentList.query.fromQuery(query), { lecturer_id: String(lecturerId) });
}

/** Writes the new comment; resolves whether it was written (the form empties, the page reloads). */
export async function writeComment(lecturerId: number): Promise<boolean> {
  const written = await newCommentForm.submit(async (values) => {
    await createLecturerComment(lecturerId, values.body);
    return { body: '' };
  });
  if (written) await commentList.reload();
  return written;
}

/** Saves the edited comment; resolves whether it saved. */
export async function saveCommentEdit(lecturerId: number, commentId: number): Promise<boolean> {
  const saved = await editCommentForm.submit(async (values) => {
    const comment = await updateLecturerComment(lecturerId, commentId, values.body);
    return { body: comment.body };
  });
  if (saved) {
    editing = null;
    await commentList.reload();
  }
  return saved;
}

/** Deleting a comment, after a confirmation. */
const commentRemoval = createAction(
  (lecturerId: number, commentId: number) => deleteLecturerComment(lecturerId, commentId),
  {
    confirm: (t) => ({
      title: t('lecturers.comments.deleteTitle'),
      message: t('lecturers.comments.deleteMessage'),
      confirmLabel: t('lecturers.delete'),
      cancelLabel: t('lecturers.cancel'),
      danger: true,
    }),
    done: (t) => t('lecturers.comments.deleted'),
    failed: (t) => t('lecturers.comments.deleteFailed'),
  },
);

/** Deletes a comment after a confirmation, then reloads; resolves whether it was deleted. */
export async function removeComment(lecturerId: number, commentId: number): Promise<boolean> {
  const removed = await commentRemoval.run(lecturerId, commentId);
  if (removed) await commentList.reload();
  return removed;
}
