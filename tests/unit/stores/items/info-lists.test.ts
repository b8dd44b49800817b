import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { infoItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  updateItem:
    vi.fn<(kind: string, id: number, body: Record<string, unknown>) => Promise<ItemDetail>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);

const { startMaterial, materialForm, saveMaterial } =
  await import('../../../../src/stores/items/material.ts');
const { startStudent, saveStudent, studentForm } =
  await import('../../../../src/stores/items/student.ts');
const { entriesToSend, listErrorOf } = await import('../../../../src/stores/items/list-entries.ts');
const { $item } = await import('../../../../src/stores/item.ts');

describe('list entries', () => {
  it('sends trimmed entries without blank ones', () => {
    expect(entriesToSend([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });

  it('finds the message of a list or of one entry', () => {
    expect(listErrorOf({ learnings: ['Too many'] }, 'learnings')).toEqual({
      index: null,
      message: 'Too many',
    });
    expect(listErrorOf({ 'learnings.2': ['Too long'] }, 'learnings')).toEqual({
      index: 2,
      message: 'Too long',
    });
    expect(listErrorOf({ 'requirements.0': ['Too long'] }, 'learnings')).toBeNull();
  });
});

describe('material', () => {
  beforeEach(() => {
    api.updateItem.mockReset();
    startMaterial(infoItem());
  });

  it('saves both lists without blank entries and takes the answer', async () => {
    const saved = infoItem({ learnings: ['Mix colours', 'Glaze'], requirements: ['Brushes'] });
    api.updateItem.mockResolvedValue(saved);
    materialForm.set('learnings', ['Mix colours', ' Glaze ', '']);
    materialForm.set('requirements', ['Brushes']);
    await expect(saveMaterial('ebooks', 7)).resolves.toBe(true);
    expect(api.updateItem).toHaveBeenCalledWith('ebooks', 7, {
      learnings: ['Mix colours', 'Glaze'],
      requirements: ['Brushes'],
    });
    expect(materialForm.$values.get()).toEqual({
      learnings: ['Mix colours', 'Glaze'],
      requirements: ['Brushes'],
    });
    expect($item.get()).toEqual({ status: 'ready', item: saved });
  });

  it('keeps the entries and the message of an entry on a 400', async () => {
    api.updateItem.mockRejectedValue(new ApiError(400, { 'learnings.1': ['Too long'] }, 'x'));
    materialForm.set('learnings', ['a', 'b'.repeat(300)]);
    await expect(saveMaterial('courses', 7)).resolves.toBe(false);
    expect(materialForm.$values.get().learnings).toEqual(['a', 'b'.repeat(300)]);
    expect(listErrorOf(materialForm.$errors.get(), 'learnings')).toEqual({
      index: 1,
      message: 'Too long',
    });
  });
});

describe('students', () => {
  beforeEach(() => {
    api.updateItem.mockReset();
    startStudent(infoItem());
  });

  it('saves the audiences and empties the list when all are removed', async () => {
    api.updateItem.mockResolvedValue(infoItem({ audiences: [] }));
    studentForm.set('audiences', ['   ']);
    await expect(saveStudent('courses', 7)).resolves.toBe(true);
    expect(api.updateItem).toHaveBeenCalledWith('courses', 7, { audiences: [] });
    expect(studentForm.$values.get().audiences).toEqual([]);
    expect(studentForm.$dirty.get()).toBe(false);
  });
});
