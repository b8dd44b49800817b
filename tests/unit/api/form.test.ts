import { describe, expect, it } from 'vitest';
import { toFormParams } from '../../../src/api/form.ts';

describe('form bodies', () => {
  it('encode nested values in bracket notation', () => {
    const params = toFormParams({
      title: 'Hello',
      date: { begin: null, end: '2026-12-31' },
      includes: [1, 2],
      lectures: [{ id: 5, parent_id: 3 }],
      skipped: undefined,
      draft: false,
    });
    expect([...params]).toEqual([
      ['title', 'Hello'],
      ['date[begin]', ''],
      ['date[end]', '2026-12-31'],
      ['includes[]', '1'],
      ['includes[]', '2'],
      ['lectures[0][id]', '5'],
      ['lectures[0][parent_id]', '3'],
      ['draft', 'false'],
    ]);
  });
});
