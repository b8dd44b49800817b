/** Prefetches in-app pages on hover or focus, except on 2g connections or with data saver on. */

interface ConnectionInfo {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** Whether the connection asks us not to prefetch (seed section 9). */
export function isSlowConnection(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: ConnectionInfo }).connection;
  if (!connection) return false;
  return connection.saveData === true || (connection.effectiveType ?? '').includes('2g');
}

const HOVER_DELAY_MS = 80;

/** Adds hover and focus prefetching of same-origin links to a document. */
export function installPrefetch(doc: Document): void {
  const done = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const prefetch = (anchor: HTMLAnchorElement) => {
    const url = new URL(anchor.href, doc.baseURI);
    url.hash = '';
    const href = url.href;
    if (url.origin !== doc.location.origin || done.has(href)) return;
    if (url.pathname === doc.location.pathname && url.search === doc.location.search) return;
    if (
      anchor.dataset['prefetch'] === 'false' ||
      isSlowConnection(doc.defaultView?.navigator ?? navigator)
    )
      return;
    done.add(href);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    doc.head.append(link);
  };
  const onEnter = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    clearTimeout(timer);
    timer = setTimeout(() => prefetch(anchor), HOVER_DELAY_MS);
  };
  const onLeave = () => clearTimeout(timer);
  doc.addEventListener('mouseover', onEnter, { passive: true });
  doc.addEventListener('focusin', onEnter, { passive: true });
  doc.addEventListener('mouseout', onLeave, { passive: true });
}
