import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { infoItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  updateItem:
    vi.fn<(kind: string, id: number, body: Record<string, unknown>) => Promise<ItemDetail>>(),
  createItem: vi.fn<(kind: string, body: Record<string, unknown>) => Promise<ItemDetail>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);

const { basicInfoForm, createBasicInfo, createTypeOf, startBasicInfo, saveBasicInfo } =
  await import('../../../../src/stores/items/basic-info.ts');
const { $item, clearItem } = await import('../../../../src/stores/item.ts');
const { $toasts } = await import('../../../../src/stores/toasts.ts');
const { $dirtyForms } = await import('../../../../src/stores/unsaved.ts');

describe('basic information', () => {
  beforeEach(() => {
    api.updateItem.mockReset();
    api.createItem.mockReset();
    $toasts.set([]);
    clearItem();
    startBasicInfo(infoItem());
  });

  it('fills the form from the item, the profession as text', () => {
    expect(basicInfoForm.$values.get()).toEqual({
      title: 'Watercolour basics',
      subtitle: 'Paint with light',
      level: 'ELEMENTARY',
      language: 'CHINESE',
      profession_id: '3',
    });
    expect(basicInfoForm.$dirty.get()).toBe(false);
    startBasicInfo(null);
    expect(basicInfoForm.$values.get().title).toBe('');
  });

  it('saves the fields, takes the answer as the item and is clean again', async () => {
    const saved = infoItem({ title: 'Oil basics', profession_id: null });
    api.updateItem.mockResolvedValue(saved);
    basicInfoForm.set('title', 'Oil basics');
    basicInfoForm.set('profession_id', '');
    expect($dirtyForms.get().has('item-basic-info')).toBe(true);
    await expect(saveBasicInfo('courses', 7)).resolves.toBe(true);
    expect(api.updateItem).toHaveBeenCalledWith('courses', 7, {
      title: 'Oil basics',
      subtitle: 'Paint with light',
      level: 'ELEMENTARY',
      language: 'CHINESE',
      profession_id: '',
    });
    expect($item.get()).toEqual({ status: 'ready', item: saved });
    expect(basicInfoForm.$dirty.get()).toBe(false);
    expect($dirtyForms.get().has('item-basic-info')).toBe(false);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
  });

  it('keeps what was typed and the server message at the field on a 400', async () => {
    api.updateItem.mockRejectedValue(new ApiError(400, { title: ['Required'] }, 'Required'));
    basicInfoForm.set('title', '');
    basicInfoForm.set('subtitle', 'Typed');
    await expect(saveBasicInfo('courses', 7)).resolves.toBe(false);
    expect(basicInfoForm.$values.get().subtitle).toBe('Typed');
    expect(basicInfoForm.errorOf('title')).toBe('Required');
    expect(basicInfoForm.$dirty.get()).toBe(true);
    expect(basicInfoForm.$saving.get()).toBe(false);
    expect($item.get().status).toBe('idle');
  });

  it('creates a new item with its profession as a number and resolves it', async () => {
    startBasicInfo(null);
    const created = infoItem({ id: 42, title: 'New', profession_id: 5 });
    api.createItem.mockResolvedValue(created);
    basicInfoForm.set('title', 'New');
    basicInfoForm.set('profession_id', '5');
    await expect(createBasicInfo('ebooks')).resolves.toEqual(created);
    expect(api.createItem).toHaveBeenCalledWith('ebooks', {
      title: 'New',
      subtitle: '',
      level: 'DEFAULT',
      language: 'CHINESE',
      profession_id: 5,
    });
    expect($item.get()).toEqual({ status: 'ready', item: created });
    expect(basicInfoForm.$dirty.get()).toBe(false);
  });

  it('resolves null and keeps the form when creating is refused', async () => {
    startBasicInfo(null);
    api.createItem.mockRejectedValue(new ApiError(400, { title: ['Required'] }, 'Required'));
    basicInfoForm.set('subtitle', 'Only a subtitle');
    await expect(createBasicInfo('courses')).resolves.toBeNull();
    expect(basicInfoForm.$values.get().subtitle).toBe('Only a subtitle');
    expect(basicInfoForm.errorOf('title')).toBe('Required');
  });

  it('creates a single lecture from the single lectures view (?type=SINGLE)', async () => {
    startBasicInfo(null);
    const created = infoItem({ id: 43, title: 'Solo', type: 'SINGLE' });
    api.createItem.mockResolvedValue(created);
    basicInfoForm.set('title', 'Solo');
    const type = createTypeOf('courses', new URLSearchParams('type=SINGLE'));
    expect(type).toBe('SINGLE');
    await expect(createBasicInfo('courses', type)).resolves.toEqual(created);
    expect(api.createItem).toHaveBeenCalledWith('courses', {
      title: 'Solo',
      subtitle: '',
      level: 'DEFAULT',
      language: 'CHINESE',
      profession_id: null,
      type: 'SINGLE',
    });
  });

  it('reads a create type only for courses and only a known one; none sends no type', async () => {
    expect(createTypeOf('courses', new URLSearchParams('type=COURSE'))).toBe('COURSE');
    expect(createTypeOf('courses', new URLSearchParams('type=single'))).toBeNull();
    expect(createTypeOf('courses', new URLSearchParams(''))).toBeNull();
    expect(createTypeOf('ebooks', new URLSearchParams('type=SINGLE'))).toBeNull();
    startBasicInfo(null);
    api.createItem.mockResolvedValue(infoItem({ id: 44 }));
    basicInfoForm.set('title', 'Plain');
    await createBasicInfo('courses');
    expect(api.createItem.mock.calls[0]?.[1]).not.toHaveProperty('type');
  });
});
