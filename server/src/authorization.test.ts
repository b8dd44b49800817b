/**
 * The authorization matrix: every endpoint of the contract, for every demo account (and no token),
 * on its own objects and on another user's, answers the expected status. Each resource keeps its
 * rows in `routes/<resource>/authorization.cases.ts` (collected by routes/cases.ts). An endpoint
 * without a row fails the test, so new endpoints cannot skip it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { authorizationCases } from './routes/cases.ts';
import { DEMO_PASSWORD } from './seed/accounts.ts';
import { accounts, everyone, type Matrix, type Row, type Who } from './testing/authorization.ts';
import { createTestApi } from './testing/harness.ts';

// The rows are built with the API, so it starts while the file is collected.
const api = await createTestApi();
afterAll(() => api.close());
const tokens = new Map<Who, string | null>([['anonymous', null]]);
for (const [who, email] of Object.entries(accounts))
  tokens.set(who as Who, await api.tokenOf(email));
const matrix: Matrix = { api, token: (who) => tokens.get(who) ?? null };

const rows: Row[] = [];
for (const cases of authorizationCases) rows.push(...(await cases(matrix)));

/** A fresh token for a caller (for calls that end the session). */
async function freshToken(who: Who): Promise<string | null> {
  if (who === 'anonymous') return null;
  const response = await api.request('POST', '/v2/auth/login', {
    body: { email: accounts[who], password: DEMO_PASSWORD },
  });
  return (response.body as { token: string }).token;
}

describe('authorization matrix', () => {
  it('has a row for every endpoint of the contract', async () => {
    const document = (await api.request('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(rows.map((row) => row.endpoint));
    expect(endpoints.filter((endpoint) => !covered.has(endpoint))).toEqual([]);
  });

  for (const row of rows) {
    it(row.endpoint, async () => {
      const [method = 'GET'] = row.endpoint.split(' ');
      // Each caller gets the request built for them (some create their own objects first).
      const actual: Partial<Record<Who, number>> = {};
      for (const who of everyone) {
        const token =
          row.endpoint === 'POST /v2/auth/logout' ? await freshToken(who) : matrix.token(who);
        const { path, options } = await row.call(who, token);
        actual[who] = (await api.request(method, path, { ...options, token })).status;
      }
      expect(actual).toEqual(row.expect);
    });
  }
});
