/**
 * Packages (`/lecturers/v2/packages`): a lecturer's courses sold together at one price. A
 * lecturer lists and writes their own; an administrator with `v2_coupon` lists and reads every
 * lecturer's but writes none (a package belongs to its lecturer: 404), except closing one with a
 * reason (oversight). Others get 404.
 */
import { and, eq } from 'drizzle-orm';
import { packagesContract } from '../../contract/discounts.ts';
import { discounts, packages } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import {
  discountReadAccess,
  discountWriteAccess,
  lecturerOnly,
  openPackage,
  signedIn,
} from '../../selling/discount-access.ts';
import { discountNotOver } from '../../selling/discount-status.ts';
import { removeStoredFiles } from '../../uploads/targets.ts';
import { checkPackageCourses, storePackageCourses } from './courses.ts';
import { removeCoverRow, setPackageCover } from './cover.ts';
import { oversightAccess, recordOversight } from '../../selling/oversight.ts';
import { listPackages } from './list.ts';
import { serializePackage } from './serialize.ts';

const tag = 'packages';

/** Declared routes of packages. */
export const packagesRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: packagesContract.list,
    summary:
      "Packages: a lecturer's own, an administrator's every lecturer's (`owner` keeps one lecturer's); newest first. `status` keeps one status; `keyword` a literal part of the title.",
    tag,
    access: discountReadAccess,
    readOnly: true,
    handler: ({ tx, env, viewer, role, query }) =>
      listPackages(tx, env, ...signedIn(viewer, role), query),
  }),
  defineRoute({
    operation: packagesContract.create,
    summary:
      "Create a package (lecturers only): a whole TWD price, 2 or more distinct courses or ebooks of the lecturer's own (another's: 404), in order; `list_price` adds up their prices. `cover_upload_id`: a finished cover upload of yours not used elsewhere (400).",
    tag,
    access: discountWriteAccess,
    status: 201,
    handler: async ({ tx, env, viewer, role, body, afterCommit }) => {
      const lecturer = lecturerOnly(viewer, role);
      await checkPackageCourses(tx, lecturer, body.course_ids);
      const now = new Date();
      const [row] = await tx
        .insert(packages)
        .values({
          lecturerId: lecturer.id,
          title: body.title,
          price: body.price,
          status: body.status,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The package was not created');
      await storePackageCourses(tx, row.id, body.course_ids);
      const remove = await setPackageCover(tx, lecturer, row.id, null, body.cover_upload_id);
      afterCommit(() => removeStoredFiles(env, remove));
      return serializePackage(tx, env, { ...row, coverUploadId: body.cover_upload_id });
    },
  }),
  defineRoute({
    operation: packagesContract.get,
    summary: 'One package with its courses.',
    tag,
    access: discountReadAccess,
    readOnly: true,
    handler: async ({ tx, env, viewer, role, params }) =>
      serializePackage(tx, env, await openPackage(tx, viewer, role, params.id)),
  }),
  defineRoute({
    operation: packagesContract.update,
    summary:
      "Change a package (its lecturer only): everything the create takes, by the same rules; a status or cover left out stays as it is. A replaced or removed cover's file is deleted.",
    tag,
    access: discountWriteAccess,
    scope: ({ tx, viewer, role, params }) =>
      openPackage(tx, lecturerOnly(viewer, role), role, Number(params['id'])),
    handler: async ({ tx, env, viewer, role, params, body, afterCommit }) => {
      const lecturer = lecturerOnly(viewer, role);
      const row = await openPackage(tx, lecturer, role, params.id, true);
      await checkPackageCourses(tx, lecturer, body.course_ids);
      await storePackageCourses(tx, row.id, body.course_ids);
      const remove =
        body.cover_upload_id === undefined
          ? []
          : await setPackageCover(tx, lecturer, row.id, row.coverUploadId, body.cover_upload_id);
      afterCommit(() => removeStoredFiles(env, remove));
      const [updated] = await tx
        .update(packages)
        .set({
          title: body.title,
          price: body.price,
          ...(body.status ? { status: body.status } : {}),
          updatedAt: new Date(),
        })
        .where(eq(packages.id, row.id))
        .returning();
      if (!updated) throw new Error('The package was not updated');
      return serializePackage(tx, env, updated);
    },
  }),
  defineRoute({
    operation: packagesContract.remove,
    summary:
      'Delete a package (its lecturer only) with its cover. Refused (400) while a discount on it is scheduled or running: end it first; ended and expired ones go with the package.',
    tag,
    access: discountWriteAccess,
    handler: async ({ tx, env, viewer, role, params, afterCommit }) => {
      const lecturer = lecturerOnly(viewer, role);
      // Locked: a discount created meanwhile locks the package too, so it waits for this.
      const row = await openPackage(tx, lecturer, role, params.id, true);
      const [running] = await tx
        .select({ id: discounts.id })
        .from(discounts)
        .where(and(eq(discounts.packageId, row.id), discountNotOver(new Date())))
        .limit(1);
      if (running) throw badRequest('package.discounted');
      await tx.delete(packages).where(eq(packages.id, row.id));
      const remove = row.coverUploadId ? await removeCoverRow(tx, row.coverUploadId) : [];
      afterCommit(() => removeStoredFiles(env, remove));
      return { deleted: true as const };
    },
  }),
  defineRoute({
    operation: packagesContract.close,
    summary:
      "Oversight: an administrator with `v2_coupon.write` closes (takes off sale) a lecturer's package, with a reason (required, up to 500 characters; 400 at `reason`) that the audit log keeps with who did it. Already closed: 400. Lecturers: 404.",
    tag,
    access: oversightAccess,
    handler: async ({ tx, env, viewer, role, params, body }) => {
      const [who] = signedIn(viewer, role);
      const row = await openPackage(tx, viewer, role, params.id, true);
      if (row.status === 'CLOSED') throw badRequest('package.closed');
      const [updated] = await tx
        .update(packages)
        .set({ status: 'CLOSED', updatedAt: new Date() })
        .where(eq(packages.id, row.id))
        .returning();
      if (!updated) throw new Error('The package was not closed');
      await recordOversight(tx, {
        subject: 'PACKAGE',
        key: row.id,
        ownerId: row.lecturerId,
        before: { status: row.status },
        after: { status: updated.status },
        reason: body.reason,
        actorId: who.id,
      });
      return serializePackage(tx, env, updated);
    },
  }),
];
