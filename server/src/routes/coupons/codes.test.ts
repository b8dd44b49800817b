import { describe, expect, it } from 'vitest';
import type {
  CouponListEntry,
  CouponPreview,
  CouponRedemption,
  GeneratedCode,
} from '../../contract/coupons.ts';
import { GENERATED_CODE_ALPHABET } from '../../contract/plain/coupons.ts';
import { generateCodes } from './codes.ts';
import { openTestApi, type TestResponse } from '../../testing/harness.ts';
import { createItem, sendAs } from '../../testing/item-fixtures.ts';
import { createUser, sendAsUser, twoLecturers } from '../../testing/users.ts';
import { codeCount, couponOf, insertDiscount, redeem, setPrice, storedCoupon } from './fixtures.ts';
import { couponBody } from '../../testing/selling.ts';

const api = await openTestApi();
const { lecturer, other } = await twoLecturers(api, '代碼講師', '別的講師');
const member = await createUser(api, '王小明', false);
const member2 = await createUser(api, '李小華', false);
const course = {
  a: await createItem(api, 'courses', lecturer.email, 'A course'),
  b: await createItem(api, 'courses', lecturer.email, 'B course'),
  c: await createItem(api, 'ebooks', lecturer.email, 'C ebook'),
  others: await createItem(api, 'courses', other.email, 'Other course'),
};
await setPrice(api, course.a, 2400);
await setPrice(api, course.b, 1000);
await setPrice(api, course.c, 1999);

const base = '/lecturers/v2/global_coupons';
const send = (method: string, path: string, options = {}) =>
  sendAsUser(api, method, path, lecturer.email, options);
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', base, { json: true, body: couponBody(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return couponOf(response);
};
const body = (response: TestResponse, status = 200): unknown => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
};

describe('POST and GET /lecturers/v2/global_coupons/{code}/codes', () => {
  it('generates 500 single-use codes with the prefix, listed in generation order', async () => {
    await create({ code: 'Gen500' });
    expect(
      body(
        await send('POST', `${base}/gen500/codes`, { body: { prefix: 'Xmas', count: 500 } }),
        201,
      ),
    ).toEqual({
      generated: 500,
      total: 500,
    });
    const page = body(await send('GET', `${base}/GEN500/codes?per_page=10000`)) as {
      data: GeneratedCode[];
      meta: { total: number };
    };
    expect(page.meta.total).toBe(500);
    expect(page.data).toHaveLength(500);
    const pattern = new RegExp(`^Xmas[${GENERATED_CODE_ALPHABET}]{8}$`);
    for (const made of page.data) {
      expect(made.code).toMatch(pattern);
      expect(made.redeemed_at).toBeNull();
    }
    expect(new Set(page.data.map((made) => made.code.toLowerCase())).size).toBe(500);
    const first = body(await send('GET', `${base}/gen500/codes?per_page=2`)) as {
      data: GeneratedCode[];
    };
    expect(first.data.map((made) => made.code)).toEqual(
      page.data.slice(0, 2).map((made) => made.code),
    );
    const second = body(await send('GET', `${base}/gen500/codes?per_page=2&page=2`)) as {
      data: GeneratedCode[];
    };
    expect(second.data.map((made) => made.code)).toEqual(
      page.data.slice(2, 4).map((made) => made.code),
    );
    expect((body(await send('GET', `${base}/gen500`)) as CouponListEntry).generated).toBe(500);
    // Its own code and the 500 generated ones.
    expect(await codeCount(api, (await storedCoupon(api, 'Gen500'))?.id ?? 0)).toBe(501);
  });

  it('holds at most 10,000 generated codes: 10,000 in one action, none beyond', async () => {
    await create({ code: 'Gen10k' });
    const started = performance.now();
    expect(
      body(await send('POST', `${base}/Gen10k/codes`, { body: { count: 9_500 } }), 201),
    ).toEqual({
      generated: 9_500,
      total: 9_500,
    });
    const refused = await send('POST', `${base}/Gen10k/codes`, { body: { count: 501 } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: {
        count: ['A coupon can have at most 10,000 generated codes: 500 more can be generated.'],
      },
    });
    expect(body(await send('POST', `${base}/Gen10k/codes`, { body: { count: 500 } }), 201)).toEqual(
      {
        generated: 500,
        total: 10_000,
      },
    );
    expect((await send('POST', `${base}/Gen10k/codes`, { body: { count: 1 } })).status).toBe(400);
    expect((await send('POST', `${base}/Gen10k/codes`, { body: { count: 10_001 } })).status).toBe(
      400,
    );
    const all = body(await send('GET', `${base}/gen10k/codes?per_page=10000`)) as {
      data: GeneratedCode[];
    };
    expect(new Set(all.data.map((made) => made.code.toLowerCase())).size).toBe(10_000);
    // Multi-row inserts: 10,000 codes and their listing in seconds, not minutes.
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it('shows when and by whom a generated code was redeemed', async () => {
    await create({ code: 'GenUsed' });
    await send('POST', `${base}/GenUsed/codes`, { body: { prefix: 'U', count: 3 } });
    const [, used] = (body(await send('GET', `${base}/GenUsed/codes`)) as { data: GeneratedCode[] })
      .data;
    await redeem(api, {
      couponCode: 'GenUsed',
      code: used?.code ?? '',
      memberId: member.id,
      orderNo: 'ORD-20261101-0001',
      redeemedAt: new Date('2026-11-01T02:00:00Z'),
    });
    const codes = (body(await send('GET', `${base}/GenUsed/codes`)) as { data: GeneratedCode[] })
      .data;
    expect(codes.map((made) => [made.redeemed_at, made.member_name])).toEqual([
      [null, null],
      ['2026-11-01T02:00:00.000Z', '王小明'],
      [null, null],
    ]);
  });
});

describe('GET /lecturers/v2/global_coupons/{code}/usage', () => {
  it('lists redemptions newest first with the member, the code, the order and the amount off', async () => {
    await create({ code: 'Usage1' });
    await send('POST', `${base}/Usage1/codes`, { body: { prefix: 'UG', count: 1 } });
    const [made] = (body(await send('GET', `${base}/Usage1/codes`)) as { data: GeneratedCode[] })
      .data;
    await redeem(api, {
      couponCode: 'Usage1',
      memberId: member.id,
      orderNo: 'ORD-20261101-0001',
      amountOff: 100,
      redeemedAt: new Date('2026-11-01T01:00:00Z'),
    });
    await redeem(api, {
      couponCode: 'Usage1',
      code: made?.code ?? '',
      memberId: member2.id,
      orderNo: 'ORD-20261102-0007',
      amountOff: 60,
      redeemedAt: new Date('2026-11-02T01:00:00Z'),
    });
    const page = body(await send('GET', `${base}/usage1/usage`)) as {
      data: CouponRedemption[];
      meta: unknown;
    };
    expect(page.data.map((row) => ({ ...row, id: 0 }))).toEqual([
      {
        id: 0,
        member: { id: member2.id, name: '李小華', email: member2.email },
        code: made?.code,
        order_no: 'ORD-20261102-0007',
        amount_off: 60,
        redeemed_at: '2026-11-02T01:00:00.000Z',
      },
      {
        id: 0,
        member: { id: member.id, name: '王小明', email: member.email },
        code: 'Usage1',
        order_no: 'ORD-20261101-0001',
        amount_off: 100,
        redeemed_at: '2026-11-01T01:00:00.000Z',
      },
    ]);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
    const paged = body(await send('GET', `${base}/usage1/usage?per_page=1&page=2`)) as {
      data: CouponRedemption[];
      meta: { last_page: number };
    };
    expect(paged.data.map((row) => row.order_no)).toEqual(['ORD-20261101-0001']);
    expect(paged.meta.last_page).toBe(2);
    expect((body(await send('GET', `${base}/Usage1`)) as CouponListEntry).used).toBe(2);
  });
});

describe('DELETE once redeemed', () => {
  it('refuses to delete a redeemed coupon (disable it instead) and keeps it', async () => {
    await create({ code: 'Redeemed1' });
    await redeem(api, {
      couponCode: 'Redeemed1',
      memberId: member.id,
      orderNo: 'ORD-20261103-0001',
    });
    const response = await send('DELETE', `${base}/Redeemed1`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'This coupon has been used on orders, so it cannot be deleted. Disable it instead.',
    });
    expect(await storedCoupon(api, 'Redeemed1')).toBeDefined();
  });
});

describe('POST /lecturers/v2/global_coupons/bulk', () => {
  const day = 86_400_000;
  const bulk = (action: string, codes: string[], as = lecturer.email) =>
    sendAsUser(api, 'POST', `${base}/bulk`, as, { json: true, body: { action, codes } });

  it('disables, enables and ends the selected coupons', async () => {
    await create({ code: 'BulkA' });
    await create({ code: 'BulkB', starts_at: new Date(Date.now() + day).toISOString() });
    const disabled = body(await bulk('disable', ['bulka', 'BULKB'])) as { data: CouponListEntry[] };
    expect(disabled.data.map((entry) => [entry.code, entry.status])).toEqual([
      ['BulkA', 'DISABLED'],
      ['BulkB', 'DISABLED'],
    ]);
    const enabled = body(await bulk('enable', ['BulkA', 'BulkB'])) as { data: CouponListEntry[] };
    expect(enabled.data.map((entry) => entry.status)).toEqual(['ACTIVE', 'SCHEDULED']);
    const before = Date.now();
    const ended = body(await bulk('end', ['BulkA', 'BulkB'])) as { data: CouponListEntry[] };
    expect(ended.data.map((entry) => entry.status)).toEqual(['EXPIRED', 'EXPIRED']);
    const [a, b] = ended.data;
    expect(a?.starts_at).toBe('2026-01-01T00:00:00.000Z');
    expect(Date.parse(a?.ends_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // One not started yet starts when it ends.
    expect(b?.starts_at).toBe(b?.ends_at);
  });

  it("changes nothing when one code is not the viewer's (404)", async () => {
    await create({ code: 'BulkMine' });
    await sendAsUser(api, 'POST', base, other.email, {
      json: true,
      body: couponBody({ code: 'BulkTheirs' }),
    });
    for (const codes of [
      ['BulkMine', 'BulkTheirs'],
      ['BulkMine', 'NoSuchCoupon'],
    ]) {
      expect((await bulk('disable', codes)).status).toBe(404);
      expect((await storedCoupon(api, 'BulkMine'))?.disabled).toBe(false);
    }
    expect((await storedCoupon(api, 'BulkTheirs'))?.disabled).toBe(false);
    expect(
      (
        await bulk(
          'disable',
          Array.from({ length: 201 }, (_, i) => `C${i}`),
        )
      ).status,
    ).toBe(400);
    expect((await bulk('archive', ['BulkMine'])).status).toBe(400);
  });
});

describe('POST /lecturers/v2/global_coupons/preview', () => {
  const preview = (overrides: Record<string, unknown>, as = lecturer.email) => {
    const rest = { ...couponBody(overrides), code: undefined };
    return sendAsUser(api, 'POST', `${base}/preview`, as, { json: true, body: rest });
  };
  const totals = (result: CouponPreview) =>
    result.carts.map((cart) => [cart.list_total, cart.total, cart.refusal]);

  it('prices one cart per named course: NT$2,400 at 0.85 pays 2,040', async () => {
    const result = body(
      await preview({
        type: 'PERCENT',
        discount: 0.85,
        scope: 'COURSES',
        course_ids: [course.a, course.c],
      }),
    ) as CouponPreview;
    expect(totals(result)).toEqual([
      [2400, 2040, null],
      [1999, 1699, null],
    ]);
    expect(result.carts[0]?.lines).toEqual([
      {
        course: { id: course.a, title: 'A course', kind: 'courses', price: 2400 },
        list_price: 2400,
        pays: 2040,
      },
    ]);
  });

  it('prices a bundle as one cart, with the minimum spend and active discounts', async () => {
    const previewBundle = async () =>
      body(
        await preview({
          amount: 400,
          min_spend: 3000,
          scope: 'BUNDLE',
          course_ids: [course.a, course.b],
        }),
      ) as CouponPreview;
    const bundle = await previewBundle();
    expect(totals(bundle)).toEqual([[3400, 3000, null]]);
    await insertDiscount(api, {
      lecturerId: lecturer.id,
      courseId: course.b,
      rate: 50,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    // 2,400 + 500 after the discount is below the minimum spend.
    const refused = await previewBundle();
    expect(totals(refused)).toEqual([[3400, 2900, 'min_spend']]);
  });

  it("prices every course of the lecturer for ALL, and treats the coupon's dates at now", async () => {
    const all = body(await preview({ amount: 100, scope: 'ALL' })) as CouponPreview;
    expect(all.carts.map((cart) => cart.lines.map((line) => line.course.id))).toEqual([
      [course.a],
      [course.b],
      [course.c],
    ]);
    expect(all.carts.map((cart) => cart.total)).toEqual([2300, 400, 1899]);
    const later = body(
      await preview({
        amount: 100,
        scope: 'ALL',
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    ) as CouponPreview;
    expect(later.carts.map((cart) => cart.refusal)).toEqual([
      'not_started',
      'not_started',
      'not_started',
    ]);
    const platform = await sendAs(api, 'POST', `${base}/preview`, 'admin', {
      json: true,
      body: {
        title: 'Platform',
        type: 'AMOUNT',
        amount: 100,
        scope: 'ALL',
        starts_at: '2026-01-01T00:00:00Z',
      },
    });
    expect(body(platform) as CouponPreview).toEqual({ carts: [] });
  });

  it("checks like creating: 400 at the fields, 404 for another lecturer's course", async () => {
    const refused = await preview({
      type: 'PERCENT',
      amount: '',
      scope: 'BUNDLE',
      course_ids: [course.a],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { message: object }).message).sort()).toEqual([
      'course_ids',
      'discount',
    ]);
    expect((await preview({ scope: 'COURSES', course_ids: [course.others] })).status).toBe(404);
  });
});

describe('generateCodes', () => {
  it('skips codes taken by any code (without case) and tops up until the count is made', async () => {
    await create({ code: 'TopUp1' });
    await create({ code: 'TAKENCODE1' });
    const coupon = await storedCoupon(api, 'TopUp1');
    const draws = [
      ['takencode1', 'FRESHAAA1', 'freshaaa1'],
      ['FRESHBBB2', 'FRESHCCC3'],
    ];
    const asked: number[] = [];
    const total = await generateCodes(api.db, coupon?.id ?? 0, '', 3, (_prefix, count) => {
      asked.push(count);
      return draws.shift() ?? [];
    });
    expect(total).toBe(3);
    // The first batch made one (a taken code and a repeat without case skipped): two more asked.
    expect(asked).toEqual([3, 2]);
    const codes = (body(await send('GET', `${base}/TopUp1/codes`)) as { data: GeneratedCode[] })
      .data;
    expect(codes.map((made) => made.code)).toEqual(['FRESHAAA1', 'FRESHBBB2', 'FRESHCCC3']);
  });
});
