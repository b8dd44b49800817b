/**
 * Changing an order's Taiwan e-invoice (`PUT .../orders/{id}/invoice`): a personal invoice with
 * its carrier (the company fields cleared) or a company one with title and tax id (the carrier
 * cleared). Every broken rule is reported at once; a cancelled order's invoice stays. An issued
 * invoice can be voided and issued again with a new number (`POST .../invoice/reissue`).
 */
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record.ts';
import type { invoiceBody, reissueBody } from '../../contract/orders.ts';
import {
  CERTIFICATE_CARRIER_PATTERN,
  MAX_INVOICE_REISSUES,
  MOBILE_CARRIER_PATTERN,
  validTaxId,
} from '../../contract/plain/orders.ts';
import type { Transaction } from '../../db/index.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { badRequest, HttpError, type Problem } from '../../http/errors.ts';
import { invoiceNumber } from '../../money/orders.ts';
import type { OrderRow } from './list.ts';

type InvoiceBody = z.output<typeof invoiceBody>;

/** What is wrong with an invoice body, per field (empty when nothing). */
export function invoiceProblems(body: InvoiceBody): Record<string, Problem[]> {
  const problems: Record<string, Problem[]> = {};
  const add = (field: string, problem: Problem) => (problems[field] ??= []).push(problem);
  if (body.type === 'PERSONAL') {
    const number = body.carrier_number;
    if (body.carrier_type === 'MEMBER' && number !== '')
      add('carrier_number', { id: 'invoice.memberCarrierNumber' });
    if (body.carrier_type === 'MOBILE' && !MOBILE_CARRIER_PATTERN.test(number))
      add('carrier_number', { id: 'invoice.mobileCarrierInvalid' });
    if (body.carrier_type === 'CERTIFICATE' && !CERTIFICATE_CARRIER_PATTERN.test(number))
      add('carrier_number', { id: 'invoice.certificateCarrierInvalid' });
    return problems;
  }
  if (body.company_title === '') add('company_title', { id: 'invoice.companyTitleEmpty' });
  if (body.company_tax_id === '') add('company_tax_id', { id: 'invoice.companyTaxIdEmpty' });
  else if (!validTaxId(body.company_tax_id))
    add('company_tax_id', { id: 'invoice.companyTaxIdInvalid' });
  return problems;
}

/** Checks and stores an order's invoice, with an INVOICE_UPDATED event by the actor. */
export async function updateInvoice(
  tx: Transaction,
  row: OrderRow,
  body: InvoiceBody,
  actorId: number,
  at: Date,
): Promise<void> {
  if (row.status === 'CANCELLED') throw badRequest('invoice.orderCancelled');
  const problems = invoiceProblems(body);
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
  const personal = body.type === 'PERSONAL';
  await tx
    .update(orders)
    .set({
      invoiceType: body.type,
      carrierType: personal ? body.carrier_type : null,
      carrierNumber: personal ? body.carrier_number : '',
      companyTitle: personal ? '' : body.company_title,
      companyTaxId: personal ? '' : body.company_tax_id,
    })
    .where(eq(orders.id, row.id));
  await tx.insert(orderEvents).values({ orderId: row.id, type: 'INVOICE_UPDATED', at, actorId });
}

/**
 * The number of an order's invoice issued at `at` after `voided` earlier ones were voided: the
 * first is `invoiceNumber`'s; each re-issue moves its second letter on by 4, so it differs from
 * every earlier number of the order (up to `MAX_INVOICE_REISSUES`) and the 8 digits, the order
 * id's, keep it apart from other orders' numbers.
 */
function issuedNumber(orderId: number, at: Date, voided: number): string {
  const first = invoiceNumber(orderId, at);
  if (voided === 0) return first;
  const second = String.fromCharCode(65 + ((first.charCodeAt(1) - 65 + 4 * voided) % 26));
  return `${first.slice(0, 1)}${second}${first.slice(2)}`;
}

/**
 * Voids an order's issued invoice (locked by the caller) and issues a new one with a new number:
 * an INVOICE_VOIDED event with the administrator and the reason, an INVOICE_ISSUED event, and a
 * MEMBER audit entry with both numbers and the reason. 400 when no invoice was issued (an unpaid
 * or cancelled order) or the order's invoice was re-issued too often.
 */
export async function reissueInvoice(
  tx: Transaction,
  row: OrderRow,
  body: z.output<typeof reissueBody>,
  actorId: number,
  at: Date,
): Promise<void> {
  if (row.invoiceNumber === null || row.status === 'CANCELLED')
    throw badRequest('invoice.notIssued');
  const [voided] = await tx
    .select({ n: count() })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.type, 'INVOICE_VOIDED')));
  const times = (voided?.n ?? 0) + 1;
  if (times > MAX_INVOICE_REISSUES)
    throw badRequest('invoice.reissueLimit', undefined, { max: MAX_INVOICE_REISSUES });
  const number = issuedNumber(row.id, at, times);
  await tx
    .update(orders)
    .set({ invoiceNumber: number, invoiceIssuedAt: at })
    .where(eq(orders.id, row.id));
  await tx.insert(orderEvents).values([
    {
      orderId: row.id,
      type: 'INVOICE_VOIDED',
      at,
      actorId,
      reason: body.reason,
      detail: row.invoiceNumber,
    },
    { orderId: row.id, type: 'INVOICE_ISSUED', at, actorId, detail: number },
  ]);
  await recordAudit(tx, {
    subject: 'MEMBER',
    key: row.memberId,
    ownerId: row.memberId,
    action: 'UPDATE',
    before: { invoice_number: row.invoiceNumber },
    after: { order_no: row.orderNo, invoice_number: number, reason: body.reason },
    actorId,
    at,
  });
}
