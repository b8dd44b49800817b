import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  BulkStatusResponse,
  BulkTrashResponse,
} from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';

const api = vi.hoisted(() => ({
  bulkItemStatus: vi.fn<(...args: unknown[]) => Promise<BulkStatusResponse>>(),
  bulkTrashItems: vi.fn<(...args: unknown[]) => Promise<BulkTrashResponse>>(),
}));
vi.mock('../../../../src/api/item-bulk.ts', () => api);
const trash = vi.hoisted(() => ({ restoreFromTrash: vi.fn<(id: number) => Promise<unknown>>() }));
vi.mock('../../../../src/api/trash.ts', () => trash);

const { itemBulkStatus, itemBulkTrash } = await import('../../../../src/stores/items/bulk.ts');
const { itemLists } = await import('../../../../src/stores/items/list.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bulk actions of the catalogue lists', () => {
  beforeEach(() => {
    for (const fn of [...Object.values(api), ...Object.values(trash)]) fn.mockReset();
    $toasts.set([]);
    answerConfirm(false);
  });

  it('changes the status in the kind’s spelling and names each refused item', async () => {
    api.bulkItemStatus.mockResolvedValue({
      moved: [
        { id: 1, title: 'A', status: 'offline' },
        { id: 2, title: 'B', status: 'offline' },
      ],
      refused: [{ id: 3, title: 'C', reason: 'This status cannot be reached.' }],
    });
    await expect(itemBulkStatus.run('ebooks', 'OFFLINE', [1, 2, 3])).resolves.toBe(true);
    expect(api.bulkItemStatus).toHaveBeenCalledWith('ebooks', [1, 2, 3], 'offline');
    expect(toasts()).toEqual([
      'error: Not changed: “C”: This status cannot be reached.',
      'success: 2 ebooks now “Offline”.',
    ]);
  });

  it('says a failure once and reports no refusals of its own', async () => {
    api.bulkItemStatus.mockRejectedValue(new ApiError(500, {}, 'boom'));
    await expect(itemBulkStatus.run('courses', 'PUBLISH', [1])).resolves.toBe(false);
    expect(toasts()).toEqual(["error: The selection couldn't be changed. Please try again."]);
  });

  it('asks before trashing; cancelled trashes nothing', async () => {
    const asked = itemBulkTrash.run('courses', [1, 2]);
    expect($confirm.get()).toMatchObject({ danger: true });
    expect($confirm.get()?.message).toContain('2 selected');
    answerConfirm(false);
    await expect(asked).resolves.toBe(false);
    expect(api.bulkTrashItems).not.toHaveBeenCalled();
  });

  it('trashes, offers one undo that restores every entry, and names the refused', async () => {
    api.bulkTrashItems.mockResolvedValue({
      trashed: [
        { id: 1, title: 'A', trash_id: 11 },
        { id: 2, title: 'B', trash_id: 12 },
      ],
      refused: [{ id: 3, title: 'Live', reason: 'Take it offline first.' }],
    });
    trash.restoreFromTrash.mockResolvedValue({});
    const reload = vi.spyOn(itemLists.courses, 'reload').mockResolvedValue();
    const asked = itemBulkTrash.run('courses', [1, 2, 3]);
    answerConfirm(true);
    await expect(asked).resolves.toBe(true);
    expect(api.bulkTrashItems).toHaveBeenCalledWith('courses', [1, 2, 3]);
    expect(toasts()).toEqual([
      'success: 2 courses moved to the trash.',
      'error: Not changed: “Live”: Take it offline first.',
    ]);
    const undo = $toasts.get()[0]?.action;
    expect(undo?.label).toBe('Undo');
    undo?.run();
    await flush();
    await flush();
    expect(trash.restoreFromTrash.mock.calls).toEqual([[11], [12]]);
    expect(toasts()).toContain('success: Restored.');
    expect(reload).toHaveBeenCalledOnce();
    reload.mockRestore();
  });

  it('shows no undo when nothing could be trashed', async () => {
    api.bulkTrashItems.mockResolvedValue({
      trashed: [],
      refused: [{ id: 3, title: 'Live', reason: 'Take it offline first.' }],
    });
    const asked = itemBulkTrash.run('articles', [3]);
    answerConfirm(true);
    await asked;
    expect(toasts()).toEqual(['error: Not changed: “Live”: Take it offline first.']);
  });
});
