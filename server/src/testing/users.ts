/** Users of their own for API tests, and requests sent as a user by e-mail. */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.ts';
import { users } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import type { RequestOptions, TestApi, TestResponse } from './harness.ts';

let passwordHash: Promise<string> | null = null;

/** A new user (a lecturer when `teacher`); answers their id and email. */
export async function createUser(
  api: TestApi,
  name: string,
  teacher: boolean,
): Promise<{ id: number; email: string }> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const email = `${teacher ? 'lecturer' : 'student'}-${randomBytes(4).toString('hex')}@example.test`;
  const [row] = await api.db
    .insert(users)
    .values({ email, name, roles: teacher ? ['TEACHER'] : [], passwordHash: await passwordHash })
    .returning({ id: users.id });
  if (!row) throw new Error('No user');
  return { id: row.id, email };
}

/** Sends a request as a user (by email), in English unless told otherwise. */
export async function sendAsUser(
  api: TestApi,
  method: string,
  path: string,
  email: string,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<TestResponse> {
  return api.request(method, path, { locale: 'en', ...options, token: await api.tokenOf(email) });
}

/** A test file's own lecturer (no demo data) and another one, by their names. */
export async function twoLecturers(api: TestApi, name: string, otherName: string) {
  return {
    lecturer: await createUser(api, name, true),
    other: await createUser(api, otherName, true),
  };
}
