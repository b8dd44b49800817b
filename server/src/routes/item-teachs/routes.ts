/**
 * The lecturers of an item (lecturers/profit, permissions/lecturer): anyone who may see the item
 * reads them; the owner or an administrator adds a co-lecturer or replaces the whole list. Those
 * the new list leaves without access (removed, or without `chapters`) lose their unfinished video
 * uploads to the item's lectures with it.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { itemTeachsContract, teachPermissions } from '../../contract/items.ts';
import { courseTeachs } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { requireOwnerOrAdmin } from '../../items/access.ts';
import { itemReadAccess, itemWriteAccess, kindsWith, openItem } from '../../items/routing.ts';
import { endUploadsWithoutAccess, removeStoredFiles } from '../../uploads/targets.ts';
import { checkTeachs, lecturerIds, MAX_TEACHS, readTeachs, teaches } from './teachs.ts';

/** Permissions in the contract's order, each once. */
function canonical(permissions: readonly string[]) {
  return teachPermissions.filter((permission) => permissions.includes(permission));
}

const teachsRoutes = kindsWith('teachs').flatMap((kind) => [
  defineRoute({
    operation: itemTeachsContract.list,
    kind,
    summary:
      'The lecturers of this item with their profit shares and permissions, the owner first.',
    tag: kind,
    access: itemReadAccess,
    handler: async ({ tx, viewer, role, params }) => {
      const access = await openItem(tx, viewer, role, kind, params.id, new Date());
      return readTeachs(tx, access.item);
    },
  }),
  defineRoute({
    operation: itemTeachsContract.add,
    kind,
    summary:
      'Add a co-lecturer (a user with the lecturer role, not yet teaching this item) with share 0 and no permissions. Owner or admin.',
    tag: kind,
    access: itemWriteAccess,
    status: 201,
    handler: async ({ tx, viewer, role, params, body }) => {
      const access = await openItem(tx, viewer, role, kind, params.id, new Date(), true);
      requireOwnerOrAdmin(access);
      const { item } = access;
      const lecturerId = body.lecturer_id;
      if (await teaches(tx, item, lecturerId)) throw badRequest('item.teachAlready', 'lecturer_id');
      if (!(await lecturerIds(tx, [lecturerId])).has(lecturerId))
        throw badRequest('item.teachNotLecturer', 'lecturer_id');
      const current = await readTeachs(tx, item);
      if (current.data.length >= MAX_TEACHS)
        throw badRequest('item.teachLimit', 'lecturer_id', { max: MAX_TEACHS });
      const [owner] = current.data;
      await tx
        .insert(courseTeachs)
        .values([
          // The owner's row, when the item has none yet, with the share they hold now.
          {
            courseId: item.id,
            lecturerId: item.lecturerId,
            share: owner?.share ?? 100,
            permissions: [...teachPermissions],
          },
          { courseId: item.id, lecturerId, share: 0, permissions: [] },
        ])
        .onConflictDoNothing();
      return readTeachs(tx, item);
    },
  }),
  defineRoute({
    operation: itemTeachsContract.save,
    kind,
    summary:
      'Replace the lecturers: the owner stays, each lecturer once and with the lecturer role, shares add up to 100; the owner always holds every permission. A lecturer left out loses access, and a lecturer left out or left without the chapters permission loses their unfinished video uploads to its lectures. Owner or admin.',
    tag: kind,
    access: itemWriteAccess,
    handler: async ({ tx, env, viewer, role, params, body, afterCommit }) => {
      const access = await openItem(tx, viewer, role, kind, params.id, new Date(), true);
      requireOwnerOrAdmin(access);
      const { item } = access;
      await checkTeachs(tx, item, body.teachs);
      const ids = body.teachs.map((teach) => teach.lecturer_id);
      await tx
        .delete(courseTeachs)
        .where(and(eq(courseTeachs.courseId, item.id), notInArray(courseTeachs.lecturerId, ids)));
      // Lecturers who stay keep the time they were added (the order of the list).
      await tx
        .insert(courseTeachs)
        .values(
          body.teachs.map((teach) => ({
            courseId: item.id,
            lecturerId: teach.lecturer_id,
            share: teach.share,
            permissions:
              teach.lecturer_id === item.lecturerId
                ? [...teachPermissions]
                : canonical(teach.permissions),
          })),
        )
        .onConflictDoUpdate({
          target: [courseTeachs.courseId, courseTeachs.lecturerId],
          set: { share: sql`excluded.share`, permissions: sql`excluded.permissions` },
        });
      // Their rows go with the access; their files once that has committed.
      const ended = await endUploadsWithoutAccess(tx, item.id);
      afterCommit(() => removeStoredFiles(env, ended));
      return readTeachs(tx, item);
    },
  }),
]);

/** Declared routes of an item's lecturers. */
export const itemTeachsRoutes: readonly RouteSpec[] = teachsRoutes;
