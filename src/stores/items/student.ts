/** The student screen: who the item is for (audiences), saved with `PUT {kind}/{id}`. */
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { updateItem } from '../../api/items.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';
import { entriesToSend } from './list-entries.ts';

/** What the form edits. */
export interface StudentValues {
  readonly audiences: readonly string[];
}

/** The form of the student screen. */
export const studentForm = createForm<StudentValues>('item-student', { audiences: [] });

/** Fills the form from an item. */
export function startStudent(item: ItemDetail): void {
  studentForm.reset({ audiences: item.audiences });
}

/** Saves the audiences (blank entries left out); resolves whether it saved. */
export function saveStudent(kind: ItemKind, id: number): Promise<boolean> {
  return studentForm.submit(async (values) => {
    const answer = await updateItem(kind, id, { audiences: entriesToSend(values.audiences) });
    setItem(answer);
    return { audiences: answer.audiences };
  });
}
