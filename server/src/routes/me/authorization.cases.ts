/** Rows of the authorization matrix (server/src/authorization.test.ts) for me. */
import { all, type MatrixRows } from '../../testing/authorization.ts';

/** The session's user: who they are, their permissions, prompts they acknowledged. */
export const authorization: MatrixRows = () => [
  {
    endpoint: 'GET /v2/me',
    call: () => Promise.resolve({ path: '/v2/me' }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'GET /lecturers/v2/permissions',
    call: () => Promise.resolve({ path: '/lecturers/v2/permissions' }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'POST /v2/me/prompts',
    call: () => Promise.resolve({ path: '/v2/me/prompts', options: { body: { key: 'welcome' } } }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'GET /v2/me/notices',
    call: () => Promise.resolve({ path: '/v2/me/notices' }),
    expect: all(200, { anonymous: 403 }),
  },
];
