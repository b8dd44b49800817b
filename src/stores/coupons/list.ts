/**
 * The coupon list: its filters (status, keyword, bundle or not, order, page) read from and written
 * to the address's query, the page of coupons they give, the rows selected and the bulk actions
 * on them (disable, enable, end now after a confirmation).
 */
import { atom } from 'nanostores';
import type {
  CouponBulkAction,
  CouponListResponse,
  CouponSort,
  CouponStatusFilter,
} from '../../../server/src/contract/coupons.ts';
import { couponSorts, couponStatusFilters } from '../../../server/src/contract/plain/coupons.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import { bulkCoupons, fetchCoupons } from '../../api/coupons.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';
import { askConfirm } from '../unsaved.ts';

/** Bundle coupons only ('1'), the others ('0'), or both (''). */
export type BundleFilter = '' | '1' | '0';

/** The filters of the list, as the address holds them. */
export interface CouponFilters {
  readonly status: CouponStatusFilter;
  readonly keyword: string;
  readonly isBundle: BundleFilter;
  readonly sort: CouponSort;
  readonly page: number;
}

/** Filters of an unfiltered list: every status, newest first. */
export const defaultCouponFilters: CouponFilters = {
  status: 'ALL',
  keyword: '',
  isBundle: '',
  sort: 'latest',
  page: 1,
};

function oneOf<T extends string>(values: readonly T[], text: string | null, fallback: T): T {
  return values.find((value) => value === text) ?? fallback;
}

/** Reads filters from a query string; unknown or malformed values fall back to the defaults. */
export function couponFiltersFromQuery(query: URLSearchParams): CouponFilters {
  const page = Number(query.get('page') ?? '');
  const bundle = query.get('isBundle');
  return {
    status: oneOf(couponStatusFilters, query.get('status'), 'ALL'),
    keyword: (query.get('keyword') ?? '').trim(),
    isBundle: bundle === '1' || bundle === '0' ? bundle : '',
    sort: oneOf(couponSorts, query.get('sort'), 'latest'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query of filters for the address: the status always (ALL included), the rest when set. */
export function queryOfCouponFilters(
  filters: CouponFilters,
): Record<string, string | number | undefined> {
  return {
    status: filters.status,
    keyword: filters.keyword || undefined,
    isBundle: filters.isBundle || undefined,
    sort: filters.sort === 'latest' ? undefined : filters.sort,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** Whether any filter narrows the list (the order and the page do not). */
export function hasCouponFilters(filters: CouponFilters): boolean {
  return filters.status !== 'ALL' || filters.keyword !== '' || filters.isBundle !== '';
}

/** Filters changed by a user: any change other than the page goes back to page 1. */
export function changeCouponFilters(
  filters: CouponFilters,
  change: Partial<CouponFilters>,
): CouponFilters {
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** One page of coupons for the filters; the previous page stays shown while the next loads. */
export const couponListLoader = createLoader<CouponFilters, CouponListResponse>(
  (filters, signal) =>
    fetchCoupons(
      {
        status: filters.status,
        sort: filters.sort,
        page: filters.page,
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        ...(filters.isBundle ? { isBundle: filters.isBundle } : {}),
      },
      signal,
    ),
  { keep: () => true },
);

/** The codes of the selected rows. */
export const $selectedCoupons = atom<readonly string[]>([]);

/** A bulk action is in flight. */
export const $bulkBusy = atom(false);

/** Loads (again) the page of the list the filters name; the selection is cleared. */
export function loadCouponList(filters: CouponFilters): Promise<void> {
  $selectedCoupons.set([]);
  return couponListLoader.load(filters, true);
}

/** Selects or unselects one row. */
export function toggleCoupon(code: string, selected: boolean): void {
  const without = $selectedCoupons.get().filter((each) => each !== code);
  $selectedCoupons.set(selected ? [...without, code] : without);
}

/** Selects every row shown, or none. */
export function selectAllCoupons(codes: readonly string[], selected: boolean): void {
  $selectedCoupons.set(selected ? [...codes] : []);
}

const doneMessages: Readonly<Record<CouponBulkAction, string>> = {
  disable: 'coupons.bulk.disabled',
  enable: 'coupons.bulk.enabled',
  end: 'coupons.bulk.ended',
};

/**
 * Runs a bulk action on the selected coupons ("end now" after a confirmation), then shows a toast
 * and reloads the page. Resolves whether it ran.
 */
export async function runBulkAction(action: CouponBulkAction): Promise<boolean> {
  const codes = $selectedCoupons.get();
  if (codes.length === 0 || $bulkBusy.get()) return false;
  const t = $t.get();
  if (
    action === 'end' &&
    !(await askConfirm({
      title: t('coupons.bulk.endTitle'),
      message: t('coupons.bulk.endMessage', { count: codes.length }),
      confirmLabel: t('coupons.bulk.end'),
      cancelLabel: t('coupons.cancel'),
      danger: true,
    }))
  )
    return false;
  $bulkBusy.set(true);
  try {
    await bulkCoupons(action, codes);
    showToast('success', t(doneMessages[action], { count: codes.length }));
    $selectedCoupons.set([]);
    const { key } = couponListLoader.$state.get();
    if (key) await couponListLoader.load(key, true);
    return true;
  } catch (error) {
    if (!(error instanceof CancelledError) && !(error instanceof ApiError && error.status < 500))
      showToast('error', t('coupons.bulk.failed'));
    return false;
  } finally {
    $bulkBusy.set(false);
  }
}
