/**
 * Settings (`/lecturers/v2/settings/*`): the platform configuration, the administrators' permission
 * keys and the audit trail of both, for administrators with `v2_setting` (others get 404).
 */
import { roleAccess } from '../../auth/access.ts';
import { auditPage } from '../../audit/record.ts';
import { settingsContract } from '../../contract/settings.ts';
import { invalidToken } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import {
  inviteAdministrator,
  listAdministrators,
  replacePermissions,
  resendInvitation,
  updateAdministratorStatus,
  withdrawInvitation,
} from './administrators.ts';
import {
  createCategory,
  listManagedCategories,
  moveCategory,
  updateCategory,
} from './categories.ts';
import { readSettings, updateSettings } from './configs.ts';
import { createProfession, listManagedProfessions, updateProfession } from './professions.ts';

const tag = 'settings';

/** Reading settings: administrators with `v2_setting.read`. */
const readAccess = roleAccess(['ADMIN'], 'v2_setting.read');

/** Changing settings: administrators with `v2_setting.write`. */
const writeAccess = roleAccess(['ADMIN'], 'v2_setting.write');

/** The acting administrator's id (the access rule guarantees one). */
function actorOf(viewer: { readonly id: number } | null): number {
  if (!viewer) throw invalidToken();
  return viewer.id;
}

/** Declared routes of settings. */
export const settingsRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: settingsContract.configs,
    summary:
      'The editable platform configuration, in order: each key with its value (as `GET /v2/configs` serves it; the default while none is stored) and its definition (`decimal`: greater than `min`, less than `max`, at most `decimals` places; `integer`: from `min` to `max`).',
    tag,
    access: readAccess,
    readOnly: true,
    handler: async ({ tx, env }) => ({ data: await readSettings(tx, env) }),
  }),
  defineRoute({
    operation: settingsContract.updateConfigs,
    summary:
      'Changes one or several settings by key (`TWD_TO_USD_RATE=0.032`), all or none: each value is checked against its definition and every problem answered at its key; a key that is not editable is refused at its field. Each changed value is recorded in the audit log. Answers every setting as it is now; `GET /v2/configs` serves the new values at once.',
    tag,
    access: writeAccess,
    handler: async ({ tx, body, viewer, env }) => ({
      data: await updateSettings(tx, body, actorOf(viewer), env),
    }),
  }),
  defineRoute({
    operation: settingsContract.administrators,
    summary:
      'The users holding the ADMIN role (staff), by name, each with their permission keys (sorted), status (`ACTIVE`; `INVITED`: no password set yet; `DEACTIVATED`) and when their last invitation was sent.',
    tag,
    access: readAccess,
    readOnly: true,
    handler: ({ tx, query }) => listAdministrators(tx, query.page, query.per_page),
  }),
  defineRoute({
    operation: settingsContract.updatePermissions,
    summary:
      "Replaces an administrator's permission keys with the ones sent, each `<area>.read` or `<area>.*` of the known areas (an area's `.read` is dropped when its `.*` is sent); an unknown key is refused at `permissions`, and so is changing one's own keys. The change is recorded in the audit log and holds from their next request.",
    tag,
    access: writeAccess,
    handler: ({ tx, params, body, viewer }) =>
      replacePermissions(tx, params.id, body.permissions, actorOf(viewer)),
  }),
  defineRoute({
    operation: settingsContract.inviteAdministrator,
    summary:
      'Invites an administrator by e-mail with the permission keys they get: creates the account (ADMIN role, no usable password) and queues an INVITATION in `locale` with a one-time set-password link valid 48 hours. An invalid or already registered e-mail is refused at `email`, an unknown key at `permissions`. Audited (key `admin:<id>`).',
    tag,
    access: writeAccess,
    status: 201,
    handler: ({ tx, body, viewer, env }) =>
      inviteAdministrator(tx, body, actorOf(viewer), env.PUBLIC_URL, new Date()),
  }),
  defineRoute({
    operation: settingsContract.resendInvitation,
    summary:
      'Sends a pending invitation again with a new link (the earlier links stop working); 400 when the administrator already set a password. Audited.',
    tag,
    access: writeAccess,
    handler: ({ tx, params, viewer, env }) =>
      resendInvitation(tx, params.id, actorOf(viewer), env.PUBLIC_URL, new Date()),
  }),
  defineRoute({
    operation: settingsContract.withdrawInvitation,
    summary:
      'Withdraws a pending invitation: its links stop and the never-activated account is removed; 400 when the administrator already set a password. Audited.',
    tag,
    access: writeAccess,
    handler: async ({ tx, params, viewer }) => {
      await withdrawInvitation(tx, params.id, actorOf(viewer), new Date());
      return { ok: true as const };
    },
  }),
  defineRoute({
    operation: settingsContract.updateAdministratorStatus,
    summary:
      "Deactivates an administrator (`DEACTIVATED`: their sessions end at once and they cannot log in) or reactivates one (`ACTIVE`); one's own account is refused at `status`. Audited.",
    tag,
    access: writeAccess,
    handler: ({ tx, params, body, viewer }) =>
      updateAdministratorStatus(tx, params.id, body.status, actorOf(viewer), new Date()),
  }),
  defineRoute({
    operation: settingsContract.audit,
    summary:
      "The settings' audit trail, newest first: changed configuration values (key: the setting's key), administrators' permission keys (key: `admin:<userId>`), professions (key: `profession:<id>`) and categories (key: `category:<id>`).",
    tag,
    access: readAccess,
    readOnly: true,
    handler: ({ tx, query }) => auditPage(tx, { subject: 'SETTING' }, query.page, query.per_page),
  }),
  defineRoute({
    operation: settingsContract.professions,
    summary:
      'Every profession with its names in zh-TW, zh-CN and en and whether it is archived (an archived one is not offered for new choices; items keep it).',
    tag,
    access: readAccess,
    readOnly: true,
    handler: async ({ tx }) => ({ data: await listManagedProfessions(tx) }),
  }),
  defineRoute({
    operation: settingsContract.createProfession,
    summary:
      "Adds a profession: its name in each locale, required, trimmed and unique among professions in that locale (refused at that locale's field). Recorded in the audit log (key: `profession:<id>`).",
    tag,
    access: writeAccess,
    handler: ({ tx, body, viewer }) => createProfession(tx, body, actorOf(viewer)),
  }),
  defineRoute({
    operation: settingsContract.updateProfession,
    summary:
      'Renames a profession (each name required, trimmed, unique in its locale) and archives or restores it (`archived`). Recorded in the audit log (key: `profession:<id>`).',
    tag,
    access: writeAccess,
    handler: ({ tx, params, body, viewer }) =>
      updateProfession(tx, params.id, body, actorOf(viewer)),
  }),
  defineRoute({
    operation: settingsContract.categories,
    summary:
      'Every category in its order, with its key (what items store in `category`), its names in zh-TW, zh-CN and en and whether it is archived (an archived one is not offered for new choices; items keep it).',
    tag,
    access: readAccess,
    readOnly: true,
    handler: async ({ tx }) => ({ data: await listManagedCategories(tx) }),
  }),
  defineRoute({
    operation: settingsContract.createCategory,
    summary:
      "Adds a category at the end of the order with a new key: its name in each locale, required, trimmed and unique among categories in that locale (refused at that locale's field). Recorded in the audit log (key: `category:<id>`).",
    tag,
    access: writeAccess,
    handler: ({ tx, body, viewer }) => createCategory(tx, body, actorOf(viewer)),
  }),
  defineRoute({
    operation: settingsContract.updateCategory,
    summary:
      'Renames a category (each name required, trimmed, unique in its locale) and archives or restores it (`archived`); its key never changes. Recorded in the audit log (key: `category:<id>`).',
    tag,
    access: writeAccess,
    handler: ({ tx, params, body, viewer }) => updateCategory(tx, params.id, body, actorOf(viewer)),
  }),
  defineRoute({
    operation: settingsContract.moveCategory,
    summary:
      'Moves a category one place `up` or `down` in the order (nothing at either end) and answers every category in the new order. Recorded in the audit log (key: `category:<id>`, its position).',
    tag,
    access: writeAccess,
    handler: async ({ tx, params, body, viewer }) => ({
      data: await moveCategory(tx, params.id, body.direction, actorOf(viewer)),
    }),
  }),
];
