import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrashList } from '../../../../src/api/trash.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';

const api = vi.hoisted(() => ({
  fetchTrash: vi.fn<(query: object, signal?: AbortSignal) => Promise<TrashList>>(),
  restoreFromTrash: vi.fn<(id: number) => Promise<object>>(),
}));
vi.mock('../../../../src/api/trash.ts', () => api);

const { restoreEntry, trashList } = await import('../../../../src/stores/trash/list.ts');

const page = (ids: number[]): TrashList => ({
  data: ids.map((id) => ({
    id,
    kind: 'lecture',
    subject_id: id * 10,
    title: `Lecture ${String(id)}`,
    item_id: 1,
    owner: { id: 3, name: '王大明' },
    deleted_by: { id: 3, name: '王大明' },
    deleted_at: '2026-11-28T01:00:00.000Z',
    expires_at: '2026-12-28T01:00:00.000Z',
  })),
  meta: { current_page: 1, last_page: 1, per_page: 20, total: ids.length },
});

describe('the trash screen', () => {
  beforeEach(() => {
    $toasts.set([]);
    api.fetchTrash.mockReset();
    api.restoreFromTrash.mockReset();
  });

  it('reads the kind from the address (an unknown one as every kind) and asks for it', async () => {
    const { query } = trashList;
    expect(query.fromQuery(new URLSearchParams('kind=coupon')).kind).toBe('coupon');
    expect(query.fromQuery(new URLSearchParams('kind=users')).kind).toBe('ALL');
    api.fetchTrash.mockResolvedValue(page([1]));
    await trashList.load({ kind: 'ALL', page: 1 });
    expect(api.fetchTrash).toHaveBeenLastCalledWith({ page: 1 }, expect.any(AbortSignal));
    await trashList.load({ kind: 'chapter', page: 2 });
    expect(api.fetchTrash).toHaveBeenLastCalledWith(
      { page: 2, kind: 'chapter' },
      expect.any(AbortSignal),
    );
  });

  it('restores an entry, says which, and loads the page again without it', async () => {
    api.fetchTrash.mockResolvedValueOnce(page([1, 2])).mockResolvedValueOnce(page([2]));
    await trashList.load({ kind: 'ALL', page: 1 });
    api.restoreFromTrash.mockResolvedValue({ kind: 'lecture', subject_id: 10, item_id: 1 });
    expect(await restoreEntry.run({ id: 1, title: 'Lecture 1' })).toBe(true);
    expect(api.restoreFromTrash).toHaveBeenCalledWith(1);
    expect(api.fetchTrash).toHaveBeenCalledTimes(2);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['trash.restoredNamed']);
  });
});
