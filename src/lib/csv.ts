/**
 * CSV as spreadsheets open it (RFC 4180): fields with a comma, a quote or a line break are quoted
 * (quotes doubled), records end with CRLF, and the text starts with a UTF-8 byte order mark so
 * Excel reads Chinese correctly.
 */

/** A CSV field: text, a number, or nothing (an empty field). */
export type CsvValue = string | number | null | undefined;

function field(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of rows (the first is usually the header), starting with "\uFEFF". */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(field).join(',')}\r\n`).join('')}`;
}
