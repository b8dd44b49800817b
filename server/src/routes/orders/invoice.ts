/**
 * Changing an order's Taiwan e-invoice (`PUT .../orders/{id}/invoice`): a personal invoice with
 * its carrier (the company fields cleared) or a company one with title and tax id (the carrier
 * cleared). Every broken rule is reported at once; a cancelled order's invoice stays.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { invoiceBody } from '../../contract/orders.ts';
import {
  CERTIFICATE_CARRIER_PATTERN,
  MOBILE_CARRIER_PATTERN,
  validTaxId,
} from '../../contract/plain/orders.ts';
import type { Transaction } from '../../db/index.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { badRequest, HttpError, type Problem } from '../../http/errors.ts';
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
