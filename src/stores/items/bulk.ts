/**
 * Bulk actions of the catalogue lists on the selected rows: a status change (each item by its own
 * allowed move) and a move to the trash (after a confirmation, with one "undo" that restores them
 * all). Items the server refused are named, with the reason, in one toast; the list frame reloads
 * the page once an action is done.
 */
import type { BulkTrashResponse, ItemKind } from '../../../server/src/contract/items.ts';
import type { BulkStatusTarget, ItemStatus } from '../../../server/src/contract/plain/items.ts';
import { TRASH_DAYS } from '../../../server/src/contract/plain/trash.ts';
import { atom } from 'nanostores';
import { bulkItemStatus, bulkTrashItems } from '../../api/item-bulk.ts';
import type { Translate } from '../../i18n/intl.ts';
import { statusLabel } from '../../lib/item-labels.ts';
import { createAction } from '../action.ts';
import { $t } from '../i18n.ts';
import { showToast } from '../toasts.ts';
import { offerUndo } from '../undo.ts';
import { itemLists } from './list.ts';

/** One bulk action at a time on a list. */
const $bulkBusy = atom(false);

/** A target status as a kind spells it (ebooks and articles in lower case). */
export function bulkSpelling(kind: ItemKind, status: BulkStatusTarget): ItemStatus {
  return kind === 'courses' ? status : (status.toLowerCase() as ItemStatus);
}

/** Says which selected items stayed as they were, and why (one toast; nothing when none). */
function reportRefused(
  t: Translate,
  refused: readonly { readonly title: string; readonly reason: string }[],
): void {
  if (refused.length === 0) return;
  const names = refused
    .map(({ title, reason }) => t('items.bulk.refusal', { title, reason }))
    .join(' ');
  showToast('error', t('items.bulk.refused', { names }));
}

/** Moves the selected items of a kind to a status; says how many moved and names the refused. */
export const itemBulkStatus = createAction(
  async (kind: ItemKind, status: BulkStatusTarget, ids: readonly (string | number)[]) => {
    const answer = await bulkItemStatus(kind, ids.map(Number), bulkSpelling(kind, status));
    reportRefused($t.get(), answer.refused);
    return answer;
  },
  {
    done: (t, answer, kind, status) =>
      answer.moved.length === 0
        ? null
        : t('items.bulk.moved', {
            kind,
            count: answer.moved.length,
            status: t(statusLabel(bulkSpelling(kind, status))),
          }),
    failed: (t) => t('items.bulk.failed'),
    busy: $bulkBusy,
  },
);

/** The trash toast of a bulk deletion, whose "undo" restores every item it moved. */
function offerBulkUndo(t: Translate, kind: ItemKind, answer: BulkTrashResponse): void {
  if (answer.trashed.length === 0) return;
  offerUndo(
    t('items.bulk.trashed', { kind, count: answer.trashed.length }),
    answer.trashed.map((item) => item.trash_id),
    () => itemLists[kind].reload(),
  );
}

/** Moves the selected items of a kind to the trash after asking; one toast undoes it all. */
export const itemBulkTrash = createAction(
  async (kind: ItemKind, ids: readonly (string | number)[]) => {
    const answer = await bulkTrashItems(kind, ids.map(Number));
    const t = $t.get();
    offerBulkUndo(t, kind, answer);
    reportRefused(t, answer.refused);
    return answer;
  },
  {
    confirm: (t, kind, ids) => ({
      title: t('items.bulk.trashTitle', { kind }),
      message: t('items.bulk.trashMessage', { count: ids.length, days: TRASH_DAYS }),
      confirmLabel: t('items.bulk.trashConfirm'),
      cancelLabel: t('items.bulk.cancel'),
      danger: true,
    }),
    failed: (t) => t('items.bulk.failed'),
    busy: $bulkBusy,
  },
);
