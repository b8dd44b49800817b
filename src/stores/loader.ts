/**
 * Loading over stores, beside `createForm`: what a screen shows (idle, loading, ready, not found
 * or failed), keyed by what it loads, with the stale-response guard (an answer to an older or
 * cancelled request never replaces a newer one). A screen's store creates one with
 * `createLoader`; islands render its state with `LoadState`. A load refused for want of a session
 * (it went out before the user signed in) runs again once the session is ready. A loader with a
 * `cache` name shows the answer it had last time for a key (kept per user: `api/answer-cache.ts`)
 * at once, marked stale, while it asks again; an unchanged fresh answer keeps the shown data.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { resourcesOf, trackRequests, type AnswerCache } from '../api/answer-cache.ts';
import { ApiError, CancelledError, isSignedOut } from '../api/client.ts';
import { answers } from '../api/http.ts';
import { $session } from './session.ts';

/** Where a load stands. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'error';

/** A loader's state: the key it is about and, once ready, the data (kept while reloading). */
export interface LoadView<K, T> {
  readonly status: LoadStatus;
  readonly key: K | null;
  readonly data: T | null;
  /** The data is the answer kept from an earlier visit, shown while the fresh one loads. */
  readonly stale?: boolean;
}

/** A loader's state and actions. */
export interface Loader<K, T> {
  /** The state to render. */
  readonly $state: ReadableAtom<LoadView<K, T>>;
  /** Loads what `key` names, unless it is loaded or loading already (or `force`). */
  load(key: K, force?: boolean): Promise<void>;
  /** Loads the current key again (after a failure). */
  retry(): Promise<void>;
  /** Replaces the data of a key (with the answer of a write). */
  set(key: K, data: T): void;
  /** Forgets the data and cancels a load in flight. */
  reset(): void;
  /** The data when ready for `key` (any key when omitted), else null. */
  dataFor(key?: K): T | null;
}

/**
 * Creates a loader over a fetch of one key; keys are compared by their JSON. When `keep` says so,
 * the data of the previous key stays shown while the next key loads (a list's next page).
 */
export function createLoader<K, T>(
  fetch: (key: K, signal: AbortSignal) => Promise<T>,
  {
    keep,
    cache,
    kept = answers,
  }: {
    readonly keep?: (previous: K, next: K) => boolean;
    /**
     * The name the loader's answers are kept under (unique in the app): it shows the answer kept
     * from the last visit while loading, and keeps this one's.
     */
    readonly cache?: string;
    /** Where answers are kept (the signed-in user's; tests give their own). */
    readonly kept?: AnswerCache;
  } = {},
): Loader<K, T> {
  const $state = atom<LoadView<K, T>>({ status: 'idle', key: null, data: null });
  const same = (a: K | null, b: K) => a !== null && JSON.stringify(a) === JSON.stringify(b);
  let controller: AbortController | null = null;
  // Set when the last load was refused for want of a session: it runs again once one is ready.
  let awaitingSession = false;

  async function load(key: K, force = false): Promise<void> {
    const current = $state.get();
    if (
      !force &&
      same(current.key, key) &&
      ['loading', 'ready', 'not-found'].includes(current.status)
    )
      return;
    controller?.abort();
    const own = new AbortController();
    controller = own;
    awaitingSession = false;
    const keeps =
      current.key !== null && (same(current.key, key) || (keep?.(current.key, key) ?? false));
    const saved =
      cache === undefined || (keeps && same(current.key, key))
        ? undefined
        : (kept.get(`${cache} ${JSON.stringify(key)}`) as T | undefined);
    $state.set(
      saved === undefined
        ? { status: 'loading', key, data: keeps ? current.data : null }
        : { status: 'loading', key, data: saved, stale: true },
    );
    try {
      const data = await fetch(key, cache === undefined ? own.signal : trackRequests(own.signal));
      if (controller !== own) return;
      if (cache !== undefined)
        kept.put(`${cache} ${JSON.stringify(key)}`, data, resourcesOf(own.signal));
      const shown = $state.get();
      const unchanged = shown.stale === true && JSON.stringify(shown.data) === JSON.stringify(data);
      $state.set({
        status: 'ready',
        key,
        data: unchanged && shown.data !== null ? shown.data : data,
      });
    } catch (error) {
      if (controller !== own || error instanceof CancelledError) return;
      const notFound = error instanceof ApiError && error.status === 404;
      $state.set({ status: notFound ? 'not-found' : 'error', key, data: null });
      awaitingSession = isSignedOut(error);
      if (!(error instanceof ApiError)) throw error;
    } finally {
      if (controller === own) controller = null;
    }
  }

  function retry(): Promise<void> {
    const { key } = $state.get();
    return key === null ? Promise.resolve() : load(key, true);
  }

  $session.listen((session) => {
    if (session.status !== 'ready' || !awaitingSession) return;
    awaitingSession = false;
    if ($state.get().status === 'error') void retry();
  });

  return {
    $state,
    load,
    retry,
    set(key, data) {
      controller?.abort();
      controller = null;
      awaitingSession = false;
      $state.set({ status: 'ready', key, data });
    },
    reset() {
      controller?.abort();
      controller = null;
      awaitingSession = false;
      $state.set({ status: 'idle', key: null, data: null });
    },
    dataFor(key) {
      const state = $state.get();
      if (state.status !== 'ready') return null;
      return key === undefined || same(state.key, key) ? state.data : null;
    },
  };
}
