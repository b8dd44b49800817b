import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { infoItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  fetchProfessions:
    vi.fn<() => Promise<{ data: { id: number; name: string; archived: boolean }[] }>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);
vi.mock('../../../../src/api/professions.ts', () => api);

const { $professions, loadProfessions, professionChoices } =
  await import('../../../../src/stores/items/professions.ts');
const { readOnlyReason } = await import('../../../../src/stores/item.ts');

describe('professions', () => {
  beforeEach(() => {
    api.fetchProfessions.mockReset();
    $professions.set({ status: 'idle', locale: null, list: [] });
  });

  it('loads once per language', async () => {
    api.fetchProfessions.mockResolvedValue({
      data: [{ id: 1, name: 'Designer', archived: false }],
    });
    await loadProfessions('en');
    await loadProfessions('en');
    expect(api.fetchProfessions).toHaveBeenCalledTimes(1);
    expect($professions.get()).toEqual({
      status: 'ready',
      locale: 'en',
      list: [{ id: 1, name: 'Designer', archived: false }],
    });
    api.fetchProfessions.mockResolvedValue({ data: [{ id: 1, name: '設計師', archived: false }] });
    await loadProfessions('zh-TW');
    expect(api.fetchProfessions).toHaveBeenCalledTimes(2);
    expect($professions.get().list[0]?.name).toBe('設計師');
  });

  it('offers archived professions only to the item that has one', () => {
    const list = [
      { id: 1, name: 'Designer', archived: false },
      { id: 2, name: 'Typesetter', archived: true },
    ];
    expect(professionChoices(list, '').map((each) => each.id)).toEqual([1]);
    expect(professionChoices(list, '1').map((each) => each.id)).toEqual([1]);
    expect(professionChoices(list, '2').map((each) => each.name)).toEqual([
      'Designer',
      'Typesetter',
    ]);
  });

  it('records a failure and loads again on the next try', async () => {
    api.fetchProfessions.mockRejectedValueOnce(new Error('offline'));
    await loadProfessions('en');
    expect($professions.get().status).toBe('error');
    api.fetchProfessions.mockResolvedValue({ data: [] });
    await loadProfessions('en');
    expect($professions.get().status).toBe('ready');
  });
});

describe('who may edit', () => {
  it('follows the viewer permissions', () => {
    const coLecturer: ItemDetail = infoItem({ my_role: 'co-lecturer', my_permissions: ['prices'] });
    expect(readOnlyReason(coLecturer, 'infos')).toEqual({
      kind: 'permission',
      permission: 'infos',
    });
    expect(readOnlyReason(coLecturer, 'prices')).toBeNull();
    expect(readOnlyReason(infoItem(), 'messages')).toBeNull();
  });
});
