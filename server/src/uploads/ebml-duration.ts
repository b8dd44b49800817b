/**
 * The length of a WebM or Matroska video from its EBML header: the Segment's Info element holds
 * Duration (a float, in TimecodeScale units) and TimecodeScale (nanoseconds per unit, 1,000,000 by
 * default). Only element headers are read while walking (a Cluster before Info is skipped by its
 * size), then the Info element's few bytes (at most MAX_INFO_BYTES). Null, never an exception,
 * when the file is no such video, is cut short or its length is unknown.
 */
import type { ByteSource } from './mp4-duration.ts';

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** Most elements walked on one level before giving up (a damaged file cannot loop for long). */
const MAX_ELEMENTS = 10_000;
/** Largest Info element read (real ones are well under 1 KB: title, muxing app, dates). */
const MAX_INFO_BYTES = 64 * 1024;
/** TimecodeScale when Info does not name one. */
const DEFAULT_TIMECODE_SCALE = 1_000_000;

interface Element {
  readonly id: number;
  /** Offset of the payload. */
  readonly body: number;
  /** Offset just past the element (the limit for an element of unknown size). */
  readonly end: number;
}

/** A variable-length integer at `offset` of `bytes`: its value and length, or null. */
function vint(
  bytes: Uint8Array,
  offset: number,
  keepMarker: boolean,
  maxLength: number,
): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && (first & (0x80 >> (length - 1))) === 0) length += 1;
  if (length > maxLength || offset + length > bytes.byteLength) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[offset + index] ?? 0;
    if (byte !== 0xff) allOnes = false;
    value = value * 256 + byte;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** The element whose header starts at `offset` and ends by `limit`, or null when malformed. */
async function elementAt(
  source: ByteSource,
  offset: number,
  limit: number,
): Promise<Element | null> {
  const header = await source.read(offset, 12);
  const id = vint(header, 0, true, 4);
  if (!id) return null;
  const size = vint(header, id.length, false, 8);
  if (!size) return null;
  const body = offset + id.length + size.length;
  const end = size.unknown ? limit : body + size.value;
  if (!Number.isSafeInteger(end) || end > limit) return null;
  return { id: id.value, body, end };
}

/** The first element of an id among those in [start, limit), or null. */
async function findElement(
  source: ByteSource,
  id: number,
  start: number,
  limit: number,
): Promise<Element | null> {
  let offset = start;
  for (let count = 0; offset < limit && count < MAX_ELEMENTS; count += 1) {
    const element = await elementAt(source, offset, limit);
    if (!element) return null;
    if (element.id === id) return element;
    // An element of unknown size (a live Cluster) runs to the limit: nothing after it to find.
    if (element.end <= offset) return null;
    offset = element.end;
  }
  return null;
}

/** An unsigned integer of 1–8 bytes, or null. */
function unsigned(bytes: Uint8Array): number | null {
  if (bytes.byteLength < 1 || bytes.byteLength > 8) return null;
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return Number.isSafeInteger(value) ? value : null;
}

/** A 4- or 8-byte big-endian float, or null. */
function float(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength === 4) return view.getFloat32(0);
  if (bytes.byteLength === 8) return view.getFloat64(0);
  return null;
}

/** Seconds of an Info payload: Duration × TimecodeScale, or null without a usable Duration. */
function secondsOfInfo(info: Uint8Array): number | null {
  let scale = DEFAULT_TIMECODE_SCALE;
  let duration: number | null = null;
  let offset = 0;
  for (let count = 0; offset < info.byteLength && count < MAX_ELEMENTS; count += 1) {
    const id = vint(info, offset, true, 4);
    if (!id) return null;
    const size = vint(info, offset + id.length, false, 8);
    if (!size || size.unknown) return null;
    const body = offset + id.length + size.length;
    const end = body + size.value;
    if (end > info.byteLength) return null;
    const payload = info.subarray(body, end);
    if (id.value === TIMECODE_SCALE) scale = unsigned(payload) ?? 0;
    if (id.value === DURATION) duration = float(payload);
    offset = end;
  }
  if (duration === null || !Number.isFinite(duration) || duration < 0 || scale <= 0) return null;
  const seconds = Math.round((duration * scale) / 1e9);
  return Number.isSafeInteger(seconds) && seconds <= 2_147_483_647 ? seconds : null;
}

/** The length in whole seconds of a WebM/Matroska video, or null when it cannot be read. */
export async function ebmlDuration(source: ByteSource): Promise<number | null> {
  try {
    const header = await elementAt(source, 0, source.size);
    if (header?.id !== EBML_HEADER) return null;
    const segment = await findElement(source, SEGMENT, header.end, source.size);
    if (!segment) return null;
    const info = await findElement(source, INFO, segment.body, segment.end);
    if (!info || info.end - info.body > MAX_INFO_BYTES) return null;
    const payload = await source.read(info.body, info.end - info.body);
    if (payload.byteLength < info.end - info.body) return null;
    return secondsOfInfo(payload);
  } catch {
    return null;
  }
}
