/**
 * Who may do what to one catalogue item: the owner, a co-lecturer (with the permissions the owner
 * gave them) or an administrator. Outside the viewer's scope an item does not exist (404); a
 * refused operation on an item they may see is a 400 with a message.
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role, Viewer } from '../auth/sessions.ts';
import { teachPermissions, type ItemKind, type TeachPermission } from '../contract/items.ts';
import type { Database, Transaction } from '../db/index.ts';
import { courses, courseTeachs } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';

/** A catalogue item row. */
export type ItemRow = typeof courses.$inferSelect;

/** How the viewer relates to an item and what they may do to it. */
export interface ItemAccess {
  readonly item: ItemRow;
  readonly role: 'owner' | 'co-lecturer' | 'admin';
  readonly permissions: readonly TeachPermission[];
}

/** Items of a kind a viewer may see: a lecturer those they own or co-teach, an admin all. */
export function itemScope(viewer: Viewer | null, role: Role | null, kind: ItemKind) {
  if (!viewer || !role) return sql`false`;
  const ofKind = eq(courses.kind, kind);
  if (role === 'ADMIN') return ofKind;
  // Ids from two indexes (teachs by lecturer, items by owner) instead of an OR over every row.
  const owned = alias(courses, 'owned');
  return and(
    ofKind,
    sql`${courses.id} in (select ${courseTeachs.courseId} from ${courseTeachs} where ${courseTeachs.lecturerId} = ${viewer.id} union all select ${owned.id} from ${courses} as ${owned} where ${owned.lecturerId} = ${viewer.id})`,
  );
}

/**
 * Loads an item the viewer may see, locked for update when `forUpdate` (writes), with the
 * viewer's relation to it; 404 when it is not theirs to see.
 */
export async function findItem(
  tx: Database | Transaction,
  viewer: Pick<Viewer, 'id'> | null,
  role: Role | null,
  kind: ItemKind,
  id: number,
  forUpdate = false,
): Promise<ItemAccess> {
  if (!viewer || !role) throw notFound();
  const query = tx
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.kind, kind)));
  const [item] = forUpdate ? await query.for('update') : await query;
  if (!item) throw notFound();
  if (role === 'ADMIN') return { item, role: 'admin', permissions: teachPermissions };
  if (item.lecturerId === viewer.id) return { item, role: 'owner', permissions: teachPermissions };
  const [teach] = await tx
    .select({ permissions: courseTeachs.permissions })
    .from(courseTeachs)
    .where(and(eq(courseTeachs.courseId, id), eq(courseTeachs.lecturerId, viewer.id)));
  if (!teach) throw notFound();
  return { item, role: 'co-lecturer', permissions: teach.permissions };
}

/** Refuses (400) unless the viewer holds a permission on the item. */
export function requirePermission(access: ItemAccess, permission: TeachPermission): void {
  if (!access.permissions.includes(permission))
    throw badRequest('item.permissionMissing', undefined, { permission });
}

/** Refuses (400) unless the viewer owns the item or is an administrator. */
export function requireOwnerOrAdmin(access: ItemAccess): void {
  if (access.role === 'co-lecturer') throw badRequest('item.ownerOnly');
}
