/**
 * The coupon list: its filters (status, keyword, bundle or not, order, an administrator's owner,
 * page) kept in the address (the status always, ALL included), the page of coupons they give, the
 * export of exactly those filters, and the bulk action on the selected rows (disable, enable, end
 * now after a confirmation; an administrator's leaves lecturers' coupons out and says why).
 */
import type { CouponBulkAction, CouponExportQuery } from '../../../server/src/contract/coupons.ts';
import { couponSorts, couponStatusFilters } from '../../../server/src/contract/plain/coupons.ts';
import { bulkCoupons, exportCoupons, fetchCoupons } from '../../api/coupons.ts';
import { hasArea } from '../../lib/access.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createAction } from '../action.ts';
import type { ExportRun } from '../exports.ts';
import { $t } from '../i18n.ts';
import { createList } from '../list.ts';
import { ownerFilter, ownerQuery } from '../owner-filter.ts';
import { $session, type SessionState } from '../session.ts';
import { showToast } from '../toasts.ts';

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

/**
 * The selected coupons a bulk action may change, and the lecturers' ones it leaves out: the API
 * answers an administrator's bulk action on a lecturer's coupon 404 (an administrator ends or
 * disables one at a time, with a reason), so an administrator's selection keeps the platform's.
 */
export function bulkSelection(codes: readonly string[]): {
  readonly codes: readonly string[];
  readonly lecturers: readonly string[];
} {
  const session = $session.get();
  const admin = session.status === 'ready' && 'persona' in session && session.persona === 'admin';
  if (!admin) return { codes, lecturers: [] };
  const rows = couponList.loader.$state.get().data?.data ?? [];
  const lecturers = new Set(rows.filter((row) => row.owner !== null).map((row) => row.code));
  return {
    codes: codes.filter((code) => !lecturers.has(code)),
    lecturers: codes.filter((code) => lecturers.has(code)),
  };
}

/**
 * Runs a bulk action on the selected coupons that may take it; lecturers' coupons an
 * administrator selected are unselected, and a toast says why. Resolves whether it was done.
 */
export async function runCouponBulk(
  action: CouponBulkAction,
  selected: readonly string[],
): Promise<boolean> {
  const { codes, lecturers } = bulkSelection(selected);
  if (lecturers.length > 0) {
    for (const code of lecturers) couponList.toggle(code, false);
    showToast('error', $t.get()('coupons.bulk.leftOut', { count: lecturers.length }));
  }
  if (codes.length === 0) return false;
  return couponBulk.run(action, codes);
}
