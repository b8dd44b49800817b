/**
 * Finding what a discount can price (`GET .../discounts/targets`): a lecturer's courses and ebooks
 * (SINGLE, also the courses a package holds) or packages (PACKAGE), by a part of the title.
 */
import { atom, type WritableAtom } from 'nanostores';
import type { DiscountKind, DiscountTarget } from '../../../server/src/contract/discounts.ts';
import { fetchDiscountTargets } from '../../api/discounts.ts';
import { ApiError } from '../../api/client.ts';
import { isCancelled } from '../action.ts';

/** A search's keyword, state and results. */
export interface TargetSearchView {
  readonly keyword: string;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly results: readonly DiscountTarget[];
}

/** A search of targets: its state, a search and a reset. */
export interface TargetSearch {
  readonly $state: WritableAtom<TargetSearchView>;
  search(kind: DiscountKind, keyword: string): Promise<void>;
  reset(): void;
}

const idle: TargetSearchView = { keyword: '', status: 'idle', results: [] };

/** Creates a search of targets whose answers only replace older ones (the latest wins). */
export function createTargetSearch(): TargetSearch {
  const $state = atom<TargetSearchView>(idle);
  let latest = 0;
  let controller: AbortController | null = null;
  return {
    $state,
    async search(kind, keyword) {
      latest += 1;
      const own = latest;
      controller?.abort();
      controller = new AbortController();
      const trimmed = keyword.trim();
      $state.set({ keyword: trimmed, status: 'loading', results: $state.get().results });
      try {
        const answer = await fetchDiscountTargets(kind, trimmed, controller.signal);
        if (own === latest) $state.set({ keyword: trimmed, status: 'ready', results: answer.data });
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
