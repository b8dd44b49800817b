/**
 * The discount lists (a lecturer's own, an administrator's review of every lecturer's), one per
 * kind (all, single, package): the filters (status from ALL, keyword, an administrator's owner,
 * page) kept in the address,
 * the page they give, and the row actions (delete a scheduled one, end one now).
 */
import { atom } from 'nanostores';
import type { Discount, DiscountKind } from '../../../server/src/contract/discounts.ts';
import { discountStatusFilters } from '../../../server/src/contract/plain/discounts.ts';
import { deleteDiscount, endDiscount, fetchDiscounts } from '../../api/discounts.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createAction } from '../action.ts';
import { createList } from '../list.ts';
import { ownerFilter, ownerQuery } from '../owner-filter.ts';

const discountQuery = defineListQuery({
  status: choiceFilter(discountStatusFilters, 'ALL'),
  keyword: textFilter(),
  // Administrators only: the API ignores it for a lecturer, whose lists show no owner filter.
  owner: ownerFilter(),
});

/** The list that loaded last (the one on screen): a write reloads it. */
let shown: { reload(): Promise<void> } | null = null;

function discountListOf(kind: DiscountKind | null) {
  const list = createList(`discounts.${kind ?? 'all'}`, discountQuery, (filters, signal) => {
    shown = list;
    return fetchDiscounts(
      {
        page: filters.page,
        ...(kind === null ? {} : { kind }),
        ...(filters.status === 'ALL' ? {} : { status: filters.status }),
        ...(filters.keyword === '' ? {} : { keyword: filters.keyword }),
        ...ownerQuery(filters.owner),
      },
      signal,
    );
  });
  return list;
}

/** The lists of every kind, of single courses and ebooks, and of packages. */
export const discountLists = {
  all: discountListOf(null),
  single: discountListOf('SINGLE'),
  package: discountListOf('PACKAGE'),
} as const;

/** Loads the shown page of the list on screen again (after a write). */
export function reloadDiscountList(): Promise<void> {
  return shown?.reload() ?? Promise.resolve();
}

/** Whether a discount can still change (edit, end): scheduled or running. */
export function discountIsOpen(discount: Discount): boolean {
  return discount.status === 'ACTIVE' || discount.status === 'SCHEDULED';
}

/** A row's action is in flight (one at a time). */
const $rowBusy = atom(false);

/** Deletes a scheduled discount once confirmed, then reloads the list. */
export const discountDelete = createAction(
  async (discount: Discount) => {
    await deleteDiscount(discount.id);
    await reloadDiscountList();
  },
  {
    confirm: (t, discount) => ({
      title: t('discounts.delete.title'),
      message: t('discounts.delete.message', { title: discount.title }),
      confirmLabel: t('discounts.delete.confirm'),
      cancelLabel: t('discounts.cancel'),
      danger: true,
    }),
    done: (t) => t('discounts.delete.done'),
    failed: (t) => t('discounts.delete.failed'),
    busy: $rowBusy,
  },
);

/** Ends a lecturer's own discount now once confirmed (no reason needed), then reloads the list. */
export const discountEndNow = createAction(
  async (discount: Discount) => {
    await endDiscount(discount.id, '');
    await reloadDiscountList();
  },
  {
    confirm: (t, discount) => ({
      title: t('discounts.endNow.title'),
      message: t('discounts.endNow.message', { title: discount.title }),
      confirmLabel: t('discounts.endNow.confirm'),
      cancelLabel: t('discounts.cancel'),
      danger: true,
    }),
    done: (t) => t('discounts.endNow.done'),
    failed: (t) => t('discounts.endNow.failed'),
    busy: $rowBusy,
  },
);
