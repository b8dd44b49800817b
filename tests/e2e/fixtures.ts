import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
} from '@playwright/test';
import { testOrigins, workerSlot } from '../../playwright.config.ts';
import { DEMO_PASSWORD, type demoAccounts } from '../../server/src/seed/accounts.ts';
import { sharedToken, storageStateFile, tokenInState } from './support/sessions.ts';

/** Demo accounts by short name (the part of the email before @). */
export const demo = {
  admin: 'admin@example.com',
  staff: 'staff@example.com',
  teacher: 'teacher@example.com',
  teacher2: 'teacher2@example.com',
  student: 'student@example.com',
} as const satisfies Record<string, (typeof demoAccounts)[number]['email']>;

/**
 * Retries of an API call whose pooled connection was reset (ECONNRESET is the only error
 * Playwright retries). The API keeps idle connections 65 s, while Playwright's request contexts
 * keep them for ever: a test pausing longer than that between two calls would send its next one
 * on a socket the server closed, which the server never reads.
 */
export const API_RETRIES = 2;

/** Logs a demo account in through the API (a new session) and answers its token. */
export async function logIn(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${testOrigins.api}/v2/auth/login`, {
    form: { email, password: DEMO_PASSWORD },
    maxRetries: API_RETRIES,
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/**
 * Puts a demo account's token in the context's login cookie and answers it: the account's session
 * on this worker's stack, signed in once for every test (tests/e2e/support/global-setup.ts), or a
 * new one with `fresh` (for a test that logs out or revokes it).
 */
export async function signIn(
  context: BrowserContext,
  email: string,
  options: { fresh?: boolean } = {},
): Promise<string> {
  const token = options.fresh ? await logIn(context.request, email) : sharedToken(email);
  await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/' }]);
  return token;
}

/** The Content-Security-Policy refusals the watched contexts reported during the current test. */
const cspViolations: string[] = [];

/**
 * Reports every refusal of the hosts' Content-Security-Policy in a context's pages (the
 * `securitypolicyviolation` event, relayed through the console) to the running test, which fails
 * if there is one.
 */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`[csp] ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  context.on('console', (message) => {
    // A message the page was shipped without, or one missing a value (src/i18n/intl.ts), fails
    // the test the same way.
    if (/^\[(csp|i18n)\] /.test(message.text())) cspViolations.push(message.text());
  });
}

/**
 * Tests that start signed in as the administrator with every permission (the shared session of
 * this worker's stack: `signedIn` is its token), and fail when a page of theirs broke the
 * Content-Security-Policy.
 */
export const test = base.extend<{ signedIn: string; cspClean: null }>({
  // A file Playwright reads when it makes the test's context (after the global setup wrote it).
  storageState: storageStateFile(workerSlot, demo.admin),
  cspClean: [
    async ({ context }, use) => {
      cspViolations.length = 0;
      await watchCsp(context);
      await use(null);
      expect(cspViolations, 'Content-Security-Policy violations and missing messages').toEqual([]);
    },
    { auto: true },
  ],
  signedIn: async ({ storageState }, use) => {
    await use(tokenInState(storageState));
  },
});

export { expect };
export { testOrigins };
