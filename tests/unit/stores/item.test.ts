import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { ApiError } from '../../../src/api/client.ts';
import { routeByName } from '../../../src/routes/routes.ts';
import { infoItem } from './items/item-fixture.ts';

const api = vi.hoisted(() => ({
  fetchItem: vi.fn<(kind: string, id: number, signal?: AbortSignal) => Promise<ItemDetail>>(),
}));
vi.mock('../../../src/api/items.ts', () => api);

const { $item, clearItem, currentItem, itemRefOf, loadItem, setItem } =
  await import('../../../src/stores/item.ts');

describe('the item of a page', () => {
  beforeEach(() => {
    api.fetchItem.mockReset();
    clearItem();
  });

  it('is named by the route and its parameter', () => {
    expect(
      itemRefOf({
        route: routeByName('courses-course_id-infos-basic'),
        params: { course_id: '12' },
      }),
    ).toEqual({ kind: 'courses', id: 12 });
    expect(
      itemRefOf({
        route: routeByName('ebooks-ebook_id-infos-basic'),
        params: { ebook_id: 'create' },
      }),
    ).toEqual({ kind: 'ebooks', id: 'create' });
    expect(
      itemRefOf({
        route: routeByName('articles-article_id-infos-basic'),
        params: { article_id: '1x' },
      }),
    ).toBeNull();
    expect(itemRefOf({ route: routeByName('courses'), params: {} })).toBeNull();
  });

  it('loads once per item, again when forced', async () => {
    api.fetchItem.mockResolvedValue(infoItem());
    await loadItem({ kind: 'courses', id: 7 });
    await loadItem({ kind: 'courses', id: 7 });
    expect(api.fetchItem).toHaveBeenCalledTimes(1);
    expect(currentItem()?.title).toBe('Watercolour basics');
    await loadItem({ kind: 'courses', id: 7 }, true);
    expect(api.fetchItem).toHaveBeenCalledTimes(2);
  });

  it('is not found on a 404 (another lecturer’s item) and an error otherwise', async () => {
    api.fetchItem.mockRejectedValueOnce(new ApiError(404, {}, 'Not found'));
    await loadItem({ kind: 'courses', id: 8 });
    expect($item.get()).toEqual({ status: 'not-found', ref: { kind: 'courses', id: 8 } });
    api.fetchItem.mockRejectedValueOnce(new ApiError(500, {}, 'boom'));
    await loadItem({ kind: 'courses', id: 9 });
    expect($item.get().status).toBe('error');
    api.fetchItem.mockResolvedValueOnce(infoItem({ id: 9 }));
    await loadItem({ kind: 'courses', id: 9 });
    expect($item.get().status).toBe('ready');
  });

  it('is new for create without a request, and replaced by the answer of a write', async () => {
    await loadItem({ kind: 'articles', id: 'create' });
    expect($item.get()).toEqual({ status: 'new', kind: 'articles' });
    expect(api.fetchItem).not.toHaveBeenCalled();
    const saved = infoItem({ kind: 'articles', id: 3 });
    setItem(saved);
    expect(currentItem()).toBe(saved);
  });

  it('drops the answer of an item the page no longer shows', async () => {
    let finish!: (item: ItemDetail) => void;
    api.fetchItem.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const first = loadItem({ kind: 'courses', id: 1 });
    api.fetchItem.mockResolvedValueOnce(infoItem({ id: 2 }));
    await loadItem({ kind: 'courses', id: 2 });
    finish(infoItem({ id: 1 }));
    await first;
    expect(currentItem()?.id).toBe(2);
  });
});
