/** Rows of the authorization matrix (server/src/authorization.test.ts) for lecturer-profiles. */
import { accounts, all, type MatrixRows } from '../../testing/authorization.ts';
import type { TestApi } from '../../testing/harness.ts';
import { newLecturer, newPayout } from './fixtures.ts';

const lecturerAdmins = all(404, { anonymous: 403, admin: 200 });
const lecturerBase = '/lecturers/v2/lecturer-profiles';
/** A fresh lecturer's path, with one payout account and one comment. */
async function matrixLecturer(
  api: TestApi,
): Promise<{ path: string; payout: number; comment: number }> {
  const lecturer = await newLecturer(api);
  const path = `${lecturerBase}/${String(lecturer.id)}`;
  const payout = await newPayout(api, lecturer.id);
  const comment = await api.request('POST', `${path}/comments`, {
    token: await api.tokenOf(accounts.admin),
    body: { body: 'Matrix' },
  });
  return { path, payout: payout.id, comment: (comment.body as { id: number }).id };
}
const lecturerBody = {
  email: 'matrix-lecturer@example.com',
  real_name: 'Matrix',
  description: '<p>Matrix</p>',
};
const payoutBody = { financial_code: '812', account_name: 'Matrix', account_number: '123456' };

/**
 * Lecturers area (lecturer profiles, comments, payout accounts): admin only (staff holds no
 * v2_lecturer), each on a fresh lecturer made through the API.
 */
export const authorization: MatrixRows = ({ api }) => [
  {
    endpoint: `GET ${lecturerBase}`,
    call: () => Promise.resolve({ path: lecturerBase }),
    expect: lecturerAdmins,
  },
  {
    endpoint: `POST ${lecturerBase}`,
    call: (who) =>
      Promise.resolve({
        path: lecturerBase,
        options: { body: { ...lecturerBody, email: `matrix-lecturer-${who}@example.com` } },
      }),
    expect: all(404, { anonymous: 403, admin: 201 }),
  },
  {
    endpoint: `GET ${lecturerBase}/{id}`,
    call: async () => ({ path: (await matrixLecturer(api)).path }),
    expect: lecturerAdmins,
  },
  {
    endpoint: `PUT ${lecturerBase}/{id}`,
    call: async (who) => ({
      path: (await matrixLecturer(api)).path,
      options: { body: { ...lecturerBody, email: `matrix-update-${who}@example.com` } },
    }),
    expect: lecturerAdmins,
  },
  {
    endpoint: `PUT ${lecturerBase}/{id}/status`,
    call: async () => ({
      path: `${(await matrixLecturer(api)).path}/status`,
      options: { body: { status: 'SUSPENDED' } },
    }),
    expect: lecturerAdmins,
  },
  ...(['courses', 'incomes', 'audit', 'comments', 'payouts'] as const).map((part) => ({
    endpoint: `GET ${lecturerBase}/{id}/${part}`,
    call: async () => ({ path: `${(await matrixLecturer(api)).path}/${part}` }),
    expect: lecturerAdmins,
  })),
  {
    endpoint: `POST ${lecturerBase}/{id}/comments`,
    call: async () => ({
      path: `${(await matrixLecturer(api)).path}/comments`,
      options: { body: { body: 'Matrix' } },
    }),
    expect: all(404, { anonymous: 403, admin: 201 }),
  },
  {
    endpoint: `PUT ${lecturerBase}/{id}/comments/{comment_id}`,
    call: async () => {
      const { path, comment } = await matrixLecturer(api);
      return { path: `${path}/comments/${String(comment)}`, options: { body: { body: 'Edited' } } };
    },
    expect: lecturerAdmins,
  },
  {
    endpoint: `DELETE ${lecturerBase}/{id}/comments/{comment_id}`,
    call: async () => {
      const { path, comment } = await matrixLecturer(api);
      return { path: `${path}/comments/${String(comment)}` };
    },
    expect: lecturerAdmins,
  },
  {
    endpoint: `POST ${lecturerBase}/{id}/payouts`,
    call: async () => ({
      path: `${(await matrixLecturer(api)).path}/payouts`,
      options: { body: payoutBody },
    }),
    expect: all(404, { anonymous: 403, admin: 201 }),
  },
  {
    endpoint: `PUT ${lecturerBase}/{id}/payouts/{payout_id}`,
    call: async () => {
      const { path, payout } = await matrixLecturer(api);
      return { path: `${path}/payouts/${String(payout)}`, options: { body: payoutBody } };
    },
    expect: lecturerAdmins,
  },
  {
    endpoint: `DELETE ${lecturerBase}/{id}/payouts/{payout_id}`,
    call: async () => {
      const { path } = await matrixLecturer(api);
      const lecturerId = Number(path.split('/').at(-1));
      // The first account is the main one: delete a second.
      const second = await newPayout(api, lecturerId);
      return { path: `${path}/payouts/${String(second.id)}` };
    },
    expect: lecturerAdmins,
  },
  {
    endpoint: `PUT ${lecturerBase}/{id}/payouts/{payout_id}/main`,
    call: async () => {
      const { path, payout } = await matrixLecturer(api);
      return { path: `${path}/payouts/${String(payout)}/main` };
    },
    expect: lecturerAdmins,
  },
];
