/**
 * The current sidebar link when several links open one route with different queries (courses and
 * single lectures, `/courses?type=SINGLE`): the static page marks the link without a query, the
 * page runtime the one the address's query names.
 */

/**
 * Which of the queries of the page's route's links the address holds: the most specific one whose
 * every parameter the address carries, else the one without a query ('') (-1: none).
 */
export function currentQueryIndex(queries: readonly string[], search: URLSearchParams): number {
  let best = -1;
  let bestSize = -1;
  queries.forEach((query, index) => {
    const wanted = [...new URLSearchParams(query)];
    if (wanted.length <= bestSize) return;
    if (wanted.every(([key, value]) => search.get(key) === value)) {
      best = index;
      bestSize = wanted.length;
    }
  });
  return best;
}

/** Marks the sidebar link the address's query names current (links carrying `data-query`). */
export function markCurrentSidebarLink(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('.sidebar a[data-query]')];
  if (links.length === 0) return;
  const current = currentQueryIndex(
    links.map((link) => link.dataset['query'] ?? ''),
    new URLSearchParams(doc.location.search),
  );
  links.forEach((link, index) => {
    if (index === current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  });
}
