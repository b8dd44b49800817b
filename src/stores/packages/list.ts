/**
 * A lecturer's packages: the keyword and page kept in the address, the page they give, and
 * deleting one (refused while a discount on it has not ended: the server says so).
 */
import type { CoursePackage } from '../../../server/src/contract/discounts.ts';
import { deletePackage, fetchPackages } from '../../api/packages.ts';
import { defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createAction } from '../action.ts';
import { createList } from '../list.ts';

/** The packages, by keyword. */
export const packageList = createList(
  'packages',
  defineListQuery({ keyword: textFilter() }),
  (filters, signal) =>
    fetchPackages(
      { page: filters.page, ...(filters.keyword === '' ? {} : { keyword: filters.keyword }) },
      signal,
    ),
);

/**
 * Deletes a package once confirmed, then reloads the list; a refusal (a discount on it has not
 * ended) shows the server's message.
 */
export const packageDelete = createAction(
  async (item: CoursePackage) => {
    await deletePackage(item.id);
    await packageList.reload();
  },
  {
    confirm: (t, item) => ({
      title: t('packages.delete.title'),
      message: t('packages.delete.message', { title: item.title }),
      confirmLabel: t('packages.delete.confirm'),
      cancelLabel: t('discounts.cancel'),
      danger: true,
    }),
    done: (t) => t('packages.delete.done'),
    failed: (t) => t('packages.delete.failed'),
  },
);
