/**
 * The trash of each host: what the viewer deleted or owns (a lecturer), or what the areas they
 * hold keys for deleted (an administrator), for 30 days; restoring one entry puts it back.
 */
import { roleAccess } from '../../auth/access.ts';
import { trashContract } from '../../contract/trash.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { restoreEntry, trashListing } from '../../trash/entries.ts';
import { notFound } from '../../http/errors.ts';

const tag = 'trash';

/** The trash of a host: the lecturer's, or the administrator's (any area key; scope per entry). */
const hosts = [
  { list: trashContract.lecturerList, restore: trashContract.lecturerRestore, role: 'TEACHER' },
  { list: trashContract.adminList, restore: trashContract.adminRestore, role: 'ADMIN' },
] as const;

/** Declared routes of the trash. */
export const trashRoutes: readonly RouteSpec[] = hosts.flatMap(({ list, restore, role }) => [
  defineRoute({
    operation: list,
    summary:
      'What can be restored, newest deletion first: a lecturer sees what they own or deleted, an administrator what belongs to the areas they may write (courses, coupons, interactions). Entries go after 30 days.',
    tag,
    access: roleAccess([role]),
    readOnly: true,
    handler: async ({ tx, viewer, query }) => {
      if (!viewer) throw notFound();
      const ask = { page: query.page, per_page: query.per_page };
      const { rows, total } = await readPage(
        tx,
        trashListing(tx, viewer, role, query.kind, new Date()),
        ask,
      );
      return pagedList(
        rows.map(({ entry, ownerName, deleterName }) => ({
          id: entry.id,
          kind: entry.kind,
          subject_id: entry.subjectId,
          title: entry.title,
          item_id: entry.itemId,
          owner: entry.ownerId === null ? null : { id: entry.ownerId, name: ownerName ?? '' },
          deleted_by:
            entry.deletedBy === null ? null : { id: entry.deletedBy, name: deleterName ?? '' },
          deleted_at: entry.deletedAt.toISOString(),
          expires_at: entry.expiresAt.toISOString(),
        })),
        total,
        ask,
      );
    },
  }),
  defineRoute({
    operation: restore,
    summary:
      "Put a deleted thing back with its id and everything that went with it. Outside the viewer's scope or past its 30 days: 404. Its parent deleted too (a lecture of a deleted chapter) or its unique value taken again (a coupon code): 400, nothing changes.",
    tag,
    access: roleAccess([role]),
    handler: async ({ tx, viewer, params }) => {
      if (!viewer) throw notFound();
      const entry = await restoreEntry(tx, viewer, role, params.trash_id, new Date());
      return { kind: entry.kind, subject_id: entry.subjectId, item_id: entry.itemId };
    },
  }),
]);
