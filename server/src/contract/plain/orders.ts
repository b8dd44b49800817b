/**
 * Values of orders (what members bought and paid, refunds, Taiwan e-invoices), designed in the
 * seed's style (docs/decisions.md, "Orders, finances and revenue"), and their operations. Zod-free.
 */

/** Where an order stands. UNPAID waits for an ATM or convenience-store payment; CANCELLED expired. */
export const orderStatuses = [
  'UNPAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'CANCELLED',
] as const;

/** An order status. */
export type OrderStatus = (typeof orderStatuses)[number];

/** The list's status filter: every order or one status. */
export const orderStatusFilters = ['ALL', ...orderStatuses] as const;

/** An order status filter. */
export type OrderStatusFilter = (typeof orderStatusFilters)[number];

/**
 * The seed's order filter values: LEARNED (the buyer has started one of the bought items), COURSE
 * (a course is among the lines, not only ebooks, articles or packages), PAID (the money came in:
 * paid, even if refunded since).
 */
export const orderFilters = ['LEARNED', 'COURSE', 'PAID'] as const;

/** An order filter value. */
export type OrderFilter = (typeof orderFilters)[number];

/** How an order was paid. */
export const paymentMethods = ['CREDIT_CARD', 'ATM', 'CVS', 'LINE_PAY', 'APPLE_PAY'] as const;

/** A payment method. */
export type PaymentMethod = (typeof paymentMethods)[number];

/** Orders list orders. */
export const orderSorts = ['latest', 'oldest', 'amount'] as const;

/** An orders list order. */
export type OrderSort = (typeof orderSorts)[number];

/** What an order line sells: a catalogue item, or a package of courses. */
export const orderLineKinds = ['courses', 'ebooks', 'articles', 'packages'] as const;

/** An order line kind. */
export type OrderLineKind = (typeof orderLineKinds)[number];

/** A Taiwan e-invoice is issued to a person (kept in a carrier) or to a company (with its tax id). */
export const invoiceTypes = ['PERSONAL', 'COMPANY'] as const;

/** An invoice type. */
export type InvoiceType = (typeof invoiceTypes)[number];

/**
 * Carriers of a personal e-invoice: the platform's member carrier, a mobile barcode
 * (`/` and 7 characters) or a citizen digital certificate (2 letters and 14 digits).
 */
export const carrierTypes = ['MEMBER', 'MOBILE', 'CERTIFICATE'] as const;

/** A carrier type. */
export type CarrierType = (typeof carrierTypes)[number];

/** A mobile barcode carrier. */
export const MOBILE_CARRIER_PATTERN = /^\/[0-9A-Z.+-]{7}$/;

/** A citizen digital certificate carrier. */
export const CERTIFICATE_CARRIER_PATTERN = /^[A-Z]{2}[0-9]{14}$/;

/** A company tax id (統一編號): 8 digits (and a checksum, see `validTaxId`). */
export const TAX_ID_PATTERN = /^[0-9]{8}$/;

/**
 * Whether a Taiwan company tax id is valid: 8 digits weighted 1,2,1,2,1,2,4,1, the digits of each
 * product added up, divisible by 5 (the rule since 2023, which accepts every id valid under the
 * older divisible-by-10 rule); when the 7th digit is 7 its product 28 may count as 10 or as 11.
 */
export function validTaxId(value: string): boolean {
  if (!TAX_ID_PATTERN.test(value)) return false;
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  let sum = 0;
  for (let index = 0; index < 8; index += 1) {
    const product = Number(value[index]) * (weights[index] ?? 0);
    sum += Math.floor(product / 10) + (product % 10);
  }
  if (sum % 5 === 0) return true;
  return value[6] === '7' && (sum + 1) % 5 === 0;
}

/** What happened to an order (its history). */
export const orderEventTypes = [
  'CREATED',
  'PAID',
  'CANCELLED',
  'REFUNDED',
  'INVOICE_ISSUED',
  'INVOICE_UPDATED',
  'INVOICE_VOIDED',
] as const;

/** An order event type. */
export type OrderEventType = (typeof orderEventTypes)[number];

/** Longest refund reason. */
export const MAX_REFUND_REASON_LENGTH = 500;

/** Longest reason an administrator gives for acting on a member's order (cancel, mark paid). */
export const MAX_ORDER_REASON_LENGTH = 500;

/** Times an order's invoice can be voided and issued again (each gets a number of its own). */
export const MAX_INVOICE_REISSUES = 12;

/** Longest payment reference (a bank transfer's reference, a receipt number). */
export const MAX_PAYMENT_REFERENCE_LENGTH = 100;

/** Longest company title on an invoice. */
export const MAX_COMPANY_TITLE_LENGTH = 100;

/** Lines refunded in one request, at most (an order's lines). */
export const MAX_REFUND_LINES = 100;

/** Operations of orders (administrators with `v2_order.*`; exporting also needs `export`). */
export const ordersOperations = {
  list: { method: 'get', path: '/lecturers/v2/orders' },
  export: { method: 'get', path: '/lecturers/v2/orders/export' },
  get: { method: 'get', path: '/lecturers/v2/orders/{id}' },
  refund: { method: 'post', path: '/lecturers/v2/orders/{id}/refunds' },
  invoice: { method: 'put', path: '/lecturers/v2/orders/{id}/invoice' },
  cancel: { method: 'post', path: '/lecturers/v2/orders/{id}/cancel' },
  markPaid: { method: 'post', path: '/lecturers/v2/orders/{id}/payment' },
  reissueInvoice: { method: 'post', path: '/lecturers/v2/orders/{id}/invoice/reissue' },
} as const;
