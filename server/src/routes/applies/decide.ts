/**
 * Deciding a payout request, in the request's one transaction with the apply locked (`for update`)
 * so two administrators cannot both decide it: approving remits it to one of the lecturer's
 * accounts (a remittance with the account as it is now; its income records are then PAID, keeping
 * their apply), rejecting records why and frees its income records (available again). Either way
 * the lecturer's message (APPLY_APPROVED, APPLY_REJECTED with the reason) is queued with it.
 */
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/index.ts';
import { applies, incomes, payoutAccounts, remittances, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { applyById, type ApplyOut } from '../../finances/applies.ts';
import { localeOf } from '../../i18n/messages.ts';
import { applyApprovedMail } from '../../mail/messages/apply-approved.tsx';
import { applyRejectedMail } from '../../mail/messages/apply-rejected.tsx';
import { enqueueMail } from '../../mail/outbox.ts';

/** Locks a waiting apply; 404 when there is none, 400 when it was decided already. */
async function lockPending(tx: Transaction, id: number) {
  const [apply] = await tx.select().from(applies).where(eq(applies.id, id)).for('update');
  if (!apply) throw notFound();
  if (apply.status !== 'PENDING') throw badRequest('apply.alreadyHandled');
  return apply;
}

/** The lecturer an apply's message goes to. */
async function lecturerOf(tx: Transaction, lecturerId: number) {
  const [lecturer] = await tx
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, lecturerId));
  if (!lecturer) throw new Error(`Lecturer ${String(lecturerId)} not found`);
  return { ...lecturer, locale: localeOf(lecturer.locale) };
}

/** `PUT .../applies/{id}/approve`: remits a waiting apply to one of its lecturer's accounts. */
export async function approveApply(
  tx: Transaction,
  id: number,
  payoutId: number | null,
  actorId: number,
  at: Date,
): Promise<ApplyOut> {
  const apply = await lockPending(tx, id);
  if (payoutId === null) throw badRequest('apply.noPayoutChosen', 'payout_id');
  const [account] = await tx
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.id, payoutId), eq(payoutAccounts.lecturerId, apply.lecturerId)));
  if (!account) throw badRequest('apply.payoutUnknown', 'payout_id');
  await tx.update(applies).set({ status: 'REMITTED' }).where(eq(applies.id, id));
  await tx.insert(remittances).values({
    applyId: id,
    lecturerId: apply.lecturerId,
    amount: apply.amount,
    financialCode: account.financialCode,
    bankName: account.bankName,
    accountName: account.accountName,
    accountNumber: account.accountNumber,
    remittedAt: at,
    remittedBy: actorId,
  });
  const lecturer = await lecturerOf(tx, apply.lecturerId);
  await enqueueMail(tx, [
    {
      kind: 'APPLY_APPROVED',
      to: { address: lecturer.email, userId: lecturer.id, locale: lecturer.locale },
      content: applyApprovedMail({
        locale: lecturer.locale,
        name: lecturer.name,
        amount: apply.amount,
        requestedAt: apply.createdAt,
        bankName: account.bankName,
        accountNumber: account.accountNumber,
      }),
      source: { type: 'apply', id },
    },
  ]);
  return applyById(tx, id);
}

/** `PUT .../applies/{id}/reject`: rejects a waiting apply; its income records are free again. */
export async function rejectApply(
  tx: Transaction,
  id: number,
  reason: string,
  actorId: number,
  at: Date,
): Promise<ApplyOut> {
  const apply = await lockPending(tx, id);
  await tx
    .update(applies)
    .set({ status: 'REJECTED', rejectReason: reason, rejectedBy: actorId, rejectedAt: at })
    .where(eq(applies.id, id));
  await tx.update(incomes).set({ applyId: null }).where(eq(incomes.applyId, id));
  const lecturer = await lecturerOf(tx, apply.lecturerId);
  await enqueueMail(tx, [
    {
      kind: 'APPLY_REJECTED',
      to: { address: lecturer.email, userId: lecturer.id, locale: lecturer.locale },
      content: applyRejectedMail({
        locale: lecturer.locale,
        name: lecturer.name,
        amount: apply.amount,
        requestedAt: apply.createdAt,
        reason,
      }),
      source: { type: 'apply', id },
    },
  ]);
  return applyById(tx, id);
}
