/**
 * Contract of the settings area (docs/decisions.md, "Settings, administrators and prompts"): the
 * platform configuration with a typed definition per key, the administrators and their permission
 * keys, and the settings' audit trail. Values and operations live in the zod-free
 * `plain/settings.ts`; the client imports only types from here.
 */
import { z } from 'zod';
import { wholeNumber } from './numbers.ts';
import { auditListQuery, auditListResponse } from './audit.ts';
import { listMeta } from './courses.ts';
import { idField } from './items.ts';
import { withSchemas } from './operation.ts';
import { titleText } from './text.ts';
import { MAX_INTEGER } from './plain/operation.ts';
import {
  categoryMoves,
  MAX_ADMINISTRATORS_PER_PAGE,
  MAX_PROFESSION_NAME,
  permissionKeys,
  settingKeys,
  settingsOperations,
  staffStatuses,
} from './plain/settings.ts';
import { mailLocales } from './plain/mail.ts';
import { isoDateTime } from './dates.ts';

/** A setting's definition: how its value is written and checked. */
export const settingDefinition = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('decimal'),
    /** The value is greater than this. */
    min: z.number(),
    /** The value is less than this. */
    max: z.number(),
    decimals: z.number().int(),
  }),
  z.object({
    type: z.literal('integer'),
    /** The value is at least this. */
    min: z.number().int(),
    /** The value is at most this. */
    max: z.number().int(),
  }),
]);

/** One editable setting: its key, its value as `GET /v2/configs` serves it, and its definition. */
export const setting = z.object({
  key: z.enum(settingKeys),
  value: z.string(),
  definition: settingDefinition,
});

/** `GET /lecturers/v2/settings/configs` answer: every editable setting, in order. */
export const settingsResponse = z.object({ data: z.array(setting) });

/** A value as sent: text (form) or a number (JSON). */
const settingValue = z.union([z.string().max(100), z.number()]).transform(String);

/**
 * `PUT /lecturers/v2/settings/configs` body: the settings to change, by key
 * (`TWD_TO_USD_RATE=0.032`); other keys are refused at their field.
 */
export const settingsBody = z
  .object(
    Object.fromEntries(settingKeys.map((key) => [key, settingValue.optional()])) as Record<
      (typeof settingKeys)[number],
      z.ZodOptional<typeof settingValue>
    >,
  )
  .catchall(z.unknown());

/** An administrator and their permission keys. */
export const administrator = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Their keys, sorted (`v2_order.*`, `v2_member.read`, ...). */
  permissions: z.array(z.string()),
  /** ACTIVE, INVITED (no password set yet) or DEACTIVATED. */
  status: z.enum(staffStatuses),
  /** When their last invitation was sent, if ever. */
  invited_at: isoDateTime.nullable(),
});

/** `GET /lecturers/v2/settings/administrators` query: a page, by name. */
export const administratorListQuery = z.object({
  page: wholeNumber(1, MAX_INTEGER).default(1),
  per_page: wholeNumber(1, MAX_ADMINISTRATORS_PER_PAGE).default(50),
});

/** `GET /lecturers/v2/settings/administrators` answer. */
export const administratorListResponse = z.object({
  data: z.array(administrator),
  meta: listMeta,
});

/** `{id}` of an administrator. */
export const administratorParams = z.object({ id: idField });

/**
 * `PUT …/administrators/{id}/permissions` body: every key they hold afterwards, each one of
 * {@link permissionKeys} (`<area>.read` or `<area>.*`); an empty list takes every key away.
 */
export const permissionsBody = z.object({
  permissions: z.array(z.string().max(100)).max(permissionKeys.length * 2),
});

/**
 * `POST …/settings/administrators` body: the address to invite (valid, not registered yet), their
 * name (empty: the address), their permission keys and the language of the invitation.
 */
export const inviteAdministratorBody = z.object({
  email: z.string().trim().max(320),
  name: z.string().trim().max(100).default(''),
  permissions: permissionsBody.shape.permissions,
  locale: z.enum(mailLocales).default('zh-TW'),
});

/** `PUT …/administrators/{id}/status` body: deactivate or reactivate. */
export const administratorStatusBody = z.object({ status: z.enum(['ACTIVE', 'DEACTIVATED']) });

/** `DELETE …/administrators/{id}/invitation` answer. */
export const withdrawnResponse = z.object({ ok: z.literal(true) });

/** A profession as settings manage it: its names in every locale and whether it is archived. */
export const managedProfession = z.object({
  id: idField,
  'zh-TW': z.string(),
  'zh-CN': z.string(),
  en: z.string(),
  archived: z.boolean(),
});

/** `GET /lecturers/v2/settings/professions` answer: every profession, archived ones too. */
export const managedProfessionsResponse = z.object({ data: z.array(managedProfession) });

/**
 * `POST …/settings/professions` and `PUT …/settings/professions/{id}` body (and the same for
 * `…/settings/categories`): the name in each locale (required, trimmed, unique among the rows of
 * its kind in that locale) and, on a change, whether it is archived.
 */
export const professionBody = z.object({
  'zh-TW': titleText(MAX_PROFESSION_NAME),
  'zh-CN': titleText(MAX_PROFESSION_NAME),
  en: titleText(MAX_PROFESSION_NAME),
  archived: z.boolean().optional(),
});

/** A category as settings manage it: its key (what items store), names, archived flag; in order. */
export const managedCategory = managedProfession.extend({ key: z.string() });

/** `GET /lecturers/v2/settings/categories` answer: every category in order, archived ones too. */
export const managedCategoriesResponse = z.object({ data: z.array(managedCategory) });

/** `PUT …/settings/categories/{id}/position` body: one place up or down in the order. */
export const categoryMoveBody = z.object({ direction: z.enum(categoryMoves) });

/** An editable setting. */
export type Setting = z.output<typeof setting>;
/** An administrator with their keys. */
export type Administrator = z.output<typeof administrator>;
/** A profession with its names in every locale. */
export type ManagedProfession = z.output<typeof managedProfession>;
/** A profession's names (and archived flag) as sent. */
export type ProfessionBody = z.input<typeof professionBody>;
/** A category with its key and names in every locale. */
export type ManagedCategory = z.output<typeof managedCategory>;
/** One page of administrators. */
export type AdministratorList = z.output<typeof administratorListResponse>;

/** The settings operations with their schemas. */
export const settingsContract = withSchemas(settingsOperations, {
  configs: { response: settingsResponse },
  updateConfigs: { body: settingsBody, response: settingsResponse },
  administrators: { query: administratorListQuery, response: administratorListResponse },
  updatePermissions: {
    params: administratorParams,
    body: permissionsBody,
    response: administrator,
  },
  inviteAdministrator: { body: inviteAdministratorBody, response: administrator },
  resendInvitation: { params: administratorParams, response: administrator },
  withdrawInvitation: { params: administratorParams, response: withdrawnResponse },
  updateAdministratorStatus: {
    params: administratorParams,
    body: administratorStatusBody,
    response: administrator,
  },
  audit: { query: auditListQuery, response: auditListResponse },
  professions: { response: managedProfessionsResponse },
  createProfession: { body: professionBody, response: managedProfession },
  updateProfession: {
    params: administratorParams,
    body: professionBody,
    response: managedProfession,
  },
  categories: { response: managedCategoriesResponse },
  // A category's names (and archived flag) are sent as a profession's.
  createCategory: { body: professionBody, response: managedCategory },
  updateCategory: { params: administratorParams, body: professionBody, response: managedCategory },
  moveCategory: {
    params: administratorParams,
    body: categoryMoveBody,
    response: managedCategoriesResponse,
  },
});
