/**
 * CSV as spreadsheets open it (RFC 4180): fields quoted when they hold a comma, a quote or a line
 * break (quotes doubled), rows joined with CRLF, and a UTF-8 byte order mark first so Excel reads
 * Chinese correctly. Numbers are written plain; text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is prefixed with `'`. Shared by the
 * server's streamed exports and the client's. Zod-free.
 */

/** The UTF-8 byte order mark. */
export const CSV_BOM = '\uFEFF';

/** A CSV field: text, a number (written plain) or nothing. */
export type CsvField = string | number | null;

/** One field, quoted when it must be. */
function field(value: CsvField): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row of fields, ending with CRLF. */
export function csvRow(fields: readonly CsvField[]): string {
  return `${fields.map(field).join(',')}\r\n`;
}

/** The CSV text of rows of fields, starting with the byte order mark. */
export function toCsv(rows: readonly (readonly CsvField[])[]): string {
  return CSV_BOM + rows.map(csvRow).join('');
}

/** Milliseconds Asia/Taipei is ahead of UTC (no daylight saving). */
const TAIPEI_OFFSET_MS = 8 * 3600_000;

/** Asia/Taipei time of an instant with its offset: `2026-11-28 16:05:00 +08:00`. */
export function taipeiTimeWithOffset(at: Date | string): string {
  const local = new Date(new Date(at).getTime() + TAIPEI_OFFSET_MS).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +08:00`;
}

/** The Asia/Taipei day of an instant as `YYYYMMDD` (an export's file name). */
export function taipeiCompactDay(at: Date): string {
  return new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}
