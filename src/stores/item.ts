/**
 * The catalogue item the page is about (`$item`): which one the address names (kind and id, or a
 * new one), loaded once per page by a loader and replaced by the answer of every write; and who
 * may change what on its screens (a teach permission, which owners and admins hold them all; the
 * owner or an admin; admins only): screens a viewer may not change are shown read-only with the
 * reason named here.
 */
import { atom, computed } from 'nanostores';
import type { ItemDetail, ItemKind, TeachPermission } from '../../server/src/contract/items.ts';
import { fetchItem } from '../api/items.ts';
import { idParam } from '../routes/params.ts';
import { createLoader } from './loader.ts';
import type { PageState } from './page.ts';

/** Which item a page names: a kind and an id, or `create` for a new one. */
export interface ItemRef {
  readonly kind: ItemKind;
  readonly id: number | 'create';
}

/** A saved item's kind and id. */
interface SavedRef {
  readonly kind: ItemKind;
  readonly id: number;
}

/** The item of the page and its loading state. */
export type ItemState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly ref: ItemRef }
  | { readonly status: 'ready'; readonly item: ItemDetail }
  | { readonly status: 'new'; readonly kind: ItemKind }
  | { readonly status: 'not-found' | 'error'; readonly ref: ItemRef };

/** Loads a saved item. */
export const itemLoader = createLoader<SavedRef, ItemDetail>((ref, signal) =>
  fetchItem(ref.kind, ref.id, signal),
);

/** The kind of the new item the page creates, or null. */
const $creating = atom<ItemKind | null>(null);

/** The current item. */
export const $item = computed([itemLoader.$state, $creating], (state, creating): ItemState => {
  if (creating) return { status: 'new', kind: creating };
  if (state.status === 'idle' || state.key === null) return { status: 'idle' };
  if (state.status === 'ready' && state.data) return { status: 'ready', item: state.data };
  if (state.status === 'not-found' || state.status === 'error')
    return { status: state.status, ref: state.key };
  return { status: 'loading', ref: state.key };
});

const paramOf: Readonly<Record<ItemKind, string>> = {
  courses: 'course_id',
  ebooks: 'ebook_id',
  articles: 'article_id',
};

/** The item a page names, from its route and parameters; null when it names none. */
export function itemRefOf(page: Pick<PageState, 'route' | 'params'>): ItemRef | null {
  const kind = page.route?.item;
  if (!kind) return null;
  const raw = page.params[paramOf[kind]];
  if (raw === 'create') return { kind, id: 'create' };
  const id = idParam(raw);
  return id === null ? null : { kind, id };
}

/** Loads the item a page names (again only when `force` or it is another one). */
export function loadItem(ref: ItemRef, force = false): Promise<void> {
  if (ref.id === 'create') {
    itemLoader.reset();
    $creating.set(ref.kind);
    return Promise.resolve();
  }
  $creating.set(null);
  return itemLoader.load({ kind: ref.kind, id: ref.id }, force);
}

/** Replaces the item with the server's answer to a write. */
export function setItem(item: ItemDetail): void {
  $creating.set(null);
  itemLoader.set({ kind: item.kind, id: item.id }, item);
}

/** Forgets the item (after deleting it). */
export function clearItem(): void {
  $creating.set(null);
  itemLoader.reset();
}

/** The loaded item, or null. */
export function currentItem(): ItemDetail | null {
  return itemLoader.dataFor();
}

/** What changing a screen needs. */
export type EditNeed = TeachPermission | 'owner-or-admin' | 'admin';

/** Why the viewer may only look at a screen. */
export type ReadOnlyReason =
  | { readonly kind: 'permission'; readonly permission: TeachPermission }
  | { readonly kind: 'owner-or-admin' }
  | { readonly kind: 'admin' };

/** Null when the viewer may change the screen, otherwise why not. */
export function readOnlyReason(
  item: Pick<ItemDetail, 'my_role' | 'my_permissions'>,
  need: EditNeed,
): ReadOnlyReason | null {
  if (need === 'admin') return item.my_role === 'admin' ? null : { kind: 'admin' };
  if (need === 'owner-or-admin')
    return item.my_role === 'co-lecturer' ? { kind: 'owner-or-admin' } : null;
  return item.my_permissions.includes(need) ? null : { kind: 'permission', permission: need };
}
