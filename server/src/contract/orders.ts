/**
 * Contract of orders: the list with the seed's filter values, an order's lines as the pricing
 * function priced them, refunds and the Taiwan e-invoice (docs/decisions.md, "Orders, finances and
 * revenue"). Values and operations live in the zod-free `plain/orders.ts`; the client imports only
 * types from here.
 */
import { z } from 'zod';
import { isoDateTime, dayText } from './dates.ts';
import { wholeNumber } from './numbers.ts';
import { listMeta, MAX_KEYWORD_LENGTH, paging } from './courses.ts';
import { idField } from './items.ts';
import { exportSelection } from './selection.ts';
import { withSchemas } from './operation.ts';
import { MAX_INTEGER } from './plain/operation.ts';
import {
  carrierTypes,
  invoiceTypes,
  MAX_COMPANY_TITLE_LENGTH,
  MAX_ORDER_REASON_LENGTH,
  MAX_PAYMENT_REFERENCE_LENGTH,
  MAX_REFUND_LINES,
  MAX_REFUND_REASON_LENGTH,
  orderEventTypes,
  orderFilters,
  orderLineKinds,
  ordersOperations,
  orderSorts,
  orderStatuses,
  orderStatusFilters,
  paymentMethods,
} from './plain/orders.ts';

export type {
  CarrierType,
  InvoiceType,
  OrderEventType,
  OrderFilter,
  OrderLineKind,
  OrderSort,
  OrderStatus,
  OrderStatusFilter,
  PaymentMethod,
} from './plain/orders.ts';

const id = z.number().int();

/** A day (`2026-11-26`, Asia/Taipei) starting or ending a range, both ends included. */
export const dayField = dayText.optional();

/** `{id}` path parameter. */
const idParams = z.object({ id: idField });

/** A person as orders name them. */
const member = z.object({ id, name: z.string(), email: z.string() });

/** Who did something (null: the system, e.g. the payment provider). */
const actor = z.object({ id, name: z.string() }).nullable();

/**
 * `GET .../orders` query. `filter` takes the seed's values, several at once (all must hold):
 * `filter[]=PAID&filter[]=COURSE`. `from`/`to` are days of the order's creation (Asia/Taipei).
 */
export const orderListQuery = z.object({
  status: z.enum(orderStatusFilters).default('ALL'),
  filter: z
    .union([z.enum(orderFilters), z.array(z.enum(orderFilters)).max(orderFilters.length)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  keyword: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .optional()
    .describe('The order number, or part of the member e-mail (literal, case-insensitive)'),
  payment_method: z.enum(paymentMethods).optional(),
  from: dayField,
  to: dayField,
  sort: z.enum(orderSorts).default('latest'),
  ...paging,
});

/** One order of the list. */
export const orderListItem = z.object({
  id,
  order_no: z.string(),
  status: z.enum(orderStatuses),
  member,
  /** The first line's title and how many lines there are. */
  title: z.string(),
  lines_count: z.number().int(),
  /** The list prices added up, TWD. */
  list_total: z.number().int(),
  /** What the member paid (or is to pay), TWD. */
  total: z.number().int(),
  /** Refunded so far, TWD. */
  refunded: z.number().int(),
  payment_method: z.enum(paymentMethods),
  /** The buyer has started one of the bought items. */
  learned: z.boolean(),
  invoice_type: z.enum(invoiceTypes),
  created_at: isoDateTime,
  paid_at: isoDateTime.nullable(),
});

/** `GET .../orders`: the newest first unless sorted otherwise. */
export const orderListResponse = z.object({ data: z.array(orderListItem), meta: listMeta });

/** `GET .../orders/export`: the same filters, every row (no pages), or the selected `ids`. */
export const orderExportQuery = orderListQuery
  .omit({ page: true, per_page: true })
  .extend({ ids: exportSelection(idField) });

/** A streamed CSV file (UTF-8 with BOM, CRLF, amounts as plain numbers). */
export const csvFile = z.string().describe('text/csv');

/** One line of an order, as the pricing function priced it, and what has been refunded of it. */
export const orderLine = z.object({
  id,
  kind: z.enum(orderLineKinds),
  /** The course, ebook, article or package (its title when the order was placed). */
  item: z.object({ id, title: z.string() }),
  /** The lecturer who owns the item. */
  lecturer: z.object({ id, name: z.string() }),
  list_price: z.number().int(),
  discount: z.object({ id, title: z.string(), discount: z.number() }).nullable(),
  discount_off: z.number().int(),
  coupon_off: z.number().int(),
  /** What the member paid for this line, TWD. */
  pays: z.number().int(),
  refunded: z.number().int(),
  /** What can still be refunded (0 unless the order is paid). */
  refundable: z.number().int(),
  /** The buyer has started this item (package: one of its courses). */
  learned: z.boolean(),
});

/** A Taiwan e-invoice. `number` is issued when the order is paid. */
export const orderInvoice = z.object({
  type: z.enum(invoiceTypes),
  carrier_type: z.enum(carrierTypes).nullable(),
  carrier_number: z.string(),
  company_title: z.string(),
  company_tax_id: z.string(),
  number: z.string().nullable(),
  issued_at: isoDateTime.nullable(),
});

/** One event of an order's history, oldest first. */
export const orderEvent = z.object({
  id,
  type: z.enum(orderEventTypes),
  at: isoDateTime,
  by: actor,
  /** REFUNDED: the amount, TWD. */
  amount: z.number().int().nullable(),
  /** REFUNDED, and CANCELLED or PAID by an administrator: the reason. */
  reason: z.string().nullable(),
  /** REFUNDED: the line. */
  line_id: z.number().int().nullable(),
  /** INVOICE_ISSUED and INVOICE_VOIDED: the invoice's number. */
  invoice_number: z.string().nullable(),
  /** PAID marked by an administrator: the payment's reference (a bank transfer's). */
  payment_reference: z.string().nullable(),
});

/** An order with its lines, coupon, invoice and history. */
export const order = orderListItem.extend({
  lines: z.array(orderLine),
  coupon: z.object({ id, code: z.string(), title: z.string(), off: z.number().int() }).nullable(),
  invoice: orderInvoice,
  events: z.array(orderEvent),
});

/**
 * `POST .../orders/{id}/refunds`: amounts of one or more lines (each at most what can still be
 * refunded of it) and the reason. Refunding every line in full refunds the order.
 */
export const refundBody = z.object({
  lines: z
    .array(z.object({ line_id: idField, amount: wholeNumber(1, MAX_INTEGER) }))
    .min(1)
    .max(MAX_REFUND_LINES),
  reason: z.string().trim().min(1).max(MAX_REFUND_REASON_LENGTH),
});

/**
 * `PUT .../orders/{id}/invoice`: a personal invoice with its carrier, or a company invoice with
 * its title and tax id (empty ones are refused with their own messages, a wrong tax id too).
 */
export const invoiceBody = z.object({
  type: z.enum(invoiceTypes),
  carrier_type: z.enum(carrierTypes).default('MEMBER'),
  carrier_number: z.string().trim().max(20).default(''),
  company_title: z.string().trim().max(MAX_COMPANY_TITLE_LENGTH).default(''),
  company_tax_id: z.string().trim().max(20).default(''),
});

/** `POST .../orders/{id}/cancel`: an administrator cancels an unpaid order, with the reason. */
export const cancelBody = z.object({
  reason: z.string().trim().min(1).max(MAX_ORDER_REASON_LENGTH),
});

/**
 * `POST .../orders/{id}/payment`: an administrator records the payment of an unpaid order that
 * came outside the payment provider (a bank transfer), with its reference and the reason.
 */
export const markPaidBody = z.object({
  reference: z.string().trim().min(1).max(MAX_PAYMENT_REFERENCE_LENGTH),
  reason: z.string().trim().min(1).max(MAX_ORDER_REASON_LENGTH),
});

/**
 * `POST .../orders/{id}/invoice/reissue`: an administrator voids the order's issued invoice and
 * issues a new one (a new number), with the reason.
 */
export const reissueBody = z.object({
  reason: z.string().trim().min(1).max(MAX_ORDER_REASON_LENGTH),
});

/** Types the client uses. */
export type OrderListItem = z.output<typeof orderListItem>;
export type OrderListQuery = z.input<typeof orderListQuery>;
export type Order = z.output<typeof order>;
export type OrderLine = z.output<typeof orderLine>;
export type OrderInvoice = z.output<typeof orderInvoice>;
export type OrderEvent = z.output<typeof orderEvent>;
export type RefundBody = z.input<typeof refundBody>;
export type InvoiceBody = z.input<typeof invoiceBody>;
export type CancelBody = z.input<typeof cancelBody>;
export type MarkPaidBody = z.input<typeof markPaidBody>;
export type ReissueBody = z.input<typeof reissueBody>;

/** The operations of orders with their schemas. */
export const ordersContract = withSchemas(ordersOperations, {
  list: { query: orderListQuery, response: orderListResponse },
  export: { query: orderExportQuery, response: csvFile },
  get: { params: idParams, response: order },
  refund: { params: idParams, body: refundBody, response: order },
  invoice: { params: idParams, body: invoiceBody, response: order },
  cancel: { params: idParams, body: cancelBody, response: order },
  markPaid: { params: idParams, body: markPaidBody, response: order },
  reissueInvoice: { params: idParams, body: reissueBody, response: order },
});
