/** Announcements as the API answers them, for the announcement store tests. */
import type { Announcement } from '../../../../server/src/contract/interactions.ts';

const person = (id: number, name: string) => ({ id, name, avatar_url: null });

/** A discussion under an announcement. */
export function discussion(
  id: number,
  authorId: number,
  staff: boolean,
  body = `<p>Discussion ${String(id)}</p>`,
): Announcement['children'][number] {
  return {
    id,
    body,
    display: true,
    author: person(authorId, staff ? 'Teacher' : `Student ${String(authorId)}`),
    staff,
    created_at: '2026-11-02T00:00:00.000Z',
    updated_at: '2026-11-02T00:00:00.000Z',
  };
}

/** An announcement (a draft to 12 students unless told otherwise). */
export function announcement(id: number, change: Partial<Announcement> = {}): Announcement {
  return {
    id,
    title: `Announcement ${String(id)}`,
    body: '<p>Hello</p>',
    type: 'NOTICE',
    display: true,
    status: null,
    owner: person(3, 'Teacher'),
    lecturer_id: 3,
    children: [],
    includes: [],
    excepts: [],
    progress: 0,
    date: { begin: null, end: null },
    confirmed_at: null,
    recipients: 12,
    deliveries: { queued: 0, sent: 0, failed: 0 },
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...change,
  };
}
