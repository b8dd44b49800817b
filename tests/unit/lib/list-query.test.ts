import { describe, expect, it } from 'vitest';
import {
  choiceFilter,
  dayFilter,
  defineListQuery,
  idFilter,
  monthFilter,
  setFilter,
  textFilter,
} from '../../../src/lib/list-query.ts';

const query = defineListQuery({
  status: choiceFilter(['ALL', 'OPEN', 'CLOSED'], 'ALL', { always: true }),
  keyword: textFilter(),
  tags: setFilter(['a', 'b', 'c'], { param: 'tag' }),
  sort: choiceFilter(['latest', 'oldest'], 'latest', { narrows: false }),
  from: dayFilter(),
  month: monthFilter(),
  owner: idFilter({ param: 'owner_id' }),
});

describe('list filters in the address', () => {
  it('read every declared filter, unknown or malformed values as their defaults', () => {
    expect(
      query.fromQuery(
        new URLSearchParams(
          'status=OPEN&keyword=%20go%20&tag=c&tag=x&tag=a&sort=oldest&from=2026-11-30&month=2026-11&owner_id=7&page=3',
        ),
      ),
    ).toEqual({
      status: 'OPEN',
      keyword: 'go',
      tags: ['a', 'c'],
      sort: 'oldest',
      from: '2026-11-30',
      month: '2026-11',
      owner: 7,
      page: 3,
    });
    expect(
      query.fromQuery(
        new URLSearchParams('status=GONE&from=30/11&month=11&owner_id=-1&page=0&sort=x'),
      ),
    ).toEqual(query.defaults);
  });

  it('write only what differs from the defaults, and always-shown filters always', () => {
    expect(query.toQuery(query.defaults)).toEqual({
      status: 'ALL',
      keyword: undefined,
      tag: [],
      sort: undefined,
      from: undefined,
      month: undefined,
      owner_id: undefined,
      page: undefined,
    });
    const read = new URLSearchParams('status=OPEN&tag=b&owner_id=2&page=2');
    expect(query.toQuery(query.fromQuery(read))).toMatchObject({
      status: 'OPEN',
      tag: ['b'],
      owner_id: 2,
      page: '2',
    });
  });

  it('say whether the filters narrow the list (an order and a page do not)', () => {
    expect(query.narrows({ ...query.defaults, sort: 'oldest', page: 4 })).toBe(false);
    expect(query.narrows({ ...query.defaults, tags: ['a'] })).toBe(true);
    expect(query.narrows({ ...query.defaults, owner: 3 })).toBe(true);
  });

  it('go back to page 1 on any change but the page', () => {
    const on3 = { ...query.defaults, page: 3 };
    expect(query.change(on3, { keyword: 'x' })).toMatchObject({ keyword: 'x', page: 1 });
    expect(query.change(on3, { page: 4 }).page).toBe(4);
  });

  it('complete an address that lacks an always-shown filter', () => {
    expect(query.complete(new URLSearchParams('keyword=x'))).toBe(false);
    expect(query.complete(new URLSearchParams('status=ALL'))).toBe(true);
  });

  it('hold each text filter to the contract’s longest keyword unless told another', () => {
    const own = defineListQuery({ keyword: textFilter(), code: textFilter({ maxLength: 12 }) });
    expect(own.maxLengthOf('keyword')).toBe(100);
    expect(own.maxLengthOf('code')).toBe(12);
    expect(own.maxLengthOf('page')).toBeUndefined();
    expect(own.tooLong({ keyword: 'x'.repeat(100), code: 'y'.repeat(12), page: 1 })).toEqual({});
    expect(own.tooLong({ keyword: 'x'.repeat(101), code: 'y'.repeat(13), page: 1 })).toEqual({
      keyword: 100,
      code: 12,
    });
  });
});
