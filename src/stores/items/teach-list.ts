/**
 * The lecturers of an item (owner first, then co-lecturers) with their shares and permissions,
 * as last loaded or saved; the lecturers' profit and permissions screens both read it.
 */
import { computed } from 'nanostores';
import type { ItemKind, Teach } from '../../../server/src/contract/items.ts';
import { fetchTeachs } from '../../api/item-teachs.ts';
import { createLoader } from '../loader.ts';

/** An item's kind and id. */
interface ItemKey {
  readonly kind: ItemKind;
  readonly id: number;
}

/** Orders the owner first, then the others as the server listed them. */
export function ownerFirst(teachs: readonly Teach[]): Teach[] {
  return [...teachs.filter((teach) => teach.owner), ...teachs.filter((teach) => !teach.owner)];
}

/** Loads the saved lecturers of the page's item. */
export const teachListLoader = createLoader<ItemKey, Teach[]>(async ({ kind, id }) =>
  ownerFirst((await fetchTeachs(kind, id)).data),
);

/** The saved lecturers of the page's item and their loading state. */
export const $teachList = computed(teachListLoader.$state, (state) => ({
  status: state.status,
  teachs: state.data ?? [],
}));

/** Keeps a list the server answered as the saved one. */
export function keepTeachs(kind: ItemKind, id: number, teachs: readonly Teach[]): Teach[] {
  const ordered = ownerFirst(teachs);
  teachListLoader.set({ kind, id }, ordered);
  return ordered;
}

/** Loads an item's lecturers; resolves with them, or null when they could not be loaded. */
export async function loadTeachList(kind: ItemKind, id: number): Promise<Teach[] | null> {
  await teachListLoader.load({ kind, id }, true);
  return teachListLoader.dataFor({ kind, id });
}
