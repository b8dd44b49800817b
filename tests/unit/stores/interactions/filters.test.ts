import { describe, expect, it } from 'vitest';
import { threadQueries } from '../../../../src/stores/interactions/filters.ts';

const read = <K extends keyof typeof threadQueries>(kind: K, query: string) =>
  threadQueries[kind].fromQuery(new URLSearchParams(query)) as ReturnType<
    (typeof threadQueries)[K]['fromQuery']
  >;

describe('interaction filters in the address', () => {
  it('use the API’s names per list and drop malformed values', () => {
    expect(read('comments', 'course_id=12&responded=0&display=1&page=2')).toEqual({
      course: 12,
      state: '0',
      display: '1',
      page: 2,
    });
    expect(read('discussions', 'solved=1').state).toBe('1');
    expect(read('discussions', 'responded=1').state).toBe('');
    expect(read('feedbacks', 'score=4&search=%20slow%20')).toMatchObject({
      score: '4',
      text: 'slow',
    });
    expect(read('feedbacks', 'score=6').score).toBe('');
    expect(read('comments', 'course_id=abc&responded=yes&page=-1')).toEqual(
      threadQueries.comments.defaults,
    );
  });

  it('read student work’s lecture, published, keyword and waiting', () => {
    expect(
      read('creations', 'course_id=3&lecture_id=9&published=0&view=waiting&keyword=cat'),
    ).toEqual({
      course: 3,
      lecture: 9,
      state: '0',
      text: 'cat',
      view: 'waiting',
      display: '',
      page: 1,
    });
    expect(read('comments', 'course_id=3&lecture_id=9')).not.toHaveProperty('lecture');
  });

  it('read the inbox’s type and "every post" and nothing else', () => {
    expect(read('inbox', 'type=discussions&every=1&course_id=4&responded=0')).toEqual({
      course: 4,
      type: 'discussions',
      every: '1',
      page: 1,
    });
    expect(read('inbox', 'type=announcements').type).toBe('');
  });

  it('write back what they read, leaving out what is not set', () => {
    const { creations, comments } = threadQueries;
    const filters = read('creations', 'course_id=3&lecture_id=9&published=1&keyword=cat&page=3');
    expect(creations.toQuery(filters)).toMatchObject({
      course_id: 3,
      lecture_id: 9,
      published: '1',
      keyword: 'cat',
      page: '3',
    });
    expect(Object.values(comments.toQuery(comments.defaults)).filter(Boolean)).toEqual([]);
  });

  it('tell whether anything narrows a list (the page does not)', () => {
    const { comments, inbox } = threadQueries;
    expect(comments.narrows({ ...comments.defaults, page: 2 })).toBe(false);
    expect(comments.narrows({ ...comments.defaults, state: '0' })).toBe(true);
    expect(inbox.narrows({ ...inbox.defaults, every: '1' })).toBe(true);
  });
});
