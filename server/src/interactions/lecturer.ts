/** Whose announcement (or interaction course list) it is: the lecturer a request names. */
import { and, eq, sql } from 'drizzle-orm';
import type { Role, Viewer } from '../auth/sessions.ts';
import type { Database, Transaction } from '../db/index.ts';
import { users } from '../db/schema.ts';
import { HttpError, notFound, type Problem } from '../http/errors.ts';

/**
 * Whose announcement it is: a lecturer's own (`lecturer_id` absent or theirs; another's: 404); an
 * administrator must name a user with the lecturer role.
 */
export async function lecturerOf(
  tx: Database | Transaction,
  viewer: Pick<Viewer, 'id'>,
  role: Role,
  named: number | undefined,
): Promise<number | Problem> {
  if (role === 'TEACHER') {
    if (named !== undefined && named !== viewer.id) throw notFound();
    return viewer.id;
  }
  if (named === undefined) return { id: 'announcement.lecturerRequired' };
  const [lecturer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, named), sql`'TEACHER' = any(${users.roles})`));
  return lecturer ? lecturer.id : { id: 'announcement.lecturerUnknown' };
}

/**
 * The lecturer a query names (`?lecturer_id=`), as lecturerOf reads it; naming no lecturer is 404,
 * as a path naming nothing is; naming none as an administrator is 400 at `lecturer_id`.
 */
export async function namedLecturer(
  tx: Database | Transaction,
  viewer: Pick<Viewer, 'id'>,
  role: Role,
  named: number | undefined,
): Promise<number> {
  const lecturer = await lecturerOf(tx, viewer, role, named);
  if (typeof lecturer === 'number') return lecturer;
  if (named !== undefined) throw notFound();
  throw new HttpError(400, { lecturer_id: [lecturer] });
}
