import { describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { csvResponse, csvStream } from './csv-stream.ts';

describe('a streamed CSV answer', () => {
  it('writes the BOM and header, then each page only when the reader asks for it', async () => {
    const asked: number[] = [];
    const stream = csvStream(
      '訂單 2026.csv',
      ['order', 'total'],
      async function* pages() {
        for (let page = 1; page <= 3; page += 1) {
          asked.push(page);
          yield [[`ORD-${page}`, page * -10]];
          await Promise.resolve();
        }
      },
      3,
    );
    const response = csvResponse(stream, null as unknown as Database);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(response.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''%E8%A8%82%E5%96%AE%202026.csv",
    );
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('\uFEFForder,total\r\n');
    expect(asked.length).toBeLessThanOrEqual(1);
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value);
    }
    expect(rest).toBe('ORD-1,-10\r\nORD-2,-20\r\nORD-3,-30\r\n');
    expect(asked).toEqual([1, 2, 3]);
  });
});
