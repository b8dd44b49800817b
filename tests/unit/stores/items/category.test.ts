import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseSourcesResponse, ItemDetail } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { settingsItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  saveItemType: vi.fn<(...args: unknown[]) => Promise<ItemDetail>>(),
  fetchCourseSources: vi.fn<(...args: unknown[]) => Promise<CourseSourcesResponse>>(),
  saveCourseSources: vi.fn<(...args: unknown[]) => Promise<CourseSourcesResponse>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);
vi.mock('../../../../src/api/item-types.ts', () => api);

const { $item } = await import('../../../../src/stores/item.ts');
const category = await import('../../../../src/stores/items/category.ts');
const sources = await import('../../../../src/stores/items/sources.ts');

describe('category and sources', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
  });

  it('saves the category and type and takes the answer as the item', async () => {
    category.startCategory(settingsItem({ category: '', type: 'COURSE' }));
    expect(category.categoryForm.$values.get()).toEqual({ category: '', type: 'COURSE' });
    category.categoryForm.set('category', 'music');
    category.categoryForm.set('type', 'SINGLE');
    const answer = settingsItem({ category: 'music', type: 'SINGLE' });
    api.saveItemType.mockResolvedValue(answer);
    await expect(category.saveCategory(7)).resolves.toBe(true);
    expect(api.saveItemType).toHaveBeenCalledWith(7, { category: 'music', type: 'SINGLE' });
    expect($item.get()).toEqual({ status: 'ready', item: answer });
  });

  it('loads, edits and saves the sources as a whole list', async () => {
    api.fetchCourseSources.mockResolvedValue({
      data: [{ title: 'Book', url: 'https://a.example' }],
    });
    await sources.loadSources(7);
    expect(sources.sourcesLoader.$state.get()).toMatchObject({ key: 7, status: 'ready' });
    sources.addSource();
    sources.changeSource(1, 'title', 'Talk');
    sources.changeSource(1, 'url', 'https://b.example');
    sources.removeSource(0);
    api.saveCourseSources.mockResolvedValue({
      data: [{ title: 'Talk', url: 'https://b.example' }],
    });
    await expect(sources.saveSources(7)).resolves.toBe(true);
    expect(api.saveCourseSources).toHaveBeenCalledWith(7, {
      sources: [{ title: 'Talk', url: 'https://b.example' }],
    });
    expect(sources.sourcesForm.$dirty.get()).toBe(false);
  });

  it('keeps the rows and the messages at them on a 400, and says when loading fails', async () => {
    api.fetchCourseSources.mockResolvedValue({ data: [] });
    await sources.loadSources(7);
    sources.addSource();
    api.saveCourseSources.mockRejectedValue(
      new ApiError(400, { 'sources.0.title': ['Required.'] }, 'Required.'),
    );
    await expect(sources.saveSources(7)).resolves.toBe(false);
    expect(sources.sourcesForm.$values.get().sources).toEqual([{ title: '', url: '' }]);
    expect(sources.sourcesForm.errorOf('sources.0.title')).toBe('Required.');

    api.fetchCourseSources.mockRejectedValue(new ApiError(500, {}, 'HTTP 500'));
    await sources.loadSources(8);
    expect(sources.sourcesLoader.$state.get()).toMatchObject({ key: 8, status: 'error' });
  });
});
