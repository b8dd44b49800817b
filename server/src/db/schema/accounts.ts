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
    // Keyword searches (`ilike '%…%'`: members, lecturers, an order's buyer, a post's author)
    // read trigram indexes (pg_trgm, migration 0027) instead of every user.
    pg.index('users_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    pg.index('users_real_name_trgm_idx').using('gin', table.realName.op('gin_trgm_ops')),
    pg.index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    pg.index('users_phone_trgm_idx').using('gin', table.phone.op('gin_trgm_ops')),
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

/** What a set-password link is for: an invitation (first password) or a reset (forgot password). */
export const passwordTokenPurposes = ['INVITE', 'RESET'] as const;

/**
 * One-time set-password links (issue #32): only the SHA-256 hash of the token is stored; valid
 * until `expires_at` (48 hours), used once (`used_at`); a new link or a use stops the user's
 * other open links of the purpose (`stopped_at`).
 */
export const passwordTokens = pg.pgTable(
  'password_tokens',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    purpose: pg.text('purpose', { enum: passwordTokenPurposes }).notNull(),
    tokenHash: pg.text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    stoppedAt: moment('stopped_at'),
    /** The administrator who invited them; null for a reset the user asked for. */
    createdBy: pg.integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    pg.uniqueIndex('password_tokens_hash_unique').on(table.tokenHash),
    pg.index('password_tokens_user_idx').on(table.userId, table.purpose),
  ],
);
