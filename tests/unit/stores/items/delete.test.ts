import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/client.ts';
import { settingsItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({ deleteItem: vi.fn<(...args: unknown[]) => Promise<unknown>>() }));
vi.mock('../../../../src/api/items.ts', () => api);

const { $item, setItem } = await import('../../../../src/stores/item.ts');
const { $toasts } = await import('../../../../src/stores/toasts.ts');
const del = await import('../../../../src/stores/items/delete.ts');

const item = settingsItem({ title: 'Rust basics' });

describe('deleting an item', () => {
  beforeEach(() => {
    api.deleteItem.mockReset();
    $toasts.set([]);
    setItem(item);
    del.startDeletion();
  });

  it('needs the exact title typed', async () => {
    expect(del.confirmsDeletion('rust basics', 'Rust basics')).toBe(false);
    expect(del.confirmsDeletion('Rust basics ', 'Rust basics')).toBe(false);
    expect(del.confirmsDeletion('Rust basics', 'Rust basics')).toBe(true);
    del.typeDeletion('Rust');
    await expect(del.deleteTypedItem(item)).resolves.toBe(false);
    expect(api.deleteItem).not.toHaveBeenCalled();
  });

  it('deletes, forgets the item and toasts', async () => {
    api.deleteItem.mockResolvedValue({ deleted: true });
    del.typeDeletion('Rust basics');
    await expect(del.deleteTypedItem(item)).resolves.toBe(true);
    expect(api.deleteItem).toHaveBeenCalledWith('courses', 7);
    expect($item.get()).toEqual({ status: 'idle' });
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
  });

  it('shows the server’s refusal and keeps the item', async () => {
    api.deleteItem.mockRejectedValue(
      new ApiError(400, {}, 'A published course cannot be deleted.'),
    );
    del.typeDeletion('Rust basics');
    await expect(del.deleteTypedItem(item)).resolves.toBe(false);
    expect(del.$deletion.get()).toEqual({
      typed: 'Rust basics',
      deleting: false,
      error: 'A published course cannot be deleted.',
    });
    expect($item.get()).toEqual({ status: 'ready', item });
    expect($toasts.get()).toEqual([]);
    del.typeDeletion('Rust basics');
    expect(del.$deletion.get().error).toBeNull();
  });

  it('says a failure once, as a toast, and keeps the typed title', async () => {
    api.deleteItem.mockRejectedValue(new ApiError(500, {}, 'boom'));
    del.typeDeletion('Rust basics');
    await expect(del.deleteTypedItem(item)).resolves.toBe(false);
    expect(del.$deletion.get()).toEqual({ typed: 'Rust basics', deleting: false, error: null });
    expect($toasts.get().map((toast) => toast.type)).toEqual(['error']);
  });
});
