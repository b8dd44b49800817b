/**
 * The coupon list: its filters (status, keyword, bundle or not, order, an administrator's owner,
 * page) kept in the address (the status always, ALL included), the page of coupons they give, the
 * export of exactly those filters (or of the selected coupons), and the bulk actions on the
 * selected rows: disable or enable (all or none), end now and move to the trash (each coupon on its
 * own terms, the refused ones named; after a confirmation; the trash with one "undo"). An
 * administrator selects the platform's coupons only.
 */
import type { CouponBulkAction, CouponListEntry } from '../../../server/src/contract/coupons.ts';
import { TRASH_DAYS } from '../../../server/src/contract/plain/trash.ts';
import { atom } from 'nanostores';
import { couponSorts, couponStatusFilters } from '../../../server/src/contract/plain/coupons.ts';
import {
  bulkCoupons,
  bulkEndCoupons,
  bulkTrashCoupons,
  exportCoupons,
  fetchCoupons,
} from '../../api/coupons.ts';
import type { Translate } from '../../i18n/intl.ts';
import { hasArea } from '../../lib/access.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createAction } from '../action.ts';
import { runExport, type ExportRun } from '../exports.ts';
import { $t } from '../i18n.ts';
import { createList } from '../list.ts';
import { ownerFilter, ownerQuery } from '../owner-filter.ts';
import type { SessionState } from '../session.ts';
import { showToast } from '../toasts.ts';
import { offerUndo } from '../undo.ts';

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
function exportQueryOf(filters: typeof couponQuery.defaults) {
  return {
    status: filters.status,
    sort: filters.sort,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.isBundle ? { isBundle: filters.isBundle } : {}),
    ...ownerQuery(filters.owner),
  };
}

/** The coupons, by status (from ALL, always in the address), keyword and kind, in an order. */
export const couponList = createList('coupons', couponQuery, (filters, signal) =>
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

/** The bulk actions that apply to every selected coupon at once (all or none). */
type AllOrNoneAction = Exclude<CouponBulkAction, 'end'>;

const doneMessages = {
  disable: 'coupons.bulk.disabled',
  enable: 'coupons.bulk.enabled',
} as const satisfies Readonly<Record<AllOrNoneAction, string>>;

/** One bulk action at a time on the list. */
const $bulkBusy = atom(false);

/**
 * Disables or enables the selected coupons (all or none), with a toast of how many changed; the
 * list frame reloads the page once it is done.
 */
export const couponBulk = createAction(
  (action: AllOrNoneAction, codes: readonly string[]) => bulkCoupons(action, codes),
  {
    done: (t, _answer, action, codes) => t(doneMessages[action], { count: codes.length }),
    failed: (t) => t('coupons.bulk.failed'),
    busy: $bulkBusy,
  },
);

/** Says which selected coupons stayed as they were, and why (one toast; nothing when none). */
function reportRefused(
  t: Translate,
  refused: readonly { readonly code: string; readonly reason: string }[],
): void {
  if (refused.length === 0) return;
  const names = refused
    .map(({ code, reason }) => t('coupons.bulk.refusal', { code, reason }))
    .join(' ');
  showToast('error', t('coupons.bulk.refused', { names }));
}

/** Ends the selected active coupons now after asking; says how many ended and names the others. */
export const couponBulkEnd = createAction(
  async (codes: readonly string[]) => {
    const answer = await bulkEndCoupons(codes);
    reportRefused($t.get(), answer.refused);
    return answer;
  },
  {
    confirm: (t, codes) => ({
      title: t('coupons.bulk.endTitle'),
      message: t('coupons.bulk.endMessage', { count: codes.length }),
      confirmLabel: t('coupons.bulk.end'),
      cancelLabel: t('coupons.cancel'),
      danger: true,
    }),
    done: (t, answer) =>
      answer.ended.length === 0 ? null : t('coupons.bulk.ended', { count: answer.ended.length }),
    failed: (t) => t('coupons.bulk.failed'),
    busy: $bulkBusy,
  },
);

/** Moves the selected coupons to the trash after asking; one toast's "undo" restores them all. */
export const couponBulkTrash = createAction(
  async (codes: readonly string[]) => {
    const answer = await bulkTrashCoupons(codes);
    const t = $t.get();
    if (answer.trashed.length > 0)
      offerUndo(
        t('coupons.bulk.trashed', { count: answer.trashed.length }),
        answer.trashed.map((coupon) => coupon.trash_id),
        () => couponList.reload(),
      );
    reportRefused(t, answer.refused);
    return answer;
  },
  {
    confirm: (t, codes) => ({
      title: t('coupons.bulk.trashTitle'),
      message: t('coupons.bulk.trashMessage', { count: codes.length, days: TRASH_DAYS }),
      confirmLabel: t('coupons.bulk.trash'),
      cancelLabel: t('coupons.cancel'),
      danger: true,
    }),
    failed: (t) => t('coupons.bulk.failed'),
    busy: $bulkBusy,
  },
);

/** Downloads the CSV of the selected coupons only (the list's order kept); nothing reloads. */
export async function exportSelectedCoupons(codes: readonly (string | number)[]): Promise<boolean> {
  const filters = exportQueryOf(couponList.filters() ?? couponQuery.defaults);
  await runExport('coupons', exportCoupons({ ...filters, codes: codes.map(String) }));
  return false;
}

/**
 * Why a coupon may not be selected, or null: an administrator's bulk actions take the platform's
 * coupons only (the API refuses a lecturer's as not found); a lecturer's coupon is ended or
 * disabled one at a time from its row menu, with a reason.
 */
export function couponNotSelectable(
  t: Translate,
  session: SessionState,
  coupon: CouponListEntry,
): string | null {
  const admin = session.status === 'ready' && session.persona === 'admin';
  return admin && coupon.owner !== null ? t('coupons.bulk.lecturers', { code: coupon.code }) : null;
}
