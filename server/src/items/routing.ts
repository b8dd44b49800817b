/**
 * Declaring the routes of an item feature once for every kind that has it (contract
 * `itemFeatures`), with the access rules of item routes and the item as it is now.
 */
import { roleAccess } from '../auth/access.ts';
import type { Role, Viewer } from '../auth/sessions.ts';
import type { ItemDetail, ItemKind, TeachPermission } from '../contract/items.ts';
import type { Transaction } from '../db/index.ts';
import type { courses } from '../db/schema.ts';
import type { HandlerContext, RouteSpec } from '../http/route.ts';
import { findItem, requirePermission, type ItemAccess } from './access.ts';
import { itemDetail } from './detail.ts';
import { applyDueMove } from './due.ts';
import { writeItem } from './write.ts';

export { kindsWith } from '../contract/items.ts';

/** Reading an item: lecturers (their own scope) and admins with the course area. */
export const itemReadAccess = roleAccess(['ADMIN', 'TEACHER'], 'v2_course.read');

/** Writing an item: lecturers (their own scope) and admins who may write courses. */
export const itemWriteAccess = roleAccess(['ADMIN', 'TEACHER'], 'v2_course.write');

/**
 * Loads an item the viewer may see (404 otherwise), locked when `forUpdate`, after the clock's due
 * move (a status whose time has passed is never read).
 */
export async function openItem(
  tx: Transaction,
  viewer: Viewer | null,
  role: Role | null,
  kind: ItemKind,
  id: number,
  now: Date,
  forUpdate = false,
): Promise<ItemAccess> {
  const access = await findItem(tx, viewer, role, kind, id, forUpdate);
  return { ...access, item: await applyDueMove(tx, access.item, now) };
}

/** Opens an item for a change that needs `permission`: locked, as it is at `now`. */
export async function openItemFor(
  tx: Transaction,
  viewer: Viewer | null,
  role: Role | null,
  kind: ItemKind,
  id: number,
  permission: TeachPermission,
  now = new Date(),
): Promise<ItemAccess> {
  const access = await openItem(tx, viewer, role, kind, id, now, true);
  requirePermission(access, permission);
  return access;
}

/**
 * A route of one item (per kind, `{id}` in its path, with a body) checks the item's scope before
 * a bad body is answered: a caller who may not see the item gets 404 whatever the body.
 */
export function withItemScope(route: RouteSpec): RouteSpec {
  const { kind } = route;
  if (!kind || !route.body || route.scope || !route.path.includes('{id}')) return route;
  return {
    ...route,
    scope: ({ tx, viewer, role, params }) => findItem(tx, viewer, role, kind, Number(params.id)),
  };
}

/** Fields of an item to write; null: nothing changes. */
type ItemChanges = Partial<typeof courses.$inferInsert> | null;

/** What a handler of an item route receives: the item's id in the path and a body. */
type ItemContext<B> = HandlerContext<{ readonly id: number }, unknown, B>;

/**
 * The handler of an item write that needs `permission`: opens the item (locked, as it is now), asks
 * `change` for the fields to write (null: nothing changes), writes them with `updatedAt` and
 * answers the item's detail.
 */
export function itemChange<B>(
  kind: ItemKind,
  permission: TeachPermission,
  change: (context: ItemContext<B>, access: ItemAccess) => ItemChanges | Promise<ItemChanges>,
) {
  return async (context: ItemContext<B>): Promise<ItemDetail> => {
    const { tx, env, viewer, role, params } = context;
    const now = new Date();
    const access = await openItemFor(tx, viewer, role, kind, params.id, permission, now);
    const changes = await change(context, access);
    if (!changes) return itemDetail(tx, env, access, now);
    const item = await writeItem(tx, access.item, { ...changes, updatedAt: now });
    return itemDetail(tx, env, { ...access, item }, now);
  };
}
