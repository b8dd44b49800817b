/** Coupons: their courses, codes and redemptions. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { couponScopes, couponTypes } from '../../contract/plain/coupons.ts';
import { belongsTo, createdAt, moment, primaryId, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';
import { memberGroups } from './member-groups.ts';

/** Coupon types: an amount off, or a rate paid. */
export const couponTypeEnum = pg.pgEnum('coupon_type', couponTypes);

/** What a coupon applies to. */
export const couponScopeEnum = pg.pgEnum('coupon_scope', couponScopes);

/**
 * Coupons: a lecturer's (their courses) or the platform's (`lecturer_id` null, every course).
 * The status is not stored: it follows from `disabled` and the dates. Every code, the coupon's
 * own and generated ones, is in `coupon_codes`, unique without case.
 */
export const coupons = pg.pgTable(
  'coupons',
  {
    id: primaryId(),
    /** The coupon's own code as typed (also in coupon_codes). */
    code: pg.text('code').notNull(),
    lecturerId: pg.integer('lecturer_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: belongsTo('created_by', () => users.id),
    title: pg.text('title').notNull(),
    labels: pg
      .text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    type: couponTypeEnum('type').notNull(),
    /** AMOUNT: TWD off. */
    amount: pg.integer('amount'),
    /** PERCENT: hundredths of the price paid (85: 15 % off). */
    rate: pg.integer('rate'),
    minSpend: pg.integer('min_spend').notNull().default(0),
    scope: couponScopeEnum('scope').notNull().default('ALL'),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at'),
    totalLimit: pg.integer('total_limit'),
    perMemberLimit: pg.integer('per_member_limit'),
    /** Only the members of this group may use the coupon (null: everyone). */
    groupId: pg.integer('group_id').references((): pg.AnyPgColumn => memberGroups.id, {
      onDelete: 'restrict',
    }),
    disabled: pg.boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    pg.index('coupons_lecturer_created_idx').on(table.lecturerId, table.createdAt, table.id),
    pg.uniqueIndex('coupons_code_idx').on(sql`lower(${table.code})`),
  ],
);

/** The courses a COURSES or BUNDLE coupon names. */
export const couponCourses = pg.pgTable(
  'coupon_courses',
  {
    couponId: belongsTo('coupon_id', () => coupons.id),
    courseId: belongsTo('course_id', () => courses.id),
  },
  (table) => [
    pg.primaryKey({ columns: [table.couponId, table.courseId] }),
    pg.index('coupon_courses_course_idx').on(table.courseId),
  ],
);

/**
 * Every code a student can type: a coupon's own (`generated` false, any number of uses within
 * the limits) and generated single-use ones. Unique without case across all coupons.
 */
export const couponCodes = pg.pgTable(
  'coupon_codes',
  {
    id: primaryId(),
    couponId: belongsTo('coupon_id', () => coupons.id),
    code: pg.text('code').notNull(),
    generated: pg.boolean('generated').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    pg.uniqueIndex('coupon_codes_code_idx').on(sql`lower(${table.code})`),
    pg.index('coupon_codes_coupon_idx').on(table.couponId, table.generated, table.id),
  ],
);

/** A coupon used on an order: by whom, with which code, how much it took off. */
export const couponRedemptions = pg.pgTable(
  'coupon_redemptions',
  {
    id: primaryId(),
    couponId: belongsTo('coupon_id', () => coupons.id),
    codeId: belongsTo('code_id', () => couponCodes.id),
    memberId: belongsTo('member_id', () => users.id),
    /** The order's number (orders arrive with their own area). */
    orderNo: pg.text('order_no').notNull(),
    amountOff: pg.integer('amount_off').notNull(),
    redeemedAt: moment('redeemed_at').notNull().defaultNow(),
  },
  (table) => [
    pg.index('coupon_redemptions_coupon_idx').on(table.couponId, table.redeemedAt, table.id),
    pg.index('coupon_redemptions_member_idx').on(table.couponId, table.memberId),
    pg.uniqueIndex('coupon_redemptions_code_order_idx').on(table.codeId, table.orderNo),
  ],
);
