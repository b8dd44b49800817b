import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../../../server/src/contract/interactions.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $dirtyForms, answerConfirm } from '../../../../src/stores/unsaved.ts';
import { announcement, discussion } from './fixtures.ts';

type Answer = Promise<Announcement>;
const api = vi.hoisted(() => ({
  fetchAnnouncements: vi.fn(),
  fetchAnnouncementCourses: vi.fn(),
  fetchAnnouncementUsage: vi.fn(),
  fetchAnnouncement: vi.fn<(id: number) => Answer>(),
  addAnnouncementDiscussion: vi.fn<(id: number, body: string) => Answer>(),
  updateAnnouncementDiscussion: vi.fn<(id: number, d: number, body: string) => Answer>(),
  deleteAnnouncementDiscussion: vi.fn<(id: number, d: number) => Answer>(),
  setDiscussionDisplay: vi.fn<(id: number, d: number, display: boolean) => Answer>(),
}));
vi.mock('../../../../src/api/announcements.ts', () => api);

const { announcementLoader } = await import('../../../../src/stores/announcements/announcement.ts');
const store = await import('../../../../src/stores/announcements/discussions.ts');

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const question = discussion(1, 20, false);
const waiting = announcement(5, { status: 'WAITING', children: [question] });

describe('discussions under an announcement', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    $toasts.set([]);
    $dirtyForms.set(new Set());
    announcementLoader.set(5, waiting);
    store.startDiscussions();
  });

  it('a reply is posted, the status follows the answer and the reply form empties', async () => {
    store.editReply('<p>Thanks</p>', false);
    const answered = announcement(5, {
      status: 'ANSWERED',
      children: [question, discussion(2, 3, true, '<p>Thanks</p>')],
    });
    api.addAnnouncementDiscussion.mockResolvedValueOnce(answered);
    await expect(store.postReply(5)).resolves.toBe(true);
    expect(api.addAnnouncementDiscussion).toHaveBeenCalledWith(5, '<p>Thanks</p>');
    expect(announcementLoader.dataFor(5)?.status).toBe('ANSWERED');
    expect(store.replyForm.$values.get().body).toBe('');
    expect(store.replyForm.$dirty.get()).toBe(false);
  });

  it('an empty reply is refused at the reply, and what was typed stays', async () => {
    store.editReply('<p> </p>', false);
    api.addAnnouncementDiscussion.mockRejectedValueOnce(
      new ApiError(400, { body: ['comment empty'] }, 'comment empty'),
    );
    await expect(store.postReply(5)).resolves.toBe(false);
    expect(store.replyForm.errorOf('body')).toBe('comment empty');
    expect(store.replyForm.$values.get().body).toBe('<p> </p>');
    expect(announcementLoader.dataFor(5)?.status).toBe('WAITING');
  });

  it('one’s own discussion is edited in place, then the edit closes', async () => {
    const mine = discussion(2, 3, true, '<p>Old</p>');
    store.startDiscussionEdit(mine);
    expect(store.$editingDiscussion.get()).toBe(2);
    expect(store.discussionEditForm.$values.get().body).toBe('<p>Old</p>');
    store.editDiscussionBody('<p>New</p>', false);
    api.updateAnnouncementDiscussion.mockResolvedValueOnce(
      announcement(5, { children: [question, { ...mine, body: '<p>New</p>' }] }),
    );
    await expect(store.saveDiscussionEdit(5)).resolves.toBe(true);
    expect(api.updateAnnouncementDiscussion).toHaveBeenCalledWith(5, 2, '<p>New</p>');
    expect(store.$editingDiscussion.get()).toBeNull();
    expect(announcementLoader.dataFor(5)?.children[1]?.body).toBe('<p>New</p>');
  });

  it('cancelling an edit drops it without a save', async () => {
    store.startDiscussionEdit(discussion(2, 3, true));
    store.editDiscussionBody('<p>Typed</p>', false);
    store.cancelDiscussionEdit();
    expect(store.$editingDiscussion.get()).toBeNull();
    expect(store.discussionEditForm.$dirty.get()).toBe(false);
    await expect(store.saveDiscussionEdit(5)).resolves.toBe(false);
    expect(api.updateAnnouncementDiscussion).not.toHaveBeenCalled();
  });

  it('hides and shows a discussion', async () => {
    api.setDiscussionDisplay.mockResolvedValueOnce(
      announcement(5, { children: [{ ...question, display: false }] }),
    );
    await expect(store.discussionDisplay.run(5, question)).resolves.toBe(true);
    expect(api.setDiscussionDisplay).toHaveBeenCalledWith(5, 1, false);
    expect(announcementLoader.dataFor(5)?.children[0]?.display).toBe(false);
  });

  it('deleting the last discussion after a confirmation clears the status', async () => {
    const kept = store.discussionDelete.run(5, question);
    await tick();
    answerConfirm(false);
    await expect(kept).resolves.toBe(false);
    expect(api.deleteAnnouncementDiscussion).not.toHaveBeenCalled();

    api.deleteAnnouncementDiscussion.mockResolvedValueOnce(announcement(5, { status: null }));
    const removed = store.discussionDelete.run(5, question);
    await tick();
    answerConfirm(true);
    await expect(removed).resolves.toBe(true);
    expect(api.deleteAnnouncementDiscussion).toHaveBeenCalledWith(5, 1);
    expect(announcementLoader.dataFor(5)?.status).toBeNull();
    expect(announcementLoader.dataFor(5)?.children).toEqual([]);
  });

  it('deleting the discussion being edited closes the edit; a failure says so', async () => {
    store.startDiscussionEdit(question);
    api.deleteAnnouncementDiscussion.mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    const failed = store.discussionDelete.run(5, question);
    await tick();
    answerConfirm(true);
    await expect(failed).resolves.toBe(false);
    expect(store.$editingDiscussion.get()).toBeNull();
    expect(store.$moderating.get()).toBe(false);
    expect($toasts.get().map((toast) => `${toast.type}: ${toast.message}`)).toEqual([
      'error: announcements.discussion.deleteFailed',
    ]);
    expect(announcementLoader.dataFor(5)).toEqual(waiting);
  });
});
