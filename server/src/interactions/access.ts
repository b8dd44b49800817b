/**
 * Who may see and answer interactions. A lecturer sees the posts of every item they own or
 * co-teach, and answers (replies, solves, publishes, hides) where they own the item or hold the
 * `interactions` permission; an administrator with `v2_interaction` sees and answers all. Outside
 * the viewer's scope a post or an announcement does not exist (404); a co-lecturer without the
 * permission gets a 400 naming it.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { roleAccess } from '../auth/access.ts';
import type { Role, Viewer } from '../auth/sessions.ts';
import type { ThreadType } from '../contract/plain/interactions.ts';
import type { Database, Transaction } from '../db/index.ts';
import { courses, courseTeachs, interactions } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { findItem, requirePermission, type ItemAccess } from '../items/access.ts';

/** Reading interactions: lecturers (their own scope) and admins with the interaction area. */
export const interactionReadAccess = roleAccess(['ADMIN', 'TEACHER'], 'v2_interaction.read');

/** Answering interactions and writing announcements. */
export const interactionWriteAccess = roleAccess(['ADMIN', 'TEACHER'], 'v2_interaction.write');

/**
 * The ids of the items whose interactions the viewer sees, as a subquery for
 * `column in (...)`; null for an administrator (every item).
 */
export function visibleCourseIds(viewer: Pick<Viewer, 'id'>, role: Role): SQL | null {
  if (role === 'ADMIN') return null;
  return sql`(select ${courseTeachs.courseId} from ${courseTeachs} where ${courseTeachs.lecturerId} = ${viewer.id} union select ${courses.id} from ${courses} where ${courses.lecturerId} = ${viewer.id})`;
}

/**
 * The ids of the items where the viewer may answer students (owner, or co-lecturer with the
 * `interactions` permission), as a subquery; null for an administrator.
 */
export function answerableCourseIds(viewer: Pick<Viewer, 'id'>, role: Role): SQL | null {
  if (role === 'ADMIN') return null;
  return sql`(select ${courseTeachs.courseId} from ${courseTeachs} where ${courseTeachs.lecturerId} = ${viewer.id} and 'interactions' = any(${courseTeachs.permissions}) union select ${courses.id} from ${courses} where ${courses.lecturerId} = ${viewer.id})`;
}

/** Whether the viewer may answer students in an item they see. */
export function canAnswer(access: ItemAccess): boolean {
  return access.permissions.includes('interactions');
}

/** Refuses (400, naming the permission) unless the viewer may answer students in the item. */
export function requireAnswer(access: ItemAccess): void {
  requirePermission(access, 'interactions');
}

/** A post row. */
export type InteractionRow = typeof interactions.$inferSelect;

/** A post the viewer may see, with their relation to its item. */
export interface ThreadAccess {
  readonly post: InteractionRow;
  readonly access: ItemAccess;
}

/**
 * Loads a post of a type the viewer may see, locked for update when `forUpdate`, with the
 * viewer's relation to its item; 404 when it is not theirs to see.
 */
export async function openThread(
  tx: Database | Transaction,
  viewer: Pick<Viewer, 'id'> | null,
  role: Role | null,
  type: ThreadType,
  id: number,
  forUpdate = false,
): Promise<ThreadAccess> {
  if (!viewer || !role) throw notFound();
  const query = tx
    .select()
    .from(interactions)
    .where(and(eq(interactions.id, id), eq(interactions.type, type)));
  const [post] = forUpdate ? await query.for('update') : await query;
  if (!post) throw notFound();
  const [item] = await tx
    .select({ kind: courses.kind })
    .from(courses)
    .where(eq(courses.id, post.courseId));
  if (!item) throw notFound();
  return { post, access: await findItem(tx, viewer, role, item.kind, post.courseId) };
}

/** Posts of the viewer's scope (every post for an admin). */
export function scopeOf(viewer: Pick<Viewer, 'id'>, role: Role): SQL | undefined {
  const ids = visibleCourseIds(viewer, role);
  return ids ? sql`${interactions.courseId} in ${ids}` : undefined;
}
