/**
 * The status screen (every kind): the moves of the status machine the server offers this viewer
 * now. Submitting for review has its own call; the others move with an optional date (scheduling)
 * or reason (rejecting). Moves that take the item off the marketplace ask first.
 */
import type {
  ItemDetail,
  ItemStatus,
  MoveReason,
  StatusMove,
} from '../../../server/src/contract/items.ts';
import { moveItemStatus, submitForReview } from '../../api/items.ts';
import { createForm } from '../form.ts';
import { $t } from '../i18n.ts';
import { setItem } from '../item.ts';
import { askConfirm } from '../unsaved.ts';
import { fromLocalInput } from '../../lib/local-time.ts';

/** The inputs some moves need (as typed). */
export interface StatusValues {
  readonly scheduled_at: string;
  readonly reason: string;
}

const blank: StatusValues = { scheduled_at: '', reason: '' };

/** The inputs of the moves. */
export const statusForm = createForm<StatusValues>('item-status', blank, { fields: ['status'] });

/** The moves the viewer may make now and those refused, with the reason, in the server's order. */
export function splitMoves(moves: readonly StatusMove[]): {
  readonly allowed: readonly StatusMove[];
  readonly refused: readonly StatusMove[];
} {
  return {
    allowed: moves.filter((move) => move.allowed),
    // The reasons that depend on the item or the viewer first; moves the machine lacks last.
    refused: [
      ...moves.filter((move) => !move.allowed && move.reason !== 'no-move'),
      ...moves.filter((move) => !move.allowed && move.reason === 'no-move'),
    ],
  };
}

/** Whether a move takes the item off the marketplace (to OFFLINE or DRAFT). */
export function takesOffMarketplace(status: ItemStatus): boolean {
  const upper = status.toUpperCase();
  return upper === 'OFFLINE' || upper === 'DRAFT';
}

/** Whether a move is the owner's submission for review (it has its own call). */
export function isSubmitForReview(status: ItemStatus): boolean {
  return status.toUpperCase() === 'REVIEW';
}

/** The inputs a move sends: only the one it needs, and only when typed (else the server asks). */
function inputsOf(
  move: StatusMove,
  values: StatusValues,
): { scheduled_at?: string; reason?: string } {
  if (move.needs === 'scheduled_at' && values.scheduled_at.trim() !== '')
    return { scheduled_at: fromLocalInput(values.scheduled_at) };
  if (move.needs === 'reason' && values.reason.trim() !== '')
    return { reason: values.reason.trim() };
  return {};
}

/** The message key of a move's button, from the status it leaves and where it goes. */
export function moveLabel(from: ItemStatus, move: StatusMove): string {
  const to = move.status.toUpperCase();
  const source = from.toUpperCase();
  if (to === 'REVIEW') return 'items.status.move.submit';
  if (source === 'REVIEW') {
    if (to === 'PUBLISH') return 'items.status.move.approve';
    if (to === 'SCHEDULING') return 'items.status.move.schedule';
    if (to === 'PRESALE') return 'items.status.move.presale';
    if (to === 'DRAFT')
      return move.needs === 'reason' ? 'items.status.move.reject' : 'items.status.move.withdraw';
  }
  if (to === 'OFFLINE')
    return source === 'SCHEDULING'
      ? 'items.status.move.cancelSchedule'
      : 'items.status.move.offline';
  if (to === 'PUBLISH')
    return source === 'OFFLINE' ? 'items.status.move.republish' : 'items.status.move.publish';
  if (to === 'DRAFT') return 'items.status.move.draft';
  if (to === 'PREPARE') return 'items.status.move.prepare';
  return 'items.status.move.other';
}

/** The message key explaining why a move is refused. */
export const reasonLabels: Readonly<Record<MoveReason, string>> = {
  'no-move': 'items.status.reason.noMove',
  'owner-only': 'items.status.reason.ownerOnly',
  'admin-only': 'items.status.reason.adminOnly',
  'needs-introduction': 'items.status.reason.needsIntroduction',
  'needs-category': 'items.status.reason.needsCategory',
  'needs-tickets': 'items.status.reason.needsTickets',
  'needs-threshold': 'items.status.reason.needsThreshold',
  'threshold-not-met': 'items.status.reason.thresholdNotMet',
  'threshold-met': 'items.status.reason.thresholdMet',
  'fundraising-open': 'items.status.reason.fundraisingOpen',
};

/** Empties the inputs (a new item on the screen). */
export function startStatus(): void {
  statusForm.reset(blank);
}

/**
 * Makes a move, after a confirmation when it takes the item off the marketplace; the item
 * becomes the server's answer. Resolves whether it moved.
 */
export async function makeMove(
  item: Pick<ItemDetail, 'kind' | 'id' | 'title'>,
  move: StatusMove,
  statusLabel: string,
): Promise<boolean> {
  const t = $t.get();
  if (takesOffMarketplace(move.status)) {
    const confirmed = await askConfirm({
      title: t('items.status.confirmTitle', { status: statusLabel }),
      message: t('items.status.confirmMessage', { title: item.title, status: statusLabel }),
      confirmLabel: t('items.status.confirmMove', { status: statusLabel }),
      cancelLabel: t('items.status.confirmCancel'),
      danger: true,
    });
    if (!confirmed) return false;
  }
  return statusForm.submit(async (values) => {
    const answer = isSubmitForReview(move.status)
      ? await submitForReview(item.kind, item.id)
      : await moveItemStatus(item.kind, item.id, {
          status: move.status,
          ...inputsOf(move, values),
        });
    setItem(answer);
    return blank;
  });
}
