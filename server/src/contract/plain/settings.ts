/**
 * Values of the settings area (docs/decisions.md, "Settings, administrators and prompts"): the
 * platform configuration keys administrators edit, with a typed definition each, the permission
 * keys an administrator can be given, and the operations. Zod-free: the browser imports it.
 */
import { permissionAreas, type PermissionArea } from './me.ts';

/** A decimal setting: greater than `min` and less than `max`, at most `decimals` places. */
export interface DecimalSetting {
  readonly type: 'decimal';
  readonly min: number;
  readonly max: number;
  readonly decimals: number;
}

/** A whole-number setting from `min` to `max` (both included). */
export interface IntegerSetting {
  readonly type: 'integer';
  readonly min: number;
  readonly max: number;
}

/** How a setting's value is written and checked. */
export type SettingDefinition = DecimalSetting | IntegerSetting;

/**
 * The editable configuration keys, in the order the screen shows them: the TWD → USD rate every
 * USD price uses, and the announcements a lecturer may send per month (interactions).
 */
export const settingDefinitions = {
  TWD_TO_USD_RATE: { type: 'decimal', min: 0, max: 1, decimals: 6 },
  ANNOUNCEMENT_MONTHLY_LIMIT: { type: 'integer', min: 0, max: 1000 },
} as const satisfies Record<string, SettingDefinition>;

/** An editable configuration key. */
export type SettingKey = keyof typeof settingDefinitions;

/** The editable keys, in order. */
export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];

/** Whether a text names an editable configuration key. */
export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingDefinitions, key);
}

/** What a permission key grants in its area: reading, or reading and changing (`.*`). */
export const permissionLevels = ['read', '*'] as const;

/** A permission level. */
export type PermissionLevel = (typeof permissionLevels)[number];

/** A permission key an administrator can be given: `<area>.read` or `<area>.*`. */
export type PermissionKey = `${PermissionArea}.${PermissionLevel}`;

/** Every permission key an administrator can be given, area by area. */
export const permissionKeys: readonly PermissionKey[] = permissionAreas.flatMap((area) =>
  permissionLevels.map((level): PermissionKey => `${area}.${level}`),
);

/** Whether a text is a permission key an administrator can be given. */
export function isPermissionKey(key: string): key is PermissionKey {
  return (permissionKeys as readonly string[]).includes(key);
}

/**
 * Where a staff account is: ACTIVE (they set a password), INVITED (an invitation is pending: no
 * password yet) or DEACTIVATED (they cannot log in; their sessions ended).
 */
export const staffStatuses = ['ACTIVE', 'INVITED', 'DEACTIVATED'] as const;

/** A staff account's status. */
export type StaffStatus = (typeof staffStatuses)[number];

/** Most administrators one page lists. */
export const MAX_ADMINISTRATORS_PER_PAGE = 100;

/** The audit key of an administrator's permissions (`admin:<userId>`). */
export function administratorAuditKey(userId: number): string {
  return `admin:${String(userId)}`;
}

/** Operations of the settings area (administrators with `v2_setting`). */
export const settingsOperations = {
  configs: { method: 'get', path: '/lecturers/v2/settings/configs' },
  updateConfigs: { method: 'put', path: '/lecturers/v2/settings/configs' },
  administrators: { method: 'get', path: '/lecturers/v2/settings/administrators' },
  updatePermissions: {
    method: 'put',
    path: '/lecturers/v2/settings/administrators/{id}/permissions',
  },
  inviteAdministrator: { method: 'post', path: '/lecturers/v2/settings/administrators' },
  resendInvitation: {
    method: 'post',
    path: '/lecturers/v2/settings/administrators/{id}/invitation',
  },
  withdrawInvitation: {
    method: 'delete',
    path: '/lecturers/v2/settings/administrators/{id}/invitation',
  },
  updateAdministratorStatus: {
    method: 'put',
    path: '/lecturers/v2/settings/administrators/{id}/status',
  },
  audit: { method: 'get', path: '/lecturers/v2/settings/audit' },
  professions: { method: 'get', path: '/lecturers/v2/settings/professions' },
  createProfession: { method: 'post', path: '/lecturers/v2/settings/professions' },
  updateProfession: { method: 'put', path: '/lecturers/v2/settings/professions/{id}' },
  categories: { method: 'get', path: '/lecturers/v2/settings/categories' },
  createCategory: { method: 'post', path: '/lecturers/v2/settings/categories' },
  updateCategory: { method: 'put', path: '/lecturers/v2/settings/categories/{id}' },
  moveCategory: { method: 'put', path: '/lecturers/v2/settings/categories/{id}/position' },
} as const;

/** The ways a category moves in the order: one place up or down. */
export const categoryMoves = ['up', 'down'] as const;

/** A way a category moves. */
export type CategoryMove = (typeof categoryMoves)[number];

/** The audit key of a category (`category:<id>`). */
export function categoryAuditKey(id: number): string {
  return `category:${String(id)}`;
}

/** The locales a profession is named in, each name required. */
export const professionLocales = ['zh-TW', 'zh-CN', 'en'] as const;

/** Longest name of a profession. */
export const MAX_PROFESSION_NAME = 50;

/** The audit key of a profession (`profession:<id>`). */
export function professionAuditKey(id: number): string {
  return `profession:${String(id)}`;
}
