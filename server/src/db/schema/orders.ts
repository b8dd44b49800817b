/** Orders, their lines and events, and the counts the orders list reads. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  carrierTypes,
  invoiceTypes,
  orderEventTypes,
  orderLineKinds,
  orderStatuses,
  paymentMethods,
} from '../../contract/plain/orders.ts';
import { users } from './accounts.ts';
import { coupons } from './coupons.ts';
import { discounts } from './discounts.ts';
import { courses } from './items.ts';
import { packages } from './packages.ts';

/** Order statuses. */
export const orderStatusEnum = pgEnum('order_status', orderStatuses);

/** Payment methods. */
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);

/** Invoice types. */
export const invoiceTypeEnum = pgEnum('invoice_type', invoiceTypes);

/**
 * Orders: what a member bought, priced by the pricing function when placed (the lines keep each
 * price), paid or not, refunded in part or in full, with its Taiwan e-invoice. `total` is what the
 * member pays, `refunded` what has been given back (the sum of its REFUNDED events).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    listTotal: integer('list_total').notNull(),
    total: integer('total').notNull(),
    refunded: integer('refunded').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    couponTitle: text('coupon_title'),
    couponOff: integer('coupon_off').notNull().default(0),
    /** Whether a course is among the lines (the seed's COURSE filter). */
    hasCourse: boolean('has_course').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    invoiceType: invoiceTypeEnum('invoice_type').notNull().default('PERSONAL'),
    carrierType: text('carrier_type', { enum: carrierTypes }),
    carrierNumber: text('carrier_number').notNull().default(''),
    companyTitle: text('company_title').notNull().default(''),
    companyTaxId: text('company_tax_id').notNull().default(''),
    invoiceNumber: text('invoice_number'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_order_no_idx').on(sql`lower(${table.orderNo})`),
    // The list reads a page off an index: newest first, by status, by payment method.
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    index('orders_method_created_idx').on(table.paymentMethod, table.createdAt, table.id),
    index('orders_paid_idx').on(table.paidAt),
    index('orders_total_idx').on(table.total, table.id),
    // The keyword's order-number prefix (`like 'ord-2026%'`) reads this index.
    index('orders_order_no_pattern_idx').on(sql`lower(${table.orderNo}) text_pattern_ops`),
    index('orders_member_idx').on(table.memberId, table.createdAt),
  ],
);

/** An order's lines: an item or a package, priced (list, discount, coupon, what was paid). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: orderLineKinds }).notNull(),
    /** The item (course, ebook, article) of an item line. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** The item's title when the order was placed. */
    title: text('title').notNull(),
    /** The item's (or package's) owner. */
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id),
    listPrice: integer('list_price').notNull(),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    discountTitle: text('discount_title'),
    /** Hundredths paid (85). */
    discountRate: integer('discount_rate'),
    discountOff: integer('discount_off').notNull().default(0),
    couponOff: integer('coupon_off').notNull().default(0),
    pays: integer('pays').notNull(),
    refunded: integer('refunded').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId, table.sort),
    index('order_lines_course_idx').on(table.courseId),
    index('order_lines_package_idx').on(table.packageId),
    index('order_lines_lecturer_idx').on(table.lecturerId),
  ],
);

/** What happened to an order: created, paid, cancelled, refunded (a line, an amount), invoice. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: orderEventTypes }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount'),
    reason: text('reason'),
    lineId: integer('line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.at, table.id),
    // Refunds of a period (the books, the dashboard).
    index('order_events_type_at_idx').on(table.type, table.at),
  ],
);

/**
 * How many orders there are per Asia/Taipei day of creation, status, payment method, whether a
 * course is among the lines and whether they were paid: kept by a trigger on `orders` (migration
 * 0012), so the orders list counts its matches from a few hundred rows instead of every order.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: orderStatusEnum('status').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    hasCourse: boolean('has_course').notNull(),
    paid: boolean('paid').notNull(),
    n: integer('n').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.status, table.paymentMethod, table.hasCourse, table.paid],
    }),
  ],
);

/**
 * How many orders there are per status, payment method, course or not and paid or not, over all
 * days: the list's count without a date range (a few dozen rows). Kept by the same trigger.
 */
export const orderTotals = pgTable(
  'order_totals',
  {
    status: orderStatusEnum('status').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    hasCourse: boolean('has_course').notNull(),
    paid: boolean('paid').notNull(),
    n: integer('n').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.status, table.paymentMethod, table.hasCourse, table.paid] }),
  ],
);
