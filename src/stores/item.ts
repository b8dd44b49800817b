/**
 * The catalogue item the page is about (`$item`): which one the address names (kind and id, or a
 * new one), loaded once per page and replaced by the answer of every write.
 */
import { atom } from 'nanostores';
import type { ItemDetail, ItemKind } from '../../server/src/contract/items.ts';
import { ApiError, CancelledError } from '../api/client.ts';
import { fetchItem } from '../api/items.ts';
import { idParam } from '../routes/params.ts';
import type { PageState } from './page.ts';

/** Which item a page names: a kind and an id, or `create` for a new one. */
export interface ItemRef {
  readonly kind: ItemKind;
  readonly id: number | 'create';
}

/** The item of the page and its loading state. */
export type ItemState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly ref: ItemRef }
  | { readonly status: 'ready'; readonly item: ItemDetail }
  | { readonly status: 'new'; readonly kind: ItemKind }
  | { readonly status: 'not-found' | 'error'; readonly ref: ItemRef };

/** The current item. */
export const $item = atom<ItemState>({ status: 'idle' });

const paramOf: Readonly<Record<ItemKind, string>> = {
  courses: 'course_id',
  ebooks: 'ebook_id',
  articles: 'article_id',
};

/** The item a page names, from its route name and parameters; null when it names none. */
export function itemRefOf(page: Pick<PageState, 'route' | 'params'>): ItemRef | null {
  const name = page.route?.name ?? '';
  const kind = (Object.keys(paramOf) as ItemKind[]).find((k) => name.startsWith(`${k}-`));
  if (!kind) return null;
  const raw = page.params[paramOf[kind]];
  if (raw === 'create') return { kind, id: 'create' };
  const id = idParam(raw);
  return id === null ? null : { kind, id };
}

function sameRef(state: ItemState, ref: ItemRef): boolean {
  if (state.status === 'ready') return state.item.kind === ref.kind && state.item.id === ref.id;
  if (state.status === 'new') return ref.id === 'create' && state.kind === ref.kind;
  if (state.status === 'idle') return false;
  return state.ref.kind === ref.kind && state.ref.id === ref.id;
}

let controller: AbortController | null = null;

/** Loads the item a page names (again only when `force` or it is another one). */
export async function loadItem(ref: ItemRef, force = false): Promise<void> {
  const current = $item.get();
  if (!force && sameRef(current, ref) && current.status !== 'error') return;
  controller?.abort();
  if (ref.id === 'create') {
    controller = null;
    $item.set({ status: 'new', kind: ref.kind });
    return;
  }
  const own = new AbortController();
  controller = own;
  $item.set({ status: 'loading', ref });
  try {
    const item = await fetchItem(ref.kind, ref.id, own.signal);
    if (controller === own) $item.set({ status: 'ready', item });
  } catch (error) {
    if (error instanceof CancelledError || controller !== own) return;
    const notFound = error instanceof ApiError && error.status === 404;
    $item.set({ status: notFound ? 'not-found' : 'error', ref });
  }
}

/** Replaces the item with the server's answer to a write. */
export function setItem(item: ItemDetail): void {
  $item.set({ status: 'ready', item });
}

/** Forgets the item (after deleting it). */
export function clearItem(): void {
  controller?.abort();
  controller = null;
  $item.set({ status: 'idle' });
}

/** The loaded item, or null. */
export function currentItem(): ItemDetail | null {
  const state = $item.get();
  return state.status === 'ready' ? state.item : null;
}
