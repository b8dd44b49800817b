/**
 * Finding a lecturer's products by a part of the title (`GET .../discounts/targets`): courses and
 * ebooks (SINGLE: what a single discount prices, what a package holds) or packages (PACKAGE).
 */
import type { DiscountKind, DiscountTarget } from '../../server/src/contract/discounts.ts';
import { fetchDiscountTargets } from '../api/discounts.ts';
import { createLatestSearch, type LatestSearch } from './latest-search.ts';

/** A search of products: its state, a search and a reset. */
export type ProductSearch = LatestSearch<DiscountKind, DiscountTarget>;

/** Creates a search of products whose answers only replace older ones (the latest wins). */
export function createProductSearch(): ProductSearch {
  return createLatestSearch(async (kind: DiscountKind, keyword, signal) => {
    const answer = await fetchDiscountTargets(kind, keyword, signal);
    return answer.data;
  });
}
