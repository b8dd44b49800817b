/**
 * The coupon list: its filters (status, keyword, bundle or not, order, an administrator's owner,
 * page) kept in the address (the status always, ALL included), the page of coupons they give, and the bulk action on the
 * selected rows (disable, enable, end now after a confirmation).
 */
import type { CouponBulkAction } from '../../../server/src/contract/coupons.ts';
import { couponSorts, couponStatusFilters } from '../../../server/src/contract/plain/coupons.ts';
import { bulkCoupons, fetchCoupons } from '../../api/coupons.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createAction } from '../action.ts';
import { createList } from '../list.ts';
import { ownerFilter, ownerQuery } from '../owner-filter.ts';

/** Bundle coupons only ('1'), the others ('0'), or both (''). */
export const bundleFilters = ['', '1', '0'] as const;

/** The coupons, by status (from ALL, always in the address), keyword and kind, in an order. */
export const couponList = createList(
  defineListQuery({
    status: choiceFilter(couponStatusFilters, 'ALL', { always: true }),
    keyword: textFilter(),
    isBundle: choiceFilter(bundleFilters, ''),
    sort: choiceFilter(couponSorts, 'latest', { narrows: false }),
    owner: ownerFilter(),
  }),
  (filters, signal) =>
    fetchCoupons(
      {
        status: filters.status,
        sort: filters.sort,
        page: filters.page,
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        ...(filters.isBundle ? { isBundle: filters.isBundle } : {}),
        ...ownerQuery(filters.owner),
      },
      signal,
    ),
);

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
