/**
 * A stored file answered with HTTP Range support (RFC 9110): the whole file (200), one range
 * (206 with Content-Range), or 416 for a range outside it; always `Accept-Ranges: bytes`. The
 * bytes stream from disk (never read whole into memory). Several ranges are answered as the
 * whole file (allowed; browsers ask for one).
 */
import type { Storage } from '../storage/storage.ts';
import { notFound } from './errors.ts';

/** A file to answer: where it is and its type. */
export class StoredFile {
  constructor(
    readonly storage: Storage,
    readonly key: string,
    readonly mimeType: string,
  ) {}
}

/** Answers a stored file; `stored` is what the handler found. */
export function storedFile(storage: Storage, key: string, mimeType: string): StoredFile {
  return new StoredFile(storage, key, mimeType);
}

/**
 * The range a Range header asks of a file of `size` bytes: null for the whole file (no header,
 * another unit, several ranges, a malformed one: a server may ignore it), 'unsatisfiable', or the
 * first and last byte.
 */
export function rangeOf(
  header: string | undefined,
  size: number,
): { readonly start: number; readonly end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** The response of a stored file for a request's Range header (404 when the file is gone). */
export async function storedFileResponse(
  file: StoredFile,
  range: string | undefined,
): Promise<Response> {
  const size = await file.storage.size(file.key);
  if (size === null) throw notFound();
  const headers = new Headers({
    'content-type': file.mimeType,
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-store',
  });
  const wanted = rangeOf(range, size);
  if (wanted === 'unsatisfiable') {
    headers.set('content-range', `bytes */${String(size)}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = wanted ?? { start: 0, end: size - 1 };
  headers.set('content-length', String(Math.max(0, end - start + 1)));
  if (wanted) headers.set('content-range', `bytes ${String(start)}-${String(end)}/${String(size)}`);
  const body = size === 0 ? null : await file.storage.stream(file.key, { start, end });
  return new Response(body, { status: wanted ? 206 : 200, headers });
}
