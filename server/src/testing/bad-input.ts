/**
 * The bad-input sweep's parts (server/src/bad-input.test.ts): the cases each resource keeps in
 * `routes/<resource>/bad-input.cases.ts` (collected by `routes/cases.ts`) and the check they share.
 */
import { expect } from 'vitest';
import { MAX_INTEGER } from '../contract/plain/operation.ts';
import type { RouteSpec } from '../http/route.ts';
import { fingerprint } from './fingerprint.ts';
import type { TestApi } from './harness.ts';

/** A string past every length limit. */
export const huge = 'x'.repeat(100_000);

/** A whole number past the integer columns' maximum. */
export const pastInteger = String(MAX_INTEGER + 1);

/** A request a resource refuses: where it goes, its body, the answer expected. */
export interface Refused {
  /** Names the request in a failure (default: method, path and body). */
  readonly label?: string;
  readonly method: string;
  readonly path: string;
  readonly body: Record<string, unknown> | string;
  /** The statuses the answer may have. */
  readonly statuses: readonly number[];
  /** The field the answer's message names (none: a message is enough). */
  readonly field?: string | null;
  /** The field may be named by an element (`member_ids.0` for `member_ids`). */
  readonly orElement?: boolean;
}

/**
 * Sends each request as `caller` (null: no token; in English; as JSON when `json`) and checks its
 * answer: one of its statuses, a message, naming its field; and that none of them wrote anything.
 */
export async function expectRefused(
  api: TestApi,
  options: { readonly caller: string | null; readonly json?: boolean },
  requests: readonly Refused[],
): Promise<void> {
  const token = options.caller ? await api.tokenOf(options.caller) : null;
  const before = await fingerprint(api.db);
  for (const { label, method, path, body, statuses, field, orElement } of requests) {
    const response = await api.request(method, path, {
      token,
      body,
      locale: 'en',
      ...(options.json ? { json: true } : {}),
    });
    const name = label ?? `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`;
    expect(
      statuses,
      `${name}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
    ).toContain(response.status);
    expect(response.body, name).toHaveProperty('message');
    if (field && orElement)
      expect(Object.keys((response.body as { message: object }).message), name).toContainEqual(
        expect.stringMatching(new RegExp(`^${field}(\\.|$)`)),
      );
    else if (field) expect(response.body, name).toHaveProperty(['message', field]);
  }
  expect(await fingerprint(api.db)).toEqual(before);
}

/** A resource's bad-input cases beyond the sweep of every write endpoint. */
export interface BadInputCases {
  /**
   * Writes that belong to lecturers (an administrator, the sweep's caller, gets 404 before the
   * body is looked at further), swept again as a lecturer; `writes` is how many there are.
   */
  readonly sweptAsLecturer?: {
    readonly name: string;
    readonly routes: readonly RouteSpec[];
    readonly writes: number;
  };
  /** Tests of requests of the right shape that the resource refuses, under one title. */
  readonly refusals?: {
    readonly title: string;
    readonly tests: Readonly<Record<string, (api: TestApi) => Promise<void>>>;
  };
}
