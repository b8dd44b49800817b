import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchCategories:
    vi.fn<() => Promise<{ data: { key: string; name: string; archived: boolean }[] }>>(),
}));
vi.mock('../../../../src/api/categories.ts', () => api);

const { $categories, categoryChoices, loadCategories } =
  await import('../../../../src/stores/items/categories.ts');

describe('categories to pick and filter by', () => {
  beforeEach(() => {
    api.fetchCategories.mockReset();
    $categories.set({ status: 'idle', locale: null, list: [] });
  });

  it('loads once per language, in the order the API gives', async () => {
    api.fetchCategories.mockResolvedValue({
      data: [
        { key: 'music', name: 'Music', archived: false },
        { key: 'design', name: 'Design', archived: false },
      ],
    });
    await loadCategories('en');
    await loadCategories('en');
    expect(api.fetchCategories).toHaveBeenCalledTimes(1);
    expect($categories.get()).toMatchObject({ status: 'ready', locale: 'en' });
    expect($categories.get().list.map((each) => each.key)).toEqual(['music', 'design']);
    api.fetchCategories.mockResolvedValue({
      data: [{ key: 'music', name: '音樂', archived: false }],
    });
    await loadCategories('zh-TW');
    expect(api.fetchCategories).toHaveBeenCalledTimes(2);
    expect($categories.get().list[0]?.name).toBe('音樂');
  });

  it('records a failure and loads again on the next try', async () => {
    api.fetchCategories.mockRejectedValueOnce(new Error('offline'));
    await loadCategories('en');
    expect($categories.get().status).toBe('error');
    api.fetchCategories.mockResolvedValue({ data: [] });
    await loadCategories('en');
    expect($categories.get().status).toBe('ready');
  });

  it('offers an archived category only to the course that has it', () => {
    const list = [
      { key: 'design', name: 'Design', archived: false },
      { key: 'old', name: 'Old', archived: true },
    ];
    expect(categoryChoices(list, '').map((each) => each.key)).toEqual(['design']);
    expect(categoryChoices(list, 'design').map((each) => each.key)).toEqual(['design']);
    expect(categoryChoices(list, 'old').map((each) => each.key)).toEqual(['design', 'old']);
  });
});
