/** The clock's moves: all due items at once, on an interval, and one item when it is read. */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ItemDetail } from '../contract/items.ts';
import { courses } from '../db/schema.ts';
import { PLAN_EPOCH } from '../seed/marketplace.ts';
import { openTestApi } from '../testing/harness.ts';
import { prepareItem, storedItem } from '../testing/item-setup.ts';
import { advanceDueItems, startDueItems } from './due.ts';

const api = await openTestApi();

const DAY = 86_400_000;

async function statuses(ids: readonly number[]) {
  const rows = await api.db
    .select({ id: courses.id, status: courses.status })
    .from(courses)
    .where(inArray(courses.id, [...ids]));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

describe('advanceDueItems', () => {
  it('leaves the demo data alone at the plan epoch and a year after', async () => {
    expect(await advanceDueItems(api.db, PLAN_EPOCH)).toEqual({ published: 0, presalesClosed: 0 });
    const yearLater = new Date(PLAN_EPOCH.getTime() + 365 * DAY);
    expect(await advanceDueItems(api.db, yearLater)).toEqual({ published: 0, presalesClosed: 0 });
  });

  it('publishes due scheduled items and closes ended presales, and nothing else', async () => {
    const now = new Date('2035-06-01T00:00:00Z');
    const before = new Date(now.getTime() - DAY);
    const after = new Date(now.getTime() + DAY);
    const ids = {
      scheduledDue: await prepareItem(api, 'courses', {
        status: 'SCHEDULING',
        scheduledAt: before,
      }),
      scheduledNow: await prepareItem(api, 'ebooks', { status: 'SCHEDULING', scheduledAt: now }),
      scheduledLater: await prepareItem(api, 'articles', {
        status: 'SCHEDULING',
        scheduledAt: after,
      }),
      met: await prepareItem(api, 'courses', {
        status: 'PRESALE',
        fundraisingEndsAt: before,
        fundraisingThreshold: 5,
        presaleCount: 5,
      }),
      unmet: await prepareItem(api, 'courses', {
        status: 'PRESALE',
        fundraisingEndsAt: before,
        fundraisingThreshold: 5,
        presaleCount: 4,
      }),
      open: await prepareItem(api, 'courses', {
        status: 'PRESALE',
        fundraisingEndsAt: after,
        fundraisingThreshold: 5,
        presaleCount: 9,
      }),
      published: await prepareItem(api, 'courses', { status: 'PUBLISH', scheduledAt: before }),
      draft: await prepareItem(api, 'courses', { status: 'DRAFT', fundraisingEndsAt: before }),
    };
    const result = await advanceDueItems(api.db, now);
    // The demo's scheduled items and presales lie before 2035: they move too.
    expect(result.published).toBeGreaterThanOrEqual(2);
    expect(result.presalesClosed).toBeGreaterThanOrEqual(2);
    expect(await statuses(Object.values(ids))).toEqual({
      [ids.scheduledDue]: 'PUBLISH',
      [ids.scheduledNow]: 'PUBLISH',
      [ids.scheduledLater]: 'SCHEDULING',
      [ids.met]: 'PREPARE',
      [ids.unmet]: 'OFFLINE',
      [ids.open]: 'PRESALE',
      [ids.published]: 'PUBLISH',
      [ids.draft]: 'DRAFT',
    });
    expect((await storedItem(api, ids.scheduledDue))?.updatedAt).toEqual(now);
    // A second run finds nothing left to do.
    expect(await advanceDueItems(api.db, now)).toEqual({ published: 0, presalesClosed: 0 });
  });
});

describe('startDueItems', () => {
  it('moves due items right away and on its interval, until stopped', async () => {
    const first = await prepareItem(api, 'courses', {
      status: 'SCHEDULING',
      scheduledAt: new Date(Date.now() - 1000),
    });
    const stop = startDueItems(api.db, 50);
    try {
      await expect.poll(async () => (await storedItem(api, first))?.status).toBe('PUBLISH');
      const second = await prepareItem(api, 'ebooks', {
        status: 'SCHEDULING',
        scheduledAt: new Date(Date.now() + 300),
      });
      await expect
        .poll(async () => (await storedItem(api, second))?.status, { timeout: 5000 })
        .toBe('PUBLISH');
    } finally {
      await stop();
    }
    const third = await prepareItem(api, 'ebooks', {
      status: 'SCHEDULING',
      scheduledAt: new Date(Date.now() - 1000),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await storedItem(api, third))?.status).toBe('SCHEDULING');
  });
});

describe('reading an item', () => {
  it('makes its due move first', async () => {
    const token = await api.tokenOf('teacher@example.com');
    const read = async (kind: string, id: number) =>
      (await api.request('GET', `/lecturers/v2/${kind}/${id}`, { token })).body as ItemDetail;
    const scheduled = await prepareItem(api, 'ebooks', {
      status: 'SCHEDULING',
      scheduledAt: new Date(Date.now() - 1000),
    });
    expect((await read('ebooks', scheduled)).status).toBe('publish');
    const ended = await prepareItem(api, 'courses', {
      status: 'PRESALE',
      fundraisingEndsAt: new Date(Date.now() - 1000),
      fundraisingThreshold: 3,
      presaleCount: 1,
    });
    const detail = await read('courses', ended);
    expect(detail.status).toBe('OFFLINE');
    expect(detail.moves.find((move) => move.status === 'PUBLISH')?.allowed).toBe(true);
    const open = await prepareItem(api, 'courses', {
      status: 'PRESALE',
      fundraisingEndsAt: new Date(Date.now() + DAY),
      fundraisingThreshold: 3,
      presaleCount: 1,
    });
    expect((await read('courses', open)).status).toBe('PRESALE');
    const [row] = await api.db.select().from(courses).where(eq(courses.id, scheduled));
    expect(row?.status).toBe('PUBLISH');
  });
});
