/**
 * Request bodies: read up to a limit, then form-urlencoded by default with bracket notation for
 * nested values (`date[begin]=…`, `includes[]=1&includes[]=2`, `lectures[0][id]=3`), or JSON
 * nested at most MAX_JSON_DEPTH levels.
 */

/** A parsed body: nested objects and arrays of strings (form) or any JSON value. */
export type BodyValue = string | BodyValue[] | { [key: string]: BodyValue };

const MAX_DEPTH = 8;
const MAX_INDEX = 10_000;

function keyPath(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) return null;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  const path = [match[1], ...rest];
  return path.length > MAX_DEPTH ? null : path;
}

function isDangerous(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype';
}

/** Parses form fields in bracket notation into nested values; null if a name is malformed. */
export function parseBracketForm(params: URLSearchParams): Record<string, BodyValue> | null {
  const root: Record<string, BodyValue> = Object.create(null) as Record<string, BodyValue>;
  for (const [name, value] of params) {
    const path = keyPath(name);
    if (!path || path.some(isDangerous)) return null;
    let node: Record<string, BodyValue> | BodyValue[] = root;
    for (let i = 0; i < path.length; i += 1) {
      const key = path[i] ?? '';
      const last = i === path.length - 1;
      const nextKey = path[i + 1];
      const container = (): BodyValue =>
        nextKey === '' || (nextKey !== undefined && /^\d+$/.test(nextKey))
          ? []
          : (Object.create(null) as Record<string, BodyValue>);
      if (Array.isArray(node)) {
        if (key === '') {
          if (last) node.push(value);
          else {
            const child = container();
            node.push(child);
            node = child as Record<string, BodyValue> | BodyValue[];
          }
          continue;
        }
        const index = Number(key);
        if (!Number.isInteger(index) || index > MAX_INDEX) return null;
        if (last) node[index] = value;
        else {
          node[index] ??= container();
          node = node[index] as Record<string, BodyValue> | BodyValue[];
        }
        continue;
      }
      if (key === '') return null;
      if (last) {
        // A repeated plain key (`filter=PAID&filter=COURSE`) is a list, as `filter[]=` is.
        const existing = node[key];
        if (typeof existing === 'string') node[key] = [existing, value];
        else if (Array.isArray(existing)) existing.push(value);
        else node[key] = value;
      } else {
        const existing = node[key];
        if (existing === undefined || typeof existing === 'string') node[key] = container();
        node = node[key] as Record<string, BodyValue> | BodyValue[];
      }
    }
  }
  return root;
}

/**
 * Reads a request body up to `limit` bytes; null when it is longer. A declared Content-Length over
 * the limit is refused before reading; a longer stream stops being read at the limit.
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  contentLength: string | undefined,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (contentLength !== undefined && Number(contentLength) > limit) return null;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** Deepest nesting of arrays and objects a JSON body may have (a deeper one is refused, 400). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, counted on the text without
 * recursion (before anything parses or walks the value, which a deep one would overflow).
 */
export function jsonTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > max) return true;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return false;
}

/** Paths (`title`, `chapters.0.title`) of the strings holding a NUL byte, which no text column takes. */
export function nulFields(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.') || '_'] : [];
  if (Array.isArray(value))
    return value.flatMap((entry, index) => nulFields(entry, [...path, String(index)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) =>
      key.includes('\u0000') ? [[...path, key].join('.')] : nulFields(entry, [...path, key]),
    );
  }
  return [];
}
