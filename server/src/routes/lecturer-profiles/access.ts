/**
 * Who reaches the lecturers area: administrators with `v2_lecturer` (read to see, write to
 * change). Lecturers and other administrators get 404. Account numbers show in full only to an
 * administrator who may pay them (`v2_remittance.write`).
 */
import { and, arrayContains, eq } from 'drizzle-orm';
import { roleAccess } from '../../auth/access.ts';
import { hasPermission } from '../../auth/access.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** Reading lecturers: admins with `v2_lecturer.read` (the rule the search shares). */
export { lecturerReadAccess } from '../../auth/area-access.ts';

/** Changing lecturers: admins with `v2_lecturer.write`. */
export const lecturerWriteAccess = roleAccess(['ADMIN'], 'v2_lecturer.write');

/** The permission that pays payout accounts, and so sees their numbers in full. */
export const PAYING_PERMISSION = 'v2_remittance.write';

/** Whether a viewer sees account numbers masked. */
export function masksAccounts(viewer: Pick<Viewer, 'permissions'> | null): boolean {
  return !viewer || !hasPermission(viewer.permissions, PAYING_PERMISSION);
}

/** The viewer's id (every route here is signed in). */
export function actorOf(viewer: Viewer | null): number {
  if (!viewer) throw notFound();
  return viewer.id;
}

/** Answers 404 unless `id` is a lecturer (the TEACHER role); `lock` (the user row) for a change. */
export async function requireLecturer(
  tx: Database | Transaction,
  id: number,
  lock = false,
): Promise<void> {
  const query = tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), arrayContains(users.roles, ['TEACHER'])));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound();
}
