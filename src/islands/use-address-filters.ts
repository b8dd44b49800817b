/**
 * A list screen's filters kept in the address: the filters the address holds (defaults on
 * another route), a draft the filter bar edits, the list loaded whenever the address changes,
 * and the link to the list with other filters (Back returns to the previous filters).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { urlFor, type RouteParams } from '../routes/urls.ts';
import type { RouteName } from '../routes/table.ts';
import { $page } from '../stores/page.ts';

/** A route without path parameters (a list). */
type ListRoute = {
  [N in RouteName]: keyof RouteParams<N> extends never ? N : never;
}[RouteName];

/** How a list reads, writes and loads its filters (module constants of its store). */
export interface AddressFilters<F> {
  readonly route: ListRoute;
  readonly defaults: F;
  readonly fromQuery: (query: URLSearchParams) => F;
  readonly toQuery: (filters: F) => Record<string, string | number | undefined>;
  readonly load: (filters: F) => Promise<void>;
}

/** The address's filters, the filter bar's draft, and links to the list with other filters. */
export function useAddressFilters<F>(spec: AddressFilters<F>) {
  const page = useStore($page);
  const onList = page.route?.name === spec.route;
  const query = page.query.toString();
  const filters = onList ? spec.fromQuery(page.query) : spec.defaults;
  const [draft, setDraft] = useState(filters);

  useEffect(() => {
    if (!onList) return;
    const read = spec.fromQuery(new URLSearchParams(query));
    void spec.load(read);
    setDraft(read);
  }, [spec, onList, query]);

  const hrefOf = (next: F) => urlFor(page.locale, spec.route, {}, spec.toQuery(next));
  return { page, filters, draft, setDraft, hrefOf };
}
