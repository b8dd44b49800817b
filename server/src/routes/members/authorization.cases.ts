/** Rows of the authorization matrix (server/src/authorization.test.ts) for members. */
import { randomBytes } from 'node:crypto';
import { all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import type { TestApi } from '../../testing/harness.ts';
import { createItem } from '../../testing/item-fixtures.ts';
import { createUser } from '../../testing/users.ts';
import { enrollments } from '../../db/schema.ts';
import { platformCoupon } from './fixtures.ts';

const matrixMember = async (api: TestApi) => (await createUser(api, '矩陣會員', false)).id;
const memberAdmins = all(404, { anonymous: 403, admin: 200, staff: 200 });
const memberPath = async (api: TestApi, tail = '') =>
  `/lecturers/v2/members/${String(await matrixMember(api))}${tail}`;

/**
 * Members: administrators with v2_member (admin and staff), each call on a fresh member; the
 * export also needs `export` (admin only).
 */
export const authorization: MatrixRows = ({ api }) => [
  {
    endpoint: 'GET /lecturers/v2/members',
    call: () => Promise.resolve({ path: '/lecturers/v2/members' }),
    expect: memberAdmins,
  },
  {
    endpoint: 'GET /lecturers/v2/members/export',
    call: () => Promise.resolve({ path: '/lecturers/v2/members/export?status=BLOCKED' }),
    // Only admin holds `export`; staff holds v2_member.* without it.
    expect: all(404, { anonymous: 403, admin: 200 }),
  },
  {
    endpoint: 'POST /lecturers/v2/members',
    call: () =>
      Promise.resolve({
        path: '/lecturers/v2/members',
        options: {
          body: {
            email: `matrix-${randomBytes(4).toString('hex')}@example.test`,
            name: 'Matrix',
            real_name: 'Matrix',
          },
        },
      }),
    expect: all(404, { anonymous: 403, admin: 201, staff: 201 }),
  },
  ...[
    '',
    '/purchased',
    '/coupons',
    '/wallet',
    '/audit',
    '/coupon-choices',
    '/grants',
    '/grant-choices',
  ].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/members/{id}${tail}`,
    call: async () => ({ path: await memberPath(api, tail) }),
    expect: memberAdmins,
  })),
  {
    endpoint: 'PUT /lecturers/v2/members/{id}',
    call: async () => ({
      path: await memberPath(api),
      options: { body: { name: 'Matrix', real_name: 'Matrix', phone: '', status: 'ACTIVE' } },
    }),
    expect: memberAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/members/{id}/settings',
    call: async () => ({
      path: await memberPath(api, '/settings'),
      options: { body: { receivePlatformLatestEvents: false, receiveCoursePromotion: true } },
    }),
    expect: memberAdmins,
  },
  {
    endpoint: 'POST /lecturers/v2/members/{id}/wallet/adjustments',
    call: async () => ({
      path: await memberPath(api, '/wallet/adjustments'),
      options: { body: { amount: 100, reason: 'Matrix' } },
    }),
    expect: all(404, { anonymous: 403, admin: 201, staff: 201 }),
  },
  {
    endpoint: 'POST /lecturers/v2/members/{id}/coupons',
    call: async () => ({
      path: await memberPath(api, '/coupons'),
      options: { body: { coupon_id: (await platformCoupon(api, 'Matrix')).id, reason: 'Matrix' } },
    }),
    expect: all(404, { anonymous: 403, admin: 201, staff: 201 }),
  },
  {
    endpoint: 'POST /lecturers/v2/members/{id}/grants',
    call: async () => ({
      path: await memberPath(api, '/grants'),
      options: { body: { item_id: await createItem(api, 'courses'), reason: 'Matrix' } },
    }),
    expect: all(404, { anonymous: 403, admin: 201, staff: 201 }),
  },
  {
    endpoint: 'POST /lecturers/v2/members/{id}/grants/{item_id}/revoke',
    call: async () => {
      const member = await matrixMember(api);
      const itemId = await createItem(api, 'ebooks');
      await api.db
        .insert(enrollments)
        .values({ courseId: itemId, studentId: member, granted: true });
      return {
        path: `/lecturers/v2/members/${String(member)}/grants/${String(itemId)}/revoke`,
        options: { body: { reason: 'Matrix' } },
      };
    },
    expect: memberAdmins,
  },
];
