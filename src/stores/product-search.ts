/**
 * Finding a lecturer's products by a part of the title (`GET .../discounts/targets`): courses and
 * ebooks (SINGLE: what a single discount prices, what a package holds) or packages (PACKAGE).
 */
import { atom, type WritableAtom } from 'nanostores';
import type { DiscountKind, DiscountTarget } from '../../server/src/contract/discounts.ts';
import { fetchDiscountTargets } from '../api/discounts.ts';
import { ApiError } from '../api/client.ts';
import { isCancelled } from './action.ts';

/** A search's keyword, state and results. */
export interface ProductSearchView {
  readonly keyword: string;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly results: readonly DiscountTarget[];
}

/** A search of products: its state, a search and a reset. */
export interface ProductSearch {
  readonly $state: WritableAtom<ProductSearchView>;
  search(kind: DiscountKind, keyword: string): Promise<void>;
  reset(): void;
}

const idle: ProductSearchView = { keyword: '', status: 'idle', results: [] };

/** Creates a search of products whose answers only replace older ones (the latest wins). */
export function createProductSearch(): ProductSearch {
  const $state = atom<ProductSearchView>(idle);
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
