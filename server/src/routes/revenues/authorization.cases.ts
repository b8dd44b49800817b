/** Rows of the authorization matrix (server/src/authorization.test.ts) for revenues. */
import { MIN_APPLY_AMOUNT } from '../../contract/plain/finances.ts';
import { accounts, all, type MatrixRows, type Row, type Who } from '../../testing/authorization.ts';
import * as finance from '../../testing/finances.ts';
import type { TestApi } from '../../testing/harness.ts';
import { userIdOf } from '../../testing/item-fixtures.ts';

/** A lecturer who may apply now: nothing waiting and a fresh available sale. */
async function readyToApply(api: TestApi, who: Who): Promise<void> {
  if (who !== 'teacher' && who !== 'teacher2') return;
  const email = accounts[who];
  await finance.clearPendingApply(api, await userIdOf(api, email));
  const course = await finance.sellableCourse(api, email, 1000);
  await finance.paidOrder(api, [course], finance.availableTime());
}

const lecturersOnly = all(404, { anonymous: 403, teacher: 200, teacher2: 200 });

/** A lecturer's own object (teacher's): only its owner reaches it. */
const ownerOnly = all(404, { anonymous: 403, teacher: 200 });

const payouts = '/lecturers/v2/revenues/payouts';

const payoutBody = {
  financial_code: '812',
  bank_name: '',
  account_name: 'Matrix Lecturer',
  account_number: '12345678',
};

/** A lecturer's revenue: lecturers only. */
export const authorization: MatrixRows = ({ api }) => [
  ...['', '/income', '/records', '/records/export', '/applies'].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/revenues${tail}`,
    call: () => Promise.resolve({ path: `/lecturers/v2/revenues${tail}` }),
    expect: lecturersOnly,
  })),
  {
    endpoint: 'POST /lecturers/v2/revenues/applies',
    call: async (who) => {
      await readyToApply(api, who);
      return {
        path: '/lecturers/v2/revenues/applies',
        options: { body: { amount: MIN_APPLY_AMOUNT } },
      };
    },
    expect: all(404, { anonymous: 403, teacher: 201, teacher2: 201 }),
  },
  {
    endpoint: 'GET /lecturers/v2/revenues/payouts',
    call: () => Promise.resolve({ path: payouts }),
    expect: lecturersOnly,
  },
  {
    endpoint: 'POST /lecturers/v2/revenues/payouts',
    call: () => Promise.resolve({ path: payouts, options: { body: payoutBody } }),
    expect: all(404, { anonymous: 403, teacher: 201, teacher2: 201 }),
  },
  // An account of teacher's: teacher2 gets 404 like everyone but its owner.
  {
    endpoint: 'PUT /lecturers/v2/revenues/payouts/{payout_id}',
    call: async () => ({
      path: `${payouts}/${String(await finance.insertPayout(api, accounts.teacher))}`,
      options: { body: payoutBody },
    }),
    expect: ownerOnly,
  },
  {
    endpoint: 'DELETE /lecturers/v2/revenues/payouts/{payout_id}',
    call: async () => ({
      path: `${payouts}/${String(await finance.insertPayout(api, accounts.teacher))}`,
    }),
    expect: ownerOnly,
  },
  {
    endpoint: 'PUT /lecturers/v2/revenues/payouts/{payout_id}/main',
    call: async () => ({
      path: `${payouts}/${String(await finance.insertPayout(api, accounts.teacher))}/main`,
    }),
    expect: ownerOnly,
  },
];
