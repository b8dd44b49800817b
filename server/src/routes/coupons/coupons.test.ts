import { beforeAll, describe, expect, it } from 'vitest';
import type { CouponListResponse, GeneratedCode } from '../../contract/coupons.ts';
import { openTestApi, type TestResponse } from '../../testing/harness.ts';
import { createItem, ownAndSharedItems, sendAs } from '../../testing/item-fixtures.ts';
import { createUser, sendAsUser, twoLecturers } from '../../testing/users.ts';
import { couponBody } from '../../testing/selling.ts';
import { couponOf, setPrice, storedCoupon } from './fixtures.ts';

const api = await openTestApi();
/** A lecturer of this file's own (no demo coupons), and another one. */
const { lecturer, other } = await twoLecturers(api, '優惠講師', '另一位講師');
const course = {
  ...(await ownAndSharedItems(api, lecturer.email, other.email)),
  others: await createItem(api, 'courses', other.email, 'Other course'),
};
await setPrice(api, course.alpha, 2400);
await setPrice(api, course.ebook, 300);

const base = '/lecturers/v2/global_coupons';
const send = (method: string, path: string, options = {}) =>
  sendAsUser(api, method, path, lecturer.email, options);
const create = (overrides: Record<string, unknown> = {}) =>
  send('POST', base, { json: true, body: couponBody(overrides) });
const ok = (response: TestResponse, status = 200) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return couponOf(response);
};
const listOf = (response: TestResponse) => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as CouponListResponse;
};
const codesOf = (response: TestResponse) => listOf(response).data.map((entry) => entry.code);
const problemsOf = (response: TestResponse) =>
  Object.keys((response.body as { message: Record<string, unknown> }).message).sort();

describe('POST /lecturers/v2/global_coupons', () => {
  it('creates an amount coupon on chosen courses of the lecturer', async () => {
    const created = ok(
      await create({
        code: 'Spring2026',
        title: '  春季優惠 ',
        labels: ['雙11', '新年', '雙11'],
        amount: 300,
        min_spend: 1000,
        scope: 'COURSES',
        course_ids: [course.alpha, course.ebook, course.alpha],
        starts_at: '2026-01-01T00:00:00Z',
        ends_at: '2099-01-01T00:00:00Z',
        total_limit: 100,
        per_member_limit: 1,
      }),
      201,
    );
    expect(created).toMatchObject({
      code: 'Spring2026',
      title: '春季優惠',
      labels: ['雙11', '新年'],
      type: 'AMOUNT',
      amount: 300,
      discount: null,
      min_spend: 1000,
      scope: 'COURSES',
      isBundle: false,
      courses_count: 2,
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: '2099-01-01T00:00:00.000Z',
      total_limit: 100,
      per_member_limit: 1,
      status: 'ACTIVE',
      used: 0,
      generated: 0,
      owner: { id: lecturer.id, name: '優惠講師' },
    });
    expect(created.courses).toEqual([
      { id: course.alpha, title: 'Alpha 100% course', kind: 'courses', price: 2400 },
      { id: course.ebook, title: 'Gamma ebook', kind: 'ebooks', price: 300 },
    ]);
    expect((await storedCoupon(api, 'spring2026'))?.lecturerId).toBe(lecturer.id);
  });

  it('stores a percent coupon as hundredths paid (0.85 is 85) from a form', async () => {
    const response = await send('POST', base, {
      body: {
        code: 'Pct85',
        title: 'Percent',
        type: 'PERCENT',
        discount: '0.85',
        amount: '',
        scope: 'BUNDLE',
        course_ids: [String(course.alpha), String(course.beta)],
        starts_at: '2026-01-01T00:00:00Z',
        ends_at: '',
      },
    });
    const created = ok(response, 201);
    expect(created).toMatchObject({ discount: 0.85, amount: null, isBundle: true, ends_at: null });
    expect((await storedCoupon(api, 'PCT85'))?.rate).toBe(85);
  });

  it('refuses a code taken by any coupon or generated code, regardless of case', async () => {
    ok(await create({ code: 'CaseCode' }), 201);
    for (const code of ['casecode', 'CASECODE']) {
      const response = await create({ code });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: {
          code: [
            `The code ${code} is already taken by another coupon or code (codes ignore case).`,
          ],
        },
      });
    }
    // teacher2's own code is taken for everyone, and a generated code too.
    ok(
      await sendAs(api, 'POST', base, 'teacher2', {
        json: true,
        body: couponBody({ code: 'T2Own' }),
      }),
      201,
    );
    const generated = await send('POST', `${base}/casecode/codes`, {
      body: { prefix: 'GEN', count: 1 },
    });
    expect(generated.status).toBe(201);
    const [made] = ((await send('GET', `${base}/CASECODE/codes`)).body as { data: GeneratedCode[] })
      .data;
    for (const code of ['t2own', made?.code.toLowerCase() ?? ''])
      expect((await create({ code })).status).toBe(400);
  });

  it('refuses the reserved words of the paths as codes', async () => {
    for (const code of ['labels', 'Courses', 'PREVIEW', 'bulk', 'Export']) {
      const response = await create({ code });
      expect(response.status).toBe(400);
      expect(problemsOf(response)).toEqual(['code']);
    }
  });

  it('answers every problem at once at its field, and writes nothing', async () => {
    const response = await create({
      code: 'Problems1',
      type: 'AMOUNT',
      amount: '',
      scope: 'BUNDLE',
      course_ids: [course.alpha],
      starts_at: '2026-02-01T00:00:00Z',
      ends_at: '2026-01-01T00:00:00Z',
    });
    expect(response.status).toBe(400);
    expect(problemsOf(response)).toEqual(['amount', 'course_ids', 'ends_at']);
    expect(await storedCoupon(api, 'Problems1')).toBeUndefined();
    const percent = await create({
      code: 'Problems2',
      type: 'PERCENT',
      amount: '',
      scope: 'COURSES',
    });
    expect(problemsOf(percent)).toEqual(['course_ids', 'discount']);
    const all = await create({ code: 'Problems3', scope: 'ALL', course_ids: [course.alpha] });
    expect(problemsOf(all)).toEqual(['course_ids']);
    const rate = await create({ code: 'Problems4', type: 'PERCENT', discount: 1 });
    expect(problemsOf(rate)).toEqual(['discount']);
  });

  it("answers 404 for another lecturer's course, a co-taught one or an article", async () => {
    for (const id of [course.others, course.shared, course.article, 2_000_000_000]) {
      const response = await create({ scope: 'COURSES', course_ids: [course.alpha, id] });
      expect(response.status, String(id)).toBe(404);
    }
  });

  it('lets an administrator create a platform coupon naming any course; staff gets 404', async () => {
    const created = ok(
      await sendAs(api, 'POST', base, 'admin', {
        json: true,
        body: couponBody({
          code: 'PlatformX',
          scope: 'COURSES',
          course_ids: [course.alpha, course.others],
        }),
      }),
      201,
    );
    expect(created.owner).toBeNull();
    expect(created.courses_count).toBe(2);
    expect((await storedCoupon(api, 'PlatformX'))?.lecturerId).toBeNull();
    const staff = await sendAs(api, 'POST', base, 'staff', { json: true, body: couponBody() });
    expect(staff.status).toBe(404);
    expect((await sendAs(api, 'GET', base, 'staff')).status).toBe(404);
    // A lecturer never sees a platform coupon; an administrator reads a lecturer's but does not
    // change it (oversight: below).
    expect((await send('GET', `${base}/platformx`)).status).toBe(404);
    expect((await sendAs(api, 'GET', `${base}/spring2026`, 'admin')).status).toBe(200);
    const edit = await sendAs(api, 'PUT', `${base}/spring2026`, 'admin', {
      json: true,
      body: couponBody({ code: 'Spring2026' }),
    });
    expect(edit.status).toBe(404);
    expect(codesOf(await sendAs(api, 'GET', `${base}?keyword=platformx`, 'admin'))).toEqual([
      'PlatformX',
    ]);
  });
});

describe('GET, PUT and DELETE /lecturers/v2/global_coupons/{code}', () => {
  it('reads a coupon by its code in any case', async () => {
    ok(await create({ code: 'ReadMe' }), 201);
    expect(ok(await send('GET', `${base}/rEADmE`)).code).toBe('ReadMe');
    expect((await send('GET', `${base}/NoSuchCode`)).status).toBe(404);
  });

  it('updates everything but the code', async () => {
    ok(await create({ code: 'EditMe' }), 201);
    const updated = ok(
      await send('PUT', `${base}/editme`, {
        json: true,
        body: {
          ...couponBody({ code: 'Renamed' }),
          title: 'Edited',
          type: 'PERCENT',
          discount: 0.7,
          scope: 'COURSES',
          course_ids: [course.beta],
          disabled: true,
        },
      }),
    );
    expect(updated).toMatchObject({
      code: 'EditMe',
      title: 'Edited',
      type: 'PERCENT',
      discount: 0.7,
      amount: null,
      scope: 'COURSES',
      status: 'DISABLED',
    });
    expect(updated.courses.map((named) => named.id)).toEqual([course.beta]);
    expect(await storedCoupon(api, 'Renamed')).toBeUndefined();
    const refused = await send('PUT', `${base}/EditMe`, {
      json: true,
      body: couponBody({ scope: 'COURSES', course_ids: [course.others] }),
    });
    expect(refused.status).toBe(404);
  });

  it("hides another lecturer's coupon: 404 on every call and absent from the list", async () => {
    ok(await create({ code: 'MineOnly', labels: ['私人'] }), 201);
    const asOther = (method: string, path: string, options = {}) =>
      sendAsUser(api, method, path, other.email, options);
    expect((await asOther('GET', `${base}/MineOnly`)).status).toBe(404);
    expect(
      (await asOther('PUT', `${base}/MineOnly`, { json: true, body: couponBody() })).status,
    ).toBe(404);
    expect((await asOther('DELETE', `${base}/MineOnly`)).status).toBe(404);
    expect((await asOther('GET', `${base}/MineOnly/usage`)).status).toBe(404);
    expect((await asOther('GET', `${base}/MineOnly/codes`)).status).toBe(404);
    expect((await asOther('POST', `${base}/MineOnly/codes`, { body: { count: 1 } })).status).toBe(
      404,
    );
    expect(codesOf(await asOther('GET', base))).not.toContain('MineOnly');
    expect((await asOther('GET', `${base}/labels`)).body).toEqual({ data: [] });
    expect(await storedCoupon(api, 'MineOnly')).toBeDefined();
  });

  it('deletes a coupon never redeemed with its codes (the code is free again)', async () => {
    ok(await create({ code: 'DropMe' }), 201);
    expect((await send('POST', `${base}/DropMe/codes`, { body: { count: 3 } })).status).toBe(201);
    expect((await send('DELETE', `${base}/dropme`)).body).toMatchObject({ deleted: true });
    expect(await storedCoupon(api, 'DropMe')).toBeUndefined();
    ok(await create({ code: 'DROPME' }), 201);
  });
});

describe('GET /lecturers/v2/global_coupons', () => {
  let viewer = { id: 0, email: '' };
  const mine = (path: string) => sendAsUser(api, 'GET', path, viewer.email);
  const day = 86_400_000;
  const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

  beforeAll(async () => {
    viewer = await createUser(api, '列表講師', true);
    const ownCourse = await createItem(api, 'courses', viewer.email, 'List course');
    const make = (body: Record<string, unknown>) =>
      sendAsUser(api, 'POST', base, viewer.email, { json: true, body: couponBody(body) });
    for (const body of [
      {
        code: 'LActive',
        title: 'Active one',
        labels: ['新年'],
        starts_at: iso(-day),
        ends_at: iso(day),
      },
      {
        code: 'LSched',
        title: 'Later',
        labels: ['雙11'],
        starts_at: iso(day),
        ends_at: iso(2 * day),
      },
      { code: 'LExpired', title: 'Gone 50%_off', starts_at: iso(-2 * day), ends_at: iso(-day) },
      {
        code: 'LDisabled',
        title: 'Off',
        labels: ['會員專屬', '新年'],
        disabled: true,
        starts_at: iso(-3 * day),
      },
      {
        code: 'LBundle',
        title: 'Together',
        scope: 'BUNDLE',
        course_ids: [ownCourse, await createItem(api, 'ebooks', viewer.email)],
        starts_at: iso(-4 * day),
      },
    ])
      ok(await make(body), 201);
  });

  it('lists every status by default (ALL), newest first, with paging', async () => {
    const page = listOf(await mine(base));
    expect(page.data.map((entry) => entry.code)).toEqual([
      'LBundle',
      'LDisabled',
      'LExpired',
      'LSched',
      'LActive',
    ]);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 5 });
    expect(page.data.map((entry) => entry.status)).toEqual([
      'ACTIVE',
      'DISABLED',
      'EXPIRED',
      'SCHEDULED',
      'ACTIVE',
    ]);
    const second = listOf(await mine(`${base}?per_page=2&page=2`));
    expect(second.data.map((entry) => entry.code)).toEqual(['LExpired', 'LSched']);
    expect(second.meta.last_page).toBe(3);
  });

  it.each([
    ['ALL', ['LBundle', 'LDisabled', 'LExpired', 'LSched', 'LActive']],
    ['ACTIVE', ['LBundle', 'LActive']],
    ['SCHEDULED', ['LSched']],
    ['EXPIRED', ['LExpired']],
    ['DISABLED', ['LDisabled']],
  ])('filters by status %s', async (status, codes) => {
    expect(codesOf(await mine(`${base}?status=${status}`))).toEqual(codes);
  });

  it('matches the keyword in the code, the title or a label, literally and without case', async () => {
    expect(codesOf(await mine(`${base}?keyword=lsch`))).toEqual(['LSched']);
    expect(codesOf(await mine(`${base}?keyword=TOGETHER`))).toEqual(['LBundle']);
    expect(codesOf(await mine(`${base}?keyword=${encodeURIComponent('新年')}`))).toEqual([
      'LDisabled',
      'LActive',
    ]);
    expect(codesOf(await mine(`${base}?keyword=${encodeURIComponent('50%_')}`))).toEqual([
      'LExpired',
    ]);
    expect(codesOf(await mine(`${base}?keyword=${encodeURIComponent('%')}`))).toEqual(['LExpired']);
  });

  it('keeps bundle coupons or the others (isBundle) and sorts', async () => {
    expect(codesOf(await mine(`${base}?isBundle=1`))).toEqual(['LBundle']);
    expect(codesOf(await mine(`${base}?isBundle=0`))).toHaveLength(4);
    expect(codesOf(await mine(`${base}?sort=code`))).toEqual([
      'LActive',
      'LBundle',
      'LDisabled',
      'LExpired',
      'LSched',
    ]);
    expect(codesOf(await mine(`${base}?sort=oldest`))).toEqual([
      'LActive',
      'LSched',
      'LExpired',
      'LDisabled',
      'LBundle',
    ]);
    expect(codesOf(await mine(`${base}?sort=starts_at`))).toEqual([
      'LBundle',
      'LDisabled',
      'LExpired',
      'LActive',
      'LSched',
    ]);
    expect(codesOf(await mine(`${base}?sort=ends_at`))).toEqual([
      'LExpired',
      'LActive',
      'LSched',
      'LDisabled',
      'LBundle',
    ]);
    expect((await mine(`${base}?status=SOON`)).status).toBe(400);
  });

  it('lists the distinct labels of the viewer, sorted', async () => {
    expect((await mine(`${base}/labels`)).body).toEqual({
      data: ['新年', '會員專屬', '雙11'].sort(),
    });
  });
});

describe('GET /lecturers/v2/global_coupons/courses', () => {
  it("lists the lecturer's own courses and ebooks with their list price, by title", async () => {
    const response = await send('GET', `${base}/courses`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [
        { id: course.alpha, title: 'Alpha 100% course', kind: 'courses', price: 2400 },
        { id: course.beta, title: 'Beta course', kind: 'courses', price: 0 },
        { id: course.ebook, title: 'Gamma ebook', kind: 'ebooks', price: 300 },
      ],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 3 },
    });
    const keyword = await send(
      'GET',
      `${base}/courses?keyword=${encodeURIComponent('100%')}&per_page=1`,
    );
    expect((keyword.body as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([
      course.alpha,
    ]);
    const paged = await send('GET', `${base}/courses?per_page=2&page=2`);
    expect((paged.body as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([
      course.ebook,
    ]);
  });

  it("lets an administrator pick any lecturer's course", async () => {
    const response = await sendAs(api, 'GET', `${base}/courses?keyword=Other%20course`, 'admin');
    expect((response.body as { data: { id: number }[] }).data.map((row) => row.id)).toContain(
      course.others,
    );
    const teacher = await sendAs(api, 'GET', `${base}/courses?per_page=100`, 'teacher');
    expect((teacher.body as { data: { id: number }[] }).data.map((row) => row.id)).not.toContain(
      course.alpha,
    );
  });
});
