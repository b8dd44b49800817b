/**
 * Whose announcements a viewer sees: a lecturer their own, an administrator every one. Outside
 * that scope an announcement does not exist (404).
 */
import type { ScopeCheck } from '../../http/route.ts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { announcements } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** An announcement row. */
export type AnnouncementRow = typeof announcements.$inferSelect;

/** The announcements a viewer sees, as a condition (none for an administrator). */
export function announcementScope(
  viewer: Pick<Viewer, 'id'> | null,
  role: Role | null,
): SQL | undefined {
  if (!viewer || !role) throw notFound();
  return role === 'ADMIN' ? undefined : eq(announcements.lecturerId, viewer.id);
}

/** Loads an announcement the viewer sees (locked for update when `forUpdate`); 404 otherwise. */
export async function openAnnouncement(
  tx: Database | Transaction,
  viewer: Pick<Viewer, 'id'> | null,
  role: Role | null,
  id: number,
  forUpdate = false,
): Promise<AnnouncementRow> {
  const query = tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), announcementScope(viewer, role)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** An announcement's route checks its scope before a bad body is answered. */
export const announcementInScope: ScopeCheck = ({ tx, viewer, role, params }) =>
  openAnnouncement(tx, viewer, role, Number(params['announcement_id']));
