/**
 * Orders (`/lecturers/v2/orders/*`): the administrators' (reads with `v2_order.read`, refunds and
 * invoices with `v2_order.write`; the export also needs `export`). A lecturer, or an administrator
 * without the permissions, gets 404; so does an unknown order. The static `export` path is declared
 * before `{id}`.
 */
import { ordersContract } from '../../contract/orders.ts';
import { hasPermission, roleAccess } from '../../auth/access.ts';
import { orderReadAccess } from '../../auth/area-access.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { cancelForMember, markPaidForMember } from './act.ts';
import { openOrder, orderDetail } from './detail.ts';
import { exportOrders } from './export.ts';
import { reissueInvoice, updateInvoice } from './invoice.ts';
import { listOrders } from './list.ts';
import { refundOrder } from './refund.ts';

const tag = 'orders';
const readAccess = orderReadAccess;
const writeAccess = roleAccess(['ADMIN'], 'v2_order.write');

/** Declared routes of orders. */
export const ordersRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: ordersContract.list,
    summary:
      "Orders, newest first. `status` ALL (default) or one status; `filter` the seed's values, all must hold: LEARNED (the buyer has started an item of a line: progress on a course, or on one of a package's courses), COURSE (a course among the lines), PAID (paid, even if refunded since); `keyword` the order number (without case, exact or prefix) or part of the member e-mail (literal); `payment_method`; `from`/`to` Asia/Taipei days of creation, both included; `sort` latest, oldest or amount (total, highest first). `title` is the first line's, `learned` whether the buyer has started an item.",
    tag,
    access: readAccess,
    readOnly: true,
    handler: ({ tx, query }) => listOrders(tx, query),
  }),
  defineRoute({
    operation: ordersContract.export,
    summary:
      "Every order the list's filters match, in its order, as CSV (UTF-8 with BOM, amounts as plain numbers; `orders-YYYYMMDD.csv`, `X-Total-Count` the rows), streamed in keyset pages. Header in the request's language; statuses, payment methods and invoice types in the words of the screens; times Asia/Taipei with their offset (`2026-11-28 16:05:00 +08:00`); items are the lines' titles joined by \" / \". Needs `export` besides `v2_order.read` (404 without).",
    tag,
    access: readAccess,
    readOnly: true,
    handler: ({ tx, viewer, query, locale }) => {
      if (!viewer || !hasPermission(viewer.permissions, 'export.read')) throw notFound();
      return exportOrders(tx, query, locale, new Date());
    },
  }),
  defineRoute({
    operation: ordersContract.get,
    summary:
      'An order: its lines as the pricing function priced them (discount rate as paid, e.g. 0.85; `refundable` what is left to refund while the order is paid, else 0), its coupon, Taiwan e-invoice and history oldest first with who acted (null: the system).',
    tag,
    access: readAccess,
    readOnly: true,
    handler: async ({ tx, params }) => orderDetail(tx, await openOrder(tx, params.id)),
  }),
  defineRoute({
    operation: ordersContract.refund,
    summary:
      "Refund amounts of a paid order's lines with a reason (a REFUNDED event per line, the lecturers' and the platform's income taken back in REFUND rows). The order becomes PARTIALLY_REFUNDED, or REFUNDED once everything is. 400 at `lines` when the order is not paid, a line is not the order's or an amount is more than what is left of its line; nothing is written then. Answers the order.",
    tag,
    access: writeAccess,
    handler: async ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      const row = await openOrder(tx, params.id);
      await refundOrder(tx, row.id, body, viewer.id, new Date());
      return orderDetail(tx, await openOrder(tx, row.id));
    },
  }),
  defineRoute({
    operation: ordersContract.invoice,
    summary:
      "Change an order's invoice. PERSONAL with a carrier: MEMBER (no number), MOBILE (`/` and 7 characters) or CERTIFICATE (2 letters and 14 digits), the company fields cleared; COMPANY with its title and 8-digit tax id with a valid checksum, the carrier cleared. Every broken rule is answered at once (400 at its field); a cancelled order's invoice cannot change (400). Writes an INVOICE_UPDATED event. Answers the order.",
    tag,
    access: writeAccess,
    handler: async ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      const row = await openOrder(tx, params.id, true);
      await updateInvoice(tx, row, body, viewer.id, new Date());
      return orderDetail(tx, await openOrder(tx, row.id));
    },
  }),
  defineRoute({
    operation: ordersContract.cancel,
    summary:
      'An administrator cancels an unpaid order for its member, with the reason (required). The order becomes CANCELLED through the same path as an expired payment; its CANCELLED event names the administrator and the reason, and a MEMBER audit entry keeps the order number, status and reason. 400 when the order is not UNPAID (a paid order is refunded instead); nothing is written then. Answers the order.',
    tag,
    access: writeAccess,
    handler: async ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      const row = await openOrder(tx, params.id, true);
      await cancelForMember(tx, row, body, viewer.id, new Date());
      return orderDetail(tx, await openOrder(tx, row.id));
    },
  }),
  defineRoute({
    operation: ordersContract.markPaid,
    summary:
      "An administrator marks an unpaid order paid for its member when the money came outside the payment provider (a bank transfer), with the payment's reference and the reason (both required). The payment takes the provider's path: the invoice is issued, the lecturers' and the platform's income rows written, the counts follow; its PAID event names the administrator and the reason, and a MEMBER audit entry keeps the order number, status, reference and reason. 400 when the order is not UNPAID; nothing is written then. Answers the order.",
    tag,
    access: writeAccess,
    handler: async ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      const row = await openOrder(tx, params.id, true);
      await markPaidForMember(tx, row, body, viewer.id, new Date());
      return orderDetail(tx, await openOrder(tx, row.id));
    },
  }),
  defineRoute({
    operation: ordersContract.reissueInvoice,
    summary:
      "An administrator voids the order's issued invoice and issues a new one with a new number, with the reason (required). Writes an INVOICE_VOIDED event (the administrator, the reason, the voided number in the history) and an INVOICE_ISSUED one, and a MEMBER audit entry with both numbers and the reason. 400 when no invoice was issued (an unpaid or cancelled order) or after 12 re-issues. Answers the order.",
    tag,
    access: writeAccess,
    handler: async ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      const row = await openOrder(tx, params.id, true);
      await reissueInvoice(tx, row, body, viewer.id, new Date());
      return orderDetail(tx, await openOrder(tx, row.id));
    },
  }),
];
