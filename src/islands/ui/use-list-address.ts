/**
 * A list's filters kept in the address: the filters the address holds, a draft the filter bar
 * edits, the list loaded whenever the address changes (after completing a filter that always
 * shows), and the address of the list with other filters (Back returns to the previous ones). A
 * change of the address that is not the list's (an open row's id) does not load it again.
 */
import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useState } from 'react';
import { urlForRoute } from '../../routes/urls.ts';
import type { List, ListPage } from '../../stores/list.ts';
import { $page, pageFromUrl } from '../../stores/page.ts';

/** The address's filters, the filter bar's draft, and the ways to other filters. */
export interface ListAddress<F> {
  readonly filters: F;
  readonly draft: F;
  /** Edits the draft (typed words wait for the search). */
  readonly setDraft: (draft: F) => void;
  /** Goes to the list with the draft and a change (back to page 1 unless the page changes). */
  readonly apply: (change?: Partial<F>) => void;
  /** The address of the list with these filters. */
  readonly hrefOf: (filters: F) => string;
}

/** Reads, loads and links a list's filters through the address. */
export function useListAddress<F extends { readonly page: number }>(
  list: List<F, ListPage<unknown>>,
): ListAddress<F> {
  const page = useStore($page);
  // The island belongs to the route it was mounted on; the address of another route is not its.
  // Read from the address itself: an island may start before the page store has read it.
  const [route] = useState(() => pageFromUrl(new URL(window.location.href)).route?.name);
  const onList = page.route?.name === route;
  const filters = onList ? list.query.fromQuery(page.query) : list.query.defaults;
  const [draft, setDraft] = useState(filters);
  // What the rows depend on: the list's own filters and path parameters (not an open row's id).
  const own = list.keyOf(page.query, page.params);

  const hrefOf = (next: F) =>
    route === undefined
      ? ''
      : urlForRoute(page.locale, route, page.params, list.query.toQuery(next));

  useEffect(() => {
    if (!onList || route === undefined) return;
    const { query, params, locale } = $page.get();
    const read = list.query.fromQuery(query);
    setDraft(read);
    if (!list.query.complete(query)) {
      void navigate(urlForRoute(locale, route, params, list.query.toQuery(read)), {
        history: 'replace',
      });
      return;
    }
    void list.load(read, params);
  }, [list, onList, route, own, page.locale]);

  return {
    filters,
    draft,
    setDraft,
    apply: (change = {}) => void navigate(hrefOf(list.query.change(draft, change))),
    hrefOf,
  };
}
