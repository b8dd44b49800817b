import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import { $toasts } from '../../../src/stores/toasts.ts';

const api = vi.hoisted(() => ({
  restoreFromTrash: vi.fn<(id: number) => Promise<object>>(),
}));
vi.mock('../../../src/api/trash.ts', () => api);

const { createAction } = await import('../../../src/stores/action.ts');
const { offerUndo, undoDeletion } = await import('../../../src/stores/undo.ts');

const toasts = () =>
  $toasts
    .get()
    .map(
      (toast) =>
        `${toast.type}: ${toast.message}${toast.action ? ' [' + toast.action.label + ']' : ''}`,
    );

describe('undo for a deletion', () => {
  beforeEach(() => {
    $toasts.set([]);
    api.restoreFromTrash.mockReset();
  });

  it('an action whose deletion went to the trash offers undo, which restores it and shows it again', async () => {
    const restored = vi.fn();
    const remove = createAction(async (id: number) => Promise.resolve(id * 100), {
      done: () => 'Deleted.',
      failed: () => 'failed',
      undo: (trashId) => ({ trashId, restored }),
    });
    expect(await remove.run(7)).toBe(true);
    expect(toasts()).toEqual(['success: Deleted. [trash.undo]']);
    api.restoreFromTrash.mockResolvedValue({});
    $toasts.get()[0]?.action?.run();
    await vi.waitFor(() => expect(restored).toHaveBeenCalled());
    expect(api.restoreFromTrash).toHaveBeenCalledWith(700);
    expect(toasts().at(-1)).toBe('success: trash.restored');
  });

  it('a plain action offers no undo', async () => {
    const save = createAction(async () => Promise.resolve(1), {
      done: () => 'Saved.',
      failed: () => 'failed',
    });
    await save.run();
    expect(toasts()).toEqual(['success: Saved.']);
  });

  it('a refused restore shows nothing of its own and does not show the thing again', async () => {
    const restored = vi.fn();
    api.restoreFromTrash.mockRejectedValue(new ApiError(400, {}, 'Restore that first.'));
    expect(await undoDeletion({ trashId: 3, restored })).toBe(false);
    expect(restored).not.toHaveBeenCalled();
    // The client toasts a 400's own message; undo adds no second one.
    expect(toasts()).toEqual([]);
  });

  it('offerUndo shows the message with the button', async () => {
    const restored = vi.fn();
    offerUndo('Moved to the trash.', 5, restored);
    expect(toasts()).toEqual(['success: Moved to the trash. [trash.undo]']);
    api.restoreFromTrash.mockResolvedValue({});
    $toasts.get()[0]?.action?.run();
    await vi.waitFor(() => expect(restored).toHaveBeenCalled());
    expect(api.restoreFromTrash).toHaveBeenCalledWith(5);
  });
});
