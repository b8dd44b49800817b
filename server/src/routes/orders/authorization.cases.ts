/** Rows of the authorization matrix (server/src/authorization.test.ts) for orders. */
import { accounts, all, type MatrixRows } from '../../testing/authorization.ts';
import type { TestApi } from '../../testing/harness.ts';
import { paidOrderOf } from '../../testing/orders.ts';

const matrixOrder = (api: TestApi) => paidOrderOf(api, accounts.student, accounts.teacher);

const orderReaders = all(404, { anonymous: 403, admin: 200, staff: 200 });

/**
 * Orders: the administrators' (admin and staff hold v2_order; only admin holds export), each write
 * on a fresh paid order of student@example.com for a priced course of teacher@example.com.
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
];
