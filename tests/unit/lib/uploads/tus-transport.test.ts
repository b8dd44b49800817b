import { describe, expect, it } from 'vitest';
import {
  CHUNK_SIZE,
  RETRY_DELAYS,
  fingerprintOf,
  shouldRetry,
  tusMetadataOf,
} from '../../../../src/lib/uploads/tus-transport.ts';
import { SpeedMeter } from '../../../../src/lib/uploads/speed.ts';
import { refusesFile } from '../../../../src/lib/uploads/transport.ts';

describe('tus transport settings', () => {
  it('uses 100 MB chunks and the seed retry delays', () => {
    expect(CHUNK_SIZE).toBe(104_857_600);
    expect(RETRY_DELAYS).toEqual([0, 1000, 3000, 5000, 10_000, 20_000]);
  });

  it('retries network errors and server errors, not client errors', () => {
    expect(shouldRetry(null)).toBe(true);
    expect(shouldRetry(0)).toBe(true);
    expect(shouldRetry(500)).toBe(true);
    expect(shouldRetry(503)).toBe(true);
    expect(shouldRetry(409)).toBe(true);
    expect(shouldRetry(423)).toBe(true);
    expect(shouldRetry(400)).toBe(false);
    expect(shouldRetry(403)).toBe(false);
    expect(shouldRetry(404)).toBe(false);
    expect(shouldRetry(413)).toBe(false);
  });

  it('tells a refused file (no retry offered) from a refused moment', () => {
    expect([400, 413, 415, 422].map(refusesFile)).toEqual([true, true, true, true]);
    expect([401, 403, 404, 409, 429, 500, 503].some(refusesFile)).toBe(false);
  });

  it('keys resumption by the file and its target', () => {
    const file = { name: 'a.mp4', size: 10, lastModified: 5 };
    expect(fingerprintOf(file, { type: 'lecture-video', id: '7' })).toBe(
      'backoffice:lecture-video:7:a.mp4:10:5',
    );
    expect(fingerprintOf(file, { type: 'lecture-video', id: '8' })).not.toBe(
      fingerprintOf(file, { type: 'lecture-video', id: '7' }),
    );
    expect(fingerprintOf(file, null)).toBe('backoffice:none:a.mp4:10:5');
  });

  it("sends the purpose the tus endpoint takes (video) with the file's target", () => {
    expect(
      tusMetadataOf({ name: 'a.mp4', type: 'video/mp4' }, { type: 'lecture-video', id: '7' }),
    ).toEqual({
      filename: 'a.mp4',
      filetype: 'video/mp4',
      purpose: 'video',
      target_type: 'lecture-video',
      target_id: '7',
    });
    expect(tusMetadataOf({ name: 'b.mov', type: '' }, null)).toEqual({
      filename: 'b.mov',
      filetype: 'application/octet-stream',
      purpose: 'video',
    });
  });
});

describe('speed meter', () => {
  it('averages over the last 5 seconds', () => {
    const meter = new SpeedMeter();
    expect(meter.sample(0, 0)).toBe(0);
    expect(meter.sample(1000, 1000)).toBe(1000);
    expect(meter.sample(2000, 3000)).toBe(1500);
    meter.sample(8000, 3000);
    expect(meter.sample(9000, 5000)).toBe(2000);
  });
});
