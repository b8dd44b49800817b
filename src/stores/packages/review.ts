/**
 * The administrators' review of every lecturer's packages: keyword, status and owner kept in the
 * address, the page they give (a package belongs to its lecturer; an administrator may only close
 * one, with a reason: `close.ts`).
 */
import { packageStatuses } from '../../../server/src/contract/plain/discounts.ts';
import { fetchPackages } from '../../api/packages.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createList } from '../list.ts';
import { ownerFilter, ownerQuery } from '../owner-filter.ts';

/** Every lecturer's packages, by keyword, status and owner, newest first. */
export const packageReviewList = createList(
  'package-review',
  defineListQuery({
    keyword: textFilter(),
    status: choiceFilter(['', ...packageStatuses], ''),
    owner: ownerFilter(),
  }),
  (filters, signal) =>
    fetchPackages(
      {
        page: filters.page,
        ...(filters.keyword === '' ? {} : { keyword: filters.keyword }),
        ...(filters.status === '' ? {} : { status: filters.status }),
        ...ownerQuery(filters.owner),
      },
      signal,
    ),
);
