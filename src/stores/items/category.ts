/** The category screen (courses): the category and whether it is a full course or one lecture. */
import type { courseTypes, ItemDetail } from '../../../server/src/contract/items.ts';
import { saveItemType } from '../../api/item-types.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';

/** The values of the category form: a category key ('' while none is chosen). */
export interface CategoryValues {
  readonly category: string;
  readonly type: (typeof courseTypes)[number];
}

/** The category form. */
export const categoryForm = createForm<CategoryValues>('item-category', {
  category: '',
  type: 'COURSE',
});

function valuesOf(item: ItemDetail): CategoryValues {
  return { category: item.category, type: item.type };
}

/** Fills the form with the course's saved category and type. */
export function startCategory(item: ItemDetail): void {
  categoryForm.reset(valuesOf(item));
}

/** Saves the category and type; the item becomes the server's answer. */
export function saveCategory(id: number): Promise<boolean> {
  return categoryForm.submit(async (values) => {
    const item = await saveItemType(id, { category: values.category, type: values.type });
    setItem(item);
    return valuesOf(item);
  });
}
