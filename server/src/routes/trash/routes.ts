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

/** Lecturers and administrators (any key: the scope is per entry). */
const access = roleAccess(['ADMIN', 'TEACHER']);

/** Declared routes of the trash. */
export const trashRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: trashContract.list,
    summary:
      'What can be restored, newest deletion first: a lecturer sees what they own or deleted, an administrator what belongs to the areas they may write (courses, coupons, interactions). Entries go after 30 days.',
    tag,
    access,
    readOnly: true,
    handler: async ({ tx, viewer, role, query }) => {
      if (!viewer || !role) throw notFound();
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
    operation: trashContract.restore,
    summary:
      "Put a deleted thing back with its id and everything that went with it. Outside the viewer's scope or past its 30 days: 404. Its parent deleted too (a lecture of a deleted chapter) or its unique value taken again (a coupon code): 400, nothing changes.",
    tag,
    access,
    handler: async ({ tx, viewer, role, params }) => {
      if (!viewer || !role) throw notFound();
      const entry = await restoreEntry(tx, viewer, role, params.trash_id, new Date());
      return { kind: entry.kind, subject_id: entry.subjectId, item_id: entry.itemId };
    },
  }),
];
