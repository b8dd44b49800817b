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
import { fetchAdministrators, savePermissions } from '../../api/settings.ts';
import { createForm } from '../form.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
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
