/**
 * The WebM/Matroska duration parser over hand-built EBML elements: a float64 and a float32
 * Duration, a TimecodeScale of its own, a Segment of unknown size (live recordings), a Cluster
 * before Info skipped by its size, and files cut short or that are no such video (null, never an
 * exception).
 */
import { describe, expect, it } from 'vitest';
import { ebmlDuration } from './ebml-duration.ts';
import type { ByteSource } from './mp4-duration.ts';

/** An element: its ID bytes (marker included), an 8-byte size, the payload. */
function element(id: number[], ...payload: Uint8Array[]): Uint8Array {
  const length = payload.reduce((sum, part) => sum + part.byteLength, 0);
  const size = new Uint8Array(8);
  size[0] = 0x01;
  let rest = length;
  for (let index = 7; index >= 1; index -= 1) {
    size[index] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return concat(new Uint8Array(id), size, ...payload);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

const float64 = (value: number) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return bytes;
};
const float32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setFloat32(0, value);
  return bytes;
};

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const SEGMENT = [0x18, 0x53, 0x80, 0x67];
const INFO = [0x15, 0x49, 0xa9, 0x66];
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75];
const SEEK_HEAD = [0x11, 0x4d, 0x9b, 0x74];
const scale = (nanoseconds: number[]) => element([0x2a, 0xd7, 0xb1], new Uint8Array(nanoseconds));
const duration = (bytes: Uint8Array) => element([0x44, 0x89], bytes);
const docType = element(EBML, element([0x42, 0x82], new TextEncoder().encode('webm')));

/** A WebM file: header, then a Segment holding these children. */
const webm = (...children: Uint8Array[]) => concat(docType, element(SEGMENT, ...children));

function sourceOf(bytes: Uint8Array): ByteSource & { reads: number[] } {
  const reads: number[] = [];
  return {
    size: bytes.byteLength,
    reads,
    read: (offset, length) => {
      const part = bytes.subarray(offset, Math.min(offset + length, bytes.byteLength));
      reads.push(part.byteLength);
      return Promise.resolve(part);
    },
  };
}

describe('ebmlDuration', () => {
  it('reads Duration (float64) × the default TimecodeScale of 1 ms', async () => {
    const file = webm(
      element(SEEK_HEAD, new Uint8Array(30)),
      element(INFO, duration(float64(83_600))),
    );
    expect(await ebmlDuration(sourceOf(file))).toBe(84);
  });

  it('reads a float32 Duration with a TimecodeScale of its own', async () => {
    // 0x00 0x0F 0x42 0x40 = 1,000,000 ns; 0x3B 0x9A 0xCA 0x00 = 1 s per unit.
    const ms = webm(element(INFO, scale([0x0f, 0x42, 0x40]), duration(float32(12_000))));
    expect(await ebmlDuration(sourceOf(ms))).toBe(12);
    const seconds = webm(element(INFO, duration(float32(3725)), scale([0x3b, 0x9a, 0xca, 0x00])));
    expect(await ebmlDuration(sourceOf(seconds))).toBe(3725);
  });

  it('skips a large Cluster before Info by its size, reading only headers', async () => {
    const file = webm(
      element(CLUSTER, new Uint8Array(1_000_000)),
      element(INFO, duration(float64(5000))),
    );
    const source = sourceOf(file);
    expect(await ebmlDuration(source)).toBe(5);
    expect(source.reads.reduce((sum, read) => sum + read, 0)).toBeLessThan(200);
  });

  it('reads a Segment of unknown size (a live recording)', async () => {
    const info = element(INFO, duration(float64(61_000)));
    const file = concat(
      docType,
      new Uint8Array([...SEGMENT, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
      info,
    );
    expect(await ebmlDuration(sourceOf(file))).toBe(61);
  });

  it('is null for a file cut short, before or inside Info', async () => {
    const file = webm(
      element(CLUSTER, new Uint8Array(100)),
      element(INFO, duration(float64(5000))),
    );
    for (const cut of [0, 3, docType.byteLength + 6, file.byteLength - 4, file.byteLength - 1])
      expect(await ebmlDuration(sourceOf(file.subarray(0, cut)))).toBeNull();
  });

  it('is null without a Duration, with a zero TimecodeScale or a bad Duration', async () => {
    expect(await ebmlDuration(sourceOf(webm(element(INFO, scale([0x0f, 0x42, 0x40])))))).toBeNull();
    expect(
      await ebmlDuration(sourceOf(webm(element(INFO, scale([0]), duration(float64(5000)))))),
    ).toBeNull();
    const badSize = webm(element(INFO, element([0x44, 0x89], new Uint8Array(3))));
    expect(await ebmlDuration(sourceOf(badSize))).toBeNull();
    expect(
      await ebmlDuration(sourceOf(webm(element(INFO, duration(float64(Number.NaN)))))),
    ).toBeNull();
    expect(await ebmlDuration(sourceOf(webm(element(INFO, duration(float64(-1))))))).toBeNull();
  });

  it('is null for garbage, an empty file and an MP4, and never throws', async () => {
    expect(await ebmlDuration(sourceOf(new Uint8Array()))).toBeNull();
    expect(await ebmlDuration(sourceOf(new TextEncoder().encode('not a video at all')))).toBeNull();
    const mp4 = new Uint8Array([0, 0, 0, 16, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
    expect(await ebmlDuration(sourceOf(mp4))).toBeNull();
    // Deterministic noise after a valid header, and a header that claims more than the file.
    let seed = 7;
    const noise = new Uint8Array(4096).map(
      () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff,
    );
    expect(await ebmlDuration(sourceOf(concat(docType, noise)))).toBeNull();
    const oversized = concat(
      new Uint8Array([...EBML, 0x01, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    );
    expect(await ebmlDuration(sourceOf(oversized))).toBeNull();
    const failing: ByteSource = { size: 100, read: () => Promise.reject(new Error('disk')) };
    expect(await ebmlDuration(failing)).toBeNull();
  });
});
