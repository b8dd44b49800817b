/** Rows of the authorization matrix (server/src/authorization.test.ts) for orders. */
import { eq } from 'drizzle-orm';
import { orderLines } from '../../db/schema.ts';
import { accounts, all, type MatrixRows } from '../../testing/authorization.ts';
import type { TestApi } from '../../testing/harness.ts';
import { userIdOf } from '../../testing/item-fixtures.ts';
import { paidOrderOf, place } from '../../testing/orders.ts';

const matrixOrder = (api: TestApi) => paidOrderOf(api, accounts.student, accounts.teacher);

/** A fresh unpaid ATM order of student@example.com, for the same course as a paid one; its path. */
async function unpaidOrder(api: TestApi): Promise<string> {
  const { path } = await matrixOrder(api);
  const paid = Number(path.split('/').pop());
  const [line] = await api.db
    .select({ courseId: orderLines.courseId })
    .from(orderLines)
    .where(eq(orderLines.orderId, paid));
  const id = await place(api, {
    memberId: await userIdOf(api, accounts.student),
    courseIds: [line?.courseId ?? 0],
    paymentMethod: 'ATM',
    at: new Date(),
  });
  return `/lecturers/v2/orders/${String(id)}`;
}

const orderReaders = all(404, { anonymous: 403, admin: 200, staff: 200 });

/**
 * Orders: the administrators' (admin and staff hold v2_order; only admin holds export), each write
 * on a fresh paid order of student@example.com for a priced course of teacher@example.com
 * (cancelling and marking paid on a fresh unpaid one).
 */
export const authorization: MatrixRows = ({ api }) => [
  {
    endpoint: 'GET /lecturers/v2/orders',
    call: () => Promise.resolve({ path: '/lecturers/v2/orders' }),
    expect: orderReaders,
  },
  {
    endpoint: 'GET /lecturers/v2/orders/export',
    call: () => Promise.resolve({ path: '/lecturers/v2/orders/export?status=PAID' }),
    expect: all(404, { anonymous: 403, admin: 200 }),
  },
  {
    endpoint: 'GET /lecturers/v2/orders/{id}',
    call: async () => ({ path: (await matrixOrder(api)).path }),
    expect: orderReaders,
  },
  {
    endpoint: 'POST /lecturers/v2/orders/{id}/refunds',
    call: async () => {
      const { path, lineId } = await matrixOrder(api);
      return {
        path: `${path}/refunds`,
        options: {
          json: true,
          body: { lines: [{ line_id: lineId, amount: 1 }], reason: 'Matrix' },
        },
      };
    },
    expect: orderReaders,
  },
  {
    endpoint: 'PUT /lecturers/v2/orders/{id}/invoice',
    call: async () => ({
      path: `${(await matrixOrder(api)).path}/invoice`,
      options: {
        json: true,
        body: { type: 'COMPANY', company_title: 'Matrix', company_tax_id: '04595257' },
      },
    }),
    expect: orderReaders,
  },
  {
    endpoint: 'POST /lecturers/v2/orders/{id}/cancel',
    call: async () => ({
      path: `${await unpaidOrder(api)}/cancel`,
      options: { json: true, body: { reason: 'Matrix' } },
    }),
    expect: orderReaders,
  },
  {
    endpoint: 'POST /lecturers/v2/orders/{id}/payment',
    call: async () => ({
      path: `${await unpaidOrder(api)}/payment`,
      options: { json: true, body: { reference: 'TX-MATRIX', reason: 'Matrix' } },
    }),
    expect: orderReaders,
  },
  {
    endpoint: 'POST /lecturers/v2/orders/{id}/invoice/reissue',
    call: async () => ({
      path: `${(await matrixOrder(api)).path}/invoice/reissue`,
      options: { json: true, body: { reason: 'Matrix' } },
    }),
    expect: orderReaders,
  },
];
