/**
 * A search as you type whose answers only replace older ones (the latest wins): each search
 * cancels the one in flight; a failure shows as `error`, a cancellation as nothing.
 */
import { atom, type WritableAtom } from 'nanostores';
import { ApiError } from '../api/client.ts';
import { isCancelled } from './action.ts';

/** A search's keyword, state and results. */
export interface LatestSearchView<T> {
  readonly keyword: string;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly results: readonly T[];
}

/** A search of what `A` names (a kind, a member): its state, a search and a reset. */
export interface LatestSearch<A, T> {
  readonly $state: WritableAtom<LatestSearchView<T>>;
  search(scope: A, keyword: string): Promise<void>;
  reset(): void;
}

/** Creates a search over `find` (the keyword trimmed) whose latest answer wins. */
export function createLatestSearch<A, T>(
  find: (scope: A, keyword: string, signal: AbortSignal) => Promise<readonly T[]>,
): LatestSearch<A, T> {
  const idle: LatestSearchView<T> = { keyword: '', status: 'idle', results: [] };
  const $state = atom<LatestSearchView<T>>(idle);
  let latest = 0;
  let controller: AbortController | null = null;
  return {
    $state,
    async search(scope, keyword) {
      latest += 1;
      const own = latest;
      controller?.abort();
      controller = new AbortController();
      const trimmed = keyword.trim();
      $state.set({ keyword: trimmed, status: 'loading', results: $state.get().results });
      try {
        const results = await find(scope, trimmed, controller.signal);
        if (own === latest) $state.set({ keyword: trimmed, status: 'ready', results });
      } catch (error) {
        if (isCancelled(error) || own !== latest) return;
        if (!(error instanceof ApiError)) throw error;
        $state.set({ keyword: trimmed, status: 'error', results: [] });
      }
    },
    reset() {
      latest += 1;
      controller?.abort();
      controller = null;
      $state.set(idle);
    },
  };
}
