/** Rows of the authorization matrix (server/src/authorization.test.ts) for packages. */
import { accounts, all, type MatrixRows } from '../../testing/authorization.ts';
import type { TestApi } from '../../testing/harness.ts';
import { createItem, userIdOf } from '../../testing/item-fixtures.ts';
import { insertPackage } from '../../testing/selling.ts';

async function teachersPackage(api: TestApi) {
  const courses = [await createItem(api, 'courses'), await createItem(api, 'ebooks')];
  return insertPackage(api, await userIdOf(api, accounts.teacher), courses);
}

const sellingReaders = all(200, { anonymous: 403, staff: 404, student: 404 });
const sellingOwner = all(404, { anonymous: 403, teacher: 200 });
const sellingReview = all(404, { anonymous: 403, admin: 200, teacher: 200 });

/**
 * Packages: each call on a fresh package of teacher@example.com (two of their courses). teacher2 is
 * another lecturer; an administrator with v2_coupon reads but writes nothing, except closing one
 * with a reason; staff lacks it.
 */
export const authorization: MatrixRows = ({ api }) => [
  {
    endpoint: 'GET /lecturers/v2/packages',
    call: () => Promise.resolve({ path: '/lecturers/v2/packages' }),
    expect: sellingReaders,
  },
  {
    endpoint: 'POST /lecturers/v2/packages',
    call: async () => ({
      path: '/lecturers/v2/packages',
      options: {
        json: true,
        body: {
          title: 'Matrix package',
          price: 100,
          course_ids: [await createItem(api, 'courses'), await createItem(api, 'courses')],
        },
      },
    }),
    expect: all(404, { anonymous: 403, teacher: 201 }),
  },
  {
    endpoint: 'GET /lecturers/v2/packages/{id}',
    call: async () => ({ path: `/lecturers/v2/packages/${String(await teachersPackage(api))}` }),
    expect: sellingReview,
  },
  {
    endpoint: 'PUT /lecturers/v2/packages/{id}',
    call: async () => ({
      path: `/lecturers/v2/packages/${String(await teachersPackage(api))}`,
      options: {
        json: true,
        body: {
          title: 'Renamed package',
          price: 50,
          course_ids: [await createItem(api, 'courses'), await createItem(api, 'courses')],
        },
      },
    }),
    expect: sellingOwner,
  },
  {
    endpoint: 'DELETE /lecturers/v2/packages/{id}',
    call: async () => ({ path: `/lecturers/v2/packages/${String(await teachersPackage(api))}` }),
    expect: sellingOwner,
  },
  {
    endpoint: 'PUT /lecturers/v2/packages/{id}/close',
    call: async () => ({
      path: `/lecturers/v2/packages/${String(await teachersPackage(api))}/close`,
      options: { json: true, body: { reason: 'Matrix' } },
    }),
    expect: all(404, { anonymous: 403, admin: 200 }),
  },
];
