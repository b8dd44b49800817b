/** Rows of the authorization matrix (server/src/authorization.test.ts) for auth. */
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import { unsubscribeUrl } from '../../mail/unsubscribe.ts';
import { accounts, all, type MatrixRows } from '../../testing/authorization.ts';
import { userIdOf } from '../../testing/item-fixtures.ts';

/** Logging in and out, setting a password through a link, and the main site's pages. */
export const authorization: MatrixRows = async ({ api }) => {
  // The signed link is the authority of the unsubscribe page, whoever's token comes with it.
  const link = new URL(
    unsubscribeUrl(
      api.env.MEDIA_LINK_SECRET,
      api.env.PUBLIC_URL,
      await userIdOf(api, 'student@example.com'),
      'announcement',
      'en',
    ),
  );
  const unsubscribe = `${link.pathname}${link.search}`;
  return rows(unsubscribe);
};

/** The rows, with the student's signed unsubscribe link. */
const rows = (unsubscribe: string): ReturnType<MatrixRows> => [
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
  {
    endpoint: 'POST /v2/auth/password',
    call: () =>
      Promise.resolve({
        path: '/v2/auth/password',
        options: {
          json: true,
          body: {
            token: 'unknown',
            password: 'long-enough-1',
            password_confirmation: 'long-enough-1',
          },
        },
      }),
    expect: all(400),
  },
  {
    endpoint: 'POST /v2/auth/password-reset',
    call: () =>
      Promise.resolve({
        path: '/v2/auth/password-reset',
        options: { json: true, body: { email: 'nobody@example.com' } },
      }),
    expect: all(200),
  },
  {
    endpoint: 'GET /set-password',
    call: () => Promise.resolve({ path: '/set-password?token=abc' }),
    expect: all(200),
  },
  {
    endpoint: 'GET /forgot-password',
    call: () => Promise.resolve({ path: '/forgot-password' }),
    expect: all(200),
  },
  {
    endpoint: 'GET /unsubscribe',
    call: () => Promise.resolve({ path: unsubscribe }),
    expect: all(200),
  },
  {
    endpoint: 'POST /unsubscribe',
    call: () =>
      Promise.resolve({
        path: unsubscribe,
        options: { body: { action: 'resubscribe' } },
      }),
    expect: all(200),
  },
];
