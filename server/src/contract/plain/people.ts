/**
 * Values of the people the marketplace runs on: lecturers (their profile, the administrators'
 * comments on them, their payout accounts), members (their wallet, coupons and notification
 * settings), member groups, and the audit log of administrators' changes to any of them.
 * Designed in the seed's style (docs/decisions.md, "Lecturers, members and settings"). Zod-free.
 */

/** Whether a lecturer may sell: active, or suspended by an administrator. */
export const lecturerStatuses = ['ACTIVE', 'SUSPENDED'] as const;

/** A lecturer status. */
export type LecturerStatus = (typeof lecturerStatuses)[number];

/** Whether a member may sign in and buy: active, or blocked by an administrator. */
export const memberStatuses = ['ACTIVE', 'BLOCKED'] as const;

/** A member status. */
export type MemberStatus = (typeof memberStatuses)[number];

/** What moved a wallet: an administrator's adjustment (with a reason), a top-up, a purchase, a refund. */
export const walletEntryKinds = ['ADJUST', 'TOP_UP', 'PURCHASE', 'REFUND'] as const;

/** A wallet entry kind. */
export type WalletEntryKind = (typeof walletEntryKinds)[number];

/** The seed's notification setting keys of a member. */
export const notificationKeys = ['receivePlatformLatestEvents', 'receiveCoursePromotion'] as const;

/** A notification setting key. */
export type NotificationKey = (typeof notificationKeys)[number];

/** What an audit entry is about. */
export const auditSubjects = [
  'LECTURER',
  'MEMBER',
  'GROUP',
  'PAYOUT',
  'WALLET',
  'SETTING',
  'COUPON',
  'DISCOUNT',
  'PACKAGE',
  'MAIL',
] as const;

/** An audit subject. */
export type AuditSubject = (typeof auditSubjects)[number];

/** Longest real name, display name, phone, comment, description, reason (characters). */
export const PEOPLE_LIMITS = {
  realName: 100,
  name: 100,
  phone: 30,
  comment: 2000,
  description: 20_000,
  reason: 500,
  groupName: 100,
  groupDescription: 1000,
  financialCode: 7,
  bankName: 100,
  accountName: 100,
  accountNumber: 20,
  /** E-mails pasted at once into a group. */
  pastedEmails: 1000,
} as const;

/** What an administrator did, as an audit entry names it. */
export const auditActions = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'MAKE_MAIN',
  'ADJUST',
  'ADD_MEMBERS',
  'REMOVE_MEMBERS',
  'GRANT',
  'REVOKE',
] as const;

/** An audit action. */
export type AuditAction = (typeof auditActions)[number];
