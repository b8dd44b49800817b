/**
 * The invoice form of an order: a personal invoice with its carrier (member, mobile barcode or
 * citizen certificate and its number) or a company one (title and tax id). The rules are checked
 * before sending, in the server's words (the tax id's checksum too); the server's messages show at
 * the same fields.
 */
import type { CarrierType, InvoiceType, Order } from '../../../server/src/contract/orders.ts';
import {
  CERTIFICATE_CARRIER_PATTERN,
  MOBILE_CARRIER_PATTERN,
  validTaxId,
} from '../../../server/src/contract/plain/orders.ts';
import { updateInvoice } from '../../api/orders.ts';
import { createForm, type FieldErrors } from '../form.ts';
import { $t } from '../i18n.ts';
import { showOrder } from './order.ts';

/** What the invoice form changes. */
export interface InvoiceValues {
  readonly type: InvoiceType;
  readonly carrier_type: CarrierType;
  readonly carrier_number: string;
  readonly company_title: string;
  readonly company_tax_id: string;
}

/** The invoice form. */
export const invoiceForm = createForm<InvoiceValues>('order-invoice', {
  type: 'PERSONAL',
  carrier_type: 'MEMBER',
  carrier_number: '',
  company_title: '',
  company_tax_id: '',
});

/** The form's values of an order's invoice. */
export function invoiceValuesOf(order: Order): InvoiceValues {
  return {
    type: order.invoice.type,
    carrier_type: order.invoice.carrier_type ?? 'MEMBER',
    carrier_number: order.invoice.carrier_number,
    company_title: order.invoice.company_title,
    company_tax_id: order.invoice.company_tax_id,
  };
}

/** The order the form holds. */
let formOf: number | null = null;

/** Fills the form with an order's invoice (unless it holds that order already). */
export function startInvoice(order: Order): void {
  if (formOf === order.id) return;
  formOf = order.id;
  invoiceForm.reset(invoiceValuesOf(order));
}

/** What is wrong with the values, per field, in the server's words (empty when nothing). */
export function invoiceProblems(values: InvoiceValues): FieldErrors {
  const t = $t.get();
  const problems: Record<string, string[]> = {};
  if (values.type === 'PERSONAL') {
    const number = values.carrier_number.trim();
    if (values.carrier_type === 'MEMBER' && number !== '')
      problems['carrier_number'] = [t('orders.invoice.memberCarrierNumber')];
    if (values.carrier_type === 'MOBILE' && !MOBILE_CARRIER_PATTERN.test(number))
      problems['carrier_number'] = [t('orders.invoice.mobileCarrierInvalid')];
    if (values.carrier_type === 'CERTIFICATE' && !CERTIFICATE_CARRIER_PATTERN.test(number))
      problems['carrier_number'] = [t('orders.invoice.certificateCarrierInvalid')];
    return problems;
  }
  const taxId = values.company_tax_id.trim();
  if (values.company_title.trim() === '')
    problems['company_title'] = [t('orders.invoice.companyTitleEmpty')];
  if (taxId === '') problems['company_tax_id'] = [t('orders.invoice.companyTaxIdEmpty')];
  else if (!validTaxId(taxId))
    problems['company_tax_id'] = [t('orders.invoice.companyTaxIdInvalid')];
  return problems;
}

/** The body sent: the fields of the chosen type (the other type's are cleared by the server). */
function bodyOf(values: InvoiceValues): InvoiceValues {
  const personal = values.type === 'PERSONAL';
  const member = personal && values.carrier_type === 'MEMBER';
  return {
    type: values.type,
    carrier_type: values.carrier_type,
    carrier_number: member || !personal ? '' : values.carrier_number.trim(),
    company_title: personal ? '' : values.company_title.trim(),
    company_tax_id: personal ? '' : values.company_tax_id.trim(),
  };
}

/**
 * Saves the invoice of an order: the rules are checked first (messages at the fields, nothing
 * sent); then the order shows as the server answered it. Resolves whether it saved.
 */
export async function saveInvoice(orderId: number): Promise<boolean> {
  const problems = invoiceProblems(invoiceForm.$values.get());
  if (Object.keys(problems).length > 0) {
    invoiceForm.$errors.set(problems);
    return false;
  }
  return invoiceForm.submit(async (values) => {
    const order = await updateInvoice(orderId, bodyOf(values));
    showOrder(order);
    return invoiceValuesOf(order);
  });
}
