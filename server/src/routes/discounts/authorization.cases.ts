/** Rows of the authorization matrix (server/src/authorization.test.ts) for discounts. */
import { accounts, all, type MatrixRows } from '../../testing/authorization.ts';
import type { TestApi } from '../../testing/harness.ts';
import { createItem, userIdOf } from '../../testing/item-fixtures.ts';
import { daysFromNow, insertDiscount } from '../../testing/selling.ts';

async function teachersDiscount(api: TestApi) {
  const id = await insertDiscount(api, {
    lecturerId: await userIdOf(api, accounts.teacher),
    courseId: await createItem(api, 'courses'),
    startsAt: daysFromNow(1),
    endsAt: daysFromNow(2),
  });
  return `/lecturers/v2/discounts/${String(id)}`;
}

async function discountBody(api: TestApi) {
  return {
    kind: 'SINGLE',
    title: 'Matrix discount',
    discount: 0.8,
    target_id: await createItem(api, 'courses'),
    starts_at: daysFromNow(1).toISOString(),
    ends_at: daysFromNow(2).toISOString(),
  };
}

const sellingReaders = all(200, { anonymous: 403, staff: 404, student: 404 });
const sellingOwner = all(404, { anonymous: 403, teacher: 200 });
const sellingReview = all(404, { anonymous: 403, admin: 200, teacher: 200 });

/**
 * Discounts: each call on a fresh discount of teacher@example.com scheduled on its own course.
 * teacher2 is another lecturer; an administrator with v2_coupon reads and ends but writes nothing;
 * staff lacks it.
 */
export const authorization: MatrixRows = ({ api }) => [
  {
    endpoint: 'GET /lecturers/v2/discounts',
    call: () => Promise.resolve({ path: '/lecturers/v2/discounts' }),
    expect: sellingReaders,
  },
  {
    endpoint: 'GET /lecturers/v2/discounts/targets',
    call: () => Promise.resolve({ path: '/lecturers/v2/discounts/targets?kind=PACKAGE' }),
    expect: all(200, { anonymous: 403, admin: 404, staff: 404, student: 404 }),
  },
  {
    endpoint: 'POST /lecturers/v2/discounts/preview',
    call: async () => ({
      path: '/lecturers/v2/discounts/preview',
      options: { json: true, body: await discountBody(api) },
    }),
    expect: sellingOwner,
  },
  {
    endpoint: 'POST /lecturers/v2/discounts',
    call: async () => ({
      path: '/lecturers/v2/discounts',
      options: { json: true, body: await discountBody(api) },
    }),
    expect: all(404, { anonymous: 403, teacher: 201 }),
  },
  {
    endpoint: 'GET /lecturers/v2/discounts/{id}',
    call: async () => ({ path: await teachersDiscount(api) }),
    expect: sellingReview,
  },
  {
    endpoint: 'PUT /lecturers/v2/discounts/{id}',
    call: async () => ({
      path: await teachersDiscount(api),
      options: {
        json: true,
        body: {
          title: 'Renamed discount',
          discount: 0.7,
          starts_at: daysFromNow(1).toISOString(),
          ends_at: daysFromNow(3).toISOString(),
        },
      },
    }),
    expect: sellingOwner,
  },
  {
    endpoint: 'DELETE /lecturers/v2/discounts/{id}',
    call: async () => ({ path: await teachersDiscount(api) }),
    expect: sellingOwner,
  },
  {
    endpoint: 'PUT /lecturers/v2/discounts/{id}/end',
    call: async () => ({
      path: `${await teachersDiscount(api)}/end`,
      options: { json: true, body: { reason: 'Matrix reason' } },
    }),
    expect: sellingReview,
  },
];
