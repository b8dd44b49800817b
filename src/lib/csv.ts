/**
 * CSV as spreadsheets open it (RFC 4180): fields quoted when they hold a comma, a quote or a line
 * break (quotes doubled), rows joined with CRLF, and a UTF-8 byte order mark first so Excel reads
 * Chinese correctly.
 */

/** The UTF-8 byte order mark. */
const BOM = '\uFEFF';

/** One field, quoted when it must be. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV text of rows of fields, starting with the byte order mark. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(field).join(',')).join('\r\n');
}
