/** Reading a CSV export's answer in API tests: its header and rows as cells (quotes undone). */

/** The cells of one CSV line (RFC 4180 quoting; no line breaks inside a field). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    const char = line.charAt(at);
    if (quoted) {
      if (char === '"' && line.charAt(at + 1) === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/** A CSV body (BOM dropped, CRLF lines ending with one) as its header and rows of cells. */
export function csvOf(body: unknown): { header: string[]; rows: string[][] } {
  const lines = String(body)
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  if (lines.pop() !== '') throw new Error('A CSV ends with CRLF');
  const [header = '', ...rows] = lines;
  return { header: cellsOf(header), rows: rows.map(cellsOf) };
}
