/** Lecturers' income, payout accounts, payout requests (applies) and remittances. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applyStatuses, incomeKinds } from '../../contract/plain/finances.ts';
import { orderLineKinds } from '../../contract/plain/orders.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';
import { orderEvents, orderLines, orders } from './orders.ts';

/** Income kinds. */
export const incomeKindEnum = pgEnum('income_kind', incomeKinds);

/**
 * The books: each payment (SALE) or refund (REFUND, negative) divided per item part between the
 * platform (`lecturer_id` null, `share` its percent) and the item's lecturers (`share` their
 * percent of the rest), by money/split.ts. Every part's rows add up to its `gross`; `gross` and
 * `platform_fee` are repeated on the part's rows for the records screen. A lecturer's row is
 * available from `available_at`, requested while `apply_id` names a waiting apply, paid once it
 * names a remitted one.
 */
export const incomes = pgTable(
  'incomes',
  {
    id: serial('id').primaryKey(),
    kind: incomeKindEnum('kind').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** REFUND: the REFUNDED event. */
    eventId: integer('event_id').references(() => orderEvents.id, { onDelete: 'cascade' }),
    /** The item of this part (a package line has one part per course). */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    itemTitle: text('item_title').notNull(),
    itemKind: text('item_kind', { enum: orderLineKinds }).notNull(),
    lecturerId: integer('lecturer_id').references(() => users.id),
    share: integer('share').notNull(),
    gross: integer('gross').notNull(),
    platformFee: integer('platform_fee').notNull(),
    amount: integer('amount').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    applyId: integer('apply_id').references(() => applies.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('incomes_lecturer_at_idx').on(table.lecturerId, table.at, table.id),
    index('incomes_lecturer_apply_idx').on(table.lecturerId, table.applyId),
    index('incomes_at_idx').on(table.at),
    index('incomes_line_idx').on(table.lineId),
    index('incomes_apply_idx').on(table.applyId),
  ],
);

/** A lecturer's bank accounts for payouts; one is the main one. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    financialCode: text('financial_code').notNull(),
    bankName: text('bank_name').notNull().default(''),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    main: boolean('main').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payout_accounts_lecturer_idx').on(table.lecturerId),
    uniqueIndex('payout_accounts_main_idx')
      .on(table.lecturerId)
      .where(sql`${table.main}`),
  ],
);

/** Apply statuses. */
export const applyStatusEnum = pgEnum('apply_status', applyStatuses);

/** Payout requests: a lecturer's available income when they asked; one waits at a time. */
export const applies = pgTable(
  'applies',
  {
    id: serial('id').primaryKey(),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: applyStatusEnum('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rejectReason: text('reject_reason'),
    rejectedBy: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (table) => [
    index('applies_status_created_idx').on(table.status, table.createdAt, table.id),
    index('applies_lecturer_idx').on(table.lecturerId, table.createdAt),
    uniqueIndex('applies_one_pending_idx')
      .on(table.lecturerId)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/** Transfers that paid applies, with the account as it was. */
export const remittances = pgTable(
  'remittances',
  {
    id: serial('id').primaryKey(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => applies.id, { onDelete: 'cascade' }),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    financialCode: text('financial_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    remittedAt: timestamp('remitted_at', { withTimezone: true }).notNull().defaultNow(),
    remittedBy: integer('remitted_by')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    uniqueIndex('remittances_apply_idx').on(table.applyId),
    index('remittances_remitted_idx').on(table.remittedAt, table.id),
  ],
);
