/** Rows of the authorization matrix (server/src/authorization.test.ts) for auth. */
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import { accounts, all, type MatrixRows } from '../../testing/authorization.ts';

/** Logging in and out, and the main site's login page. */
export const authorization: MatrixRows = () => [
  {
    endpoint: 'POST /v2/auth/login',
    call: (who) =>
      Promise.resolve({
        path: '/v2/auth/login',
        options: {
          body: {
            email: who === 'anonymous' ? 'nobody@example.com' : accounts[who],
            password: DEMO_PASSWORD,
          },
        },
      }),
    expect: all(200, { anonymous: 400 }),
  },
  {
    endpoint: 'POST /v2/auth/logout',
    call: () => Promise.resolve({ path: '/v2/auth/logout' }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'GET /login',
    call: () => Promise.resolve({ path: '/login?redirect=http%3A%2F%2Flocalhost%3A4322%2F' }),
    expect: all(200),
  },
];
