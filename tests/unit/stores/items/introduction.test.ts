import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { infoItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  updateItem:
    vi.fn<(kind: string, id: number, body: Record<string, unknown>) => Promise<ItemDetail>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);

const { editIntroduction, introductionForm, startIntroduction, saveIntroduction } =
  await import('../../../../src/stores/items/introduction.ts');
const { $item } = await import('../../../../src/stores/item.ts');

describe('introduction', () => {
  beforeEach(() => {
    api.updateItem.mockReset();
    startIntroduction(infoItem({ introduction: '' }));
  });

  it('holds nothing for an editor without text', () => {
    editIntroduction('<p></p>', true);
    expect(introductionForm.$values.get().introduction).toBe('');
    expect(introductionForm.$dirty.get()).toBe(false);
    editIntroduction('<p>Hi</p>', false);
    expect(introductionForm.$dirty.get()).toBe(true);
  });

  it("sends the HTML and then holds the server's sanitised HTML", async () => {
    const typed =
      '<p onclick="x()">Hi <a href="javascript:alert(1)">me</a></p><script>x()</script>';
    const stored = '<p>Hi <span>me</span></p>';
    api.updateItem.mockResolvedValue(infoItem({ introduction: stored }));
    editIntroduction(typed, false);
    await expect(saveIntroduction('articles', 7)).resolves.toBe(true);
    expect(api.updateItem).toHaveBeenCalledWith('articles', 7, { introduction: typed });
    expect(introductionForm.$values.get().introduction).toBe(stored);
    expect(introductionForm.$dirty.get()).toBe(false);
    const state = $item.get();
    expect(state.status === 'ready' && state.item.introduction).toBe(stored);
  });

  it('keeps the text on a 400', async () => {
    api.updateItem.mockRejectedValue(new ApiError(400, { introduction: ['Too long'] }, 'x'));
    editIntroduction('<p>long</p>', false);
    await expect(saveIntroduction('courses', 7)).resolves.toBe(false);
    expect(introductionForm.$values.get().introduction).toBe('<p>long</p>');
    expect(introductionForm.errorOf('introduction')).toBe('Too long');
  });
});
