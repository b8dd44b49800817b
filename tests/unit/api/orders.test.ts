import { describe, expect, it } from 'vitest';
import { parseBracketForm } from '../../../server/src/http/body.ts';
import { orderExportQuery } from '../../../server/src/contract/orders.ts';
import { wireQuery } from '../../../src/api/orders.ts';

describe('the orders query on the wire', () => {
  it('sends several filter values so the API reads them all', () => {
    const wire = wireQuery({ status: 'PAID', filter: ['PAID', 'COURSE'], keyword: 'a' });
    const search = new URLSearchParams(
      Object.entries(wire).map(([key, value]) => [key, String(value)]),
    );
    const parsed = orderExportQuery.parse(parseBracketForm(search));
    expect(parsed.filter).toEqual(['PAID', 'COURSE']);
    expect(parsed.status).toBe('PAID');
    expect(parsed.keyword).toBe('a');
  });

  it('sends the selected ids so the API reads a list, one id alone included', () => {
    for (const ids of [[12, 15], [12]]) {
      const wire = wireQuery({ status: 'ALL', ids });
      const search = new URLSearchParams(
        Object.entries(wire).map(([key, value]) => [key, String(value)]),
      );
      expect(orderExportQuery.parse(parseBracketForm(search)).ids).toEqual(ids);
    }
  });

  it('leaves out empty values', () => {
    expect(wireQuery({ status: 'ALL', keyword: '' })).toEqual({ status: 'ALL' });
  });
});
