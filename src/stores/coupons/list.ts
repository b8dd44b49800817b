/**
 * The coupon list: its filters (status, keyword, bundle or not, order, an administrator's owner,
 * page) kept in the address (the status always, ALL included), the page of coupons they give, the
 * export of exactly those filters, and the bulk action on the selected rows (disable, enable, end
 * now after a confirmation).
 */
import type { CouponBulkAction, CouponExportQuery } from '../../../server/src/contract/coupons.ts';
import { couponSorts, couponStatusFilters } from '../../../server/src/contract/plain/coupons.ts';
import { bulkCoupons, exportCoupons, fetchCoupons } from '../../api/coupons.ts';
import { hasArea } from '../../lib/access.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createAction } from '../action.ts';
import type { ExportRun } from '../exports.ts';
import { createList } from '../list.ts';
import { ownerFilter, ownerQuery } from '../owner-filter.ts';
import type { SessionState } from '../session.ts';

/** Bundle coupons only ('1'), the others ('0'), or both (''). */
export const bundleFilters = ['', '1', '0'] as const;

const couponQuery = defineListQuery({
  status: choiceFilter(couponStatusFilters, 'ALL', { always: true }),
  keyword: textFilter(),
  isBundle: choiceFilter(bundleFilters, ''),
  sort: choiceFilter(couponSorts, 'latest', { narrows: false }),
  owner: ownerFilter(),
});

/** What the export asks for: exactly the list's filters and order, without the page. */
function exportQueryOf(filters: typeof couponQuery.defaults): CouponExportQuery {
  return {
    status: filters.status,
    sort: filters.sort,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.isBundle ? { isBundle: filters.isBundle } : {}),
    ...ownerQuery(filters.owner),
  };
}

/** The coupons, by status (from ALL, always in the address), keyword and kind, in an order. */
export const couponList = createList(couponQuery, (filters, signal) =>
  fetchCoupons({ ...exportQueryOf(filters), page: filters.page }, signal),
);

/** The export of every coupon the list's filters keep, in its order, with owner and usage. */
export const exportCouponList: ExportRun = (signal, onProgress) =>
  exportCoupons(exportQueryOf(couponList.filters() ?? couponQuery.defaults))(signal, onProgress);

/**
 * Whether the viewer may export: a lecturer always (their own coupons, as their revenue
 * records), an administrator with the `export` permission (the server answers 404 without).
 */
export function canExportCoupons(session: SessionState): boolean {
  if (session.status !== 'ready') return false;
  return session.persona === 'lecturer' || hasArea(session.permissions, 'export');
}

const doneMessages = {
  disable: 'coupons.bulk.disabled',
  enable: 'coupons.bulk.enabled',
  end: 'coupons.bulk.ended',
} as const satisfies Readonly<Record<CouponBulkAction, string>>;

/**
 * A bulk action on coupons ("end now" after a confirmation), with a toast of how many changed;
 * the list frame reloads the page once it is done.
 */
export const couponBulk = createAction(
  (action: CouponBulkAction, codes: readonly string[]) => bulkCoupons(action, codes),
  {
    confirm: (t, action, codes) =>
      action === 'end'
        ? {
            title: t('coupons.bulk.endTitle'),
            message: t('coupons.bulk.endMessage', { count: codes.length }),
            confirmLabel: t('coupons.bulk.end'),
            cancelLabel: t('coupons.cancel'),
            danger: true,
          }
        : null,
    done: (t, _answer, action, codes) => t(doneMessages[action], { count: codes.length }),
    failed: (t) => t('coupons.bulk.failed'),
  },
);
