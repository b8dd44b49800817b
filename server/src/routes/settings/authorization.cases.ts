/** Rows of the authorization matrix (server/src/authorization.test.ts) for settings. */
import { accounts, all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import { sendAs, userIdOf } from '../../testing/item-fixtures.ts';

let counter = 0;

/** A fresh suffix: each created profession's names are unique. */
function unique(): string {
  counter += 1;
  return String(counter);
}

const settingsAdmins = all(404, { anonymous: 403, admin: 200 });

/** Invites a fresh administrator as admin; answers their id (for resend and withdraw). */
async function invited(api: Parameters<MatrixRows>[0]['api']): Promise<number> {
  const response = await sendAs(api, 'POST', '/lecturers/v2/settings/administrators', 'admin', {
    json: true,
    body: { email: `matrix-invite-${unique()}@example.com`, permissions: [] },
  });
  return (response.body as { id: number }).id;
}

/**
 * Settings: administrators with v2_setting only (admin; staff has none). The writes keep the values
 * as they are (the default monthly limit; staff's own keys).
 */
export const authorization: MatrixRows = ({ api }) => [
  ...['configs', 'administrators', 'audit', 'professions', 'categories'].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/settings/${tail}`,
    call: () => Promise.resolve({ path: `/lecturers/v2/settings/${tail}` }),
    expect: settingsAdmins,
  })),
  {
    endpoint: 'PUT /lecturers/v2/settings/configs',
    call: () =>
      Promise.resolve({
        path: '/lecturers/v2/settings/configs',
        options: { body: { ANNOUNCEMENT_MONTHLY_LIMIT: '10' } },
      }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/settings/administrators/{id}/permissions',
    call: async () => ({
      path: `/lecturers/v2/settings/administrators/${await userIdOf(api, accounts.staff)}/permissions`,
      options: { body: { permissions: ['v2_order.*', 'v2_member.*'] } },
    }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'POST /lecturers/v2/settings/professions',
    call: () =>
      Promise.resolve({
        path: '/lecturers/v2/settings/professions',
        options: {
          json: true,
          body: { 'zh-TW': `職業${unique()}`, 'zh-CN': `职业${unique()}`, en: `P ${unique()}` },
        },
      }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/settings/professions/{id}',
    call: () =>
      Promise.resolve({
        path: '/lecturers/v2/settings/professions/1',
        options: {
          json: true,
          body: { 'zh-TW': '軟體工程師', 'zh-CN': '软件工程师', en: 'Software engineer' },
        },
      }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'POST /lecturers/v2/settings/categories',
    call: () =>
      Promise.resolve({
        path: '/lecturers/v2/settings/categories',
        options: {
          json: true,
          body: { 'zh-TW': `分類${unique()}`, 'zh-CN': `分类${unique()}`, en: `C ${unique()}` },
        },
      }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/settings/categories/{id}',
    call: () =>
      Promise.resolve({
        path: '/lecturers/v2/settings/categories/1',
        options: { json: true, body: { 'zh-TW': '程式設計', 'zh-CN': '编程', en: 'Programming' } },
      }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/settings/categories/{id}/position',
    call: () =>
      Promise.resolve({
        path: '/lecturers/v2/settings/categories/1/position',
        options: { json: true, body: { direction: 'up' } },
      }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'POST /lecturers/v2/settings/administrators',
    call: () =>
      Promise.resolve({
        path: '/lecturers/v2/settings/administrators',
        options: {
          json: true,
          body: { email: `matrix-${unique()}@example.com`, permissions: ['v2_order.read'] },
        },
      }),
    expect: all(404, { anonymous: 403, admin: 201 }),
  },
  {
    endpoint: 'POST /lecturers/v2/settings/administrators/{id}/invitation',
    call: async () => ({
      path: `/lecturers/v2/settings/administrators/${String(await invited(api))}/invitation`,
    }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'DELETE /lecturers/v2/settings/administrators/{id}/invitation',
    call: async () => ({
      path: `/lecturers/v2/settings/administrators/${String(await invited(api))}/invitation`,
    }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/settings/administrators/{id}/status',
    call: async () => ({
      path: `/lecturers/v2/settings/administrators/${await userIdOf(api, accounts.staff)}/status`,
      options: { json: true, body: { status: 'ACTIVE' } },
    }),
    expect: settingsAdmins,
  },
];
