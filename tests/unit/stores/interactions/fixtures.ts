/** Posts and threads as the interactions API answers them, and the API's mock, for the store tests. */
import { vi } from 'vitest';
import type {
  Thread,
  ThreadDetail,
  ThreadListResponse,
} from '../../../../server/src/contract/interactions.ts';

/** A post of a type with what a test changes. */
export function post(id: number, change: Partial<Thread> = {}): Thread {
  return {
    id,
    type: 'comments',
    course: { id: 10, title: 'Watercolour', kind: 'courses' },
    lecture: { id: 100, title: 'Washes' },
    author: { id: 5, name: 'Student Lin', avatar_url: null },
    title: null,
    body: '<p>How wet should the paper be?</p>',
    score: null,
    solved: null,
    published: null,
    display: true,
    responded: false,
    waiting: true,
    reply_count: 0,
    last_reply_at: null,
    files: [],
    created_at: '2026-11-01T08:00:00.000Z',
    ...change,
  };
}

/** The thread of a post with replies and whether the viewer may reply. */
export function detail(thread: Thread, change: Partial<ThreadDetail> = {}): ThreadDetail {
  return { ...thread, replies: [], can_reply: true, ...change };
}

/** A page of posts. */
export function page(rows: Thread[], lastPage = 1): ThreadListResponse {
  return {
    data: rows,
    meta: { current_page: 1, last_page: lastPage, per_page: 20, total: rows.length },
  };
}

/**
 * The interactions API as the store tests mock it:
 * `vi.mock('…/api/interactions.ts', async () => (await import('./fixtures.ts')).api)`.
 */
export const api = {
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
};
