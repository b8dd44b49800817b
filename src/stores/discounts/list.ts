/**
 * The discount lists (a lecturer's own, an administrator's review of every lecturer's): the
 * filters (status from ALL, keyword, page) read from and written to the address, the page they
 * give, and the row actions (delete a scheduled one, end one now).
 */
import type {
  Discount,
  DiscountKind,
  DiscountStatus,
} from '../../../server/src/contract/discounts.ts';
import { discountStatuses } from '../../../server/src/contract/plain/discounts.ts';
import {
  deleteDiscount,
  endDiscount,
  fetchDiscounts,
  type DiscountList,
} from '../../api/discounts.ts';
import { ApiError } from '../../api/client.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';
import { askConfirm } from '../unsaved.ts';

/** The status filter: every discount, or one status. */
export type DiscountStatusFilter = 'ALL' | DiscountStatus;

/** The filters of a list, as the address holds them. */
export interface DiscountFilters {
  readonly status: DiscountStatusFilter;
  readonly keyword: string;
  readonly page: number;
}

/** Filters of an unfiltered list: every status. */
export const defaultDiscountFilters: DiscountFilters = { status: 'ALL', keyword: '', page: 1 };

/** What a list loads: one kind (null: both) with its filters. */
export interface DiscountListKey {
  readonly kind: DiscountKind | null;
  readonly filters: DiscountFilters;
}

function isStatus(value: string): value is DiscountStatus {
  return (discountStatuses as readonly string[]).includes(value);
}

/** Reads filters from a query string; unknown or malformed values fall back to the defaults. */
export function discountFiltersFromQuery(query: URLSearchParams): DiscountFilters {
  const status = query.get('status') ?? '';
  const page = Number(query.get('page') ?? '');
  return {
    status: isStatus(status) ? status : 'ALL',
    keyword: (query.get('keyword') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query of filters, leaving out defaults (for the address). */
export function queryOfDiscountFilters(
  filters: DiscountFilters,
): Record<string, string | number | undefined> {
  return {
    status: filters.status === 'ALL' ? undefined : filters.status,
    keyword: filters.keyword || undefined,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** Whether any filter narrows the list (the page does not). */
export function hasDiscountFilters(filters: DiscountFilters): boolean {
  return filters.status !== 'ALL' || filters.keyword !== '';
}

/** Filters changed by a user: any change other than the page goes back to page 1. */
export function changeDiscountFilters(
  filters: DiscountFilters,
  change: Partial<DiscountFilters>,
): DiscountFilters {
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** One page of discounts; the previous page stays shown while the next loads. */
export const discountListLoader = createLoader<DiscountListKey, DiscountList>(
  ({ kind, filters }, signal) =>
    fetchDiscounts(
      {
        page: filters.page,
        ...(kind === null ? {} : { kind }),
        ...(filters.status === 'ALL' ? {} : { status: filters.status }),
        ...(filters.keyword === '' ? {} : { keyword: filters.keyword }),
      },
      signal,
    ),
  { keep: (previous, next) => previous.kind === next.kind },
);

/** Loads (again) the page a list's kind and filters name. */
export function loadDiscountList(key: DiscountListKey): Promise<void> {
  return discountListLoader.load(key, true);
}

/** Loads the shown page again (after a write). */
export function reloadDiscountList(): Promise<void> {
  return discountListLoader.retry();
}

/** Whether a discount can still change (edit, end): scheduled or running. */
export function discountIsOpen(discount: Discount): boolean {
  return discount.status === 'ACTIVE' || discount.status === 'SCHEDULED';
}

/**
 * Deletes a scheduled discount once confirmed, then reloads the list; a refusal shows as a toast.
 * Resolves whether it was deleted.
 */
export async function removeDiscount(discount: Discount): Promise<boolean> {
  const t = $t.get();
  const sure = await askConfirm({
    title: t('discounts.delete.title'),
    message: t('discounts.delete.message', { title: discount.title }),
    confirmLabel: t('discounts.delete.confirm'),
    cancelLabel: t('discounts.cancel'),
    danger: true,
  });
  if (!sure) return false;
  try {
    await deleteDiscount(discount.id);
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
  showToast('success', t('discounts.delete.done'));
  await reloadDiscountList();
  return true;
}

/**
 * Ends a lecturer's own discount now once confirmed (no reason needed), then reloads the list.
 * Resolves whether it ended.
 */
export async function endDiscountNow(discount: Discount): Promise<boolean> {
  const t = $t.get();
  const sure = await askConfirm({
    title: t('discounts.endNow.title'),
    message: t('discounts.endNow.message', { title: discount.title }),
    confirmLabel: t('discounts.endNow.confirm'),
    cancelLabel: t('discounts.cancel'),
    danger: true,
  });
  if (!sure) return false;
  try {
    await endDiscount(discount.id, '');
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
  showToast('success', t('discounts.endNow.done'));
  await reloadDiscountList();
  return true;
}
