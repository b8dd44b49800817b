/**
 * The introduction screen: the item's rich-text introduction as HTML, saved with `PUT {kind}/{id}`;
 * the server sanitises it and the form takes the stored HTML back.
 */
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { updateItem } from '../../api/items.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';

/** What the form edits. */
export interface IntroductionValues {
  readonly introduction: string;
}

/** The form of the introduction screen. */
export const introductionForm = createForm<IntroductionValues>('item-introduction', {
  introduction: '',
});

/** Fills the form from an item. */
export function startIntroduction(item: ItemDetail): void {
  introductionForm.reset({ introduction: item.introduction });
}

/** Changes the introduction; an editor with no text gives ''. */
export function editIntroduction(html: string, empty: boolean): void {
  introductionForm.set('introduction', empty ? '' : html);
}

/** Saves the introduction; the form then holds the server's sanitised HTML. Resolves whether it saved. */
export function saveIntroduction(kind: ItemKind, id: number): Promise<boolean> {
  return introductionForm.submit(async (values) => {
    const answer = await updateItem(kind, id, { introduction: values.introduction });
    setItem(answer);
    return { introduction: answer.introduction };
  });
}
