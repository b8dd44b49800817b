import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadEngine } from '../../../../src/lib/uploads/engine.ts';
import type { TransportCallbacks } from '../../../../src/lib/uploads/transport.ts';
import { $uploads, uploadById, type UploadItem } from '../../../../src/stores/uploads.ts';

interface Started {
  item: UploadItem;
  callbacks: TransportCallbacks;
  pause: ReturnType<typeof vi.fn>;
  cancel: ReturnType<typeof vi.fn>;
}

let started: Started[];
let clock: number;

function fakeTransport() {
  return (item: UploadItem, _file: Blob, callbacks: TransportCallbacks) => {
    const transfer = { pause: vi.fn(), cancel: vi.fn(() => Promise.resolve()) };
    started.push({ item, callbacks, ...transfer });
    return transfer;
  };
}

const file = (name: string, size = 1000) =>
  Object.assign(new Blob([new Uint8Array(size)]), { name });
const statuses = (ids: string[]) => ids.map((id) => uploadById(id)?.status);

describe('upload engine', () => {
  let engine: ReturnType<typeof createUploadEngine>;
  beforeEach(() => {
    $uploads.set([]);
    started = [];
    clock = 0;
    engine = createUploadEngine({ tus: fakeTransport(), form: fakeTransport(), now: () => clock });
  });

  it('runs at most 2 uploads and starts the next when one finishes', () => {
    const ids = ['a', 'b', 'c'].map((name) =>
      engine.add({ file: file(name), url: '/uploads/', tus: true }),
    );
    expect(statuses(ids)).toEqual(['UPLOADING', 'UPLOADING', 'QUEUE']);
    expect(started.map((s) => s.item.file.name)).toEqual(['a', 'b']);
    started[0]?.callbacks.success();
    expect(statuses(ids)).toEqual(['FINISHED', 'UPLOADING', 'UPLOADING']);
    expect(started.map((s) => s.item.file.name)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the server’s id of a finished form post', () => {
    const id = engine.add({ file: file('cover.png'), url: '/v2/files' });
    started[0]?.callbacks.success('file-abc');
    expect(uploadById(id)).toMatchObject({ status: 'FINISHED', fileId: 'file-abc' });
  });

  it('reports progress with the speed over time and bytes sent this session', () => {
    const id = engine.add({ file: file('v.mp4', 10_000), url: '/uploads/', tus: true });
    const transfer = started[0];
    transfer?.callbacks.progress(4000, 0);
    clock = 2000;
    transfer?.callbacks.progress(6000, 2000);
    expect(uploadById(id)).toMatchObject({ loaded: 6000, speed: 1000, sentThisSession: 2000 });
  });

  it('fails on error, and retry starts the transfer again', () => {
    const id = engine.add({ file: file('v.mp4'), url: '/uploads/', tus: true });
    started[0]?.callbacks.error('HTTP 404');
    expect(uploadById(id)).toMatchObject({ status: 'FAILED', error: 'HTTP 404' });
    engine.retry(id);
    expect(uploadById(id)?.status).toBe('UPLOADING');
    expect(started).toHaveLength(2);
  });

  it('keeps a file the server refused for its content failed: retry sends nothing', () => {
    const id = engine.add({ file: file('v.mp4'), url: '/uploads/', tus: true });
    started[0]?.callbacks.error('HTTP 415', true);
    expect(uploadById(id)).toMatchObject({ status: 'FAILED', refused: true });
    engine.retry(id);
    expect(uploadById(id)?.status).toBe('FAILED');
    expect(started).toHaveLength(1);
  });

  it('pauses (freeing the slot) and resumes', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((name) =>
      engine.add({ file: file(name), url: '/uploads/', tus: true }),
    );
    engine.pause(a ?? '');
    expect(started[0]?.pause).toHaveBeenCalledOnce();
    expect(statuses([a ?? '', b ?? '', c ?? ''])).toEqual(['PAUSE', 'UPLOADING', 'UPLOADING']);
    engine.resume(a ?? '');
    expect(uploadById(a ?? '')?.status).toBe('QUEUE');
    started[1]?.callbacks.success();
    expect(uploadById(a ?? '')?.status).toBe('UPLOADING');
  });

  it('cancels: the transfer removes what the server received and the item ends ABORT', async () => {
    const id = engine.add({ file: file('v.mp4'), url: '/uploads/', tus: true });
    await engine.cancel(id);
    expect(started[0]?.cancel).toHaveBeenCalledOnce();
    expect(uploadById(id)?.status).toBe('ABORT');
    engine.remove(id);
    expect(uploadById(id)).toBeUndefined();
    expect(engine.has(id)).toBe(false);
  });

  it('uses the form transport for form posts', () => {
    const tus = vi.fn();
    const form = vi.fn(() => ({ pause: vi.fn(), cancel: vi.fn(() => Promise.resolve()) }));
    const other = createUploadEngine({ tus, form });
    other.add({ file: file('cover.png'), url: '/v2/files', formData: { purpose: 'cover' } });
    expect(form).toHaveBeenCalledOnce();
    expect(tus).not.toHaveBeenCalled();
  });
});
