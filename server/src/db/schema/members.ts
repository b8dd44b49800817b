/** Members' wallets and the coupons given to them. */
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { walletEntryKinds } from '../../contract/plain/people.ts';
import { users } from './accounts.ts';
import { coupons } from './coupons.ts';
import { orders } from './orders.ts';

/** Wallet entry kinds. */
export const walletEntryKindEnum = pgEnum('wallet_entry_kind', walletEntryKinds);

/**
 * A member's wallet as a ledger: the balance is the sum of the amounts (TWD, signed), never a
 * stored figure; `balance_after` is the running balance written with each entry (under a lock
 * on the member), so the history shows it without summing.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: walletEntryKindEnum('kind').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wallet_entries_member_idx').on(table.memberId, table.id)],
);

/** Coupons given to a member (owned); the ones they used are in coupon_redemptions. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.couponId] })],
);
