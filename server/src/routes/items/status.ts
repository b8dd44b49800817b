/**
 * Moves of the status machine asked for on the API (`POST .../reviews`, `PUT .../status`): the
 * machine (items/status-machine.ts) says whether this viewer may make the move now; a refusal is a
 * 400 at `status` saying why, a missing future `scheduled_at` or rejection `reason` a 400 at that
 * field.
 */
import { count, eq } from 'drizzle-orm';
import type { CourseStatus } from '../../contract/courses.ts';
import type { MoveReason } from '../../contract/items.ts';
import type { Transaction } from '../../db/index.ts';
import type { courses } from '../../db/schema.ts';
import { fundraisingTickets } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { MessageId } from '../../i18n/messages.ts';
import type { ItemAccess, ItemRow } from '../../items/access.ts';
import { apiStatus, movesFor } from '../../items/status-machine.ts';
import { writeItem } from '../../items/write.ts';

/** The message of each reason a move is refused. */
export const moveReasonMessages: Readonly<Record<MoveReason, MessageId>> = {
  'no-move': 'item.move.noMove',
  'owner-only': 'item.move.ownerOnly',
  'admin-only': 'item.move.adminOnly',
  'needs-introduction': 'item.move.needsIntroduction',
  'needs-category': 'item.move.needsCategory',
  'needs-tickets': 'item.move.needsTickets',
  'needs-threshold': 'item.move.needsThreshold',
  'threshold-not-met': 'item.move.thresholdNotMet',
  'threshold-met': 'item.move.thresholdMet',
  'fundraising-open': 'item.move.fundraisingOpen',
};

/** What a move may carry: the publication time (SCHEDULING), an admin's rejection reason. */
export interface MoveInput {
  readonly scheduled_at?: string | undefined;
  readonly reason?: string | undefined;
}

/** Makes one move of the machine if the viewer may make it now; answers the item as stored. */
export async function moveStatus(
  tx: Transaction,
  access: ItemAccess,
  to: CourseStatus,
  input: MoveInput,
  now: Date,
): Promise<ItemRow> {
  const { item } = access;
  const [tickets] = await tx
    .select({ count: count() })
    .from(fundraisingTickets)
    .where(eq(fundraisingTickets.courseId, item.id));
  const spelling = apiStatus(item.kind, to);
  const move = movesFor({ ...item, ticketCount: tickets?.count ?? 0 }, access.role, now).find(
    (candidate) => candidate.status === spelling,
  );
  if (!move?.allowed) throw badRequest(moveReasonMessages[move?.reason ?? 'no-move'], 'status');

  const changes: Partial<typeof courses.$inferInsert> = { status: to, updatedAt: now };
  if (move.needs === 'scheduled_at') {
    const at = input.scheduled_at === undefined ? null : new Date(input.scheduled_at);
    if (at === null || at <= now) throw badRequest('item.dateNotFuture', 'scheduled_at');
    changes.scheduledAt = at;
  }
  if (move.needs === 'reason') {
    if (!input.reason) throw badRequest('item.rejectReason', 'reason');
    changes.reviewNote = input.reason;
  }
  // A new submission starts without the last rejection's note.
  if (to === 'REVIEW') changes.reviewNote = null;

  return writeItem(tx, item, changes);
}
