/** Orders, their lines and events, and the counts the orders list reads. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import {
  carrierTypes,
  invoiceTypes,
  orderEventTypes,
  orderLineKinds,
  orderStatuses,
  paymentMethods,
} from '../../contract/plain/orders.ts';
import { belongsTo, createdAt, moment, primaryId } from './columns.ts';
import { users } from './accounts.ts';
import { coupons } from './coupons.ts';
import { discounts } from './discounts.ts';
import { courses } from './items.ts';
import { packages } from './packages.ts';

/** Order statuses. */
export const orderStatusEnum = pg.pgEnum('order_status', orderStatuses);

/** Payment methods. */
export const paymentMethodEnum = pg.pgEnum('payment_method', paymentMethods);

/** Invoice types. */
export const invoiceTypeEnum = pg.pgEnum('invoice_type', invoiceTypes);

/**
 * Orders: what a member bought, priced by the pricing function when placed (the lines keep each
 * price), paid or not, refunded in part or in full, with its Taiwan e-invoice. `total` is what the
 * member pays, `refunded` what has been given back (the sum of its REFUNDED events).
 */
export const orders = pg.pgTable(
  'orders',
  {
    id: primaryId(),
    orderNo: pg.text('order_no').notNull(),
    memberId: belongsTo('member_id', () => users.id),
    status: orderStatusEnum('status').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    listTotal: pg.integer('list_total').notNull(),
    total: pg.integer('total').notNull(),
    refunded: pg.integer('refunded').notNull().default(0),
    couponId: pg.integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: pg.text('coupon_code'),
    couponTitle: pg.text('coupon_title'),
    couponOff: pg.integer('coupon_off').notNull().default(0),
    /** Whether a course is among the lines (the seed's COURSE filter). */
    hasCourse: pg.boolean('has_course').notNull().default(false),
    createdAt: createdAt(),
    paidAt: moment('paid_at'),
    invoiceType: invoiceTypeEnum('invoice_type').notNull().default('PERSONAL'),
    carrierType: pg.text('carrier_type', { enum: carrierTypes }),
    carrierNumber: pg.text('carrier_number').notNull().default(''),
    companyTitle: pg.text('company_title').notNull().default(''),
    companyTaxId: pg.text('company_tax_id').notNull().default(''),
    invoiceNumber: pg.text('invoice_number'),
    invoiceIssuedAt: moment('invoice_issued_at'),
  },
  (table) => [
    pg.uniqueIndex('orders_order_no_idx').on(sql`lower(${table.orderNo})`),
    // The list reads a page off an index: newest first, by status, by payment method.
    pg.index('orders_created_idx').on(table.createdAt, table.id),
    pg.index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    pg.index('orders_method_created_idx').on(table.paymentMethod, table.createdAt, table.id),
    pg.index('orders_paid_idx').on(table.paidAt),
    pg.index('orders_total_idx').on(table.total, table.id),
    // The keyword's order-number prefix (`like 'ord-2026%'`) reads this index.
    pg.index('orders_order_no_pattern_idx').on(sql`lower(${table.orderNo}) text_pattern_ops`),
    pg.index('orders_member_idx').on(table.memberId, table.createdAt),
  ],
);

/** An order's lines: an item or a package, priced (list, discount, coupon, what was paid). */
export const orderLines = pg.pgTable(
  'order_lines',
  {
    id: primaryId(),
    orderId: belongsTo('order_id', () => orders.id),
    kind: pg.text('kind', { enum: orderLineKinds }).notNull(),
    /** The item (course, ebook, article) of an item line. */
    courseId: pg.integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    packageId: pg.integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** The item's title when the order was placed. */
    title: pg.text('title').notNull(),
    /** The item's (or package's) owner. */
    lecturerId: pg
      .integer('lecturer_id')
      .notNull()
      .references(() => users.id),
    listPrice: pg.integer('list_price').notNull(),
    discountId: pg.integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    discountTitle: pg.text('discount_title'),
    /** Hundredths paid (85). */
    discountRate: pg.integer('discount_rate'),
    discountOff: pg.integer('discount_off').notNull().default(0),
    couponOff: pg.integer('coupon_off').notNull().default(0),
    pays: pg.integer('pays').notNull(),
    refunded: pg.integer('refunded').notNull().default(0),
    sort: pg.integer('sort').notNull().default(0),
  },
  (table) => [
    pg.index('order_lines_order_idx').on(table.orderId, table.sort),
    pg.index('order_lines_course_idx').on(table.courseId),
    pg.index('order_lines_package_idx').on(table.packageId),
    pg.index('order_lines_lecturer_idx').on(table.lecturerId),
  ],
);

/** What happened to an order: created, paid, cancelled, refunded (a line, an amount), invoice. */
export const orderEvents = pg.pgTable(
  'order_events',
  {
    id: primaryId(),
    orderId: belongsTo('order_id', () => orders.id),
    type: pg.text('type', { enum: orderEventTypes }).notNull(),
    at: moment('at').notNull().defaultNow(),
    actorId: pg.integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    amount: pg.integer('amount'),
    reason: pg.text('reason'),
    lineId: pg.integer('line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    /**
     * INVOICE_ISSUED and INVOICE_VOIDED: the invoice's number as issued; PAID marked by an
     * administrator: the payment's reference.
     */
    detail: pg.text('detail'),
  },
  (table) => [
    pg.index('order_events_order_idx').on(table.orderId, table.at, table.id),
    // Refunds of a period (the books, the dashboard).
    pg.index('order_events_type_at_idx').on(table.type, table.at),
  ],
);

/** The keys the order counts are kept by (status, payment method, course or not, paid) and `n`. */
const countedBy = () => ({
  status: orderStatusEnum('status').notNull(),
  paymentMethod: paymentMethodEnum('payment_method').notNull(),
  hasCourse: pg.boolean('has_course').notNull(),
  paid: pg.boolean('paid').notNull(),
  n: pg.integer('n').notNull().default(0),
});

/**
 * How many orders there are per Asia/Taipei day of creation, status, payment method, whether a
 * course is among the lines and whether they were paid: kept by a trigger on `orders` (migration
 * 0012), so the orders list counts its matches from a few hundred rows instead of every order.
 */
export const orderCounts = pg.pgTable(
  'order_counts',
  {
    day: pg.date('day', { mode: 'string' }).notNull(),
    ...countedBy(),
  },
  (table) => [
    pg.primaryKey({
      columns: [table.day, table.status, table.paymentMethod, table.hasCourse, table.paid],
    }),
  ],
);

/**
 * How many orders there are per status, payment method, course or not and paid or not, over all
 * days: the list's count without a date range (a few dozen rows). Kept by the same trigger.
 */
export const orderTotals = pg.pgTable(
  'order_totals',
  {
    ...countedBy(),
  },
  (table) => [
    pg.primaryKey({ columns: [table.status, table.paymentMethod, table.hasCourse, table.paid] }),
  ],
);
