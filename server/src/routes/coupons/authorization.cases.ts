/** Rows of the authorization matrix (server/src/authorization.test.ts) for coupons. */
import { randomBytes } from 'node:crypto';
import { couponCodes, coupons } from '../../db/schema.ts';
import { accounts, all, type MatrixRows, type Row, type Who } from '../../testing/authorization.ts';
import type { TestApi } from '../../testing/harness.ts';
import { createItem, userIdOf } from '../../testing/item-fixtures.ts';

async function matrixCoupon(api: TestApi, who: Who): Promise<string> {
  const teacherId = await userIdOf(api, accounts.teacher);
  const platform = who === 'admin' || who === 'staff';
  const code = `M${randomBytes(6).toString('hex')}`;
  const [row] = await api.db
    .insert(coupons)
    .values({
      code,
      lecturerId: platform ? null : teacherId,
      createdBy: platform ? await userIdOf(api, accounts.admin) : teacherId,
      title: 'Matrix coupon',
      type: 'AMOUNT',
      amount: 100,
      startsAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning({ id: coupons.id });
  await api.db.insert(couponCodes).values({ couponId: row?.id ?? 0, code });
  return `/lecturers/v2/global_coupons/${code}`;
}

/** A coupon's body for a caller: one of the caller's own courses (any course for an admin). */
async function couponMatrixBody(api: TestApi, who: Who) {
  const owner = who === 'teacher2' ? accounts.teacher2 : accounts.teacher;
  const course = await createItem(api, 'courses', owner);
  return {
    code: `N${randomBytes(6).toString('hex')}`,
    title: 'Matrix coupon',
    type: 'PERCENT',
    discount: 0.85,
    scope: 'COURSES',
    course_ids: [course],
    starts_at: '2026-01-01T00:00:00Z',
  };
}

const couponUsers = all(200, { anonymous: 403, staff: 404, student: 404 });
const couponOwner = all(404, { anonymous: 403, admin: 200, teacher: 200 });

/**
 * Coupons: each call on a fresh coupon: the platform's for admin and staff (staff lacks v2_coupon),
 * teacher@example.com's for everyone else (teacher2 is another lecturer). The groups a platform
 * coupon can be limited to, and ending or disabling a lecturer's coupon: administrators with
 * v2_coupon. The export: lecturers (their own) and administrators with `export`.
 */
export const authorization: MatrixRows = ({ api }) => [
  ...['', '/labels', '/courses'].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/global_coupons${tail}`,
    call: () => Promise.resolve({ path: `/lecturers/v2/global_coupons${tail}` }),
    expect: couponUsers,
  })),
  {
    // Lecturers export their own; admin holds `export` (staff lacks v2_coupon).
    endpoint: 'GET /lecturers/v2/global_coupons/export',
    call: () => Promise.resolve({ path: '/lecturers/v2/global_coupons/export?status=ACTIVE' }),
    expect: couponUsers,
  },
  {
    endpoint: 'POST /lecturers/v2/global_coupons',
    call: async (who) => ({
      path: '/lecturers/v2/global_coupons',
      options: { json: true, body: await couponMatrixBody(api, who) },
    }),
    expect: all(201, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    endpoint: 'POST /lecturers/v2/global_coupons/preview',
    call: async (who) => ({
      path: '/lecturers/v2/global_coupons/preview',
      options: { json: true, body: await couponMatrixBody(api, who) },
    }),
    expect: couponUsers,
  },
  {
    endpoint: 'POST /lecturers/v2/global_coupons/bulk',
    call: async (who) => ({
      path: '/lecturers/v2/global_coupons/bulk',
      options: {
        json: true,
        body: { action: 'disable', codes: [(await matrixCoupon(api, who)).split('/').pop()] },
      },
    }),
    expect: couponOwner,
  },
  // The list's selection: another's code is a refusal in a 200 answer (never told apart from none).
  ...['end', 'trash'].map((tail): Row => ({
    endpoint: `POST /lecturers/v2/global_coupons/bulk/${tail}`,
    call: async (who) => ({
      path: `/lecturers/v2/global_coupons/bulk/${tail}`,
      options: { json: true, body: { codes: [(await matrixCoupon(api, who)).split('/').pop()] } },
    }),
    expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
  })),
  {
    endpoint: 'GET /lecturers/v2/global_coupons/{code}',
    call: async (who) => ({ path: await matrixCoupon(api, who) }),
    expect: couponOwner,
  },
  {
    endpoint: 'PUT /lecturers/v2/global_coupons/{code}',
    call: async (who) => ({
      path: await matrixCoupon(api, who),
      options: {
        json: true,
        body: { ...(await couponMatrixBody(api, who)), scope: 'ALL', course_ids: [] },
      },
    }),
    expect: couponOwner,
  },
  {
    endpoint: 'DELETE /lecturers/v2/global_coupons/{code}',
    call: async (who) => ({ path: await matrixCoupon(api, who) }),
    expect: couponOwner,
  },
  ...['usage', 'codes'].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/global_coupons/{code}/${tail}`,
    call: async (who) => ({ path: `${await matrixCoupon(api, who)}/${tail}` }),
    expect: couponOwner,
  })),
  {
    endpoint: 'POST /lecturers/v2/global_coupons/{code}/codes',
    call: async (who) => ({
      path: `${await matrixCoupon(api, who)}/codes`,
      options: { body: { prefix: 'MX', count: 5 } },
    }),
    expect: all(404, { anonymous: 403, admin: 201, teacher: 201 }),
  },
  {
    endpoint: 'GET /lecturers/v2/global_coupons/groups',
    call: () => Promise.resolve({ path: '/lecturers/v2/global_coupons/groups' }),
    expect: all(404, { anonymous: 403, admin: 200 }),
  },
  {
    // Oversight: always teacher@example.com's coupon; only an administrator with v2_coupon ends it.
    endpoint: 'PUT /lecturers/v2/global_coupons/{code}/stop',
    call: async () => ({
      path: `${await matrixCoupon(api, 'teacher')}/stop`,
      options: { json: true, body: { action: 'end', reason: 'Matrix' } },
    }),
    expect: all(404, { anonymous: 403, admin: 200 }),
  },
];
