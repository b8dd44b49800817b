/**
 * Every move of the status machine on the API (`POST .../reviews`, `PUT .../status`), allowed and
 * refused (by the wrong actor and for each check), for courses (upper case) and ebooks (lower
 * case, no presale).
 */
import { describe, expect, it } from 'vitest';
import type { CourseStatus } from '../../contract/courses.ts';
import {
  teachPermissions,
  type ItemDetail,
  type ItemKind,
  type MoveReason,
} from '../../contract/items.ts';
import { message } from '../../i18n/messages.ts';
import { apiStatus } from '../../items/status-machine.ts';
import { openTestApi } from '../../testing/harness.ts';
import { addCoLecturer } from '../../testing/item-fixtures.ts';
import { prepareItem, storedItem, type ItemValues } from '../../testing/item-setup.ts';
import { moveReasonMessages } from './status.ts';

const api = await openTestApi();

type Actor = 'owner' | 'co-lecturer' | 'admin' | 'other';
const emails: Record<Actor, string> = {
  owner: 'teacher@example.com',
  'co-lecturer': 'teacher2@example.com',
  admin: 'admin@example.com',
  other: 'teacher2@example.com',
};

const DAY = 86_400_000;
const future = () => new Date(Date.now() + 10 * DAY);
const past = () => new Date(Date.now() - DAY);

/** What a case expects: the move made, or a 400 at a field with a reason's or a message's text. */
type Outcome =
  | 'moved'
  | { readonly reason: MoveReason }
  | { readonly field: 'scheduled_at' | 'reason'; readonly text: string }
  | 404;

interface Case {
  readonly name: string;
  readonly from: CourseStatus;
  readonly to: CourseStatus;
  readonly by: Actor;
  readonly kinds: readonly ItemKind[];
  readonly values?: ItemValues;
  readonly tickets?: number;
  /** Extra body of `PUT .../status`. */
  readonly body?: Record<string, string>;
  /** Submit with `POST .../reviews` instead of `PUT .../status`. */
  readonly reviews?: boolean;
  readonly outcome: Outcome;
  /** Checks of the stored row after an allowed move. */
  readonly stored?: ItemValues;
}

const both = ['courses', 'ebooks'] as const;
const courseOnly = ['courses'] as const;
const presale = {
  fundraisingThreshold: 10,
  fundraisingEndsAt: future(),
};

/** The cases of one move (`from` → `to`) on some kinds. */
function moves(
  from: CourseStatus,
  to: CourseStatus,
  kinds: readonly ItemKind[],
  list: readonly Omit<Case, 'from' | 'to' | 'kinds'>[],
): Case[] {
  return list.map((test) => ({ ...test, from, to, kinds }));
}

const cases: readonly Case[] = [
  // DRAFT → REVIEW: the owner submits (either endpoint) once the item is ready.
  ...moves('DRAFT', 'REVIEW', both, [
    {
      name: 'owner submits',
      by: 'owner',
      reviews: true,
      values: { reviewNote: 'old note' },
      outcome: 'moved',
      stored: { reviewNote: null },
    },
    { name: 'owner submits by status', by: 'owner', outcome: 'moved' },
    { name: 'admin cannot submit', by: 'admin', reviews: true, outcome: { reason: 'owner-only' } },
    {
      name: 'co-lecturer cannot submit',
      by: 'co-lecturer',
      reviews: true,
      outcome: { reason: 'owner-only' },
    },
    { name: 'another lecturer does not see it', by: 'other', reviews: true, outcome: 404 },
    {
      name: 'no introduction',
      by: 'owner',
      reviews: true,
      values: { introduction: '<p> </p>' },
      outcome: { reason: 'needs-introduction' },
    },
  ]),
  ...moves('DRAFT', 'REVIEW', courseOnly, [
    {
      name: 'no category',
      by: 'owner',
      reviews: true,
      values: { category: '' },
      outcome: { reason: 'needs-category' },
    },
  ]),
  ...moves(
    'DRAFT',
    'REVIEW',
    ['ebooks'],
    [
      {
        name: 'ebooks need no category',
        by: 'owner',
        reviews: true,
        values: { category: '' },
        outcome: 'moved',
      },
    ],
  ),
  ...moves('DRAFT', 'PUBLISH', both, [
    { name: 'no publishing a draft', by: 'admin', outcome: { reason: 'no-move' } },
  ]),
  ...moves('DRAFT', 'DRAFT', both, [
    { name: 'no staying put', by: 'owner', outcome: { reason: 'no-move' } },
  ]),
  // REVIEW → DRAFT: the owner withdraws, an admin rejects with a reason.
  ...moves('REVIEW', 'DRAFT', both, [
    { name: 'owner withdraws', by: 'owner', outcome: 'moved', stored: { reviewNote: null } },
    {
      name: 'admin rejects with a reason',
      by: 'admin',
      body: { reason: '介紹太短' },
      outcome: 'moved',
      stored: { reviewNote: '介紹太短' },
    },
    {
      name: 'admin rejects without a reason',
      by: 'admin',
      body: { reason: '  ' },
      outcome: { field: 'reason', text: 'Give the reason for sending it back to draft.' },
    },
    { name: 'co-lecturer cannot withdraw', by: 'co-lecturer', outcome: { reason: 'owner-only' } },
  ]),
  // REVIEW → PUBLISH, SCHEDULING, PRESALE: an admin approves.
  ...moves('REVIEW', 'PUBLISH', both, [
    { name: 'admin publishes', by: 'admin', outcome: 'moved' },
    { name: 'owner cannot publish', by: 'owner', outcome: { reason: 'admin-only' } },
  ]),
  ...moves('REVIEW', 'SCHEDULING', both, [
    {
      name: 'admin schedules',
      by: 'admin',
      body: { scheduled_at: '2031-05-01T08:00:00.000Z' },
      outcome: 'moved',
      stored: { scheduledAt: new Date('2031-05-01T08:00:00.000Z') },
    },
    {
      name: 'scheduling without a time',
      by: 'admin',
      outcome: { field: 'scheduled_at', text: 'Choose a time in the future.' },
    },
    {
      name: 'scheduling in the past',
      by: 'admin',
      body: { scheduled_at: '2020-01-01T00:00:00Z' },
      outcome: { field: 'scheduled_at', text: 'Choose a time in the future.' },
    },
    {
      name: 'owner cannot schedule',
      by: 'owner',
      body: { scheduled_at: '2031-05-01T08:00:00Z' },
      outcome: { reason: 'admin-only' },
    },
  ]),
  ...moves('REVIEW', 'PRESALE', courseOnly, [
    { name: 'admin opens a presale', by: 'admin', values: presale, tickets: 3, outcome: 'moved' },
    {
      name: 'presale with 2 tickets',
      by: 'admin',
      values: presale,
      tickets: 2,
      outcome: { reason: 'needs-tickets' },
    },
    {
      name: 'presale without a threshold',
      by: 'admin',
      values: { ...presale, fundraisingThreshold: null },
      tickets: 3,
      outcome: { reason: 'needs-threshold' },
    },
    {
      name: 'presale ending in the past',
      by: 'admin',
      values: { ...presale, fundraisingEndsAt: past() },
      tickets: 3,
      outcome: { reason: 'needs-threshold' },
    },
    {
      name: 'owner cannot open a presale',
      by: 'owner',
      values: presale,
      tickets: 3,
      outcome: { reason: 'admin-only' },
    },
  ]),
  // SCHEDULING → PUBLISH (an admin, now) or OFFLINE (cancelled).
  ...moves('SCHEDULING', 'PUBLISH', both, [
    {
      name: 'admin publishes a scheduled item now',
      by: 'admin',
      values: { scheduledAt: future() },
      outcome: 'moved',
    },
    {
      name: 'owner cannot publish a scheduled item',
      by: 'owner',
      values: { scheduledAt: future() },
      outcome: { reason: 'admin-only' },
    },
  ]),
  ...moves('SCHEDULING', 'OFFLINE', both, [
    {
      name: 'owner cancels a schedule',
      by: 'owner',
      values: { scheduledAt: future() },
      outcome: 'moved',
    },
    {
      name: 'co-lecturer cannot cancel a schedule',
      by: 'co-lecturer',
      values: { scheduledAt: future() },
      outcome: { reason: 'owner-only' },
    },
  ]),
  ...moves('SCHEDULING', 'DRAFT', both, [
    {
      name: 'no scheduled draft',
      by: 'admin',
      values: { scheduledAt: future() },
      outcome: { reason: 'no-move' },
    },
  ]),
  // PRESALE → PREPARE (threshold met) or OFFLINE (ended unmet; the clock does it at the end).
  ...moves('PRESALE', 'PREPARE', courseOnly, [
    {
      name: 'admin prepares a met presale',
      by: 'admin',
      values: { ...presale, presaleCount: 10 },
      tickets: 3,
      outcome: 'moved',
    },
    {
      name: 'threshold not met',
      by: 'admin',
      values: { ...presale, presaleCount: 9 },
      tickets: 3,
      outcome: { reason: 'threshold-not-met' },
    },
    {
      name: 'owner cannot prepare',
      by: 'owner',
      values: { ...presale, presaleCount: 10 },
      tickets: 3,
      outcome: { reason: 'admin-only' },
    },
  ]),
  ...moves('PRESALE', 'OFFLINE', courseOnly, [
    {
      name: 'a met presale does not go offline',
      by: 'admin',
      values: { ...presale, presaleCount: 10 },
      tickets: 3,
      outcome: { reason: 'threshold-met' },
    },
    {
      name: 'an open presale does not go offline',
      by: 'admin',
      values: { ...presale, presaleCount: 9 },
      tickets: 3,
      outcome: { reason: 'fundraising-open' },
    },
  ]),
  // PREPARE → PUBLISH by an admin.
  ...moves('PREPARE', 'PUBLISH', courseOnly, [
    { name: 'admin publishes a prepared course', by: 'admin', outcome: 'moved' },
    {
      name: 'owner cannot publish a prepared course',
      by: 'owner',
      outcome: { reason: 'admin-only' },
    },
  ]),
  // PUBLISH ↔ OFFLINE, OFFLINE → DRAFT: the owner or an admin.
  ...moves('PUBLISH', 'OFFLINE', both, [
    { name: 'owner takes offline', by: 'owner', outcome: 'moved' },
    { name: 'admin takes offline', by: 'admin', outcome: 'moved' },
    {
      name: 'co-lecturer cannot take offline',
      by: 'co-lecturer',
      outcome: { reason: 'owner-only' },
    },
  ]),
  ...moves('PUBLISH', 'REVIEW', both, [
    { name: 'no publish to review', by: 'owner', reviews: true, outcome: { reason: 'no-move' } },
  ]),
  ...moves('OFFLINE', 'PUBLISH', both, [
    { name: 'owner republishes', by: 'owner', outcome: 'moved' },
    { name: 'admin republishes', by: 'admin', outcome: 'moved' },
  ]),
  ...moves('OFFLINE', 'DRAFT', both, [
    { name: 'owner back to draft', by: 'owner', outcome: 'moved' },
  ]),
  ...moves('OFFLINE', 'PUBLISH', both, [
    { name: 'co-lecturer cannot republish', by: 'co-lecturer', outcome: { reason: 'owner-only' } },
  ]),
  ...moves('OFFLINE', 'REVIEW', both, [
    { name: 'no offline to review', by: 'owner', outcome: { reason: 'no-move' } },
  ]),
];

async function run(kind: ItemKind, test: Case) {
  const id = await prepareItem(
    api,
    kind,
    {
      status: test.from,
      introduction: '<p>介紹</p>',
      category: kind === 'courses' ? 'programming' : '',
      ...test.values,
    },
    { tickets: test.tickets ?? 0 },
  );
  // The co-lecturer holds every permission: moves are still the owner's.
  if (test.by === 'co-lecturer')
    await addCoLecturer(api, id, emails['co-lecturer'], teachPermissions);
  const token = await api.tokenOf(emails[test.by]);
  const response = test.reviews
    ? await api.request('POST', `/lecturers/v2/${kind}/${id}/reviews`, { token, locale: 'en' })
    : await api.request('PUT', `/lecturers/v2/${kind}/${id}/status`, {
        token,
        locale: 'en',
        body: { status: apiStatus(kind, test.to), ...test.body },
      });
  return { id, response };
}

describe('status moves on the API', () => {
  for (const test of cases) {
    for (const kind of test.kinds) {
      it(`${kind}: ${test.from} → ${test.to} by ${test.by}: ${test.name}`, async () => {
        const { id, response } = await run(kind, test);
        const before = test.from;
        const row = await storedItem(api, id);
        if (test.outcome === 'moved') {
          expect(response.status, JSON.stringify(response.body)).toBe(200);
          const detail = response.body as ItemDetail;
          expect(detail.status).toBe(apiStatus(kind, test.to));
          expect(detail.moves.some((move) => move.status === detail.status)).toBe(false);
          expect(row?.status).toBe(test.to);
          if (test.stored) expect(row).toMatchObject(test.stored);
          return;
        }
        expect(row?.status).toBe(before);
        if (test.outcome === 404) {
          expect(response.status).toBe(404);
        } else if ('reason' in test.outcome) {
          expect(response).toMatchObject({
            status: 400,
            body: { message: { status: [message('en', moveReasonMessages[test.outcome.reason])] } },
          });
        } else {
          expect(response).toMatchObject({
            status: 400,
            body: { message: { [test.outcome.field]: [test.outcome.text] } },
          });
        }
      });
    }
  }

  it('the detail offers exactly the moves the API makes', async () => {
    const id = await prepareItem(api, 'courses', { status: 'REVIEW', introduction: '<p>x</p>' });
    const detail = (
      await api.request('GET', `/lecturers/v2/courses/${id}`, {
        token: await api.tokenOf('admin@example.com'),
      })
    ).body as ItemDetail;
    expect(detail.moves).toEqual([
      { status: 'PUBLISH', allowed: true, reason: null, needs: null },
      { status: 'SCHEDULING', allowed: true, reason: null, needs: 'scheduled_at' },
      { status: 'DRAFT', allowed: true, reason: null, needs: 'reason' },
      { status: 'OFFLINE', allowed: false, reason: 'no-move', needs: null },
      { status: 'PRESALE', allowed: false, reason: 'needs-tickets', needs: null },
      { status: 'PREPARE', allowed: false, reason: 'no-move', needs: null },
    ]);
  });

  it("refuses a status of another kind's spelling at status", async () => {
    for (const [kind, status] of [
      ['courses', 'publish'],
      ['ebooks', 'PUBLISH'],
      ['ebooks', 'presale'],
      ['articles', 'PREPARE'],
    ] as const) {
      const id = await prepareItem(api, kind, { status: 'REVIEW' });
      const response = await api.request('PUT', `/lecturers/v2/${kind}/${id}/status`, {
        token: await api.tokenOf('admin@example.com'),
        locale: 'en',
        body: { status },
      });
      expect(response, `${kind} ${status}`).toMatchObject({
        status: 400,
        body: { message: { status: ['This value is not valid.'] } },
      });
      expect((await storedItem(api, id))?.status).toBe('REVIEW');
    }
  });

  it('explains a refusal in the request language', async () => {
    const id = await prepareItem(api, 'courses', { status: 'REVIEW' });
    for (const [locale, text] of [
      ['zh-TW', '只有管理員可以執行此變更。'],
      ['zh-CN', '只有管理员可以执行此变更。'],
      ['en', 'Only an administrator can make this change.'],
    ] as const) {
      const response = await api.request('PUT', `/lecturers/v2/courses/${id}/status`, {
        token: await api.tokenOf('teacher@example.com'),
        locale,
        body: { status: 'PUBLISH' },
      });
      expect(response.body).toEqual({ message: { status: [text] } });
    }
  });

  it('lets articles move like ebooks', async () => {
    const id = await prepareItem(api, 'articles', { introduction: '<p>文章</p>' });
    const token = await api.tokenOf('teacher@example.com');
    const submitted = await api.request('POST', `/lecturers/v2/articles/${id}/reviews`, { token });
    expect((submitted.body as ItemDetail).status).toBe('review');
    const published = await api.request('PUT', `/lecturers/v2/articles/${id}/status`, {
      token: await api.tokenOf('admin@example.com'),
      body: { status: 'publish' },
    });
    expect((published.body as ItemDetail).status).toBe('publish');
  });
});
