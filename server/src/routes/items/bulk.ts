/**
 * The list's bulk actions on catalogue items (`POST /lecturers/v2/{kind}/bulk/status|trash`): every
 * selected id must be an item of the kind the viewer may see (else 404 and nothing changes); each
 * item then takes the action on its own terms, in the request's one transaction. An item the
 * single-item rule refuses (a move not allowed now, an online or sold item, a co-lecturer's item)
 * stays as it was and is answered by title with the reason; the others are changed.
 */
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { ItemKind } from '../../contract/items.ts';
import { bulkStatusTargets } from '../../contract/plain/items.ts';
import type { Transaction } from '../../db/index.ts';
import { badRequest, HttpError, type Problem } from '../../http/errors.ts';
import { message, type ApiLocale } from '../../i18n/messages.ts';
import { requireOwnerOrAdmin, type ItemAccess } from '../../items/access.ts';
import { openItem } from '../../items/routing.ts';
import { apiStatus, storedStatus } from '../../items/status-machine.ts';
import { viewerId } from '../../trash/entries.ts';
import { deleteItem } from './remove.ts';
import { moveStatus } from './status.ts';

/** An item a bulk action left as it was. */
interface Refusal {
  readonly id: number;
  readonly title: string;
  readonly reason: string;
}

/** The first problem of a refusal (400), in the request's language. */
function refusalText(locale: ApiLocale, error: HttpError): string {
  const problems = error.problems;
  const first: Problem | undefined =
    'id' in problems && typeof problems.id === 'string'
      ? (problems as Problem)
      : Object.values(problems as Record<string, readonly Problem[]>)[0]?.[0];
  return first ? message(locale, first.id, first.values) : '';
}

/**
 * Opens every selected item (locked, in id order so two bulk actions never wait on each other);
 * one id outside the viewer's scope answers 404 before anything changes.
 */
async function openAll(
  tx: Transaction,
  viewer: Viewer | null,
  role: Role | null,
  kind: ItemKind,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, ItemAccess>> {
  const opened = new Map<number, ItemAccess>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b))
    opened.set(id, await openItem(tx, viewer, role, kind, id, now, true));
  return opened;
}

/** Runs `act` on each item in the order selected; a refusal (400) is kept with its reason. */
async function eachItem<T>(
  locale: ApiLocale,
  opened: Map<number, ItemAccess>,
  ids: readonly number[],
  act: (access: ItemAccess) => Promise<T>,
): Promise<{ done: T[]; refused: Refusal[] }> {
  const done: T[] = [];
  const refused: Refusal[] = [];
  for (const id of new Set(ids)) {
    const access = opened.get(id);
    if (!access) continue;
    try {
      done.push(await act(access));
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 400) throw error;
      refused.push({ id, title: access.item.title, reason: refusalText(locale, error) });
    }
  }
  return { done, refused };
}

/** What a bulk action receives. */
interface BulkContext {
  readonly tx: Transaction;
  readonly viewer: Viewer | null;
  readonly role: Role | null;
  readonly locale: ApiLocale;
  readonly kind: ItemKind;
  readonly ids: readonly number[];
}

/**
 * Moves each selected item to `status` where the status machine lets the viewer make that move
 * now (the status screen's rule); the others are refused with the machine's reason.
 */
export async function bulkMoveStatus(context: BulkContext, status: string) {
  const { tx, viewer, role, locale, kind, ids } = context;
  const to = storedStatus(kind, status);
  if (to === null || !(bulkStatusTargets as readonly string[]).includes(to))
    throw badRequest('validation.invalid', 'status');
  const now = new Date();
  const opened = await openAll(tx, viewer, role, kind, ids, now);
  const { done, refused } = await eachItem(locale, opened, ids, async (access) => {
    // Already there: nothing to do, and nothing to refuse.
    if (access.item.status === to) return access.item;
    return moveStatus(tx, access, to, {}, now);
  });
  return {
    moved: done.map((item) => ({
      id: item.id,
      title: item.title,
      status: apiStatus(kind, item.status),
    })),
    refused,
  };
}

/**
 * Moves each selected item the viewer may delete (owner or admin; not online, never sold) to the
 * trash, one entry per item; the others are refused with the reason.
 */
export async function bulkTrash(context: BulkContext) {
  const { tx, viewer, role, locale, kind, ids } = context;
  const deletedBy = viewerId(viewer);
  const opened = await openAll(tx, viewer, role, kind, ids, new Date());
  const { done, refused } = await eachItem(locale, opened, ids, async (access) => {
    requireOwnerOrAdmin(access);
    const trashId = await deleteItem(tx, access.item, deletedBy);
    return { id: access.item.id, title: access.item.title, trash_id: trashId };
  });
  return { trashed: done, refused };
}
