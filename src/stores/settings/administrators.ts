/**
 * The administrators section of the settings screen: the administrators with their permission
 * keys, and a dialog editing one's keys as read / read-and-change per area (an administrator's own
 * keys cannot be changed: the server refuses, the screen offers no button). Saving asks to confirm.
 */
import { atom } from 'nanostores';
import type { PermissionArea } from '../../../server/src/contract/plain/me.ts';
import {
  isPermissionKey,
  type PermissionLevel,
} from '../../../server/src/contract/plain/settings.ts';
import type { Administrator, AdministratorList } from '../../../server/src/contract/settings.ts';
import type { MailLocale } from '../../../server/src/contract/plain/mail.ts';
import {
  fetchAdministrators,
  inviteAdministrator,
  resendInvitation,
  saveAdministratorStatus,
  savePermissions,
  withdrawInvitation,
} from '../../api/settings.ts';
import type { Translate } from '../../i18n/intl.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { $i18n, $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';
import { askConfirm } from '../unsaved.ts';
import { settingsChanged } from './platform.ts';

/** What a user may do in an area: nothing, read, or read and change (`.*`). */
export type AreaLevel = 'none' | PermissionLevel;

/** The administrators (one page: there are few). */
export const administratorsLoader = createLoader<number, AdministratorList>((page, signal) =>
  fetchAdministrators(page, signal),
);

/** The keys being edited in the dialog. */
export const permissionsForm = createForm<{ permissions: readonly string[] }>(
  'settings-permissions',
  { permissions: [] },
);

/** The administrator whose keys the dialog edits, or null while it is closed. */
export const $editingAdministrator = atom<Administrator | null>(null);

/** Loads the administrators (again). */
export function loadAdministrators(): Promise<void> {
  return administratorsLoader.load(1, true);
}

/** What a set of keys grants in an area (`v2_order.*` covers reading too). */
export function levelOf(keys: readonly string[], area: PermissionArea): AreaLevel {
  if (keys.includes(`${area}.*`)) return '*';
  return keys.includes(`${area}.read`) ? 'read' : 'none';
}

/** The keys with an area set to a level (the area's other keys removed). */
export function withLevel(
  keys: readonly string[],
  area: PermissionArea,
  level: AreaLevel,
): string[] {
  const others = keys.filter((key) => key.split('.')[0] !== area);
  return level === 'none' ? others : [...others, `${area}.${level}`];
}

/** Opens the dialog on an administrator's keys (those of the known set). */
export function openPermissions(administrator: Administrator): void {
  permissionsForm.reset({ permissions: administrator.permissions.filter(isPermissionKey) });
  $editingAdministrator.set(administrator);
}

/** Closes the dialog, dropping what was changed. */
export function closePermissions(): void {
  $editingAdministrator.set(null);
  permissionsForm.reset({ permissions: [] });
}

/** Sets what the edited administrator may do in an area. */
export function setAreaLevel(area: PermissionArea, level: AreaLevel): void {
  permissionsForm.set(
    'permissions',
    withLevel(permissionsForm.$values.get().permissions, area, level),
  );
}

/**
 * Saves the edited keys after a confirmation; then the list shows them, the dialog closes and
 * the audit trail reloads. A refusal shows in the dialog. Resolves whether it saved.
 */
export async function savePermissionsOf(): Promise<boolean> {
  const administrator = $editingAdministrator.get();
  if (!administrator) return false;
  const t = $t.get();
  const confirmed = await askConfirm({
    title: t('settings.admins.confirmTitle'),
    message: t('settings.admins.confirmMessage', { name: administrator.name }),
    confirmLabel: t('settings.admins.confirm'),
    cancelLabel: t('settings.cancel'),
  });
  if (!confirmed) return false;
  const saved = await permissionsForm.submit(async (values) => {
    const answer = await savePermissions(administrator.id, values.permissions);
    const list = administratorsLoader.dataFor(1);
    if (list)
      administratorsLoader.set(1, {
        ...list,
        data: list.data.map((each) => (each.id === answer.id ? answer : each)),
      });
    return { permissions: answer.permissions };
  });
  if (!saved) return false;
  closePermissions();
  settingsChanged();
  return true;
}

/** What the invitation dialog sends. */
export interface InviteValues {
  email: string;
  name: string;
  locale: MailLocale;
  permissions: readonly string[];
}

const blankInvite: InviteValues = { email: '', name: '', locale: 'zh-TW', permissions: [] };

/** The invitation being written in the dialog. */
export const inviteForm = createForm<InviteValues>('settings-invite', blankInvite);

/** Whether the invitation dialog is open. */
export const $inviting = atom(false);

/** Opens the invitation dialog, blank, in the screen's language. */
export function openInvite(): void {
  inviteForm.reset({ ...blankInvite, locale: $i18n.get().locale });
  $inviting.set(true);
}

/** Closes the invitation dialog, dropping what was typed. */
export function closeInvite(): void {
  $inviting.set(false);
  inviteForm.reset(blankInvite);
}

/** Changes a typed field of the invitation (e-mail, name or language). */
export function editInvite<K extends 'email' | 'name' | 'locale'>(
  key: K,
  value: InviteValues[K],
): void {
  inviteForm.set(key, value);
}

/** Sets what the invited administrator may do in an area. */
export function setInviteAreaLevel(area: PermissionArea, level: AreaLevel): void {
  inviteForm.set('permissions', withLevel(inviteForm.$values.get().permissions, area, level));
}

/** Replaces a row of the list with the server's answer. */
function replaceRow(answer: Administrator): void {
  const list = administratorsLoader.dataFor(1);
  if (list)
    administratorsLoader.set(1, {
      ...list,
      data: list.data.map((each) => (each.id === answer.id ? answer : each)),
    });
}

/**
 * Sends the invitation; then the list reloads, the dialog closes and a toast says it went. A
 * refused address shows at its field with everything typed kept. Resolves whether it went.
 */
export async function sendInvite(): Promise<boolean> {
  const { email } = inviteForm.$values.get();
  const sent = await inviteForm.check((values) => inviteAdministrator(values));
  if (!sent) return false;
  closeInvite();
  showToast('success', $t.get()('settings.admins.invited', { email: email.trim() }));
  settingsChanged();
  await loadAdministrators();
  return true;
}

/** The words of a row action the server did not take (other than a refusal it explains). */
const failed = (t: Translate) => t('settings.admins.actionFailed');

const resendAction = createAction(
  async (administrator: Administrator) => replaceRow(await resendInvitation(administrator.id)),
  {
    done: (t, _, administrator) => t('settings.admins.resent', { email: administrator.email }),
    failed,
  },
);

/** Sends a pending invitation again; the row shows when, a toast says it went. */
export async function resendInvitationOf(administrator: Administrator): Promise<boolean> {
  const done = await resendAction.run(administrator);
  if (done) settingsChanged();
  return done;
}

const withdrawAction = createAction(
  (administrator: Administrator) => withdrawInvitation(administrator.id),
  {
    confirm: (t, administrator) => ({
      title: t('settings.admins.withdrawTitle'),
      message: t('settings.admins.withdrawMessage', { email: administrator.email }),
      confirmLabel: t('settings.admins.withdraw'),
      cancelLabel: t('settings.cancel'),
      danger: true,
    }),
    done: (t, _, administrator) => t('settings.admins.withdrawn', { email: administrator.email }),
    failed,
  },
);

/** Withdraws a pending invitation after a confirmation; the list reloads without them. */
export async function withdrawInvitationOf(administrator: Administrator): Promise<boolean> {
  if (!(await withdrawAction.run(administrator))) return false;
  settingsChanged();
  await loadAdministrators();
  return true;
}

const statusAction = createAction(
  async (administrator: Administrator, status: 'ACTIVE' | 'DEACTIVATED') =>
    replaceRow(await saveAdministratorStatus(administrator.id, status)),
  {
    confirm: (t, administrator, status) =>
      status === 'DEACTIVATED'
        ? {
            title: t('settings.admins.deactivateTitle', { name: administrator.name }),
            message: t('settings.admins.deactivateMessage', { name: administrator.name }),
            confirmLabel: t('settings.admins.deactivate'),
            cancelLabel: t('settings.cancel'),
            danger: true,
          }
        : null,
    done: (t, _, administrator, status) =>
      t(status === 'DEACTIVATED' ? 'settings.admins.deactivated' : 'settings.admins.reactivated', {
        name: administrator.name,
      }),
    failed,
  },
);

/**
 * Deactivates an administrator after a confirmation (their sessions end at once) or reactivates
 * one; the row shows the new status and a toast says so.
 */
export async function setStatusOf(
  administrator: Administrator,
  status: 'ACTIVE' | 'DEACTIVATED',
): Promise<boolean> {
  const done = await statusAction.run(administrator, status);
  if (done) settingsChanged();
  return done;
}
