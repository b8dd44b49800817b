/** Coupons: their courses, codes and redemptions. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { couponScopes, couponTypes } from '../../contract/plain/coupons.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';
import { memberGroups } from './member-groups.ts';

/** Coupon types: an amount off, or a rate paid. */
export const couponTypeEnum = pgEnum('coupon_type', couponTypes);

/** What a coupon applies to. */
export const couponScopeEnum = pgEnum('coupon_scope', couponScopes);

/**
 * Coupons: a lecturer's (their courses) or the platform's (`lecturer_id` null, every course).
 * The status is not stored: it follows from `disabled` and the dates. Every code, the coupon's
 * own and generated ones, is in `coupon_codes`, unique without case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** The coupon's own code as typed (also in coupon_codes). */
    code: text('code').notNull(),
    lecturerId: integer('lecturer_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    type: couponTypeEnum('type').notNull(),
    /** AMOUNT: TWD off. */
    amount: integer('amount'),
    /** PERCENT: hundredths of the price paid (85: 15 % off). */
    rate: integer('rate'),
    minSpend: integer('min_spend').notNull().default(0),
    scope: couponScopeEnum('scope').notNull().default('ALL'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perMemberLimit: integer('per_member_limit'),
    /** Only the members of this group may use the coupon (null: everyone). */
    groupId: integer('group_id').references((): AnyPgColumn => memberGroups.id, {
      onDelete: 'restrict',
    }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupons_lecturer_created_idx').on(table.lecturerId, table.createdAt, table.id),
    uniqueIndex('coupons_code_idx').on(sql`lower(${table.code})`),
  ],
);

/** The courses a COURSES or BUNDLE coupon names. */
export const couponCourses = pgTable(
  'coupon_courses',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.couponId, table.courseId] }),
    index('coupon_courses_course_idx').on(table.courseId),
  ],
);

/**
 * Every code a student can type: a coupon's own (`generated` false, any number of uses within
 * the limits) and generated single-use ones. Unique without case across all coupons.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    generated: boolean('generated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_codes_code_idx').on(sql`lower(${table.code})`),
    index('coupon_codes_coupon_idx').on(table.couponId, table.generated, table.id),
  ],
);

/** A coupon used on an order: by whom, with which code, how much it took off. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    codeId: integer('code_id')
      .notNull()
      .references(() => couponCodes.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order's number (orders arrive with their own area). */
    orderNo: text('order_no').notNull(),
    amountOff: integer('amount_off').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupon_redemptions_coupon_idx').on(table.couponId, table.redeemedAt, table.id),
    index('coupon_redemptions_member_idx').on(table.couponId, table.memberId),
    uniqueIndex('coupon_redemptions_code_order_idx').on(table.codeId, table.orderNo),
  ],
);
