/**
 * What the platform's staff did for a member's account (issue #31, "visible to the member"): the
 * audit entries of acting for a customer (each with the reason the administrator gave), read back
 * for the member they were done for, without the staff member's name.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { accountNotice, noticesResponse } from '../../contract/me.ts';
import type { AccountNoticeKind } from '../../contract/plain/me.ts';
import type { Transaction } from '../../db/index.ts';
import { auditEntries } from '../../db/schema.ts';
import { pagedList, readPage, type PageAsk } from '../../http/paging.ts';

type Notice = z.input<typeof accountNotice>;
type Values = Record<string, unknown> | null;

/** A text value of an entry's fields, or ''. */
function text(values: Values, key: string): string {
  const value = values?.[key];
  return typeof value === 'string' ? value : '';
}

/** The notice an entry of acting for a member tells, or null for another kind of change. */
function noticeOf(entry: typeof auditEntries.$inferSelect): Notice | null {
  const before = entry.before as Values;
  const after = entry.after as Values;
  const reason = text(after, 'reason');
  const told = (
    kind: AccountNoticeKind,
    subject: string,
    detail: string | null = null,
  ): Notice => ({
    id: entry.id,
    kind,
    at: entry.at.toISOString(),
    subject,
    detail,
    reason,
  });
  if (entry.action === 'GRANT' && after?.['coupon_id'] !== undefined)
    return told('COUPON_GIVEN', text(after, 'coupon_title'));
  if (entry.action === 'GRANT') return told('ACCESS_GRANTED', text(after, 'item_title'));
  if (entry.action === 'REVOKE') return told('ACCESS_REVOKED', text(before, 'item_title'));
  const order = text(after, 'order_no');
  if (after?.['order_status'] === 'CANCELLED') return told('ORDER_CANCELLED', order);
  if (after?.['order_status'] === 'PAID')
    return told('ORDER_PAID', order, text(after, 'payment_reference') || null);
  if (after?.['invoice_number'] !== undefined)
    return told('INVOICE_REISSUED', order, text(after, 'invoice_number'));
  return null;
}

/** One page of the notices of a member's account, newest first. */
export async function noticesOf(
  tx: Transaction,
  memberId: number,
  ask: PageAsk,
): Promise<z.input<typeof noticesResponse>> {
  const { rows, total } = await readPage(
    tx,
    tx
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.subject, 'MEMBER'),
          eq(auditEntries.subjectKey, String(memberId)),
          // Acting for a customer always gives a reason; a profile edit does not.
          sql`${auditEntries.after} ? 'reason'`,
        ),
      )
      .orderBy(desc(auditEntries.id)),
    ask,
  );
  return pagedList(
    rows.flatMap((row) => noticeOf(row) ?? []),
    total,
    ask,
  );
}
