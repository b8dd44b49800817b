/**
 * The reference API's tables (drizzle), one file per area under schema/: a new area adds its file
 * and a line here. drizzle.config.ts reads this module.
 */
export * from './schema/accounts.ts';
export * from './schema/configs.ts';
export * from './schema/uploads.ts';
export * from './schema/items.ts';
export * from './schema/structure.ts';
export * from './schema/enrollments.ts';
export * from './schema/interactions.ts';
export * from './schema/announcements.ts';
export * from './schema/coupons.ts';
export * from './schema/packages.ts';
export * from './schema/discounts.ts';
export * from './schema/orders.ts';
export * from './schema/finances.ts';
export * from './schema/lecturers.ts';
export * from './schema/members.ts';
export * from './schema/member-groups.ts';
export * from './schema/audit.ts';
export * from './schema/trash.ts';
export * from './schema/mail.ts';
export * from './schema/jobs.ts';
