/** Encodes values as a form-urlencoded body in bracket notation (`date[begin]`, `includes[]`). */

function append(value: unknown, prefix: string, out: URLSearchParams): void {
  if (value === undefined) return;
  if (value === null) {
    out.append(prefix, '');
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      append(
        item,
        `${prefix}[${item !== null && typeof item === 'object' ? String(index) : ''}]`,
        out,
      );
    });
    return;
  }
  if (value instanceof Date) {
    out.append(prefix, value.toISOString());
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      append(item, prefix ? `${prefix}[${key}]` : key, out);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.append(prefix, String(value));
  }
}

/** The form fields of a value: nested objects as `a[b]`, lists as `a[]`, lists of objects as `a[0][b]`. */
export function toFormParams(value: Readonly<Record<string, unknown>>): URLSearchParams {
  const out = new URLSearchParams();
  append(value, '', out);
  return out;
}
