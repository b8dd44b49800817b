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
  inviteAdministrator: vi.fn<(body: unknown) => Promise<Administrator>>(),
  resendInvitation: vi.fn<(id: number) => Promise<Administrator>>(),
  withdrawInvitation: vi.fn<(id: number) => Promise<{ ok: true }>>(),
  saveAdministratorStatus:
    vi.fn<(id: number, status: 'ACTIVE' | 'DEACTIVATED') => Promise<Administrator>>(),
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

const invitee: Administrator = {
  id: 7,
  name: 'new@example.com',
  email: 'new@example.com',
  permissions: ['v2_order.read'],
  status: 'INVITED',
  invited_at: '2026-11-28T10:00:00.000Z',
};

/** The messages of the toasts on screen. */
function toastTexts(): string[] {
  return $toasts.get().map((toast) => toast.message);
}

describe('staff accounts: invitations and status', () => {
  beforeEach(async () => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchAdministrators.mockResolvedValue({
      data: [staff, invitee],
      meta: { current_page: 1, last_page: 1, per_page: 100, total: 2 },
    });
    $toasts.set([]);
    store.closeInvite();
    await store.loadAdministrators();
  });

  it('invites with the typed address, name, language and keys; then reloads and closes', async () => {
    api.inviteAdministrator.mockResolvedValue(invitee);
    store.openInvite();
    expect(store.$inviting.get()).toBe(true);
    expect(store.inviteForm.$values.get().locale).toBe('en');
    store.editInvite('email', ' new@example.com ');
    store.editInvite('name', 'Amy');
    store.editInvite('locale', 'zh-CN');
    store.setInviteAreaLevel('v2_order', 'read');
    const loads = api.fetchAdministrators.mock.calls.length;
    expect(await store.sendInvite()).toBe(true);
    expect(api.inviteAdministrator).toHaveBeenCalledWith({
      email: ' new@example.com ',
      name: 'Amy',
      locale: 'zh-CN',
      permissions: ['v2_order.read'],
    });
    expect(api.fetchAdministrators.mock.calls.length).toBe(loads + 1);
    expect(store.$inviting.get()).toBe(false);
    expect(toastTexts()).toContain('Invitation sent to new@example.com');
  });

  it('shows a refused address at its field, keeps everything typed and the dialog open', async () => {
    api.inviteAdministrator.mockRejectedValue(
      new ApiError(400, { email: ['This e-mail is already registered.'] }, 'x'),
    );
    store.openInvite();
    store.editInvite('email', 'staff@example.com');
    store.editInvite('name', 'Amy');
    store.setInviteAreaLevel('v2_member', '*');
    expect(await store.sendInvite()).toBe(false);
    expect(store.inviteForm.errorOf('email')).toBe('This e-mail is already registered.');
    expect(store.$inviting.get()).toBe(true);
    expect(store.inviteForm.$values.get()).toMatchObject({
      email: 'staff@example.com',
      name: 'Amy',
      permissions: ['v2_member.*'],
    });
    // Typing again clears the message.
    store.editInvite('email', 'other@example.com');
    expect(store.inviteForm.errorOf('email')).toBeUndefined();
  });

  it('resends an invitation: the row shows the new time, a toast says so', async () => {
    const again = { ...invitee, invited_at: '2026-11-28T12:00:00.000Z' };
    api.resendInvitation.mockResolvedValue(again);
    expect(await store.resendInvitationOf(invitee)).toBe(true);
    expect(api.resendInvitation).toHaveBeenCalledWith(7);
    expect(store.administratorsLoader.dataFor(1)?.data[1]).toEqual(again);
    expect(toastTexts()).toContain('Invitation sent again to new@example.com');
  });

  it('withdraws an invitation only after a confirmation, then reloads', async () => {
    const declined = store.withdrawInvitationOf(invitee);
    await answer(false);
    expect(await declined).toBe(false);
    expect(api.withdrawInvitation).not.toHaveBeenCalled();

    api.withdrawInvitation.mockResolvedValue({ ok: true });
    const loads = api.fetchAdministrators.mock.calls.length;
    const withdrawing = store.withdrawInvitationOf(invitee);
    await answer(true);
    expect(await withdrawing).toBe(true);
    expect(api.withdrawInvitation).toHaveBeenCalledWith(7);
    expect(api.fetchAdministrators.mock.calls.length).toBe(loads + 1);
    expect(toastTexts()).toContain('Invitation to new@example.com withdrawn');
  });

  it('deactivates after a confirmation that says their sessions end; the row shows it', async () => {
    const declined = store.setStatusOf(staff, 'DEACTIVATED');
    await answer(false);
    expect(await declined).toBe(false);
    expect(api.saveAdministratorStatus).not.toHaveBeenCalled();

    const off = { ...staff, status: 'DEACTIVATED' as const };
    api.saveAdministratorStatus.mockResolvedValue(off);
    const deactivating = store.setStatusOf(staff, 'DEACTIVATED');
    await vi.waitFor(() => {
      expect($confirm.get()?.message).toMatch(/logged out everywhere now/);
    });
    answerConfirm(true);
    expect(await deactivating).toBe(true);
    expect(api.saveAdministratorStatus).toHaveBeenCalledWith(2, 'DEACTIVATED');
    expect(store.administratorsLoader.dataFor(1)?.data[0]).toEqual(off);
    expect(toastTexts()).toContain('陳志明 deactivated');
  });

  it('reactivates without asking', async () => {
    api.saveAdministratorStatus.mockResolvedValue(staff);
    expect(await store.setStatusOf({ ...staff, status: 'DEACTIVATED' }, 'ACTIVE')).toBe(true);
    expect($confirm.get()).toBeNull();
    expect(api.saveAdministratorStatus).toHaveBeenCalledWith(2, 'ACTIVE');
    expect(toastTexts()).toContain('陳志明 reactivated');
  });

  it('a refused row action changes nothing in the list', async () => {
    api.resendInvitation.mockRejectedValue(new ApiError(409, {}, 'gone'));
    expect(await store.resendInvitationOf(invitee)).toBe(false);
    expect(store.administratorsLoader.dataFor(1)?.data[1]).toEqual(invitee);
  });
});
