import { describe, expect, it } from 'vitest';
import {
  changeThreadFilters,
  defaultThreadFilters,
  hasThreadFilters,
  inboxQueryOf,
  listQueryOf,
  queryOfThreadFilters,
  threadFiltersFromQuery,
} from '../../../../src/stores/interactions/filters.ts';

const read = (kind: Parameters<typeof threadFiltersFromQuery>[0], query: string) =>
  threadFiltersFromQuery(kind, new URLSearchParams(query));

describe('interaction filters in the address', () => {
  it('use the API’s names per list and drop malformed values', () => {
    expect(read('comments', 'course_id=12&responded=0&display=1&page=2')).toEqual({
      ...defaultThreadFilters,
      course: '12',
      state: '0',
      display: '1',
      page: 2,
    });
    expect(read('discussions', 'solved=1').state).toBe('1');
    expect(read('discussions', 'responded=1').state).toBe('');
    expect(read('feedbacks', 'score=4&search=%20slow%20').score).toBe('4');
    expect(read('feedbacks', 'search=%20slow%20').text).toBe('slow');
    expect(read('feedbacks', 'score=6').score).toBe('');
    expect(read('comments', 'course_id=abc&responded=yes&page=-1')).toEqual(defaultThreadFilters);
  });

  it('keep a lecture only with its course (student work)', () => {
    expect(
      read('creations', 'course_id=3&lecture_id=9&published=0&view=waiting&keyword=cat'),
    ).toEqual({
      ...defaultThreadFilters,
      course: '3',
      lecture: '9',
      state: '0',
      view: 'waiting',
      text: 'cat',
    });
    expect(read('creations', 'lecture_id=9').lecture).toBe('');
    expect(read('comments', 'course_id=3&lecture_id=9').lecture).toBe('');
  });

  it('read the inbox’s type and "every post" and nothing else', () => {
    expect(read('inbox', 'type=discussions&every=1&course_id=4&responded=0')).toEqual({
      ...defaultThreadFilters,
      type: 'discussions',
      every: '1',
      course: '4',
    });
    expect(read('inbox', 'type=announcements').type).toBe('');
  });

  it('write back what they read, leaving out what is not set', () => {
    const filters = read('creations', 'course_id=3&lecture_id=9&published=1&keyword=cat&page=3');
    expect(queryOfThreadFilters('creations', filters)).toEqual({
      course_id: '3',
      lecture_id: '9',
      published: '1',
      keyword: 'cat',
      page: 3,
    });
    expect(queryOfThreadFilters('comments', defaultThreadFilters)).toEqual({});
    expect(queryOfThreadFilters('comments', { ...defaultThreadFilters, state: '0' })).toEqual({
      responded: '0',
    });
  });

  it('go back to page 1 on a change and forget the lecture of another course', () => {
    const on3 = { ...defaultThreadFilters, course: '3', lecture: '9', page: 3 };
    expect(changeThreadFilters(on3, { state: '0' })).toEqual({ ...on3, state: '0', page: 1 });
    expect(changeThreadFilters(on3, { page: 4 }).page).toBe(4);
    expect(changeThreadFilters(on3, { course: '5' })).toEqual({
      ...on3,
      course: '5',
      lecture: '',
      page: 1,
    });
    expect(changeThreadFilters(on3, { course: '3', lecture: '8' }).lecture).toBe('8');
  });

  it('tell whether anything narrows a list', () => {
    expect(hasThreadFilters('comments', { ...defaultThreadFilters, page: 2 })).toBe(false);
    expect(hasThreadFilters('comments', { ...defaultThreadFilters, state: '0' })).toBe(true);
    expect(hasThreadFilters('inbox', { ...defaultThreadFilters, every: '1' })).toBe(true);
  });

  it('make the API queries of a list and of the inbox', () => {
    expect(listQueryOf('feedbacks', { ...defaultThreadFilters, score: '5', text: 'slow' })).toEqual(
      { page: 1, score: '5', search: 'slow' },
    );
    expect(inboxQueryOf(defaultThreadFilters)).toEqual({ page: 1 });
    expect(
      inboxQueryOf({ ...defaultThreadFilters, course: '4', type: 'comments', every: '1', page: 2 }),
    ).toEqual({ page: 2, course_id: '4', types: 'comments', waiting: '0' });
  });
});
