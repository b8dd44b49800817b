/** Roles, permission areas and the current-user operations. Zod-free. */

/** Roles of seed section 6, as the API names them. */
export const roles = ['ADMIN', 'TEACHER'] as const;

/** A role. */
export type Role = (typeof roles)[number];

/** Area prefixes of permission keys (seed section 6): `v2_order.read` opens `v2_order`. */
export const permissionAreas = [
  'v2_course',
  'v2_coupon',
  'v2_order',
  'v2_remittance',
  'v2_interaction',
  'v2_lecturer',
  'v2_member',
  'v2_setting',
  'dashboard',
  'export',
] as const;

/** An area prefix of permission keys. */
export type PermissionArea = (typeof permissionAreas)[number];

/** Operations of the current user. */
export const meOperations = {
  get: { method: 'get', path: '/v2/me' },
  permissions: { method: 'get', path: '/lecturers/v2/permissions' },
  acknowledgePrompt: { method: 'post', path: '/v2/me/prompts' },
  notices: { method: 'get', path: '/v2/me/notices' },
} as const;

/** What the platform's staff did for a member's account, as the member is told of it. */
export const accountNoticeKinds = [
  'COUPON_GIVEN',
  'ACCESS_GRANTED',
  'ACCESS_REVOKED',
  'ORDER_CANCELLED',
  'ORDER_PAID',
  'INVOICE_REISSUED',
] as const;

/** A kind of account notice. */
export type AccountNoticeKind = (typeof accountNoticeKinds)[number];
