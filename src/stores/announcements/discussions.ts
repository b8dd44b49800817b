/**
 * The discussions under an announcement (its view screen): the lecturer replies, edits their own
 * discussions, shows or hides each and deletes any (moderation). Every write answers the whole
 * announcement, so its status (waiting, answered, or none once no discussion is left) follows.
 */
import { atom } from 'nanostores';
import type { Announcement } from '../../../server/src/contract/interactions.ts';
import {
  addAnnouncementDiscussion,
  deleteAnnouncementDiscussion,
  setDiscussionDisplay,
  updateAnnouncementDiscussion,
} from '../../api/announcements.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { announcementLoader } from './announcement.ts';

/** A discussion under an announcement. */
export type Discussion = Announcement['children'][number];

/** The reply being written. */
export const replyForm = createForm<{ readonly body: string }>('announcement-reply', { body: '' });

/** The form of the discussion being edited. */
export const discussionEditForm = createForm<{ readonly body: string }>(
  'announcement-discussion-edit',
  { body: '' },
);

/** The id of the discussion being edited, or null. */
export const $editingDiscussion = atom<number | null>(null);

/** Starts a reply and closes any edit (another announcement on the screen). */
export function startDiscussions(): void {
  replyForm.reset({ body: '' });
  cancelDiscussionEdit();
}

/** Changes the reply; an editor with no text gives ''. */
export function editReply(html: string, empty: boolean): void {
  replyForm.set('body', empty ? '' : html);
}

/** Posts the reply as the lecturer; resolves whether it was posted (the form is then empty). */
export function postReply(id: number): Promise<boolean> {
  return replyForm.submit(async ({ body }) => {
    announcementLoader.set(id, await addAnnouncementDiscussion(id, body));
    return { body: '' };
  });
}

/** Opens one's own discussion for editing. */
export function startDiscussionEdit(discussion: Discussion): void {
  discussionEditForm.reset({ body: discussion.body });
  $editingDiscussion.set(discussion.id);
}

/** Changes the text of the discussion being edited. */
export function editDiscussionBody(html: string, empty: boolean): void {
  discussionEditForm.set('body', empty ? '' : html);
}

/** Closes the edit without saving. */
export function cancelDiscussionEdit(): void {
  discussionEditForm.reset({ body: '' });
  $editingDiscussion.set(null);
}

/** Saves the discussion being edited; resolves whether it was saved (the edit then closes). */
export async function saveDiscussionEdit(id: number): Promise<boolean> {
  const discussionId = $editingDiscussion.get();
  if (discussionId === null) return false;
  const saved = await discussionEditForm.submit(async ({ body }) => {
    announcementLoader.set(id, await updateAnnouncementDiscussion(id, discussionId, body));
    return { body: '' };
  });
  if (saved) $editingDiscussion.set(null);
  return saved;
}

/** A moderation is in flight (one at a time: show or hide, delete). */
export const $moderating = atom(false);

/** Hides a shown discussion from students, or shows a hidden one again. */
export const discussionDisplay = createAction(
  async (id: number, discussion: Discussion) => {
    announcementLoader.set(id, await setDiscussionDisplay(id, discussion.id, !discussion.display));
  },
  { failed: (t) => t('announcements.discussion.displayFailed'), busy: $moderating },
);

/** Deletes a discussion after a confirmation (closing its edit, if open). */
export const discussionDelete = createAction(
  async (id: number, discussion: Discussion) => {
    if ($editingDiscussion.get() === discussion.id) cancelDiscussionEdit();
    announcementLoader.set(id, await deleteAnnouncementDiscussion(id, discussion.id));
  },
  {
    confirm: (t, _id, discussion) => ({
      title: t('announcements.discussion.deleteTitle'),
      message: t('announcements.discussion.deleteMessage', { name: discussion.author.name }),
      confirmLabel: t('announcements.discussion.deleteConfirm'),
      cancelLabel: t('announcements.cancel'),
      danger: true,
    }),
    failed: (t) => t('announcements.discussion.deleteFailed'),
    busy: $moderating,
  },
);
