/**
 * Settings (`/lecturers/v2/settings/*`): the editable platform configuration, the administrators
 * and their permission keys, and the settings' audit trail.
 */
import type { AuditList } from './audit.ts';
import type {
  Administrator,
  AdministratorList,
  ManagedCategory,
  ManagedProfession,
  ProfessionBody,
  Setting,
  settingsContract,
} from '../../server/src/contract/settings.ts';
import { settingsOperations, type CategoryMove } from '../../server/src/contract/plain/settings.ts';
import type { MailLocale } from '../../server/src/contract/plain/mail.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof settingsContract>(settingsOperations);

/** What an invitation sends: the address, name, keys and language. */
export interface InviteBody {
  readonly email: string;
  readonly name: string;
  readonly permissions: readonly string[];
  readonly locale: MailLocale;
}

/** Loads every editable setting (`GET /lecturers/v2/settings/configs`). */
export function fetchSettings(signal?: AbortSignal): Promise<{ data: Setting[] }> {
  return call(operations.configs, { signal });
}

/** Changes settings by key; answers every setting as it is now (`PUT …/settings/configs`). */
export function saveSettings(
  values: Readonly<Record<string, string>>,
): Promise<{ data: Setting[] }> {
  return call(operations.updateConfigs, { body: { ...values }, json: true });
}

/** Loads a page of administrators with their keys (`GET …/settings/administrators`). */
export function fetchAdministrators(
  page: number,
  signal?: AbortSignal,
): Promise<AdministratorList> {
  return call(operations.administrators, { query: { page, per_page: 100 }, signal });
}

/** Replaces an administrator's permission keys (`PUT …/administrators/{id}/permissions`). */
export function savePermissions(
  id: number,
  permissions: readonly string[],
): Promise<Administrator> {
  return call(operations.updatePermissions, {
    params: { id },
    body: { permissions: [...permissions] },
    json: true,
  });
}

/** Loads a page of the settings' audit trail (`GET …/settings/audit`). */
export function fetchSettingsAudit(page: number, signal: AbortSignal): Promise<AuditList> {
  return call(operations.audit, { query: { page }, signal });
}

/** Loads every profession with its names per locale (`GET …/settings/professions`). */
export function fetchManagedProfessions(
  signal?: AbortSignal,
): Promise<{ data: ManagedProfession[] }> {
  return call(operations.professions, { signal });
}

/** Adds a profession (`POST …/settings/professions`). */
export function addProfession(body: ProfessionBody): Promise<ManagedProfession> {
  return call(operations.createProfession, { body: { ...body }, json: true });
}

/** Renames or (un)archives a profession (`PUT …/settings/professions/{id}`). */
export function saveProfession(id: number, body: ProfessionBody): Promise<ManagedProfession> {
  return call(operations.updateProfession, { params: { id }, body: { ...body }, json: true });
}

/** Loads every category in order with its names per locale (`GET …/settings/categories`). */
export function fetchManagedCategories(signal?: AbortSignal): Promise<{ data: ManagedCategory[] }> {
  return call(operations.categories, { signal });
}

/** Adds a category at the end (`POST …/settings/categories`). */
export function addCategory(body: ProfessionBody): Promise<ManagedCategory> {
  return call(operations.createCategory, { body: { ...body }, json: true });
}

/** Renames or (un)archives a category (`PUT …/settings/categories/{id}`). */
export function saveCategory(id: number, body: ProfessionBody): Promise<ManagedCategory> {
  return call(operations.updateCategory, { params: { id }, body: { ...body }, json: true });
}

/** Moves a category one place; answers every category in order (`PUT …/categories/{id}/position`). */
export function moveCategory(
  id: number,
  direction: CategoryMove,
): Promise<{ data: ManagedCategory[] }> {
  return call(operations.moveCategory, { params: { id }, body: { direction }, json: true });
}

/** Invites an administrator by e-mail with their keys (`POST …/settings/administrators`). */
export function inviteAdministrator(body: InviteBody): Promise<Administrator> {
  return call(operations.inviteAdministrator, {
    body: { ...body, permissions: [...body.permissions] },
    json: true,
  });
}

/** Sends a pending invitation again (`POST …/administrators/{id}/invitation`). */
export function resendInvitation(id: number): Promise<Administrator> {
  return call(operations.resendInvitation, { params: { id } });
}

/** Withdraws a pending invitation (`DELETE …/administrators/{id}/invitation`). */
export function withdrawInvitation(id: number): Promise<{ ok: true }> {
  return call(operations.withdrawInvitation, { params: { id } });
}

/** Deactivates (their sessions end) or reactivates an administrator (`PUT …/{id}/status`). */
export function saveAdministratorStatus(
  id: number,
  status: 'ACTIVE' | 'DEACTIVATED',
): Promise<Administrator> {
  return call(operations.updateAdministratorStatus, {
    params: { id },
    body: { status },
    json: true,
  });
}
