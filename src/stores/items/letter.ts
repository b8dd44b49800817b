/** The letter screen: the message students receive, saved with `PUT {kind}/{id}`. */
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { updateItem } from '../../api/items.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';

/** Longest letter the server accepts, in characters. */
export { MAX_LETTER_LENGTH } from '../../../server/src/contract/plain/items.ts';

/** What the form edits. */
export interface LetterValues {
  readonly letter: string;
}

/** The form of the letter screen. */
export const letterForm = createForm<LetterValues>('item-letter', { letter: '' });

/** Fills the form from an item. */
export function startLetter(item: ItemDetail): void {
  letterForm.reset({ letter: item.letter });
}

/** The letter's length as the server counts it (UTF-16 code units, as `String#length`). */
export function letterLength(letter: string): number {
  return letter.length;
}

/** Saves the letter; resolves whether it saved. */
export function saveLetter(kind: ItemKind, id: number): Promise<boolean> {
  return letterForm.submit(async (values) => {
    const answer = await updateItem(kind, id, { letter: values.letter });
    setItem(answer);
    return { letter: answer.letter };
  });
}
