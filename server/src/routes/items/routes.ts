/**
 * The core routes of catalogue items, declared once and generated for each kind (courses, ebooks,
 * articles share the `courses` table): the list, create, read, update, delete, cover and the
 * status machine's moves, all under `/lecturers/v2/{kind}`.
 */
import { type ItemKind, itemKinds, itemsContract, teachPermissions } from '../../contract/items.ts';
import { badRequest, invalidToken } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { itemScope, requireOwnerOrAdmin } from '../../items/access.ts';
import { itemDetail } from '../../items/detail.ts';
import { itemReadAccess, itemWriteAccess, openItem, openItemFor } from '../../items/routing.ts';
import { storedStatus } from '../../items/status-machine.ts';
import { removeStoredFiles } from '../../uploads/targets.ts';
import { bulkMoveStatus, bulkTrash } from './bulk.ts';
import { setCover } from './cover.ts';
import { createItem } from './create.ts';
import { listItems } from './list.ts';
import { deleteItem } from './remove.ts';
import { viewerId } from '../../trash/entries.ts';
import { moveStatus } from './status.ts';
import { updateItem } from './update.ts';
import { roleAccess } from '../../auth/access.ts';

/** The singular noun of a kind, for summaries. */
const nouns: Readonly<Record<ItemKind, string>> = {
  courses: 'course',
  ebooks: 'ebook',
  articles: 'article',
};

/** The core routes of one kind of item. */
export function itemRoutes(kind: ItemKind): RouteSpec[] {
  const noun = nouns[kind];
  const statuses = kind === 'courses' ? 'upper-case statuses' : 'lower-case card types';
  return [
    defineRoute({
      operation: itemsContract.list,
      kind,
      summary: `List ${kind}: a lecturer those they own or co-teach, an admin all (with the lecturer). Filters: category, keyword (title or subtitle, literal, case-insensitive), status (${statuses})${kind === 'courses' ? ', type (COURSE or SINGLE)' : ''}; order; page and per_page.`,
      tag: kind,
      readOnly: true,
      access: itemReadAccess,
      handler: ({ tx, env, viewer, role, query }) =>
        listItems(tx, env, kind, itemScope(viewer, role, kind), query),
    }),
    defineRoute({
      operation: itemsContract.create,
      kind,
      summary: `Create a ${noun} (a draft owned by the lecturer, with their 100 % share) from its basic information${kind === 'courses' ? ' and its type (COURSE by default, or SINGLE)' : ''}.`,
      tag: kind,
      access: roleAccess(['TEACHER']),
      status: 201,
      handler: async ({ tx, env, viewer, body }) => {
        if (!viewer) throw invalidToken();
        const now = new Date();
        const item = await createItem(tx, viewer, kind, body, now);
        return itemDetail(tx, env, { item, role: 'owner', permissions: teachPermissions }, now);
      },
    }),
    defineRoute({
      operation: itemsContract.get,
      kind,
      summary: `A ${noun} with everything its screens show, the viewer's role and permissions and the status moves offered to them.`,
      tag: kind,
      access: itemReadAccess,
      handler: async ({ tx, env, viewer, role, params }) => {
        const now = new Date();
        const access = await openItem(tx, viewer, role, kind, params.id, now);
        return itemDetail(tx, env, access, now);
      },
    }),
    defineRoute({
      operation: itemsContract.update,
      kind,
      summary: `Change any fields of a ${noun}. Each field needs its screen's permission (infos: basic, introduction, material, student; messages: letter; settings: privacy, interactions, fundraising threshold); platform_share is for administrators. A field this kind does not have is refused. The introduction is sanitised.`,
      tag: kind,
      access: itemWriteAccess,
      handler: async ({ tx, env, viewer, role, params, body }) => {
        const now = new Date();
        const access = await openItem(tx, viewer, role, kind, params.id, now, true);
        const item = await updateItem(tx, access, body, now);
        return itemDetail(tx, env, { ...access, item }, now);
      },
    }),
    defineRoute({
      operation: itemsContract.remove,
      kind,
      summary: `Move a ${noun} with its chapters, lectures and files to the trash (the owner or an admin; restorable for 30 days, \`trash_id\` undoes it). Refused while published, scheduled, in presale or in preparation, and once it has sold or has students (take it offline instead).`,
      tag: kind,
      access: itemWriteAccess,
      handler: async ({ tx, viewer, role, params }) => {
        const access = await openItem(tx, viewer, role, kind, params.id, new Date(), true);
        requireOwnerOrAdmin(access);
        const trashId = await deleteItem(tx, access.item, viewerId(viewer));
        return { deleted: true as const, trash_id: trashId };
      },
    }),
    defineRoute({
      operation: itemsContract.cover,
      kind,
      summary: `Set the cover of a ${noun} to a finished cover upload of yours (POST /v2/files, purpose cover), or remove it with ''. The replaced cover file is deleted.`,
      tag: kind,
      access: itemWriteAccess,
      handler: async ({ tx, env, viewer, role, params, body, afterCommit }) => {
        if (!viewer) throw invalidToken();
        const now = new Date();
        const access = await openItemFor(tx, viewer, role, kind, params.id, 'infos', now);
        const { item, remove } = await setCover(tx, viewer, access.item, body.upload_id, now);
        afterCommit(() => removeStoredFiles(env, remove));
        return itemDetail(tx, env, { ...access, item }, now);
      },
    }),
    defineRoute({
      operation: itemsContract.review,
      kind,
      summary: `Submit a ${noun} for review (its owner; from draft, with an introduction${kind === 'courses' ? ' and a category' : ''}). Clears the last rejection note.`,
      tag: kind,
      access: itemWriteAccess,
      handler: async ({ tx, env, viewer, role, params }) => {
        const now = new Date();
        const access = await openItem(tx, viewer, role, kind, params.id, now, true);
        const item = await moveStatus(tx, access, 'REVIEW', {}, now);
        return itemDetail(tx, env, { ...access, item }, now);
      },
    }),
    defineRoute({
      operation: itemsContract.status,
      kind,
      summary: `Move a ${noun} along the status machine (docs/status-machine.md; ${statuses}). A move this viewer may not make now is refused at status with the reason; SCHEDULING needs a future scheduled_at, an admin sending a review back to draft a reason.`,
      tag: kind,
      access: itemWriteAccess,
      handler: async ({ tx, env, viewer, role, params, body }) => {
        const to = storedStatus(kind, body.status);
        if (to === null) throw badRequest('validation.invalid', 'status');
        const now = new Date();
        const access = await openItem(tx, viewer, role, kind, params.id, now, true);
        const item = await moveStatus(tx, access, to, body, now);
        return itemDetail(tx, env, { ...access, item }, now);
      },
    }),
    defineRoute({
      operation: itemsContract.bulkStatus,
      kind,
      summary: `Move the selected ${kind} to one status (${statuses}: review, publish, offline or draft), each by the move the status machine allows this viewer now, in one transaction. An id that is not a ${noun} the viewer may see answers 404 and nothing changes; an item whose move is refused (not allowed now, not the owner's to make, or needing a date or reason: use PUT .../status) stays and is answered in \`refused\` with its title and the reason. Items already in that status count as moved.`,
      tag: kind,
      access: itemWriteAccess,
      handler: ({ tx, viewer, role, locale, body }) =>
        bulkMoveStatus({ tx, viewer, role, locale, kind, ids: body.ids }, body.status),
    }),
    defineRoute({
      operation: itemsContract.bulkTrash,
      kind,
      summary: `Move the selected ${kind} to the trash in one transaction, one entry each (\`trash_id\` restores one). An id that is not a ${noun} the viewer may see answers 404 and nothing changes; an item that may not be deleted (online, sold, or not the viewer's own) stays and is answered in \`refused\` with its title and the reason.`,
      tag: kind,
      access: itemWriteAccess,
      handler: ({ tx, viewer, role, locale, body }) =>
        bulkTrash({ tx, viewer, role, locale, kind, ids: body.ids }),
    }),
  ];
}

/** The core routes of every kind. */
export const itemsRoutes: readonly RouteSpec[] = itemKinds.flatMap(itemRoutes);
