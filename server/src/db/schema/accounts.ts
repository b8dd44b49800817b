/** Accounts: users, their roles and permissions, sessions, login limits and prompts. */
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { memberStatuses } from '../../contract/plain/people.ts';

/** Roles of seed section 6. */
export const roleEnum = pgEnum('role', ['ADMIN', 'TEACHER']);

/** Member statuses. */
export const memberStatusEnum = pgEnum('member_status', memberStatuses);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: roleEnum('roles')
      .array()
      .notNull()
      .default(sql`'{}'::role[]`),
    avatarUrl: text('avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The legal name (invoices, payouts); `name` is the one shown. */
    realName: text('real_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** A member an administrator blocked cannot sign in or buy (members screen). */
    memberStatus: memberStatusEnum('member_status').notNull().default('ACTIVE'),
    /** The seed's notification keys (member settings). */
    receivePlatformLatestEvents: boolean('receive_platform_latest_events').notNull().default(true),
    receiveCoursePromotion: boolean('receive_course_promotion').notNull().default(true),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_created_idx').on(table.createdAt, table.id),
  ],
);

/** Permission keys of non-lecturer users (`v2_order.read`, `v2_member.*`, ...). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Login sessions: the token is stored hashed. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sessions_token_hash_unique').on(table.tokenHash)],
);

/**
 * Failed logins per key (`account:<email>` or `address:<ip>`), shared by every API process: the
 * failures in a row, the last one, and until when the key must wait (increasing delays).
 */
export const loginLimits = pgTable('login_limits', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Addresses an account has logged in from: a limited address does not stop these accounts. */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.account, table.address] })],
);

/** Prompts (tips, notices) a user has acknowledged. */
export const userPrompts = pgTable(
  'user_prompts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
