import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { $i18n } from '../../../src/stores/i18n.ts';
import { $toasts } from '../../../src/stores/toasts.ts';

const trash = vi.hoisted(() => ({ restoreFromTrash: vi.fn<(id: number) => Promise<unknown>>() }));
vi.mock('../../../src/api/trash.ts', () => trash);

const { offerUndo } = await import('../../../src/stores/undo.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('undo from the trash toast, one entry or a bulk deletion', () => {
  beforeEach(() => {
    trash.restoreFromTrash.mockReset();
    $toasts.set([]);
  });

  it('restores one entry and reloads', async () => {
    trash.restoreFromTrash.mockResolvedValue({});
    const restored = vi.fn();
    offerUndo('Deleted.', 7, restored);
    $toasts.get()[0]?.action?.run();
    await flush();
    expect(trash.restoreFromTrash.mock.calls).toEqual([[7]]);
    expect(restored).toHaveBeenCalledOnce();
    expect(toasts()).toEqual(['success: Deleted.', 'success: Restored.']);
  });

  it('restores several entries in turn; a failure is said once and what came back shows', async () => {
    trash.restoreFromTrash
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new ApiError(500, {}, 'boom'));
    const restored = vi.fn();
    offerUndo('3 courses moved to the trash.', [1, 2, 3], restored);
    $toasts.get()[0]?.action?.run();
    await flush();
    expect(trash.restoreFromTrash.mock.calls).toEqual([[1], [2]]);
    expect(toasts()).toEqual([
      'success: 3 courses moved to the trash.',
      "error: It couldn't be restored. Please try again.",
    ]);
    expect(restored).toHaveBeenCalledOnce();
  });
});
