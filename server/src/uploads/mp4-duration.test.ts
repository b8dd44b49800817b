/**
 * The MP4/MOV duration parser over hand-built boxes: version 0 and 1 `mvhd`, `moov` after a large
 * `mdat` (only headers read), 64-bit box sizes, and files that are no videos.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskStorage } from '../storage/disk.ts';
import { durationOfFile, mp4Duration, type ByteSource } from './mp4-duration.ts';

/** A box: 32-bit size, type, payload. */
function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const length = payload.reduce((sum, part) => sum + part.byteLength, 0) + 8;
  const out = new Uint8Array(length);
  const view = new DataView(out.buffer);
  view.setUint32(0, length);
  out.set(new TextEncoder().encode(type), 4);
  let offset = 8;
  for (const part of payload) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/** A version 0 `mvhd` payload. */
function mvhd0(timescale: number, duration: number): Uint8Array {
  const payload = new Uint8Array(100);
  const view = new DataView(payload.buffer);
  view.setUint32(12, timescale);
  view.setUint32(16, duration);
  return payload;
}

/** A version 1 `mvhd` payload. */
function mvhd1(timescale: number, duration: bigint): Uint8Array {
  const payload = new Uint8Array(112);
  const view = new DataView(payload.buffer);
  view.setUint8(0, 1);
  view.setUint32(20, timescale);
  view.setBigUint64(24, duration);
  return payload;
}

const ftyp = box('ftyp', new TextEncoder().encode('isom\0\0\x02\0isomiso2mp41'));

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/** A source over bytes that records how many bytes were read. */
function sourceOf(bytes: Uint8Array, size = bytes.byteLength) {
  const reads: number[] = [];
  const source: ByteSource & { reads: number[] } = {
    size,
    reads,
    read: (offset, length) => {
      const part = bytes.subarray(offset, Math.min(offset + length, bytes.byteLength));
      reads.push(part.byteLength);
      return Promise.resolve(part);
    },
  };
  return source;
}

describe('mp4Duration', () => {
  it('reads a version 0 mvhd: seconds = round(duration / timescale)', async () => {
    const file = concat(ftyp, box('moov', box('mvhd', mvhd0(1000, 83_600))), box('mdat'));
    expect(await mp4Duration(sourceOf(file))).toBe(84);
    const exact = concat(ftyp, box('moov', box('mvhd', mvhd0(600, 600 * 75))));
    expect(await mp4Duration(sourceOf(exact))).toBe(75);
  });

  it('reads a version 1 mvhd with a 64-bit duration', async () => {
    const file = concat(ftyp, box('moov', box('mvhd', mvhd1(90_000, 90_000n * 3_725n + 44_000n))));
    expect(await mp4Duration(sourceOf(file))).toBe(3725);
  });

  it('finds mvhd after other moov children', async () => {
    const file = concat(
      ftyp,
      box('moov', box('udta', new Uint8Array(20)), box('mvhd', mvhd0(30, 30 * 12))),
    );
    expect(await mp4Duration(sourceOf(file))).toBe(12);
  });

  it('skips a large mdat by its header (32-bit and 64-bit sizes) without reading it', async () => {
    const mdatSize = 3 * 1024 ** 3;
    const large = new Uint8Array(16);
    const view = new DataView(large.buffer);
    view.setUint32(0, 1);
    large.set(new TextEncoder().encode('mdat'), 4);
    view.setBigUint64(8, BigInt(mdatSize));
    const moov = box('moov', box('mvhd', mvhd0(1000, 61_000)));
    // A sparse source: the header, a gap of mdatSize bytes, then moov.
    const head = concat(ftyp, large);
    const moovAt = ftyp.byteLength + mdatSize;
    const reads: number[] = [];
    const source: ByteSource = {
      size: moovAt + moov.byteLength,
      read: (offset, length) => {
        reads.push(length);
        if (offset < head.byteLength)
          return Promise.resolve(head.subarray(offset, offset + length));
        if (offset >= moovAt)
          return Promise.resolve(moov.subarray(offset - moovAt, offset - moovAt + length));
        throw new Error(`read inside mdat at ${offset}`);
      },
    };
    expect(await mp4Duration(source)).toBe(61);
    expect(Math.max(...reads)).toBeLessThanOrEqual(32);
  });

  it('treats a box of size 0 as running to the end of the file', async () => {
    const moov = box('moov', box('mvhd', mvhd0(10, 100)));
    new DataView(moov.buffer).setUint32(0, 0);
    expect(await mp4Duration(sourceOf(concat(ftyp, moov)))).toBe(10);
  });

  it('answers null for files that are no videos or whose length is unknown', async () => {
    const text = new TextEncoder().encode('first video bytes, not an mp4 at all');
    expect(await mp4Duration(sourceOf(text))).toBeNull();
    expect(await mp4Duration(sourceOf(new Uint8Array(0)))).toBeNull();
    expect(await mp4Duration(sourceOf(concat(ftyp, box('mdat', new Uint8Array(10)))))).toBeNull();
    // A box claiming more bytes than the file has.
    const truncated = concat(ftyp, box('moov', box('mvhd', mvhd0(1000, 5000))));
    expect(
      await mp4Duration(sourceOf(truncated.subarray(0, truncated.byteLength - 10))),
    ).toBeNull();
    // Zero timescale, unknown duration, unknown version.
    expect(
      await mp4Duration(sourceOf(concat(ftyp, box('moov', box('mvhd', mvhd0(0, 5)))))),
    ).toBeNull();
    expect(
      await mp4Duration(sourceOf(concat(ftyp, box('moov', box('mvhd', mvhd0(1000, 0xffff_ffff)))))),
    ).toBeNull();
    const v2 = mvhd0(1000, 5000);
    v2[0] = 2;
    expect(await mp4Duration(sourceOf(concat(ftyp, box('moov', box('mvhd', v2)))))).toBeNull();
    // moov without mvhd.
    expect(await mp4Duration(sourceOf(concat(ftyp, box('moov', box('trak')))))).toBeNull();
  });

  it('reads stored files, null for a missing file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mp4-'));
    const storage = diskStorage(folder, 60_000);
    try {
      const path = join(folder, 'video.mp4');
      writeFileSync(
        path,
        concat(
          ftyp,
          box('mdat', new Uint8Array(5000)),
          box('moov', box('mvhd', mvhd0(1000, 42_400))),
        ),
      );
      expect(await durationOfFile(storage, 'video.mp4', mp4Duration)).toBe(42);
      expect(await durationOfFile(storage, 'missing.mp4', mp4Duration)).toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
