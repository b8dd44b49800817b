/**
 * The administrators' review of every lecturer's packages: keyword and status kept in the
 * address, the page they give (read only: a package belongs to its lecturer).
 */
import { packageStatuses } from '../../../server/src/contract/plain/discounts.ts';
import { fetchPackages } from '../../api/packages.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createList } from '../list.ts';

/** Every lecturer's packages, by keyword and status, newest first. */
export const packageReviewList = createList(
  defineListQuery({
    keyword: textFilter(),
    status: choiceFilter(['', ...packageStatuses], ''),
  }),
  (filters, signal) =>
    fetchPackages(
      {
        page: filters.page,
        ...(filters.keyword === '' ? {} : { keyword: filters.keyword }),
        ...(filters.status === '' ? {} : { status: filters.status }),
      },
      signal,
    ),
);
