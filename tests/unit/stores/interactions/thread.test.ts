import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ThreadDetail,
  ThreadListResponse,
} from '../../../../server/src/contract/interactions.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { detail, page, post } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchThreads: vi.fn<(...args: unknown[]) => Promise<ThreadListResponse>>(),
  fetchInbox: vi.fn<(...args: unknown[]) => Promise<ThreadListResponse>>(),
  fetchThread: vi.fn<(...args: unknown[]) => Promise<ThreadDetail>>(),
  fetchWaiting: vi.fn(),
  fetchInteractionCourses: vi.fn(),
  fetchInteractionLectures: vi.fn(),
  replyToThread: vi.fn<(...args: unknown[]) => Promise<ThreadDetail>>(),
  setThreadDisplay: vi.fn<(...args: unknown[]) => Promise<ThreadDetail>>(),
  setReplyDisplay: vi.fn<(...args: unknown[]) => Promise<ThreadDetail>>(),
  setDiscussionSolved: vi.fn<(...args: unknown[]) => Promise<ThreadDetail>>(),
  setCreationPublished: vi.fn<(...args: unknown[]) => Promise<ThreadDetail>>(),
}));
vi.mock('../../../../src/api/interactions.ts', () => api);

const { defaultThreadFilters } = await import('../../../../src/stores/interactions/filters.ts');
const { $leavingIds, loadThreadList, refreshThreadList, threadListLoader } =
  await import('../../../../src/stores/interactions/list.ts');
const thread = await import('../../../../src/stores/interactions/thread.ts');
const { $waiting, coursesLoader, loadCourses } =
  await import('../../../../src/stores/interactions/counts.ts');
const { answerConfirm, $confirm, $dirtyForms } = await import('../../../../src/stores/unsaved.ts');

const unanswered = { ...defaultThreadFilters, state: '0' };
const rows = () => threadListLoader.$state.get().data?.data ?? [];
const waiting = (total: number) => ({
  total,
  by_type: { comments: total, discussions: 0, feedbacks: 0, creations: 0 },
});

beforeEach(() => {
  vi.clearAllMocks();
  threadListLoader.reset();
  thread.closeThread();
  coursesLoader.reset();
  $waiting.set(null);
  api.fetchWaiting.mockResolvedValue(waiting(2));
  api.fetchInteractionCourses.mockResolvedValue({ data: [] });
});

describe('the list of a type', () => {
  it('asks for the filters that are set, once per page shown', async () => {
    api.fetchThreads.mockResolvedValue(page([post(1), post(2)]));
    await loadThreadList('comments', unanswered);
    await loadThreadList('comments', unanswered);
    expect(api.fetchThreads).toHaveBeenCalledTimes(1);
    expect(api.fetchThreads).toHaveBeenCalledWith(
      'comments',
      { page: 1, responded: '0' },
      expect.any(AbortSignal),
    );
    expect(rows().map((row) => row.id)).toEqual([1, 2]);
  });

  it('asks the inbox for every type, waiting first', async () => {
    api.fetchInbox.mockResolvedValue(page([post(3, { type: 'discussions', solved: false })]));
    await loadThreadList('inbox', { ...defaultThreadFilters, course: '10' });
    expect(api.fetchInbox).toHaveBeenCalledWith(
      { page: 1, course_id: '10' },
      expect.any(AbortSignal),
    );
  });
});

describe('answering from the list', () => {
  beforeEach(async () => {
    api.fetchThreads.mockResolvedValue(page([post(1), post(2), post(3)]));
    await loadThreadList('comments', unanswered);
    api.fetchThread.mockResolvedValue(detail(post(2)));
    await thread.openThread('comments', 2);
  });

  it('opens the post with its replies', () => {
    expect(api.fetchThread).toHaveBeenCalledWith('comments', 2, expect.any(AbortSignal));
    expect(thread.threadLoader.dataFor()?.id).toBe(2);
  });

  it('keeps an answered question in its place, marked as leaving, until the list loads again', async () => {
    const answered = detail(post(2, { responded: true, waiting: false, reply_count: 1 }), {
      replies: [
        {
          id: 50,
          author: { id: 1, name: 'Teacher', avatar_url: null },
          staff: true,
          body: '<p>Damp, not wet.</p>',
          display: true,
          created_at: '2026-11-02T08:00:00.000Z',
        },
      ],
    });
    api.replyToThread.mockResolvedValue(answered);
    api.fetchWaiting.mockResolvedValue(waiting(1));
    thread.editReply('<p>Damp, not wet.</p>');
    expect($dirtyForms.get().has('interaction-reply')).toBe(true);

    expect(await thread.sendReply()).toBe(true);
    expect(api.replyToThread).toHaveBeenCalledWith('comments', 2, '<p>Damp, not wet.</p>');
    expect(rows().map((row) => row.id)).toEqual([1, 2, 3]);
    expect(rows()[1]).toMatchObject({ responded: true, waiting: false, reply_count: 1 });
    expect([...$leavingIds.get()]).toEqual([2]);
    expect(thread.threadLoader.dataFor()?.replies).toHaveLength(1);
    expect(thread.$reply.get().body).toBe('');
    expect($dirtyForms.get().has('interaction-reply')).toBe(false);
    expect(thread.$threadNotice.get()).toBe(
      'interactions.notice.replied interactions.notice.leaves',
    );
    await vi.waitFor(() => expect($waiting.get()?.total).toBe(1));

    api.fetchThreads.mockResolvedValue(page([post(1), post(3)]));
    await refreshThreadList();
    expect(rows().map((row) => row.id)).toEqual([1, 3]);
    expect($leavingIds.get().size).toBe(0);
  });

  it('shows the server’s message about an empty reply at the field and keeps the text', async () => {
    const refused = new ApiError(400, { body: ['The comment is empty'] }, 'Bad request');
    const claim = vi.spyOn(refused, 'claim');
    api.replyToThread.mockRejectedValue(refused);
    thread.editReply('<p> </p>');
    expect(await thread.sendReply()).toBe(false);
    expect(thread.$reply.get()).toMatchObject({
      body: '<p> </p>',
      error: 'The comment is empty',
      sending: false,
    });
    expect(claim).toHaveBeenCalled();
    expect(rows()[1]?.responded).toBe(false);
    thread.editReply('<p>Typed</p>');
    expect(thread.$reply.get().error).toBeNull();
  });

  it('keeps a typed reply when the lecturer moves to another post and back', async () => {
    thread.editReply('<p>Half an answer</p>');
    api.fetchThread.mockResolvedValue(detail(post(3)));
    await thread.openThread('comments', 3);
    expect(thread.$reply.get().body).toBe('');
    api.fetchThread.mockResolvedValue(detail(post(2)));
    await thread.openThread('comments', 2);
    expect(thread.$reply.get().body).toBe('<p>Half an answer</p>');
  });

  it('hides a post only once confirmed, and shows it again without asking', async () => {
    api.setThreadDisplay.mockResolvedValue(detail(post(2, { display: false, waiting: false })));
    const cancelled = thread.toggleThreadDisplay();
    await vi.waitFor(() => expect($confirm.get()).not.toBeNull());
    answerConfirm(false);
    expect(await cancelled).toBe(false);
    expect(api.setThreadDisplay).not.toHaveBeenCalled();

    const confirmed = thread.toggleThreadDisplay();
    await vi.waitFor(() => expect($confirm.get()).not.toBeNull());
    answerConfirm(true);
    expect(await confirmed).toBe(true);
    expect(api.setThreadDisplay).toHaveBeenCalledWith('comments', 2, false);
    expect(rows()[1]?.display).toBe(false);

    api.setThreadDisplay.mockResolvedValue(detail(post(2)));
    expect(await thread.toggleThreadDisplay()).toBe(true);
    expect(api.setThreadDisplay).toHaveBeenLastCalledWith('comments', 2, true);
  });

  it('hides a reply once confirmed', async () => {
    const reply = {
      id: 7,
      author: { id: 5, name: 'Student Lin', avatar_url: null },
      staff: false,
      body: '<p>spam</p>',
      display: true,
      created_at: '2026-11-02T08:00:00.000Z',
    };
    api.fetchThread.mockResolvedValue(detail(post(2), { replies: [reply] }));
    await thread.threadLoader.load({ type: 'comments', id: 2 }, true);
    api.setReplyDisplay.mockResolvedValue(
      detail(post(2), { replies: [{ ...reply, display: false }] }),
    );
    const hiding = thread.toggleReplyDisplay(7);
    await vi.waitFor(() => expect($confirm.get()).not.toBeNull());
    answerConfirm(true);
    expect(await hiding).toBe(true);
    expect(api.setReplyDisplay).toHaveBeenCalledWith('comments', 2, 7, false);
    expect(thread.threadLoader.dataFor()?.replies[0]?.display).toBe(false);
    expect(thread.$threadNotice.get()).toBe('interactions.notice.replyHidden');
  });

  it('asks again for the courses’ counts after a write once they are shown', async () => {
    await loadCourses();
    expect(api.fetchInteractionCourses).toHaveBeenCalledTimes(1);
    api.replyToThread.mockResolvedValue(detail(post(2, { responded: true, waiting: false })));
    thread.editReply('<p>Yes</p>');
    await thread.sendReply();
    await vi.waitFor(() => expect(api.fetchInteractionCourses).toHaveBeenCalledTimes(2));
    expect(api.fetchWaiting).toHaveBeenCalled();
  });
});

describe('discussions and student work', () => {
  it('marks a discussion solved and open again', async () => {
    const open = post(4, { type: 'discussions', solved: false, title: 'Brushes?' });
    api.fetchThreads.mockResolvedValue(page([open]));
    await loadThreadList('discussions', { ...defaultThreadFilters, state: '0' });
    api.fetchThread.mockResolvedValue(detail(open));
    await thread.openThread('discussions', 4);

    api.setDiscussionSolved.mockResolvedValue(detail({ ...open, solved: true, waiting: false }));
    expect(await thread.toggleSolved()).toBe(true);
    expect(api.setDiscussionSolved).toHaveBeenCalledWith(4, true);
    expect(rows()[0]?.solved).toBe(true);
    expect($leavingIds.get().has(4)).toBe(true);

    api.setDiscussionSolved.mockResolvedValue(detail(open));
    expect(await thread.toggleSolved()).toBe(true);
    expect(api.setDiscussionSolved).toHaveBeenLastCalledWith(4, false);
    expect($leavingIds.get().size).toBe(0);
    expect(thread.$threadNotice.get()).toBe('interactions.notice.reopened');
  });

  it('publishes student work and does nothing to other types', async () => {
    const work = post(6, { type: 'creations', published: false, title: 'My sky' });
    api.fetchThread.mockResolvedValue(detail(work));
    await thread.openThread('creations', 6);
    api.setCreationPublished.mockResolvedValue(
      detail({ ...work, published: true, waiting: false }),
    );
    expect(await thread.togglePublished()).toBe(true);
    expect(api.setCreationPublished).toHaveBeenCalledWith(6, true);
    expect(thread.threadLoader.dataFor()?.published).toBe(true);
    expect(await thread.toggleSolved()).toBe(false);
    expect(api.setDiscussionSolved).not.toHaveBeenCalled();
  });
});

describe('rows that leave the filters', () => {
  it('are only those a write changed, never rows the server sent', async () => {
    // The server decides what a filter keeps; a row it sent is never marked as leaving.
    api.fetchThreads.mockResolvedValue(page([post(1, { responded: true, waiting: false })]));
    await loadThreadList('comments', unanswered);
    expect($leavingIds.get().size).toBe(0);
  });
});
