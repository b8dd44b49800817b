/**
 * A list screen's store, beside `createLoader` and `createForm`: the filters it reads from the
 * address (`defineListQuery`), the page of rows they give (the previous page stays shown while
 * the next loads, unless the route's parameters changed: another member's list; a page seen before
 * shows its kept rows at once while it loads again), and the rows selected for a bulk action (cleared on every load). The list frame
 * (`ListFrame`) renders it; a screen's store declares one with `createList`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AnswerCache } from '../api/answer-cache.ts';
import type { ListQuery } from '../lib/list-query.ts';
import { createLoader, type Loader } from './loader.ts';

/** A page of rows with the list's meta, as the API's lists answer. */
export interface ListPage<Row> {
  readonly data: readonly Row[];
  readonly meta: { readonly last_page: number };
}

/** The path parameters of the list's route (a member's coupons: `member_id`). */
export type ListParams = Readonly<Record<string, string>>;

/** What a list loads: its filters and the route's parameters. */
export interface ListKey<F> {
  readonly filters: F;
  readonly params: ListParams;
}

/** A list's filters, page, selection and actions. */
export interface List<F extends { readonly page: number }, P extends ListPage<unknown>> {
  /** How the filters meet the address. */
  readonly query: ListQuery<F>;
  readonly loader: Loader<ListKey<F>, P>;
  /** The keys of the selected rows. */
  readonly $selected: ReadableAtom<readonly (string | number)[]>;
  /**
   * The text filters of the last load longer than the API takes, with their maximum: the list was
   * not asked (its answer would be a refusal, not rows); the frame says so at those fields.
   */
  readonly $tooLong: ReadableAtom<Readonly<Record<string, number>>>;
  /**
   * The rows (as JSON) of a fresh answer that the kept answer shown before it did not have: what
   * changed since the last visit (empty until then, and on every other load).
   */
  readonly $changed: ReadableAtom<ReadonlySet<string>>;
  /** Loads (again) the page the filters name (none while a text filter is too long); the selection is cleared. */
  load(filters: F, params?: ListParams): Promise<void>;
  /** Loads the shown page again (after a change to its rows). */
  reload(): Promise<void>;
  /** Selects or unselects one row. */
  toggle(key: string | number, selected: boolean): void;
  /** Selects every given row, or none. */
  selectAll(keys: readonly (string | number)[], selected: boolean): void;
  /** The filters of the page shown (or loading), or null before the first load. */
  filters(): F | null;
  /** The route's parameters the rows depend on (others, such as an open row's id, do not reload). */
  paramsOf(params: ListParams): ListParams;
  /**
   * What the rows of an address depend on, as text: the list's own filters (and whether the address
   * holds those that always show) and parameters. The list loads again when it changes.
   */
  keyOf(query: URLSearchParams, params: ListParams): string;
}

/** How a list reads its route. */
export interface ListOptions {
  /** The path parameters the rows depend on (default: all of the route's). */
  readonly params?: readonly string[];
  /** Where the pages are kept for the next visit (the signed-in user's; tests give their own). */
  readonly kept?: AnswerCache;
}

/**
 * Creates a list over a fetch of one page for the filters and the route's parameters; its pages
 * are kept for the next visit under `name` (unique in the app).
 */
export function createList<F extends { readonly page: number }, P extends ListPage<unknown>>(
  name: string,
  query: ListQuery<F>,
  fetch: (filters: F, signal: AbortSignal, params: ListParams) => Promise<P>,
  options: ListOptions = {},
): List<F, P> {
  const loader = createLoader<ListKey<F>, P>(
    ({ filters, params }, signal) => fetch(filters, signal, params),
    // Another page of the same list stays shown while it loads; another member's list does not.
    {
      keep: (previous, next) => JSON.stringify(previous.params) === JSON.stringify(next.params),
      cache: `list.${name}`,
      ...(options.kept ? { kept: options.kept } : {}),
    },
  );
  const $selected = atom<readonly (string | number)[]>([]);
  const $changed = atom<ReadonlySet<string>>(new Set());
  let shown = loader.$state.get();
  loader.$state.listen((next) => {
    const before = shown;
    shown = next;
    if (!before.stale || next.status !== 'ready' || next.data === before.data) return;
    const kept = new Set(before.data?.data.map((row) => JSON.stringify(row)));
    const fresh = next.data?.data.map((row) => JSON.stringify(row)) ?? [];
    $changed.set(new Set(fresh.filter((row) => !kept.has(row))));
  });
  const $tooLong = atom<Readonly<Record<string, number>>>({});
  const { params: own } = options;
  const paramsOf = (params: ListParams): ListParams =>
    own
      ? Object.fromEntries(Object.entries(params).filter(([name]) => own.includes(name)))
      : params;
  return {
    query,
    loader,
    $selected,
    $tooLong,
    $changed,
    load(filters, params = {}) {
      $selected.set([]);
      $changed.set(new Set());
      const tooLong = query.tooLong(filters);
      $tooLong.set(tooLong);
      if (Object.keys(tooLong).length > 0) {
        loader.reset();
        return Promise.resolve();
      }
      return loader.load({ filters, params: paramsOf(params) }, true);
    },
    reload() {
      const { key } = loader.$state.get();
      if (key === null) return Promise.resolve();
      $selected.set([]);
      $changed.set(new Set());
      return loader.load(key, true);
    },
    toggle(key, selected) {
      const without = $selected.get().filter((each) => each !== key);
      $selected.set(selected ? [...without, key] : without);
    },
    selectAll(keys, selected) {
      $selected.set(selected ? [...keys] : []);
    },
    filters() {
      return loader.$state.get().key?.filters ?? null;
    },
    paramsOf,
    keyOf(address, params) {
      const own = query.toQuery(query.fromQuery(address));
      return JSON.stringify([own, paramsOf(params), query.complete(address)]);
    },
  };
}
