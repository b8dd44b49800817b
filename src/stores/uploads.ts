/**
 * The upload queue: its items and their states (seed section 4). The panel renders it; the
 * transport that moves bytes drives it through these actions.
 */
import { atom, computed } from 'nanostores';
import { fileExtensions, filePurposes } from '../../server/src/contract/plain/uploads.ts';
import { $uploadsActive, $uploadsSeen } from './upload-presence.ts';

/** At most this many uploads run at once (seed section 9). */
export const MAX_ACTIVE_UPLOADS = 2;

/** States of an upload. */
export type UploadStatus = 'QUEUE' | 'UPLOADING' | 'PAUSE' | 'FINISHED' | 'FAILED' | 'ABORT';

/** Callbacks of an upload item (seed: events load, progress, error, abort). */
export interface UploadEvents {
  readonly load?: (item: UploadItem) => void;
  readonly progress?: (item: UploadItem) => void;
  readonly error?: (item: UploadItem) => void;
  readonly abort?: (item: UploadItem) => void;
}

/** What an upload belongs to (a lecture's video, a course cover, ...), as the API names it. */
export interface UploadTarget {
  readonly type: string;
  readonly id: string;
}

/** One file in the queue. */
export interface UploadItem {
  readonly id: string;
  readonly target: UploadTarget | null;
  readonly file: { readonly name: string; readonly size: number };
  readonly method: 'POST' | 'PUT' | 'PATCH';
  readonly url: string;
  readonly status: UploadStatus;
  readonly headers: Readonly<Record<string, string>>;
  readonly formData: Readonly<Record<string, string>>;
  readonly events: UploadEvents;
  /** Resumable (tus) upload instead of a form post. */
  readonly tus: boolean;
  readonly loaded: number;
  readonly startedAt: number | null;
  readonly error: string | null;
  /** Recent throughput in bytes per second (0 until measured). */
  readonly speed: number;
  /** Bytes sent since this page started the upload (less than the size when it resumed). */
  readonly sentThisSession: number;
  /** The server's id of the stored file, once a form post finished (what a body refers to). */
  readonly fileId?: string;
  /** Failed because the server refused the file itself: sending it again cannot help. */
  readonly refused?: boolean;
}

/** What a caller gives to queue a file. */
export type UploadRequest = Pick<UploadItem, 'file' | 'url'> &
  Partial<Pick<UploadItem, 'method' | 'headers' | 'formData' | 'events' | 'tus' | 'target'>>;

/** The queue, in the order files were added. */
export const $uploads = atom<readonly UploadItem[]>([]);

/** Whether the panel is collapsed to its summary line. */
export const $uploadPanelCollapsed = atom(false);

/** Count, overall percent and whether any upload is still moving. */
export const $uploadSummary = computed($uploads, (items) => {
  const total = items.reduce((sum, item) => sum + item.file.size, 0);
  const loaded = items.reduce(
    (sum, item) => sum + (item.status === 'FINISHED' ? item.file.size : item.loaded),
    0,
  );
  return {
    count: items.length,
    percent: total === 0 ? 0 : Math.floor((loaded / total) * 100),
    active: items.some((item) => ['QUEUE', 'UPLOADING', 'PAUSE'].includes(item.status)),
  };
});

// The leave guard reads whether uploads run without loading this queue (src/stores/unsaved.ts).
$uploadSummary.subscribe(({ active }) => {
  $uploadsActive.set(active);
});

let counter = 0;

function update(id: string, patch: (item: UploadItem) => Partial<UploadItem> | null): void {
  $uploads.set(
    $uploads.get().map((item) => {
      if (item.id !== id) return item;
      const changes = patch(item);
      return changes ? { ...item, ...changes } : item;
    }),
  );
}

/** The item of an id. */
export function uploadById(id: string): UploadItem | undefined {
  return $uploads.get().find((item) => item.id === id);
}

/**
 * Calls `onChange` with an upload each time the queue changes, until it is FINISHED or ABORT
 * (that last state included); answers a function that stops following sooner.
 */
export function followUpload(id: string, onChange: (item: UploadItem) => void): () => void {
  let over = false;
  const stop = $uploads.subscribe((items) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item || over) return;
    if (item.status === 'FINISHED' || item.status === 'ABORT') {
      over = true;
      // The first call runs inside `subscribe`, before `stop` is assigned: stop a tick later.
      queueMicrotask(() => stop());
    }
    onChange(item);
  });
  return () => {
    over = true;
    stop();
  };
}

/** Adds a file to the queue (status QUEUE) and returns its id. */
export function enqueueUpload(request: UploadRequest): string {
  $uploadsSeen.set(true);
  counter += 1;
  const id = `upload-${Date.now().toString(36)}-${counter}`;
  const item: UploadItem = {
    id,
    file: request.file,
    url: request.url,
    method: request.method ?? 'POST',
    headers: request.headers ?? {},
    formData: request.formData ?? {},
    events: request.events ?? {},
    tus: request.tus ?? false,
    target: request.target ?? null,
    status: 'QUEUE',
    loaded: 0,
    startedAt: null,
    error: null,
    speed: 0,
    sentThisSession: 0,
  };
  $uploads.set([...$uploads.get(), item]);
  return id;
}

/** Moves queued items to UPLOADING while fewer than 2 are active; returns the ids started. */
export function startQueued(now = Date.now()): string[] {
  const started: string[] = [];
  let active = $uploads.get().filter((item) => item.status === 'UPLOADING').length;
  for (const item of $uploads.get()) {
    if (active >= MAX_ACTIVE_UPLOADS) break;
    if (item.status !== 'QUEUE') continue;
    update(item.id, () => ({ status: 'UPLOADING', startedAt: now, error: null }));
    started.push(item.id);
    active += 1;
  }
  return started;
}

/** Records bytes the server holds for an uploading item, with the measured speed and bytes sent this session. */
export function reportProgress(
  id: string,
  loaded: number,
  speed?: number,
  sentThisSession?: number,
): void {
  update(id, (item) =>
    item.status === 'UPLOADING'
      ? {
          loaded: Math.min(loaded, item.file.size),
          ...(speed === undefined ? {} : { speed }),
          ...(sentThisSession === undefined ? {} : { sentThisSession }),
        }
      : null,
  );
  const item = uploadById(id);
  if (item) item.events.progress?.(item);
}

/** Marks an item FINISHED, with the server's id of the stored file when the transport knows it. */
export function finishUpload(id: string, fileId?: string): void {
  update(id, (item) =>
    item.status === 'UPLOADING'
      ? { status: 'FINISHED', loaded: item.file.size, ...(fileId === undefined ? {} : { fileId }) }
      : null,
  );
  const item = uploadById(id);
  if (item?.status === 'FINISHED') item.events.load?.(item);
}

/**
 * Marks an item FAILED (network error or HTTP status 400 or more); `refused` when the server
 * refused the file itself, so it is not offered again.
 */
export function failUpload(id: string, error: string, refused = false): void {
  update(id, (item) => (item.status === 'UPLOADING' ? { status: 'FAILED', error, refused } : null));
  const item = uploadById(id);
  if (item?.status === 'FAILED') item.events.error?.(item);
}

/**
 * The file types a failed form post's purpose accepts, when its file is none of them (the server
 * refuses it for its type, and sending it again cannot help); null for any other upload.
 */
export function refusedForType(item: UploadItem): readonly string[] | null {
  const purpose = filePurposes.find((candidate) => candidate === item.formData['purpose']);
  if (item.status !== 'FAILED' || item.tus || !purpose) return null;
  const accepted: readonly string[] = fileExtensions[purpose];
  const extension = /\.([^.]+)$/.exec(item.file.name)?.[1]?.toLowerCase() ?? '';
  return accepted.includes(extension) ? null : accepted;
}

/** Whether a failed item can be sent again (not when it, or its type, was refused). */
export function canRetry(item: UploadItem): boolean {
  return item.status === 'FAILED' && item.refused !== true && refusedForType(item) === null;
}

/** Puts a failed item back in the queue (not one refused for its type). */
export function retryUpload(id: string): void {
  update(id, (item) => (canRetry(item) ? { status: 'QUEUE', error: null } : null));
}

/** Pauses an uploading or queued item. */
export function pauseUpload(id: string): void {
  update(id, (item) => (['UPLOADING', 'QUEUE'].includes(item.status) ? { status: 'PAUSE' } : null));
}

/** Puts a paused item back in the queue. */
export function resumeUpload(id: string): void {
  update(id, (item) => (item.status === 'PAUSE' ? { status: 'QUEUE' } : null));
}

/** Cancels an item that has not ended (status ABORT). */
export function abortUpload(id: string): void {
  update(id, (item) =>
    ['QUEUE', 'UPLOADING', 'PAUSE', 'FAILED'].includes(item.status) ? { status: 'ABORT' } : null,
  );
  const item = uploadById(id);
  if (item?.status === 'ABORT') item.events.abort?.(item);
}

/** Removes a finished or aborted item from the list. */
export function removeUpload(id: string): void {
  const item = uploadById(id);
  if (item?.status !== 'FINISHED' && item?.status !== 'ABORT') return;
  $uploads.set($uploads.get().filter((candidate) => candidate.id !== id));
}

/** Seconds left at the measured speed, or null when unknown. */
export function secondsLeft(item: UploadItem): number | null {
  if (item.status !== 'UPLOADING' || item.speed <= 0) return null;
  return Math.ceil((item.file.size - item.loaded) / item.speed);
}

/** An upload a previous page left unfinished (found in the resumable-upload storage). */
export interface UnfinishedUpload {
  /** The storage key, to forget it. */
  readonly key: string;
  readonly name: string;
  readonly size: number;
  readonly target: UploadTarget | null;
  readonly uploadUrl: string;
  readonly createdAt: string;
}

/** Uploads left unfinished by an earlier page (a reload or a crash), waiting for their file. */
export const $unfinishedUploads = atom<readonly UnfinishedUpload[]>([]);

/** Collapses or expands the panel. */
export function toggleUploadPanel(): void {
  $uploadPanelCollapsed.set(!$uploadPanelCollapsed.get());
}
