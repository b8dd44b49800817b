import { describe, expect, it } from 'vitest';
import {
  groupFiltersFromQuery,
  queryOfGroupFilters,
} from '../../../../src/stores/member-groups/list.ts';

describe('the member groups list filters', () => {
  it('reads the keyword and the page from the address, a malformed page as the first', () => {
    expect(groupFiltersFromQuery(new URLSearchParams('keyword=%20VIP%20&page=3'))).toEqual({
      keyword: 'VIP',
      page: 3,
    });
    expect(groupFiltersFromQuery(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes only what is set', () => {
    expect(queryOfGroupFilters({ keyword: '', page: 1 })).toEqual({
      keyword: undefined,
      page: undefined,
    });
    expect(queryOfGroupFilters({ keyword: 'VIP', page: 2 })).toEqual({ keyword: 'VIP', page: 2 });
  });
});
