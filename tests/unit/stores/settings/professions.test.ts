import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ManagedProfession,
  ProfessionBody,
} from '../../../../server/src/contract/settings.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';

const api = vi.hoisted(() => ({
  fetchSettings: vi.fn(),
  saveSettings: vi.fn(),
  fetchAdministrators: vi.fn(),
  savePermissions: vi.fn(),
  fetchSettingsAudit: vi.fn(),
  fetchManagedProfessions: vi.fn<() => Promise<{ data: ManagedProfession[] }>>(),
  addProfession: vi.fn<(body: ProfessionBody) => Promise<ManagedProfession>>(),
  saveProfession: vi.fn<(id: number, body: ProfessionBody) => Promise<ManagedProfession>>(),
}));
vi.mock('../../../../src/api/settings.ts', () => api);

const store = await import('../../../../src/stores/settings/professions.ts');
const { $settingsVersion } = await import('../../../../src/stores/settings/platform.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const designer: ManagedProfession = {
  id: 1,
  'zh-TW': '設計師',
  'zh-CN': '设计师',
  en: 'Designer',
  archived: false,
};

describe('professions in settings', () => {
  beforeEach(async () => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchManagedProfessions.mockResolvedValue({ data: [designer] });
    $toasts.set([]);
    store.closeProfession();
    await store.loadManagedProfessions();
  });

  it('adds a profession: the list shows it, the dialog closes, the trail moves on', async () => {
    const writer = { id: 2, 'zh-TW': '作家', 'zh-CN': '作家', en: 'Writer', archived: false };
    api.addProfession.mockResolvedValue(writer);
    const version = $settingsVersion.get();
    store.openNewProfession();
    store.editProfessionName('zh-TW', '作家');
    store.editProfessionName('zh-CN', '作家');
    store.editProfessionName('en', ' Writer ');
    expect(await store.saveProfessionNames()).toBe(true);
    expect(api.addProfession).toHaveBeenCalledWith({
      'zh-TW': '作家',
      'zh-CN': '作家',
      en: ' Writer ',
    });
    expect(store.managedProfessionsLoader.dataFor('professions')?.data).toEqual([designer, writer]);
    expect(store.$editingProfession.get()).toBeNull();
    expect($settingsVersion.get()).toBe(version + 1);
  });

  it('renames keeping the archived flag and replaces the row', async () => {
    const renamed = { ...designer, en: 'UX designer' };
    api.saveProfession.mockResolvedValue(renamed);
    store.openProfession(designer);
    store.editProfessionName('en', 'UX designer');
    expect(await store.saveProfessionNames()).toBe(true);
    expect(api.saveProfession).toHaveBeenCalledWith(1, {
      'zh-TW': '設計師',
      'zh-CN': '设计师',
      en: 'UX designer',
      archived: false,
    });
    expect(store.managedProfessionsLoader.dataFor('professions')?.data).toEqual([renamed]);
  });

  it('shows a refusal at its locale field and keeps what was typed', async () => {
    api.addProfession.mockRejectedValue(
      new ApiError(400, { 'zh-CN': ['Another profession already has this name.'] }, 'x'),
    );
    store.openNewProfession();
    store.editProfessionName('zh-TW', '設計');
    store.editProfessionName('zh-CN', '设计师');
    store.editProfessionName('en', 'Design');
    expect(await store.saveProfessionNames()).toBe(false);
    expect(store.professionForm.errorOf('zh-CN')).toBe('Another profession already has this name.');
    expect(store.professionForm.$values.get()).toEqual({
      'zh-TW': '設計',
      'zh-CN': '设计师',
      en: 'Design',
    });
    expect(store.$editingProfession.get()).toBe('new');
  });

  it('archives and restores a profession with its names unchanged', async () => {
    const archived = { ...designer, archived: true };
    api.saveProfession.mockResolvedValue(archived);
    expect(await store.setProfessionArchived(designer, true)).toBe(true);
    expect(api.saveProfession).toHaveBeenCalledWith(1, {
      'zh-TW': '設計師',
      'zh-CN': '设计师',
      en: 'Designer',
      archived: true,
    });
    expect(store.managedProfessionsLoader.dataFor('professions')?.data).toEqual([archived]);
  });

  it('reports a failed archive once as a toast', async () => {
    api.saveProfession.mockRejectedValue(new ApiError(500, {}, 'boom'));
    expect(await store.setProfessionArchived(designer, true)).toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toContain(
      'The profession could not be saved. Try again.',
    );
  });
});
