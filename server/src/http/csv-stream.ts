/**
 * A CSV answer streamed after the request's transaction: the handler checks access and the
 * filters, then hands back how to read the rows page by page (keyset pages on the database, not
 * on the transaction). Each page is written as it comes and the next read only when the client
 * has taken it, so 100,000 rows export in constant memory. UTF-8 with BOM, CRLF.
 */
import { CSV_BOM, type CsvField, csvRow } from '../contract/plain/csv.ts';
import type { Database } from '../db/index.ts';

/** Pages of rows of fields, read from the database one page at a time. */
export type CsvPages = (db: Database) => AsyncIterable<readonly (readonly CsvField[])[]>;

/** A streamed CSV file: its name, header row, pages and (when counted) how many rows. */
export class CsvStream {
  constructor(
    readonly filename: string,
    readonly header: readonly string[],
    readonly pages: CsvPages,
    readonly rows: number | null,
  ) {}
}

/** Answers a CSV file streamed from `pages` after the transaction. */
export function csvStream(
  filename: string,
  header: readonly string[],
  pages: CsvPages,
  rows: number | null = null,
): CsvStream {
  return new CsvStream(filename, header, pages, rows);
}

/** Rows of a CSV export per page read. */
export const CSV_PAGE_ROWS = 1000;

/** The HTTP response of a CSV stream. */
export function csvResponse(stream: CsvStream, db: Database): Response {
  const encoder = new TextEncoder();
  let iterator: AsyncIterator<readonly (readonly CsvField[])[]> | null = null;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(stream.header)));
      },
      async pull(controller) {
        iterator ??= stream.pages(db)[Symbol.asyncIterator]();
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map(csvRow).join('')));
      },
      async cancel() {
        await iterator?.return?.();
      },
    },
    { highWaterMark: 1 },
  );
  const headers = new Headers({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${stream.filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(stream.filename)}`,
    'cache-control': 'no-store',
  });
  if (stream.rows !== null) headers.set('x-total-count', String(stream.rows));
  return new Response(body, { headers });
}

/**
 * The pages of an export read by keyset: `read` answers up to CSV_PAGE_ROWS rows after the last
 * row of the page before (null for the first), `fields` writes one row; stops on a short page.
 */
export async function* keysetPages<R>(
  read: (after: R | null) => Promise<readonly R[]>,
  fields: (row: R) => readonly CsvField[],
): AsyncGenerator<readonly (readonly CsvField[])[]> {
  let last: R | null = null;
  for (;;) {
    const rows = await read(last);
    if (rows.length > 0) yield rows.map(fields);
    const tail = rows.at(-1);
    if (tail === undefined || rows.length < CSV_PAGE_ROWS) return;
    last = tail;
  }
}
