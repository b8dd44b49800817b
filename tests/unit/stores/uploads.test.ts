import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $uploadPanelCollapsed,
  $uploadSummary,
  $uploads,
  MAX_ACTIVE_UPLOADS,
  abortUpload,
  canRetry,
  enqueueUpload,
  failUpload,
  finishUpload,
  followUpload,
  pauseUpload,
  refusedForType,
  removeUpload,
  reportProgress,
  resumeUpload,
  retryUpload,
  startQueued,
  toggleUploadPanel,
  uploadById,
} from '../../../src/stores/uploads.ts';
import { $uploadsActive, $uploadsSeen } from '../../../src/stores/upload-presence.ts';

const file = (name: string, size = 1000) => ({ file: { name, size }, url: '/uploads' });
const statusOf = (id: string) => uploadById(id)?.status;

describe('what the page knows of uploads without the queue', () => {
  it('says an upload was seen once one is queued, and whether any still moves', () => {
    $uploads.set([]);
    expect($uploadsSeen.get()).toBe(false);
    expect($uploadsActive.get()).toBe(false);
    const id = enqueueUpload(file('seen'));
    expect($uploadsSeen.get()).toBe(true);
    expect($uploadsActive.get()).toBe(true);
    startQueued();
    finishUpload(id);
    expect($uploadsActive.get()).toBe(false);
    removeUpload(id);
    expect($uploadsSeen.get()).toBe(true);
  });
});

describe('upload queue', () => {
  beforeEach(() => {
    $uploads.set([]);
    $uploadPanelCollapsed.set(false);
  });

  it('starts at most 2 uploads with 3 or more queued, and the next when one ends', () => {
    expect(MAX_ACTIVE_UPLOADS).toBe(2);
    const ids = ['a', 'b', 'c', 'd'].map((name) => enqueueUpload(file(name)));
    expect(ids.map(statusOf)).toEqual(['QUEUE', 'QUEUE', 'QUEUE', 'QUEUE']);
    expect(startQueued()).toEqual(ids.slice(0, 2));
    expect(ids.map(statusOf)).toEqual(['UPLOADING', 'UPLOADING', 'QUEUE', 'QUEUE']);
    expect(startQueued()).toEqual([]);
    finishUpload(ids[0] ?? '');
    expect(startQueued()).toEqual([ids[2]]);
    expect(ids.map(statusOf)).toEqual(['FINISHED', 'UPLOADING', 'UPLOADING', 'QUEUE']);
  });

  it('fails an uploading item and retry puts it back in the queue', () => {
    const error = vi.fn();
    const id = enqueueUpload({ ...file('video.mp4'), events: { error } });
    startQueued();
    failUpload(id, 'HTTP 500');
    expect(statusOf(id)).toBe('FAILED');
    expect(uploadById(id)?.error).toBe('HTTP 500');
    expect(error).toHaveBeenCalledOnce();
    retryUpload(id);
    expect(statusOf(id)).toBe('QUEUE');
    expect(uploadById(id)?.error).toBeNull();
  });

  it('offers no retry for a file refused for its type, and names the accepted types', () => {
    const post = (name: string) =>
      enqueueUpload({ ...file(name), url: '/v2/files', formData: { purpose: 'attachment' } });
    const refused = post('setup.exe');
    const broken = post('notes.PDF');
    startQueued();
    failUpload(refused, 'This file type is not accepted.');
    failUpload(broken, 'Network error');
    const refusedItem = uploadById(refused);
    const brokenItem = uploadById(broken);
    if (!refusedItem || !brokenItem) throw new Error('queued uploads missing');
    expect(refusedForType(refusedItem)).toContain('pdf');
    expect(canRetry(refusedItem)).toBe(false);
    retryUpload(refused);
    expect(statusOf(refused)).toBe('FAILED');
    expect(refusedForType(brokenItem)).toBeNull();
    expect(canRetry(brokenItem)).toBe(true);
    retryUpload(broken);
    expect(statusOf(broken)).toBe('QUEUE');
  });

  it('offers no retry for a file the server refused for its content, whatever its name', () => {
    const mismatch = enqueueUpload({ ...file('lesson.mp4'), url: '/v2/files' });
    const busy = enqueueUpload({ ...file('other.mp4'), url: '/v2/files' });
    startQueued();
    failUpload(mismatch, 'The file is not a video.', true);
    failUpload(busy, 'HTTP 503');
    const refused = uploadById(mismatch);
    if (!refused) throw new Error('queued upload missing');
    expect(canRetry(refused)).toBe(false);
    retryUpload(mismatch);
    expect(statusOf(mismatch)).toBe('FAILED');
    retryUpload(busy);
    expect(statusOf(busy)).toBe('QUEUE');
  });

  it('reports progress, finishes with load, and counts the summary', () => {
    const load = vi.fn();
    const progress = vi.fn();
    const a = enqueueUpload({ ...file('a', 1000), events: { load, progress } });
    enqueueUpload(file('b', 3000));
    startQueued();
    reportProgress(a, 500);
    expect(progress).toHaveBeenCalledOnce();
    expect($uploadSummary.get()).toEqual({ count: 2, percent: 12, active: true });
    finishUpload(a);
    expect(load).toHaveBeenCalledOnce();
    expect($uploadSummary.get().percent).toBe(25);
  });

  it('pauses and resumes', () => {
    const id = enqueueUpload(file('a'));
    startQueued();
    pauseUpload(id);
    expect(statusOf(id)).toBe('PAUSE');
    expect(startQueued()).toEqual([]);
    resumeUpload(id);
    expect(statusOf(id)).toBe('QUEUE');
    expect(startQueued()).toEqual([id]);
  });

  it('aborts on cancel and calls abort', () => {
    const abort = vi.fn();
    const id = enqueueUpload({ ...file('a'), events: { abort } });
    startQueued();
    abortUpload(id);
    expect(statusOf(id)).toBe('ABORT');
    expect(abort).toHaveBeenCalledOnce();
    finishUpload(id);
    expect(statusOf(id)).toBe('ABORT');
  });

  it('removes only finished or aborted items', () => {
    const running = enqueueUpload(file('running'));
    const done = enqueueUpload(file('done'));
    const cancelled = enqueueUpload(file('cancelled'));
    startQueued();
    finishUpload(done);
    abortUpload(cancelled);
    removeUpload(running);
    removeUpload(done);
    removeUpload(cancelled);
    expect($uploads.get().map((item) => item.file.name)).toEqual(['running']);
  });

  it('collapses and expands the panel', () => {
    toggleUploadPanel();
    expect($uploadPanelCollapsed.get()).toBe(true);
    toggleUploadPanel();
    expect($uploadPanelCollapsed.get()).toBe(false);
  });

  it('follows one upload until it finishes, its last state included, and no further', async () => {
    const id = enqueueUpload(file('cover.png'));
    const other = enqueueUpload(file('other.png'));
    const seen: string[] = [];
    followUpload(id, (item) => seen.push(`${item.status}:${String(item.loaded)}`));
    startQueued();
    reportProgress(id, 400);
    reportProgress(other, 10);
    finishUpload(id, 'file-1');
    // The queue changes again (another upload moves): the finished one is not reported twice.
    reportProgress(other, 20);
    await Promise.resolve();
    reportProgress(other, 30);
    expect(seen[0]).toBe('QUEUE:0');
    expect(seen.at(-1)).toBe('FINISHED:1000');
    expect(seen.filter((entry) => entry.startsWith('FINISHED'))).toHaveLength(1);
    expect(seen).toContain('UPLOADING:400');
  });

  it('stops following when asked', () => {
    const id = enqueueUpload(file('cover.png'));
    const seen: string[] = [];
    const stop = followUpload(id, (item) => seen.push(item.status));
    stop();
    startQueued();
    expect(seen).toEqual(['QUEUE']);
  });
});
