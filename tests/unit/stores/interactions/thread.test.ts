import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/client.ts';
import { api, detail, page, post } from './fixtures.ts';

vi.mock('../../../../src/api/interactions.ts', async () => (await import('./fixtures.ts')).api);

const { threadQueries } = await import('../../../../src/stores/interactions/filters.ts');
const { $leavingIds, refreshThreadList, shownThreads, threadLists } =
  await import('../../../../src/stores/interactions/list.ts');
const { $toasts } = await import('../../../../src/stores/toasts.ts');
const thread = await import('../../../../src/stores/interactions/thread.ts');
const { $waiting, coursesLoader, loadCourses } =
  await import('../../../../src/stores/interactions/counts.ts');
const { answerConfirm, $confirm, $dirtyForms } = await import('../../../../src/stores/unsaved.ts');

const unanswered = { ...threadQueries.comments.defaults, state: '0' as const };
const rows = shownThreads;
const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);
const waiting = (total: number) => ({
  total,
  by_type: { comments: total, discussions: 0, feedbacks: 0, creations: 0 },
});

beforeEach(() => {
  vi.clearAllMocks();
  for (const list of Object.values(threadLists)) list.loader.reset();
  $toasts.set([]);
  thread.closeThread();
  coursesLoader.reset();
  $waiting.set(null);
  api.fetchWaiting.mockResolvedValue(waiting(2));
  api.fetchInteractionCourses.mockResolvedValue({ data: [] });
});

describe('the list of a type', () => {
  it('asks for the filters that are set, by the API’s names', async () => {
    api.fetchThreads.mockResolvedValue(page([post(1), post(2)]));
    await threadLists.comments.load(unanswered);
    expect(api.fetchThreads).toHaveBeenCalledWith(
      'comments',
      { page: 1, responded: '0' },
      expect.any(AbortSignal),
    );
    expect(rows().map((row) => row.id)).toEqual([1, 2]);
    const { feedbacks } = threadLists;
    await feedbacks.load({ ...feedbacks.query.defaults, score: '5', text: 'slow', page: 2 });
    expect(api.fetchThreads).toHaveBeenLastCalledWith(
      'feedbacks',
      { page: 2, score: '5', search: 'slow' },
      expect.any(AbortSignal),
    );
  });

  it('asks for a lecture of student work only with its course', async () => {
    api.fetchThreads.mockResolvedValue(page([]));
    const { creations } = threadLists;
    const filters = { ...creations.query.defaults, lecture: 9, view: 'waiting' as const };
    await creations.load(filters);
    expect(api.fetchThreads).toHaveBeenLastCalledWith(
      'creations',
      { page: 1, view: 'waiting' },
      expect.any(AbortSignal),
    );
    await creations.load({ ...filters, course: 3, state: '1', text: 'cat' });
    expect(api.fetchThreads).toHaveBeenLastCalledWith(
      'creations',
      { page: 1, course_id: 3, lecture_id: 9, published: '1', keyword: 'cat', view: 'waiting' },
      expect.any(AbortSignal),
    );
  });

  it('asks the inbox for every type, waiting first, or every post', async () => {
    api.fetchInbox.mockResolvedValue(page([post(3, { type: 'discussions', solved: false })]));
    const { inbox } = threadLists;
    await inbox.load({ ...inbox.query.defaults, course: 10 });
    expect(api.fetchInbox).toHaveBeenCalledWith(
      { page: 1, course_id: 10 },
      expect.any(AbortSignal),
    );
    await inbox.load({ course: 4, type: 'comments', every: '1', page: 2 });
    expect(api.fetchInbox).toHaveBeenLastCalledWith(
      { page: 2, course_id: 4, types: 'comments', waiting: '0' },
      expect.any(AbortSignal),
    );
  });
});

describe('answering from the list', () => {
  beforeEach(async () => {
    api.fetchThreads.mockResolvedValue(page([post(1), post(2), post(3)]));
    await threadLists.comments.load(unanswered);
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
    // As the client makes it: the message is the first field's.
    const refused = new ApiError(400, { body: ['The comment is empty'] }, 'The comment is empty');
    const claim = vi.spyOn(refused, 'claim');
    api.replyToThread.mockRejectedValue(refused);
    thread.editReply('<p> </p>');
    expect(await thread.sendReply()).toBe(false);
    expect(thread.$reply.get().body).toBe('<p> </p>');
    expect(thread.$replyError.get()).toBe('The comment is empty');
    expect(thread.$replySending.get()).toBe(false);
    expect(claim).toHaveBeenCalled();
    expect(toasts()).toEqual([]);
    expect(rows()[1]?.responded).toBe(false);
    thread.editReply('<p>Typed</p>');
    expect(thread.$replyError.get()).toBeNull();
  });

  it('says once that a reply or a write failed, keeping the text', async () => {
    api.replyToThread.mockRejectedValue(new ApiError(500, {}, 'HTTP 500'));
    thread.editReply('<p>Typed</p>');
    expect(await thread.sendReply()).toBe(false);
    expect(thread.$reply.get().body).toBe('<p>Typed</p>');
    expect(thread.$replyError.get()).toBeNull();
    expect(toasts()).toEqual(['error: interactions.reply.failed']);

    api.setThreadDisplay.mockRejectedValue(new ApiError(500, {}, 'HTTP 500'));
    const hiding = thread.toggleThreadDisplay();
    await vi.waitFor(() => expect($confirm.get()).not.toBeNull());
    answerConfirm(true);
    expect(await hiding).toBe(false);
    expect(toasts()).toEqual(['error: interactions.reply.failed', 'error: interactions.failed']);
    expect(thread.$threadBusy.get()).toBe(false);
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
    await threadLists.discussions.load({ ...threadQueries.discussions.defaults, state: '0' });
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
    await threadLists.comments.load(unanswered);
    expect($leavingIds.get().size).toBe(0);
  });
});
