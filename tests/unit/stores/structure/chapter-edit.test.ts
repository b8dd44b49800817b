import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/client.ts';
import { chapterOf } from './fixture.ts';

const api = vi.hoisted(() => ({
  fetchChapterLists: vi.fn(),
  createChapter: vi.fn(),
  updateChapter: vi.fn(),
}));
vi.mock('../../../../src/api/chapters.ts', () => api);

const edit = await import('../../../../src/stores/structure/chapter-edit.ts');

describe('chapter form', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
  });

  it('creates a chapter and answers the new id', async () => {
    await edit.loadChapterForm('courses', 7, null);
    expect(edit.$chapterEdit.get()).toEqual({ status: 'ready' });
    edit.chapterForm.set('title', '  Extras ');
    edit.chapterForm.set('draft', true);
    api.createChapter.mockResolvedValue({
      data: [chapterOf({ id: 4 }), chapterOf({ id: 9, title: 'Extras', draft: true })],
    });
    await expect(edit.saveChapter('courses', 7)).resolves.toBe(9);
    expect(api.createChapter).toHaveBeenCalledWith('courses', 7, { title: 'Extras', draft: true });
    expect(edit.chapterForm.$dirty.get()).toBe(false);
    expect(edit.$chapterEditId.get()).toBe(9);
    expect(edit.$chapterEdit.get()).toEqual({ status: 'ready' });
  });

  it('loads a chapter and saves it with PUT', async () => {
    api.fetchChapterLists.mockResolvedValue({ data: [{ id: 4, title: 'Basics', draft: false }] });
    await edit.loadChapterForm('ebooks', 3, 4);
    expect(edit.chapterForm.$values.get()).toEqual({ title: 'Basics', draft: false });
    edit.chapterForm.set('title', 'Basics 2');
    api.updateChapter.mockResolvedValue({ data: [chapterOf({ id: 4, title: 'Basics 2' })] });
    await expect(edit.saveChapter('ebooks', 3)).resolves.toBe(4);
    expect(api.updateChapter).toHaveBeenCalledWith('ebooks', 3, 4, {
      title: 'Basics 2',
      draft: false,
    });
  });

  it('answers not found for a chapter of another item', async () => {
    api.fetchChapterLists.mockResolvedValue({ data: [] });
    await edit.loadChapterForm('courses', 7, 99);
    expect(edit.$chapterEdit.get()).toEqual({ status: 'not-found' });
  });

  it('says a chapter is gone (404) or could not load, and loads it again', async () => {
    api.fetchChapterLists.mockRejectedValue(new ApiError(404, {}, 'Not found'));
    await edit.loadChapterForm('courses', 7, 5);
    expect(edit.$chapterEdit.get()).toEqual({ status: 'not-found' });
    api.fetchChapterLists.mockRejectedValue(new ApiError(500, {}, 'HTTP 500'));
    await edit.loadChapterForm('courses', 7, 5);
    expect(edit.$chapterEdit.get()).toEqual({ status: 'error' });
    api.fetchChapterLists.mockResolvedValue({ data: [{ id: 5, title: 'Tools', draft: true }] });
    await edit.loadChapterForm('courses', 7, 5);
    expect(edit.$chapterEdit.get()).toEqual({ status: 'ready' });
    expect(edit.chapterForm.$values.get()).toEqual({ title: 'Tools', draft: true });
  });
});
