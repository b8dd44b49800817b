/** Members' wallets and the coupons given to them. */
import * as pg from 'drizzle-orm/pg-core';
import { walletEntryKinds } from '../../contract/plain/people.ts';
import { belongsTo, createdAt, moment, primaryId } from './columns.ts';
import { users } from './accounts.ts';
import { coupons } from './coupons.ts';
import { orders } from './orders.ts';

/** Wallet entry kinds. */
export const walletEntryKindEnum = pg.pgEnum('wallet_entry_kind', walletEntryKinds);

/**
 * A member's wallet as a ledger: the balance is the sum of the amounts (TWD, signed), never a
 * stored figure; `balance_after` is the running balance written with each entry (under a lock
 * on the member), so the history shows it without summing.
 */
export const walletEntries = pg.pgTable(
  'wallet_entries',
  {
    id: primaryId(),
    memberId: belongsTo('member_id', () => users.id),
    kind: walletEntryKindEnum('kind').notNull(),
    amount: pg.integer('amount').notNull(),
    balanceAfter: pg.integer('balance_after').notNull(),
    reason: pg.text('reason').notNull().default(''),
    orderId: pg.integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorId: pg.integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [pg.index('wallet_entries_member_idx').on(table.memberId, table.id)],
);

/** Coupons given to a member (owned); the ones they used are in coupon_redemptions. */
export const memberCoupons = pg.pgTable(
  'member_coupons',
  {
    memberId: belongsTo('member_id', () => users.id),
    couponId: belongsTo('coupon_id', () => coupons.id),
    grantedBy: pg.integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: moment('granted_at').notNull().defaultNow(),
  },
  (table) => [pg.primaryKey({ columns: [table.memberId, table.couponId] })],
);
