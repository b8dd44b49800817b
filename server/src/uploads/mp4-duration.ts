/**
 * The length of an MP4 or QuickTime (MOV) video from its `moov/mvhd` box, reading only the box
 * headers it walks and the few bytes of `mvhd` (the `moov` box may sit at the end of a large file:
 * top-level boxes are skipped by their sizes, never read). Null when the file is no such video or
 * its length is unknown.
 */
import type { Storage } from '../storage/storage.ts';

/** Random access to a file's bytes. */
export interface ByteSource {
  /** Total size in bytes. */
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** Most boxes walked on one level before giving up (a damaged file cannot loop for long). */
const MAX_BOXES = 10_000;

interface Box {
  readonly type: string;
  /** Offset of the payload (after the header). */
  readonly body: number;
  /** Offset just past the box. */
  readonly end: number;
}

/** The box whose header starts at `offset` and that ends by `limit`, or null when it is malformed. */
async function boxAt(source: ByteSource, offset: number, limit: number): Promise<Box | null> {
  const header = await source.read(offset, 16);
  if (header.byteLength < 8) return null;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const type = String.fromCharCode(...header.subarray(4, 8));
  if (!/^[\x20-\x7e]{4}$/.test(type)) return null;
  const size32 = view.getUint32(0);
  let headerSize = 8;
  let size: number;
  if (size32 === 1) {
    if (header.byteLength < 16) return null;
    size = Number(view.getBigUint64(8));
    headerSize = 16;
  } else {
    size = size32 === 0 ? limit - offset : size32;
  }
  if (size < headerSize || offset + size > limit) return null;
  return { type, body: offset + headerSize, end: offset + size };
}

/** The first box of a type among the boxes in [start, limit), or null. */
async function findBox(
  source: ByteSource,
  type: string,
  start: number,
  limit: number,
): Promise<Box | null> {
  let offset = start;
  for (let count = 0; offset < limit && count < MAX_BOXES; count += 1) {
    const box = await boxAt(source, offset, limit);
    if (!box) return null;
    if (box.type === type) return box;
    offset = box.end;
  }
  return null;
}

/** Seconds of a `mvhd` payload: version 0 has 32-bit times, version 1 a 64-bit duration. */
function secondsOfMvhd(payload: Uint8Array): number | null {
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  if (payload.byteLength < 1) return null;
  const version = view.getUint8(0);
  let timescale: number;
  let duration: number;
  if (version === 0) {
    if (payload.byteLength < 20) return null;
    timescale = view.getUint32(12);
    const raw = view.getUint32(16);
    if (raw === 0xffff_ffff) return null;
    duration = raw;
  } else if (version === 1) {
    if (payload.byteLength < 32) return null;
    timescale = view.getUint32(20);
    const raw = view.getBigUint64(24);
    if (raw === 0xffff_ffff_ffff_ffffn) return null;
    duration = Number(raw);
  } else {
    return null;
  }
  if (timescale === 0) return null;
  const seconds = Math.round(duration / timescale);
  return Number.isSafeInteger(seconds) && seconds <= 2_147_483_647 ? seconds : null;
}

/** The length in whole seconds of an MP4/MOV video, or null when it cannot be read. */
export async function mp4Duration(source: ByteSource): Promise<number | null> {
  const moov = await findBox(source, 'moov', 0, source.size);
  if (!moov) return null;
  const mvhd = await findBox(source, 'mvhd', moov.body, moov.end);
  if (!mvhd) return null;
  return secondsOfMvhd(await source.read(mvhd.body, Math.min(32, mvhd.end - mvhd.body)));
}

/** Runs a length reader over a stored file (bounded reads); null when unreadable. */
export async function durationOfFile(
  storage: Storage,
  key: string,
  reader: (source: ByteSource) => Promise<number | null>,
): Promise<number | null> {
  try {
    const size = await storage.size(key);
    if (size === null) return null;
    return await reader({
      size,
      read: async (offset, length) => {
        const wanted = Math.max(0, Math.min(length, size - offset));
        return wanted === 0 ? new Uint8Array() : storage.read(key, offset, wanted);
      },
    });
  } catch {
    return null;
  }
}
