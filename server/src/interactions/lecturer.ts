/** Whose announcement (or interaction course list) it is: the lecturer a request names. */
import { and, eq, sql } from 'drizzle-orm';
import type { Role, Viewer } from '../auth/sessions.ts';
import type { Database, Transaction } from '../db/index.ts';
import { users } from '../db/schema.ts';
import type { Problem } from '../http/errors.ts';

/**
 * Whose announcement it is: a lecturer's own (`lecturer_id` absent or theirs); an administrator
 * must name a user with the lecturer role.
 */
export async function lecturerOf(
  tx: Database | Transaction,
  viewer: Pick<Viewer, 'id'>,
  role: Role,
  named: number | undefined,
): Promise<number | Problem> {
  if (role === 'TEACHER')
    return named === undefined || named === viewer.id ? viewer.id : { id: 'validation.invalid' };
  if (named === undefined) return { id: 'announcement.lecturerRequired' };
  const [lecturer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, named), sql`'TEACHER' = any(${users.roles})`));
  return lecturer ? lecturer.id : { id: 'announcement.lecturerUnknown' };
}
