/** The material screen: what students will learn and what they need first, saved with `PUT {kind}/{id}`. */
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { updateItem } from '../../api/items.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';
import { entriesToSend } from './list-entries.ts';

/** What the form edits. */
export interface MaterialValues {
  readonly learnings: readonly string[];
  readonly requirements: readonly string[];
}

/** The form of the material screen. */
export const materialForm = createForm<MaterialValues>('item-material', {
  learnings: [],
  requirements: [],
});

function materialOf(item: ItemDetail): MaterialValues {
  return { learnings: item.learnings, requirements: item.requirements };
}

/** Fills the form from an item. */
export function startMaterial(item: ItemDetail): void {
  materialForm.reset(materialOf(item));
}

/** Saves both lists (blank entries left out); resolves whether it saved. */
export function saveMaterial(kind: ItemKind, id: number): Promise<boolean> {
  return materialForm.submit(async (values) => {
    const answer = await updateItem(kind, id, {
      learnings: entriesToSend(values.learnings),
      requirements: entriesToSend(values.requirements),
    });
    setItem(answer);
    return materialOf(answer);
  });
}
