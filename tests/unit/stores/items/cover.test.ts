import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { infoItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  fetchItem: vi.fn<(kind: string, id: number) => Promise<ItemDetail>>(),
  setItemCover: vi.fn<(kind: string, id: number, uploadId: string) => Promise<ItemDetail>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);

const queue = vi.hoisted(() => ({ uploadSmallFile: vi.fn() }));
vi.mock('../../../../src/lib/uploads/index.ts', () => queue);

const uploads = await import('../../../../src/stores/uploads.ts');
const { $coverUpload, removeCover, uploadCover } =
  await import('../../../../src/stores/items/cover.ts');
const { $item, setItem } = await import('../../../../src/stores/item.ts');
const { $toasts } = await import('../../../../src/stores/toasts.ts');

const file = { name: 'cover.png', size: 200 } as File;

describe('cover', () => {
  beforeEach(() => {
    api.fetchItem.mockReset();
    api.setItemCover.mockReset();
    queue.uploadSmallFile.mockReset();
    queue.uploadSmallFile.mockImplementation((chosen: File) =>
      uploads.enqueueUpload({ file: chosen, url: '/v2/files' }),
    );
    uploads.$uploads.set([]);
    $coverUpload.set(null);
    $toasts.set([]);
    setItem(infoItem());
  });

  it('sends the image through the upload queue as the cover of the item', () => {
    const id = uploadCover('courses', 7, file);
    expect(queue.uploadSmallFile).toHaveBeenCalledWith(file, 'cover', {
      type: 'course-cover',
      id: '7',
    });
    expect($coverUpload.get()).toMatchObject({ uploadId: id, itemId: 7, status: 'QUEUE' });
  });

  it('follows the progress and reads the item again when the upload finishes', async () => {
    const withCover = infoItem({ cover: { id: 'up-1', url: 'http://api/v2/files/up-1' } });
    api.fetchItem.mockResolvedValue(withCover);
    const id = uploadCover('courses', 7, file);
    uploads.startQueued();
    uploads.reportProgress(id, 50);
    expect($coverUpload.get()).toMatchObject({ status: 'UPLOADING', percent: 25 });
    uploads.finishUpload(id);
    expect(api.fetchItem).toHaveBeenCalledWith('courses', 7);
    await vi.waitFor(() => expect($coverUpload.get()?.status).toBe('DONE'));
    expect($item.get()).toEqual({ status: 'ready', item: withCover });
  });

  it('shows a failed upload with its message and does not reload', () => {
    const id = uploadCover('courses', 7, file);
    uploads.startQueued();
    uploads.failUpload(id, 'File type error');
    expect($coverUpload.get()).toMatchObject({ status: 'FAILED', error: 'File type error' });
    expect(api.fetchItem).not.toHaveBeenCalled();
  });

  it('removes the cover with an empty upload id', async () => {
    const without = infoItem({ cover: null });
    api.setItemCover.mockResolvedValue(without);
    await expect(removeCover('ebooks', 7)).resolves.toBe(true);
    expect(api.setItemCover).toHaveBeenCalledWith('ebooks', 7, '');
    expect($item.get()).toEqual({ status: 'ready', item: without });
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
  });

  it('reports a failed removal once (a 400 is already toasted by the client)', async () => {
    api.setItemCover.mockRejectedValue(new ApiError(500, {}, 'boom'));
    await expect(removeCover('courses', 7)).resolves.toBe(false);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['error']);
    $toasts.set([]);
    api.setItemCover.mockRejectedValue(new ApiError(400, {}, 'no'));
    await expect(removeCover('courses', 7)).resolves.toBe(false);
    expect($toasts.get()).toEqual([]);
  });
});
