/**
 * The lecturers of an item (owner first, then co-lecturers) with their shares and permissions,
 * as last loaded or saved; the lecturers' profit and permissions screens both read it.
 */
import { atom } from 'nanostores';
import type { ItemKind, Teach } from '../../../server/src/contract/items.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import { fetchTeachs } from '../../api/item-teachs.ts';

/** The saved lecturers of one item and their loading state. */
export interface TeachListState {
  readonly key: string | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly teachs: readonly Teach[];
}

/** The saved lecturers of the page's item. */
export const $teachList = atom<TeachListState>({ key: null, status: 'idle', teachs: [] });

function keyOf(kind: ItemKind, id: number): string {
  return `${kind}/${String(id)}`;
}

/** Orders the owner first, then the others as the server listed them. */
export function ownerFirst(teachs: readonly Teach[]): Teach[] {
  return [...teachs.filter((teach) => teach.owner), ...teachs.filter((teach) => !teach.owner)];
}

/** Keeps a list the server answered as the saved one. */
export function keepTeachs(kind: ItemKind, id: number, teachs: readonly Teach[]): Teach[] {
  const ordered = ownerFirst(teachs);
  $teachList.set({ key: keyOf(kind, id), status: 'ready', teachs: ordered });
  return ordered;
}

/** Loads an item's lecturers; resolves with them, or null when they could not be loaded. */
export async function loadTeachList(kind: ItemKind, id: number): Promise<Teach[] | null> {
  const key = keyOf(kind, id);
  $teachList.set({ key, status: 'loading', teachs: [] });
  try {
    const answer = await fetchTeachs(kind, id);
    if ($teachList.get().key !== key) return null;
    return keepTeachs(kind, id, answer.data);
  } catch (error) {
    if (error instanceof CancelledError || $teachList.get().key !== key) return null;
    if (!(error instanceof ApiError)) throw error;
    $teachList.set({ key, status: 'error', teachs: [] });
    return null;
  }
}
