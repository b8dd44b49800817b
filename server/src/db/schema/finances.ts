/** Lecturers' income, payout accounts, payout requests (applies) and remittances. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { applyStatuses, incomeKinds } from '../../contract/plain/finances.ts';
import { orderLineKinds } from '../../contract/plain/orders.ts';
import { belongsTo, createdAt, moment, primaryId } from './columns.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';
import { orderEvents, orderLines, orders } from './orders.ts';

/** Income kinds. */
export const incomeKindEnum = pg.pgEnum('income_kind', incomeKinds);

/**
 * The books: each payment (SALE) or refund (REFUND, negative) divided per item part between the
 * platform (`lecturer_id` null, `share` its percent) and the item's lecturers (`share` their
 * percent of the rest), by money/split.ts. Every part's rows add up to its `gross`; `gross` and
 * `platform_fee` are repeated on the part's rows for the records screen. A lecturer's row is
 * available from `available_at`, requested while `apply_id` names a waiting apply, paid once it
 * names a remitted one.
 */
export const incomes = pg.pgTable(
  'incomes',
  {
    id: primaryId(),
    kind: incomeKindEnum('kind').notNull(),
    orderId: belongsTo('order_id', () => orders.id),
    lineId: belongsTo('line_id', () => orderLines.id),
    /** REFUND: the REFUNDED event. */
    eventId: pg.integer('event_id').references(() => orderEvents.id, { onDelete: 'cascade' }),
    /** The item of this part (a package line has one part per course). */
    courseId: pg.integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    itemTitle: pg.text('item_title').notNull(),
    itemKind: pg.text('item_kind', { enum: orderLineKinds }).notNull(),
    lecturerId: pg.integer('lecturer_id').references(() => users.id),
    share: pg.integer('share').notNull(),
    gross: pg.integer('gross').notNull(),
    platformFee: pg.integer('platform_fee').notNull(),
    amount: pg.integer('amount').notNull(),
    at: moment('at').notNull(),
    availableAt: moment('available_at').notNull(),
    applyId: pg.integer('apply_id').references(() => applies.id, { onDelete: 'set null' }),
    /**
     * The rest of a record split by a payout request of part of the balance: the record it was
     * split from (its `gross` and `platform_fee` 0, so sales count once; never a sale's terms).
     */
    splitFrom: pg
      .integer('split_from')
      .references((): pg.AnyPgColumn => incomes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    pg.index('incomes_lecturer_at_idx').on(table.lecturerId, table.at, table.id),
    pg.index('incomes_lecturer_apply_idx').on(table.lecturerId, table.applyId),
    pg.index('incomes_at_idx').on(table.at),
    pg.index('incomes_line_idx').on(table.lineId),
    pg.index('incomes_apply_idx').on(table.applyId),
  ],
);

/** A lecturer's bank accounts for payouts; one is the main one. */
export const payoutAccounts = pg.pgTable(
  'payout_accounts',
  {
    id: primaryId(),
    lecturerId: belongsTo('lecturer_id', () => users.id),
    financialCode: pg.text('financial_code').notNull(),
    bankName: pg.text('bank_name').notNull().default(''),
    accountName: pg.text('account_name').notNull(),
    accountNumber: pg.text('account_number').notNull(),
    main: pg.boolean('main').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    pg.index('payout_accounts_lecturer_idx').on(table.lecturerId),
    pg
      .uniqueIndex('payout_accounts_main_idx')
      .on(table.lecturerId)
      .where(sql`${table.main}`),
  ],
);

/** Apply statuses. */
export const applyStatusEnum = pg.pgEnum('apply_status', applyStatuses);

/** Payout requests: a lecturer's available income when they asked; one waits at a time. */
export const applies = pg.pgTable(
  'applies',
  {
    id: primaryId(),
    lecturerId: belongsTo('lecturer_id', () => users.id),
    amount: pg.integer('amount').notNull(),
    status: applyStatusEnum('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    rejectReason: pg.text('reject_reason'),
    rejectedBy: pg.integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: moment('rejected_at'),
  },
  (table) => [
    pg.index('applies_status_created_idx').on(table.status, table.createdAt, table.id),
    pg.index('applies_lecturer_idx').on(table.lecturerId, table.createdAt),
    pg
      .uniqueIndex('applies_one_pending_idx')
      .on(table.lecturerId)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/** Transfers that paid applies, with the account as it was. */
export const remittances = pg.pgTable(
  'remittances',
  {
    id: primaryId(),
    applyId: belongsTo('apply_id', () => applies.id),
    lecturerId: belongsTo('lecturer_id', () => users.id),
    amount: pg.integer('amount').notNull(),
    financialCode: pg.text('financial_code').notNull(),
    bankName: pg.text('bank_name').notNull(),
    accountName: pg.text('account_name').notNull(),
    accountNumber: pg.text('account_number').notNull(),
    remittedAt: moment('remitted_at').notNull().defaultNow(),
    remittedBy: pg
      .integer('remitted_by')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    pg.uniqueIndex('remittances_apply_idx').on(table.applyId),
    pg.index('remittances_remitted_idx').on(table.remittedAt, table.id),
  ],
);
