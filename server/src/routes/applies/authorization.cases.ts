/** Rows of the authorization matrix (server/src/authorization.test.ts) for applies. */
import { all, type MatrixRows } from '../../testing/authorization.ts';
import * as finance from '../../testing/finances.ts';
import type { TestApi } from '../../testing/harness.ts';

/** A new waiting apply of a lecturer (the income of a paid 1000 TWD course). */
const matrixApply = async (api: TestApi, email: string) =>
  (await finance.waitingApplyOf(api, email)).id;

const financeAdmins = all(404, { anonymous: 403, admin: 200 });

/**
 * Payout requests: reading them (lecturers their own) and deciding them (administrators with
 * v2_remittance), each on a fresh waiting apply.
 */
export const authorization: MatrixRows = ({ api }) => [
  {
    endpoint: 'GET /lecturers/v2/applies',
    call: () => Promise.resolve({ path: '/lecturers/v2/applies' }),
    expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    // Administrators with `export` only (staff holds no v2_remittance; lecturers never export).
    endpoint: 'GET /lecturers/v2/applies/export',
    call: () => Promise.resolve({ path: '/lecturers/v2/applies/export?status=PENDING' }),
    expect: financeAdmins,
  },
  {
    // teacher asks for teacher2's apply (another's: 404); teacher2 for their own.
    endpoint: 'GET /lecturers/v2/applies/{id}',
    call: async () => ({
      path: `/lecturers/v2/applies/${await matrixApply(api, 'teacher2@example.com')}`,
    }),
    expect: all(404, { anonymous: 403, admin: 200, teacher2: 200 }),
  },
  {
    endpoint: 'GET /lecturers/v2/applies/{id}/payouts',
    call: async () => ({
      path: `/lecturers/v2/applies/${await matrixApply(api, 'teacher2@example.com')}/payouts`,
    }),
    expect: financeAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/applies/{id}/approve',
    call: async () => ({
      path: `/lecturers/v2/applies/${await matrixApply(api, 'teacher2@example.com')}/approve`,
      options: { body: { payout_id: await finance.insertPayout(api, 'teacher2@example.com') } },
    }),
    expect: financeAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/applies/{id}/reject',
    call: async () => ({
      path: `/lecturers/v2/applies/${await matrixApply(api, 'teacher@example.com')}/reject`,
      options: { body: { reason: 'Matrix' } },
    }),
    expect: financeAdmins,
  },
];
