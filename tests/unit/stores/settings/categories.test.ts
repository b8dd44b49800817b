import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedCategory, ProfessionBody } from '../../../../server/src/contract/settings.ts';
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
  fetchManagedProfessions: vi.fn(),
  addProfession: vi.fn(),
  saveProfession: vi.fn(),
  fetchManagedCategories: vi.fn<() => Promise<{ data: ManagedCategory[] }>>(),
  addCategory: vi.fn<(body: ProfessionBody) => Promise<ManagedCategory>>(),
  saveCategory: vi.fn<(id: number, body: ProfessionBody) => Promise<ManagedCategory>>(),
  moveCategory: vi.fn<(id: number, direction: string) => Promise<{ data: ManagedCategory[] }>>(),
}));
vi.mock('../../../../src/api/settings.ts', () => api);

const store = await import('../../../../src/stores/settings/categories.ts');
const { $settingsVersion } = await import('../../../../src/stores/settings/platform.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const design: ManagedCategory = {
  id: 1,
  key: 'design',
  'zh-TW': '設計',
  'zh-CN': '设计',
  en: 'Design',
  archived: false,
};
const music: ManagedCategory = {
  id: 2,
  key: 'music',
  'zh-TW': '音樂',
  'zh-CN': '音乐',
  en: 'Music',
  archived: false,
};

const listed = () => store.managedCategoriesLoader.dataFor('categories')?.data;

describe('categories in settings', () => {
  beforeEach(async () => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchManagedCategories.mockResolvedValue({ data: [design, music] });
    $toasts.set([]);
    store.closeCategory();
    await store.loadManagedCategories();
  });

  it('loads every category in order; a failed load is an error state to retry', async () => {
    expect(store.managedCategoriesLoader.$state.get()).toMatchObject({ status: 'ready' });
    expect(listed()).toEqual([design, music]);
    api.fetchManagedCategories.mockRejectedValueOnce(new ApiError(500, {}, 'boom'));
    await store.loadManagedCategories();
    expect(store.managedCategoriesLoader.$state.get().status).toBe('error');
  });

  it('adds a category at the end: the dialog closes, the trail moves on', async () => {
    const cooking = {
      ...music,
      id: 3,
      key: 'custom-1',
      'zh-TW': '料理',
      'zh-CN': '料理',
      en: 'Cooking',
    };
    api.addCategory.mockResolvedValue(cooking);
    const version = $settingsVersion.get();
    store.openNewCategory();
    store.editCategoryName('zh-TW', '料理');
    store.editCategoryName('zh-CN', '料理');
    store.editCategoryName('en', 'Cooking');
    expect(await store.saveCategoryNames()).toBe(true);
    expect(api.addCategory).toHaveBeenCalledWith({
      'zh-TW': '料理',
      'zh-CN': '料理',
      en: 'Cooking',
    });
    expect(listed()).toEqual([design, music, cooking]);
    expect(store.$editingCategory.get()).toBeNull();
    expect($settingsVersion.get()).toBe(version + 1);
  });

  it('renames keeping the archived flag; a refusal shows at its locale with what was typed', async () => {
    api.saveCategory.mockRejectedValueOnce(
      new ApiError(400, { en: ['Another category already has this name.'] }, 'x'),
    );
    store.openCategory(design);
    store.editCategoryName('en', 'Music');
    expect(await store.saveCategoryNames()).toBe(false);
    expect(store.categoryForm.errorOf('en')).toBe('Another category already has this name.');
    expect(store.categoryForm.$values.get().en).toBe('Music');
    expect(store.$editingCategory.get()).toEqual(design);
    const renamed = { ...design, en: 'Graphic design' };
    api.saveCategory.mockResolvedValue(renamed);
    store.editCategoryName('en', 'Graphic design');
    expect(await store.saveCategoryNames()).toBe(true);
    expect(api.saveCategory).toHaveBeenLastCalledWith(1, {
      'zh-TW': '設計',
      'zh-CN': '设计',
      en: 'Graphic design',
      archived: false,
    });
    expect(listed()).toEqual([renamed, music]);
  });

  it('archives and restores with the names unchanged', async () => {
    const archived = { ...music, archived: true };
    api.saveCategory.mockResolvedValue(archived);
    expect(await store.setCategoryArchived(music, true)).toBe(true);
    expect(api.saveCategory).toHaveBeenCalledWith(2, {
      'zh-TW': '音樂',
      'zh-CN': '音乐',
      en: 'Music',
      archived: true,
    });
    expect(listed()).toEqual([design, archived]);
  });

  it("moves a category and shows the server's new order; a failure is one toast", async () => {
    api.moveCategory.mockResolvedValue({ data: [music, design] });
    const version = $settingsVersion.get();
    expect(await store.moveCategoryBy(music, 'up')).toBe(true);
    expect(api.moveCategory).toHaveBeenCalledWith(2, 'up');
    expect(listed()).toEqual([music, design]);
    expect($settingsVersion.get()).toBe(version + 1);
    api.moveCategory.mockRejectedValue(new ApiError(500, {}, 'boom'));
    expect(await store.moveCategoryBy(music, 'down')).toBe(false);
    expect(listed()).toEqual([music, design]);
    expect($toasts.get().map((toast) => toast.message)).toContain(
      'The category could not be moved. Try again.',
    );
  });
});
