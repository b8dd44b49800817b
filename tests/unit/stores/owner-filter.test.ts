import { describe, expect, it } from 'vitest';
import { defineListQuery } from '../../../src/lib/list-query.ts';
import {
  $ownerNames,
  ownerFilter,
  ownerQuery,
  pickOwner,
  readOwner,
} from '../../../src/stores/owner-filter.ts';

describe('the owner filter', () => {
  it('reads the platform or a lecturer id from the address; anything else is every owner', () => {
    expect(readOwner('platform')).toBe('platform');
    expect(readOwner('42')).toBe('42');
    for (const text of [undefined, '', '0', '-3', '4.5', 'someone', '042', '12345678901'])
      expect(readOwner(text), String(text)).toBe('');
  });

  it('is kept in the address only when set, and narrows the list', () => {
    const query = defineListQuery({ owner: ownerFilter() });
    expect(query.fromQuery(new URLSearchParams('owner=7'))).toEqual({ owner: '7', page: 1 });
    expect(query.toQuery({ owner: '', page: 1 })).toEqual({ owner: undefined, page: undefined });
    expect(query.toQuery({ owner: 'platform', page: 1 })['owner']).toBe('platform');
    expect(query.narrows({ owner: '7', page: 1 })).toBe(true);
    expect(query.narrows({ owner: '', page: 1 })).toBe(false);
  });

  it('asks the API for the platform, a lecturer by number, or leaves it out', () => {
    expect(ownerQuery('')).toEqual({});
    expect(ownerQuery('platform')).toEqual({ owner: 'platform' });
    expect(ownerQuery('7')).toEqual({ owner: 7 });
  });

  it("remembers a picked lecturer's name for the filter bar", () => {
    expect(pickOwner({ id: 9, name: '王老師' })).toBe('9');
    expect($ownerNames.get()['9']).toBe('王老師');
  });
});
