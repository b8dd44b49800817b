/**
 * Requests that start before the page's modules: the document's head sends the session check and
 * the GET requests this address made on its last load in this tab (BaseLayout), and the client's
 * fetch takes each answer once, for the first GET of the same URL, instead of asking again. The
 * GET requests a page makes while it first loads are noted here for the next load of the address.
 */

/** Where this tab keeps each address's first requests. */
export const FIRST_REQUESTS_KEY = 'backoffice:first-requests';

/** At most this many requests are noted per address, for at most this many addresses. */
const MAX_REQUESTS = 6;
const MAX_ADDRESSES = 20;
/** Requests sent later than this after the page started are not the page's first ones (ms). */
const FIRST_WINDOW_MS = 3000;

/** What the early fetch needs from the page. */
export interface EarlyFetchDeps {
  /** The API's base URL: noted and early requests are keyed by the URL after it. */
  readonly base: () => string;
  /** The requests the head sent, by URL after the base (taken once). */
  readonly early: () => Record<string, Promise<Response> | undefined> | undefined;
  /** The address the page was loaded at (its path and query), or null once another shows. */
  readonly address: () => string | null;
  /** Milliseconds since the page started. */
  readonly now: () => number;
  readonly storage: () => Storage | null;
  readonly fetch: typeof globalThis.fetch;
}

function read(storage: Storage | null): Record<string, string[]> {
  try {
    return JSON.parse(storage?.getItem(FIRST_REQUESTS_KEY) ?? '{}') as Record<string, string[]>;
  } catch {
    return {};
  }
}

/** A fetch that answers from the head's early requests, and notes the page's first GET requests. */
export function createEarlyFetch(deps: EarlyFetchDeps): typeof globalThis.fetch {
  const noted: string[] = [];
  return (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const base = deps.base();
    if (method !== 'GET' || !url.startsWith(base)) return deps.fetch(input, init);
    const path = url.slice(base.length);
    const early = deps.early();
    const sent = early?.[path];
    if (early && sent) Reflect.deleteProperty(early, path);
    const address = deps.address();
    if (address !== null && deps.now() < FIRST_WINDOW_MS && noted.length < MAX_REQUESTS) {
      noted.push(path);
      try {
        const storage = deps.storage();
        const others = Object.entries(read(storage)).filter(([other]) => other !== address);
        const kept = [...others, [address, [...noted]] as const].slice(-MAX_ADDRESSES);
        storage?.setItem(FIRST_REQUESTS_KEY, JSON.stringify(Object.fromEntries(kept)));
      } catch {
        // Storage full or blocked: the next load asks after its modules.
      }
    }
    return sent ?? deps.fetch(input, init);
  };
}
