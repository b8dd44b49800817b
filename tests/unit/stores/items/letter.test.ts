import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { infoItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  updateItem:
    vi.fn<(kind: string, id: number, body: Record<string, unknown>) => Promise<ItemDetail>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);

const { letterForm, letterLength, startLetter, saveLetter } =
  await import('../../../../src/stores/items/letter.ts');

describe('letter', () => {
  beforeEach(() => {
    api.updateItem.mockReset();
    startLetter(infoItem());
  });

  it('counts characters as the server does', () => {
    expect(letterLength('歡迎加入')).toBe(4);
    expect(letterLength('')).toBe(0);
  });

  it('saves the letter', async () => {
    api.updateItem.mockResolvedValue(infoItem({ letter: 'Hello students' }));
    letterForm.set('letter', 'Hello students');
    await expect(saveLetter('ebooks', 7)).resolves.toBe(true);
    expect(api.updateItem).toHaveBeenCalledWith('ebooks', 7, { letter: 'Hello students' });
    expect(letterForm.$dirty.get()).toBe(false);
  });

  it('keeps a too long letter with the server message', async () => {
    const long = 'x'.repeat(5001);
    api.updateItem.mockRejectedValue(new ApiError(400, { letter: ['Too long'] }, 'x'));
    letterForm.set('letter', long);
    await expect(saveLetter('courses', 7)).resolves.toBe(false);
    expect(letterForm.$values.get().letter).toBe(long);
    expect(letterForm.errorOf('letter')).toBe('Too long');
  });
});
