/** Accounts: users, their roles and permissions, sessions, login limits and prompts. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { memberStatuses } from '../../contract/plain/people.ts';
import { belongsTo, createdAt, moment, primaryId } from './columns.ts';

/** Roles of seed section 6. */
export const roleEnum = pg.pgEnum('role', ['ADMIN', 'TEACHER']);

/** Member statuses. */
export const memberStatusEnum = pg.pgEnum('member_status', memberStatuses);

export const users = pg.pgTable(
  'users',
  {
    id: primaryId(),
    email: pg.text('email').notNull(),
    name: pg.text('name').notNull(),
    passwordHash: pg.text('password_hash').notNull(),
    roles: roleEnum('roles')
      .array()
      .notNull()
      .default(sql`'{}'::role[]`),
    avatarUrl: pg.text('avatar_url'),
    createdAt: createdAt(),
    /** The legal name (invoices, payouts); `name` is the one shown. */
    realName: pg.text('real_name').notNull().default(''),
    phone: pg.text('phone').notNull().default(''),
    /** A member an administrator blocked cannot sign in or buy (members screen). */
    memberStatus: memberStatusEnum('member_status').notNull().default('ACTIVE'),
    /** The seed's notification keys (member settings). */
    receivePlatformLatestEvents: pg
      .boolean('receive_platform_latest_events')
      .notNull()
      .default(true),
    receiveCoursePromotion: pg.boolean('receive_course_promotion').notNull().default(true),
    /** The language e-mail to the user is written in (zh-TW, zh-CN or en). */
    locale: pg.text('locale').notNull().default('zh-TW'),
    /** Whether lecturers' announcements are e-mailed to the user (off after unsubscribing). */
    announcementMail: pg.boolean('announcement_mail').notNull().default(true),
  },
  (table) => [
    pg.uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    pg.index('users_created_idx').on(table.createdAt, table.id),
  ],
);

/** Permission keys of non-lecturer users (`v2_order.read`, `v2_member.*`, ...). */
export const userPermissions = pg.pgTable(
  'user_permissions',
  {
    userId: belongsTo('user_id', () => users.id),
    key: pg.text('key').notNull(),
  },
  (table) => [pg.primaryKey({ columns: [table.userId, table.key] })],
);

/** Login sessions: the token is stored hashed. */
export const sessions = pg.pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: pg.text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [pg.uniqueIndex('sessions_token_hash_unique').on(table.tokenHash)],
);

/**
 * Failed logins per key (`account:<email>` or `address:<ip>`), shared by every API process: the
 * failures in a row, the last one, and until when the key must wait (increasing delays).
 */
export const loginLimits = pg.pgTable('login_limits', {
  key: pg.text('key').primaryKey(),
  failures: pg.integer('failures').notNull().default(0),
  lastFailureAt: moment('last_failure_at'),
  blockedUntil: moment('blocked_until'),
});

/** Addresses an account has logged in from: a limited address does not stop these accounts. */
export const loginAddresses = pg.pgTable(
  'login_addresses',
  {
    account: pg.text('account').notNull(),
    address: pg.text('address').notNull(),
    lastSuccessAt: moment('last_success_at').notNull(),
  },
  (table) => [pg.primaryKey({ columns: [table.account, table.address] })],
);

/** Prompts (tips, notices) a user has acknowledged. */
export const userPrompts = pg.pgTable(
  'user_prompts',
  {
    userId: belongsTo('user_id', () => users.id),
    key: pg.text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [pg.primaryKey({ columns: [table.userId, table.key] })],
);
