import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Administrator, AdministratorList } from '../../../../server/src/contract/settings.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';

const api = vi.hoisted(() => ({
  fetchSettings: vi.fn(),
  saveSettings: vi.fn(),
  fetchAdministrators: vi.fn<() => Promise<AdministratorList>>(),
  savePermissions: vi.fn<(id: number, keys: readonly string[]) => Promise<Administrator>>(),
  fetchSettingsAudit: vi.fn(),
}));
vi.mock('../../../../src/api/settings.ts', () => api);

const store = await import('../../../../src/stores/settings/administrators.ts');
const { $settingsVersion } = await import('../../../../src/stores/settings/platform.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const staff: Administrator = {
  id: 2,
  name: '陳志明',
  email: 'staff@example.com',
  permissions: ['v2_member.*', 'v2_order.*'],
  status: 'ACTIVE',
  invited_at: null,
};

/** Waits until the confirm dialog opens, then answers it. */
async function answer(value: boolean): Promise<void> {
  await vi.waitFor(() => {
    expect($confirm.get()).not.toBeNull();
  });
  answerConfirm(value);
}

describe('administrators and their permissions', () => {
  beforeEach(async () => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchAdministrators.mockResolvedValue({
      data: [staff],
      meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
    });
    $toasts.set([]);
    store.closePermissions();
    await store.loadAdministrators();
  });

  it('reads and sets an area’s level: change includes read, no read means nothing', () => {
    expect(store.levelOf(staff.permissions, 'v2_order')).toBe('*');
    expect(store.levelOf(['v2_order.read'], 'v2_order')).toBe('read');
    expect(store.levelOf(staff.permissions, 'v2_setting')).toBe('none');
    expect(store.withLevel(staff.permissions, 'v2_order', 'read')).toEqual([
      'v2_member.*',
      'v2_order.read',
    ]);
    expect(store.withLevel(staff.permissions, 'v2_member', 'none')).toEqual(['v2_order.*']);
  });

  it('saves after a confirmation; the list shows the keys, the dialog closes, the trail moves on', async () => {
    const saved = { ...staff, permissions: ['v2_member.*', 'v2_order.*', 'v2_setting.read'] };
    api.savePermissions.mockResolvedValue(saved);
    const version = $settingsVersion.get();
    store.openPermissions(staff);
    store.setAreaLevel('v2_setting', 'read');
    const saving = store.savePermissionsOf();
    await answer(true);
    expect(await saving).toBe(true);
    expect(api.savePermissions).toHaveBeenCalledWith(2, [
      'v2_member.*',
      'v2_order.*',
      'v2_setting.read',
    ]);
    expect(store.administratorsLoader.dataFor(1)?.data[0]).toEqual(saved);
    expect(store.$editingAdministrator.get()).toBeNull();
    expect($settingsVersion.get()).toBe(version + 1);
  });

  it('sends nothing when the confirmation is declined; the dialog stays open', async () => {
    store.openPermissions(staff);
    store.setAreaLevel('v2_member', 'none');
    const saving = store.savePermissionsOf();
    await answer(false);
    expect(await saving).toBe(false);
    expect(api.savePermissions).not.toHaveBeenCalled();
    expect(store.$editingAdministrator.get()).toEqual(staff);
    expect(store.permissionsForm.$values.get().permissions).toEqual(['v2_order.*']);
  });

  it('shows a refusal in the dialog and keeps the choices', async () => {
    api.savePermissions.mockRejectedValue(
      new ApiError(400, { permissions: ['You cannot change your own permissions.'] }, 'x'),
    );
    store.openPermissions(staff);
    store.setAreaLevel('export', '*');
    const saving = store.savePermissionsOf();
    await answer(true);
    expect(await saving).toBe(false);
    expect(store.permissionsForm.errorOf('permissions')).toBe(
      'You cannot change your own permissions.',
    );
    expect(store.$editingAdministrator.get()).toEqual(staff);
    expect(store.permissionsForm.$values.get().permissions).toContain('export.*');
  });
});
