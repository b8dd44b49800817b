import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, discounts } from '../../db/schema.ts';
import { openTestApi, type TestResponse } from '../../testing/harness.ts';
import { createItem, sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { createUser, sendAsUser, twoLecturers } from '../../testing/users.ts';
import {
  daysFromNow,
  insertDiscount,
  insertPackage,
  pricedItem,
  sellingItems,
} from '../../testing/selling.ts';
import { discountOf, isoDays, isoRange } from './fixtures.ts';

const api = await openTestApi();
const { lecturer, other } = await twoLecturers(api, '折扣講師', '別的講師');
const item = await sellingItems(api, lecturer.email, other.email, [2399, 1000]);
const pack = await insertPackage(api, lecturer.id, [item.a, item.b], {
  title: 'Alpha and Beta',
  price: 3000,
});
const theirSecond = await pricedItem(api, 'courses', other.email, 'Their second', 100);
const theirPack = await insertPackage(api, other.id, [item.theirs, theirSecond], {
  title: 'Theirs',
});

const base = '/lecturers/v2/discounts';
const send = (method: string, path: string, options = {}) =>
  sendAsUser(api, method, path, lecturer.email, options);
const create = (
  body: Record<string, unknown>,
  as = lecturer.email,
  locale: 'en' | 'zh-TW' | 'zh-CN' = 'en',
) =>
  sendAsUser(api, 'POST', base, as, {
    json: true,
    locale,
    body: {
      kind: 'SINGLE',
      title: 'Spring sale',
      discount: 0.85,
      target_id: item.a,
      ...isoRange(1, 5),
      ...body,
    },
  });
const ok = (response: TestResponse, status = 200) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return discountOf(response);
};
const refusedAt = (response: TestResponse, field: string): string => {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const messages = (response.body as { message: Record<string, string[]> }).message[field];
  expect(messages, JSON.stringify(response.body)).toHaveLength(1);
  return messages?.[0] ?? '';
};
const stored = async () => (await api.db.select({ n: count() }).from(discounts))[0]?.n ?? 0;

/** A fresh course of the lecturer (each overlap test gets its own target). */
const freshCourse = (price = 1000) =>
  pricedItem(api, 'courses', lecturer.email, `Course ${String(Math.random())}`, price);

describe('POST /lecturers/v2/discounts', () => {
  it('creates a single discount: stored as hundredths, what a student pays, scheduled', async () => {
    const startsAt = isoDays(1);
    const endsAt = isoDays(5);
    const created = ok(
      await create({ title: '  Spring  ', starts_at: startsAt, ends_at: endsAt }),
      201,
    );
    expect(created).toMatchObject({
      kind: 'SINGLE',
      title: 'Spring',
      discount: 0.85,
      // 2,399 × 0.85 = 2,039.15 → 2,039 (the pricing function rounds once).
      target: { id: item.a, title: 'Alpha course', kind: 'courses', price: 2399 },
      pays: 2039,
      starts_at: startsAt,
      ends_at: endsAt,
      status: 'SCHEDULED',
      ended: null,
      owner: { id: lecturer.id, name: '折扣講師' },
    });
    const [row] = await api.db.select().from(discounts).where(eq(discounts.id, created.id));
    expect(row).toMatchObject({ rate: 85, courseId: item.a, packageId: null });
    expect(ok(await send('GET', `${base}/${created.id}`))).toEqual(created);
  });

  it('creates a package discount on an own package, running now', async () => {
    const created = ok(
      await create({
        kind: 'PACKAGE',
        target_id: pack,
        discount: '0.5',
        ...isoRange(-1, 400),
      }),
      201,
    );
    expect(created).toMatchObject({
      kind: 'PACKAGE',
      discount: 0.5,
      target: { id: pack, title: 'Alpha and Beta', kind: 'packages', price: 3000 },
      pays: 1500,
      status: 'ACTIVE',
    });
    const [row] = await api.db.select().from(discounts).where(eq(discounts.id, created.id));
    expect(row).toMatchObject({ rate: 50, courseId: null, packageId: pack });
  });

  it('takes an ebook as a single target, in a form-encoded body', async () => {
    const response = await send('POST', base, {
      body: {
        kind: 'SINGLE',
        title: 'Ebook week',
        discount: '0.9',
        target_id: String(item.ebook),
        ...isoRange(30, 31),
      },
    });
    expect(ok(response, 201)).toMatchObject({ target: { kind: 'ebooks' }, pays: 450 });
  });

  it("refuses another lecturer's course or package, an article, a course as a package (404)", async () => {
    const before = await stored();
    expect((await create({ target_id: item.theirs })).status).toBe(404);
    expect((await create({ target_id: item.article })).status).toBe(404);
    expect((await create({ kind: 'PACKAGE', target_id: theirPack })).status).toBe(404);
    expect((await create({ kind: 'PACKAGE', target_id: item.a })).status).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('refuses an end not after the start (at ends_at), a rate out of range or too precise', async () => {
    const target = await freshCourse();
    const start = isoDays(3);
    expect(
      refusedAt(await create({ target_id: target, starts_at: start, ends_at: start }), 'ends_at'),
    ).toBe('The end must come after the start.');
    refusedAt(
      await create({ target_id: target, ends_at: isoDays(2), starts_at: isoDays(3) }),
      'ends_at',
    );
    refusedAt(await create({ discount: 1 }), 'discount');
    refusedAt(await create({ discount: 0 }), 'discount');
    refusedAt(await create({ discount: 0.855 }), 'discount');
    refusedAt(await create({ kind: 'BOTH' }), 'kind');
    refusedAt(await create({ starts_at: 'tomorrow' }), 'starts_at');
    refusedAt(await create({ title: '' }), 'title');
  });

  it('is for lecturers: an administrator and staff get 404', async () => {
    for (const who of ['admin', 'staff'] as const) {
      const response = await sendAs(api, 'POST', base, who, {
        json: true,
        body: {
          kind: 'SINGLE',
          title: 'Admin',
          discount: 0.8,
          target_id: item.a,
          ...isoRange(1, 2),
        },
      });
      expect(response.status).toBe(404);
    }
  });
});

describe('overlapping discounts', () => {
  it('refuses a single discount overlapping another on the course, naming it; back-to-back is fine', async () => {
    const target = await freshCourse();
    const first = ok(
      await create({
        title: '雙11 早鳥',
        target_id: target,
        starts_at: '2030-10-31T16:00:00.000Z',
        ends_at: '2030-11-11T16:00:00.000Z',
      }),
      201,
    );
    const clash = await create(
      {
        target_id: target,
        starts_at: '2030-11-10T00:00:00.000Z',
        ends_at: '2030-11-20T00:00:00.000Z',
      },
      lecturer.email,
      'zh-TW',
    );
    expect(refusedAt(clash, 'starts_at')).toBe(
      '與折扣「雙11 早鳥」（2030/11/01 – 2030/11/12）時間重疊。',
    );
    const english = await create({
      target_id: target,
      starts_at: '2030-10-01T00:00:00.000Z',
      ends_at: '2030-12-01T00:00:00.000Z',
    });
    expect(refusedAt(english, 'starts_at')).toBe(
      'Overlaps the discount “雙11 早鳥” (Nov 1, 2030 – Nov 12, 2030).',
    );
    // Right after (ends are exclusive) and right before.
    ok(
      await create({
        target_id: target,
        starts_at: first.ends_at,
        ends_at: '2030-11-20T00:00:00.000Z',
      }),
      201,
    );
    ok(
      await create({
        target_id: target,
        starts_at: '2030-10-20T00:00:00.000Z',
        ends_at: first.starts_at,
      }),
      201,
    );
    // Another course of the lecturer is another target.
    ok(
      await create({
        target_id: await freshCourse(),
        starts_at: first.starts_at,
        ends_at: first.ends_at,
      }),
      201,
    );
  });

  it('refuses a package discount overlapping another on the package, naming it', async () => {
    const second = await freshCourse();
    const target = await insertPackage(api, lecturer.id, [item.b, second], { title: 'P2' });
    ok(
      await create({
        kind: 'PACKAGE',
        title: 'Bundle week',
        target_id: target,
        ...isoRange(10, 20),
      }),
      201,
    );
    const message = refusedAt(
      await create({
        kind: 'PACKAGE',
        target_id: target,
        ...isoRange(19, 25),
      }),
      'starts_at',
    );
    expect(message).toContain('“Bundle week”');
    // A single discount on a course of the package is another target.
    ok(await create({ target_id: second, ...isoRange(10, 20) }), 201);
  });

  it('ignores one ended early before the new range starts, not one ended after', async () => {
    // A discount of -10 to +30 days on a fresh course, ended `endedDays` from now.
    const endedOn = async (title: string, endedDays: number) => {
      const course = await freshCourse();
      await insertDiscount(api, {
        lecturerId: lecturer.id,
        courseId: course,
        title,
        startsAt: daysFromNow(-10),
        endsAt: daysFromNow(30),
        endedAt: daysFromNow(endedDays),
      });
      return course;
    };
    const target = await endedOn('Ended early', -5);
    ok(await create({ target_id: target, ...isoRange(-1, 3) }), 201);
    const later = await endedOn('Ended midway', -1);
    expect(
      refusedAt(await create({ target_id: later, ...isoRange(-3, 3) }), 'starts_at'),
    ).toContain('Ended midway');
  });

  it('holds when two requests race for one course (the course row is locked)', async () => {
    const target = await freshCourse();
    const body = { target_id: target, ...isoRange(40, 45) };
    const twin = await api.twin();
    try {
      const token = await api.tokenOf(lecturer.email);
      const [one, two] = await Promise.all([
        create(body),
        twin.request('POST', base, {
          token,
          json: true,
          locale: 'en',
          body: { kind: 'SINGLE', title: 'Twin', discount: 0.8, ...body },
        }),
      ]);
      expect([one.status, two.status].sort()).toEqual([201, 400]);
    } finally {
      await twin.close();
    }
  });
});

describe('PUT /lecturers/v2/discounts/{id}', () => {
  it('changes the title, rate and dates, leaving itself out of the overlap check', async () => {
    const target = await freshCourse(1000);
    const created = ok(await create({ target_id: target }), 201);
    const updated = ok(
      await send('PUT', `${base}/${created.id}`, {
        json: true,
        body: { title: 'Renamed', discount: 0.7, ...isoRange(2, 6) },
      }),
    );
    expect(updated).toMatchObject({
      title: 'Renamed',
      discount: 0.7,
      pays: 700,
      target: { id: target },
    });
    const neighbour = ok(
      await create({
        title: 'Neighbour',
        target_id: target,
        ...isoRange(10, 12),
      }),
      201,
    );
    expect(
      refusedAt(
        await send('PUT', `${base}/${neighbour.id}`, {
          json: true,
          body: { title: 'N', discount: 0.7, ...isoRange(5, 12) },
        }),
        'starts_at',
      ),
    ).toContain('“Renamed”');
    refusedAt(
      await send('PUT', `${base}/${neighbour.id}`, {
        json: true,
        body: { title: 'N', discount: 0.7, ...isoRange(12, 11) },
      }),
      'ends_at',
    );
  });

  it('refuses once ended or expired (400); others get 404', async () => {
    const body = { title: 'N', discount: 0.7, ...isoRange(200, 201) };
    const ended = await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: await freshCourse(),
      endedAt: daysFromNow(0),
    });
    const expired = await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: await freshCourse(),
      startsAt: daysFromNow(-5),
      endsAt: daysFromNow(-1),
    });
    for (const id of [ended, expired])
      expect((await send('PUT', `${base}/${id}`, { json: true, body })).body).toEqual({
        message: 'This discount has ended or expired: it can no longer change.',
      });
    const running = await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: await freshCourse(),
    });
    expect(
      (await sendAsUser(api, 'PUT', `${base}/${running}`, other.email, { json: true, body }))
        .status,
    ).toBe(404);
    expect(
      (await sendAs(api, 'PUT', `${base}/${running}`, 'admin', { json: true, body })).status,
    ).toBe(404);
    expect((await send('PUT', `${base}/${running}`, { json: true, body })).status).toBe(200);
  });
});

describe('DELETE /lecturers/v2/discounts/{id}', () => {
  it('deletes one not started; a started one must be ended instead', async () => {
    const scheduled = await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: await freshCourse(),
      startsAt: daysFromNow(1),
      endsAt: daysFromNow(2),
    });
    expect((await sendAs(api, 'DELETE', `${base}/${scheduled}`, 'admin')).status).toBe(404);
    expect((await sendAsUser(api, 'DELETE', `${base}/${scheduled}`, other.email)).status).toBe(404);
    expect((await send('DELETE', `${base}/${scheduled}`)).body).toEqual({ deleted: true });
    expect((await send('GET', `${base}/${scheduled}`)).status).toBe(404);
    const running = await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: await freshCourse(),
    });
    const response = await send('DELETE', `${base}/${running}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('end it instead');
    expect((await send('GET', `${base}/${running}`)).status).toBe(200);
  });
});

describe('PUT /lecturers/v2/discounts/{id}/end', () => {
  it('lets the lecturer end their own without a reason', async () => {
    const id = await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: await freshCourse(),
    });
    const ended = ok(await send('PUT', `${base}/${id}/end`, { json: true, body: {} }));
    expect(ended.status).toBe('ENDED');
    expect(ended.ended).toMatchObject({ reason: '', by: { id: lecturer.id, name: '折扣講師' } });
    expect(Math.abs(Date.parse(ended.ended?.at ?? '') - Date.now())).toBeLessThan(60_000);
    expect((await send('PUT', `${base}/${id}/end`, { json: true, body: {} })).body).toEqual({
      message: 'This discount has ended or expired: it can no longer change.',
    });
  });

  it('needs a reason from an administrator, then stores it and who ended it', async () => {
    const id = await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: await freshCourse(),
    });
    const path = `${base}/${id}/end`;
    expect(
      refusedAt(
        await sendAs(api, 'PUT', path, 'admin', { json: true, body: { reason: '  ' } }),
        'reason',
      ),
    ).toBe('Give the reason for ending this discount.');
    expect(
      (await sendAs(api, 'PUT', path, 'staff', { json: true, body: { reason: 'x' } })).status,
    ).toBe(404);
    expect(
      (await sendAsUser(api, 'PUT', path, other.email, { json: true, body: { reason: 'x' } }))
        .status,
    ).toBe(404);
    const ended = ok(await sendAs(api, 'PUT', path, 'admin', { body: { reason: '價格錯誤' } }));
    expect(ended.ended).toMatchObject({
      reason: '價格錯誤',
      by: { id: await userIdOf(api, 'admin@example.com') },
    });
  });

  it('refuses to end an expired one', async () => {
    const id = await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: await freshCourse(),
      startsAt: daysFromNow(-5),
      endsAt: daysFromNow(-1),
    });
    expect((await send('PUT', `${base}/${id}/end`, { json: true, body: {} })).status).toBe(400);
  });
});

describe('GET /lecturers/v2/discounts', () => {
  it('lists the own newest first by kind, status (default ALL) and literal keyword, paged', async () => {
    const mine = await createUser(api, 'Keyword_Lecturer', true);
    const x = await pricedItem(api, 'courses', mine.email, 'Course 50%', 100);
    const y = await pricedItem(api, 'courses', mine.email, 'Plain', 100);
    const bundle = await insertPackage(api, mine.id, [x, y], { title: 'Bundle of two' });
    const at = (days: number) => daysFromNow(days);
    const ids = {
      active: await insertDiscount(api, {
        lecturerId: mine.id,
        courseId: x,
        title: 'Now',
        createdAt: at(-4),
      }),
      scheduled: await insertDiscount(api, {
        lecturerId: mine.id,
        courseId: y,
        title: 'Soon',
        startsAt: at(5),
        endsAt: at(6),
        createdAt: at(-3),
      }),
      expired: await insertDiscount(api, {
        lecturerId: mine.id,
        courseId: y,
        title: 'Past',
        startsAt: at(-9),
        endsAt: at(-8),
        createdAt: at(-2),
      }),
      ended: await insertDiscount(api, {
        kind: 'PACKAGE',
        lecturerId: mine.id,
        packageId: bundle,
        title: 'Stopped',
        endedAt: at(0),
        createdAt: at(-1),
      }),
    };
    const list = async (query = '') => {
      const response = await sendAsUser(api, 'GET', `${base}${query}`, mine.email);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as { data: { id: number; status: string }[]; meta: unknown };
    };
    const idsOf = async (query: string) => (await list(query)).data.map((row) => row.id);
    const all = await list();
    expect(all.data.map((row) => [row.id, row.status])).toEqual([
      [ids.ended, 'ENDED'],
      [ids.expired, 'EXPIRED'],
      [ids.scheduled, 'SCHEDULED'],
      [ids.active, 'ACTIVE'],
    ]);
    expect(all.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
    expect(await idsOf('?status=ALL')).toHaveLength(4);
    expect(await idsOf('?status=ACTIVE')).toEqual([ids.active]);
    expect(await idsOf('?status=SCHEDULED')).toEqual([ids.scheduled]);
    expect(await idsOf('?status=EXPIRED')).toEqual([ids.expired]);
    expect(await idsOf('?status=ENDED')).toEqual([ids.ended]);
    expect(await idsOf('?kind=PACKAGE')).toEqual([ids.ended]);
    expect(await idsOf('?kind=SINGLE&status=EXPIRED')).toEqual([ids.expired]);
    // Title, target title, lecturer's name; literal wildcards; any case.
    expect(await idsOf('?keyword=soon')).toEqual([ids.scheduled]);
    expect(await idsOf('?keyword=50%25')).toEqual([ids.active]);
    expect(await idsOf('?keyword=%25')).toEqual([ids.active]);
    expect(await idsOf('?keyword=bundle OF')).toEqual([ids.ended]);
    expect(await idsOf('?keyword=key_ord')).toEqual([]);
    expect(await idsOf('?keyword=keyword_lecturer')).toHaveLength(4);
    const page = await list('?per_page=3&page=2');
    expect(page.data.map((row) => row.id)).toEqual([ids.active]);
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    expect((await sendAsUser(api, 'GET', `${base}?status=OPEN`, mine.email)).status).toBe(400);
    // Another lecturer sees none of them; an administrator sees them all (by the name).
    const theirs = await sendAsUser(api, 'GET', `${base}?keyword=keyword_lecturer`, other.email);
    expect((theirs.body as { data: unknown[] }).data).toEqual([]);
    const admin = await sendAs(api, 'GET', `${base}?keyword=keyword_lecturer`, 'admin');
    expect((admin.body as { data: unknown[] }).data).toHaveLength(4);
    expect((await sendAs(api, 'GET', base, 'staff')).status).toBe(404);
    expect((await sendAsUser(api, 'GET', base, 'student@example.com')).status).toBe(404);
  });
});

describe('GET /lecturers/v2/discounts/{id}', () => {
  it('is 404 for another lecturer and staff, readable by an administrator', async () => {
    const id = await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: item.b,
      startsAt: daysFromNow(300),
      endsAt: daysFromNow(301),
    });
    expect((await sendAsUser(api, 'GET', `${base}/${id}`, other.email)).status).toBe(404);
    expect((await sendAs(api, 'GET', `${base}/${id}`, 'staff')).status).toBe(404);
    expect(ok(await sendAs(api, 'GET', `${base}/${id}`, 'admin'))).toMatchObject({
      id,
      status: 'SCHEDULED',
    });
  });
});

describe('GET /lecturers/v2/discounts/targets', () => {
  it("answers the lecturer's own courses and ebooks, or packages, by keyword, paged", async () => {
    const mine = await createUser(api, 'Targets', true);
    const c = await pricedItem(api, 'courses', mine.email, 'Course one', 300);
    const e = await pricedItem(api, 'ebooks', mine.email, 'Ebook two', 200);
    await createItem(api, 'articles', mine.email, 'Article three');
    const p = await insertPackage(api, mine.id, [c, e], { title: 'Pack four', price: 400 });
    const targets = async (query: string) => {
      const response = await sendAsUser(api, 'GET', `${base}/targets${query}`, mine.email);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as { data: unknown[]; meta: { total: number } };
    };
    expect((await targets('?kind=SINGLE')).data).toEqual([
      { id: e, title: 'Ebook two', kind: 'ebooks', price: 200 },
      { id: c, title: 'Course one', kind: 'courses', price: 300 },
    ]);
    expect((await targets('?kind=SINGLE&keyword=ONE')).data).toEqual([
      { id: c, title: 'Course one', kind: 'courses', price: 300 },
    ]);
    expect((await targets('?kind=SINGLE&keyword=%25')).data).toEqual([]);
    const paged = await targets('?kind=SINGLE&per_page=1&page=2');
    expect(paged.data).toEqual([{ id: c, title: 'Course one', kind: 'courses', price: 300 }]);
    expect(paged.meta.total).toBe(2);
    expect((await targets('?kind=PACKAGE')).data).toEqual([
      { id: p, title: 'Pack four', kind: 'packages', price: 400 },
    ]);
    expect((await sendAsUser(api, 'GET', `${base}/targets`, mine.email)).status).toBe(400);
    expect((await sendAs(api, 'GET', `${base}/targets?kind=SINGLE`, 'admin')).status).toBe(404);
    expect((await sendAs(api, 'GET', `${base}/targets?kind=SINGLE`, 'staff')).status).toBe(404);
  });
});

describe('POST /lecturers/v2/discounts/preview', () => {
  it('answers what a student pays for the target, from the pricing function, writing nothing', async () => {
    const before = await stored();
    const preview = await send('POST', `${base}/preview`, {
      json: true,
      body: { kind: 'SINGLE', discount: 0.85, target_id: item.a },
    });
    expect(preview.body).toEqual({
      target: { id: item.a, title: 'Alpha course', kind: 'courses', price: 2399 },
      pays: 2039,
    });
    const packaged = await send('POST', `${base}/preview`, {
      body: { kind: 'PACKAGE', discount: '0.33', target_id: String(pack) },
    });
    expect(packaged.body).toMatchObject({ pays: 990, target: { kind: 'packages', price: 3000 } });
    expect(await stored()).toBe(before);
    const body = { kind: 'SINGLE', discount: 0.85, target_id: item.theirs };
    expect((await send('POST', `${base}/preview`, { json: true, body })).status).toBe(404);
    const own = { ...body, target_id: item.a };
    expect(
      (await sendAs(api, 'POST', `${base}/preview`, 'admin', { json: true, body: own })).status,
    ).toBe(404);
    refusedAt(
      await send('POST', `${base}/preview`, { json: true, body: { ...own, discount: 2 } }),
      'discount',
    );
  });
});

describe('oversight of discounts', () => {
  it("filters an administrator's list by owner; a lecturer's owner filter is ignored", async () => {
    const owner = await createUser(api, 'Owner_Filter_Lecturer', true);
    const course = await pricedItem(api, 'courses', owner.email, 'Owned course', 100);
    const id = await insertDiscount(api, { lecturerId: owner.id, courseId: course });
    const idsFor = async (query: string, as?: string) => {
      const response = as
        ? await sendAsUser(api, 'GET', `${base}${query}`, as)
        : await sendAs(api, 'GET', `${base}${query}`, 'admin');
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body as { data: { id: number }[] }).data.map((row) => row.id);
    };
    expect(await idsFor(`?owner=${owner.id}`)).toEqual([id]);
    expect(await idsFor(`?owner=${other.id}&per_page=100`)).not.toContain(id);
    // Discounts always belong to a lecturer: none is the platform's.
    expect(await idsFor('?owner=platform')).toEqual([]);
    expect(await idsFor('?owner=platform', owner.email)).toEqual([id]);
    expect(await idsFor(`?owner=${other.id}`, owner.email)).toEqual([id]);
    expect((await sendAs(api, 'GET', `${base}?owner=someone`, 'admin')).status).toBe(400);
  });

  it("keeps an administrator's reason for ending a discount in the audit log; not a lecturer's", async () => {
    const id = await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: await freshCourse(),
    });
    ok(await sendAs(api, 'PUT', `${base}/${id}/end`, 'admin', { body: { reason: '價格錯誤' } }));
    const entries = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subject, 'DISCOUNT'), eq(auditEntries.subjectKey, String(id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ownerId: lecturer.id,
      action: 'UPDATE',
      actorId: await userIdOf(api, 'admin@example.com'),
      before: { status: 'ACTIVE', reason: null },
      after: { status: 'ENDED', reason: '價格錯誤' },
    });
    const own = await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: await freshCourse(),
    });
    ok(await send('PUT', `${base}/${own}/end`, { json: true, body: {} }));
    const lecturerEntries = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subject, 'DISCOUNT'), eq(auditEntries.subjectKey, String(own))));
    expect(lecturerEntries).toEqual([]);
  });
});
