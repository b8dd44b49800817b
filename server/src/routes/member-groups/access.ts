/**
 * Who may see and change member groups: administrators with `v2_member.read` (`.write` to
 * change). Lecturers, students and administrators without `v2_member` get 404.
 */
import { roleAccess } from '../../auth/access.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { memberGroups } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { notFound } from '../../http/errors.ts';

/** Reading groups: administrators with `v2_member.read`. */
export const memberGroupReadAccess = roleAccess(['ADMIN'], 'v2_member.read');

/** Changing groups: administrators with `v2_member.write`. */
export const memberGroupWriteAccess = roleAccess(['ADMIN'], 'v2_member.write');

/** A stored group. */
export type MemberGroupRow = typeof memberGroups.$inferSelect;

/** The group of an id (locked for update when asked), or 404. */
export async function openGroup(
  tx: Database | Transaction,
  id: number,
  forUpdate = false,
): Promise<MemberGroupRow> {
  const query = tx.select().from(memberGroups).where(eq(memberGroups.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
