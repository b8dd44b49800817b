import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, CancelledError, type DownloadedFile } from '../../../src/api/client.ts';
import { $export, cancelExport, type ExportRun, runExport } from '../../../src/stores/exports.ts';
import { $toasts } from '../../../src/stores/toasts.ts';

const file: DownloadedFile = { blob: new Blob(['x']), filename: 'orders.csv', rows: 3 };

/** A download that reports 1,000 then 3,000 rows of 3,000 and waits until released. */
function controlled() {
  let release: () => void = () => undefined;
  const run: ExportRun = (signal, onProgress) =>
    new Promise((resolve, reject) => {
      onProgress({ bytes: 10, rows: 1000, total: 3000 });
      signal.addEventListener('abort', () => reject(new CancelledError('aborted')));
      release = () => {
        onProgress({ bytes: 30, rows: 3000, total: 3000 });
        resolve(file);
      };
    });
  return { run, release: () => release() };
}

describe('exports', () => {
  beforeEach(() => {
    $toasts.set([]);
    $export.set(null);
  });

  it('shows the rows received of the total, saves the file and says how many rows', async () => {
    const { run, release } = controlled();
    const saved: string[] = [];
    const done = runExport('orders', run, (got) => saved.push(got.filename));
    expect($export.get()).toEqual({ key: 'orders', rows: 1000, total: 3000 });
    // Another export waits for this one.
    expect(await runExport('revenue', run)).toBeNull();
    release();
    expect(await done).toBe(3);
    expect(saved).toEqual(['orders.csv']);
    expect($export.get()).toBeNull();
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
  });

  it('stops when cancelled: nothing saved, the running state cleared, said as the user chose', async () => {
    const { run } = controlled();
    const saved: string[] = [];
    const done = runExport('orders', run, (got) => saved.push(got.filename));
    cancelExport();
    expect(await done).toBeNull();
    expect(saved).toEqual([]);
    expect($export.get()).toBeNull();
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
  });

  it("says it failed when the download fails; a refusal is the client's one toast", async () => {
    const offline = new ApiError(0, {}, 'offline');
    expect(await runExport('orders', () => Promise.reject(offline))).toBeNull();
    expect($toasts.get().map((toast) => toast.type)).toEqual(['error']);
    $toasts.set([]);
    const refused = new ApiError(400, {}, 'Too many rows');
    expect(await runExport('orders', () => Promise.reject(refused))).toBeNull();
    expect($toasts.get()).toEqual([]);
    expect($export.get()).toBeNull();
  });
});
