/**
 * Discounts (`/lecturers/v2/discounts`): a lecturer's own (an administrator's: every lecturer's),
 * what a discount can price, the price a student would pay, and the writes (each answers the
 * whole discount).
 */
import type {
  Discount,
  DiscountBody,
  DiscountKind,
  DiscountListQuery,
  DiscountUpdateBody,
  discountsContract,
} from '../../server/src/contract/discounts.ts';
import { discountsOperations } from '../../server/src/contract/plain/discounts.ts';
import { call } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof discountsContract>(discountsOperations);

/** One page of discounts. */
export type DiscountList = AnswerOf<typeof discountsContract.list>;
/** One page of what a discount can price. */
export type DiscountTargets = AnswerOf<typeof discountsContract.targets>;
/** What a student would pay. */
export type DiscountPreview = AnswerOf<typeof discountsContract.preview>;

/** Loads one page of discounts (`GET /lecturers/v2/discounts`). */
export function fetchDiscounts(
  query: DiscountListQuery,
  signal?: AbortSignal,
): Promise<DiscountList> {
  return call(operations.list, { query: { ...query }, signal });
}

/** Loads what a discount of a kind can price, by a keyword (`GET .../discounts/targets`). */
export function fetchDiscountTargets(
  kind: DiscountKind,
  keyword: string,
  signal?: AbortSignal,
): Promise<DiscountTargets> {
  return call(operations.targets, {
    query: keyword === '' ? { kind, per_page: 50 } : { kind, keyword, per_page: 50 },
    signal,
  });
}

/** What a student would pay while such a discount runs (`POST .../discounts/preview`). */
export function previewDiscount(
  body: Pick<DiscountBody, 'kind' | 'discount' | 'target_id'>,
  signal?: AbortSignal,
): Promise<DiscountPreview> {
  return call(operations.preview, { body, json: true, repeatable: true, signal });
}

/** Creates a discount (`POST .../discounts`). */
export function createDiscount(body: DiscountBody): Promise<Discount> {
  return call(operations.create, { body, json: true });
}

/** Changes a discount's title, rate and dates (`PUT .../discounts/{id}`). */
export function updateDiscount(id: number, body: DiscountUpdateBody): Promise<Discount> {
  return call(operations.update, { params: { id }, body, json: true });
}

/** Deletes a discount that has not started (`DELETE .../discounts/{id}`). */
export function deleteDiscount(id: number): Promise<{ deleted: true }> {
  return call(operations.remove, { params: { id } });
}

/** Ends a discount now, with a reason (`PUT .../discounts/{id}/end`). */
export function endDiscount(id: number, reason: string): Promise<Discount> {
  return call(operations.end, { params: { id }, body: { reason }, json: true });
}
