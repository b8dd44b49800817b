/**
 * The application's upload engine (tus for videos, form posts for small files), and what survives
 * a reload: the resumable uploads an earlier page left unfinished, continued once the user chooses
 * the same file again.
 */
import type { UrlStorage } from 'tus-js-client';
import { runtimeConfig } from '../../config/runtime.ts';
import { $i18n } from '../../stores/i18n.ts';
import {
  $unfinishedUploads,
  $uploads,
  type UnfinishedUpload,
  type UploadTarget,
} from '../../stores/uploads.ts';
import { $uploadsSeen } from '../../stores/upload-presence.ts';
import { readLoginToken } from '../session.ts';
import { createUploadEngine } from './engine.ts';
import { formTransport } from './form-transport.ts';
import { fingerprintOf, loadTus, tusTransport } from './tus-transport.ts';
import { mayHaveUnfinished } from './remembered.ts';

const locale = () => $i18n.get().locale;

/** The engine every island uses. */
export const uploadEngine = createUploadEngine({
  tus: tusTransport({ token: readLoginToken, locale }),
  form: formTransport({ token: readLoginToken, locale }),
});

/** The tus endpoint of the API. */
export function tusEndpoint(): string {
  return `${runtimeConfig().apiBase}/uploads/`;
}

/** The form-post endpoint of the API. */
export function filesEndpoint(): string {
  return `${runtimeConfig().apiBase}/v2/files`;
}

/** Sends a video (or any large file) resumably to a target; returns the upload id. */
export function uploadVideo(file: File, target: UploadTarget | null): string {
  return uploadEngine.add({ file, target, tus: true, url: tusEndpoint() });
}

/** Sends a small file by form post for a purpose (cover, attachment, subtitle); returns the upload id. */
export function uploadSmallFile(
  file: File,
  purpose: string,
  target: UploadTarget | null,
  fields: Readonly<Record<string, string>> = {},
): string {
  return uploadEngine.add({ file, target, url: filesEndpoint(), formData: { purpose, ...fields } });
}

function targetOf(metadata: Readonly<Record<string, string>>): UploadTarget | null {
  const type = metadata['target_type'];
  const id = metadata['target_id'];
  return type && id ? { type, id } : null;
}

async function defaultStorage(): Promise<UrlStorage> {
  return (await loadTus()).defaultOptions.urlStorage;
}

/** Reads the uploads an earlier page left unfinished (not running in this page). */
export async function loadUnfinished(storage?: UrlStorage): Promise<void> {
  if (!storage && !mayHaveUnfinished()) return;
  const previous = await (storage ?? (await defaultStorage())).findAllUploads();
  const running = new Set(
    $uploads.get().map((item) => `${item.file.name}:${String(item.file.size)}`),
  );
  const unfinished = previous
    .filter((entry) => !running.has(`${entry.metadata['filename'] ?? ''}:${String(entry.size)}`))
    .map((entry): UnfinishedUpload => ({
      key: entry.urlStorageKey,
      name: entry.metadata['filename'] ?? '',
      size: entry.size ?? 0,
      target: targetOf(entry.metadata),
      uploadUrl: entry.uploadUrl ?? '',
      createdAt: entry.creationTime,
    }));
  $unfinishedUploads.set(unfinished);
  if (unfinished.length > 0) $uploadsSeen.set(true);
}

/** Continues an unfinished upload with the file the user chose again; false when it is another file. */
export function continueUnfinished(entry: UnfinishedUpload, file: File): boolean {
  if (file.name !== entry.name || file.size !== entry.size) return false;
  if (!entry.key.includes(fingerprintOf(file, entry.target))) return false;
  $unfinishedUploads.set($unfinishedUploads.get().filter((other) => other.key !== entry.key));
  uploadVideo(file, entry.target);
  return true;
}

/** Gives up an unfinished upload: forgets it here and removes what the server received. */
export async function discardUnfinished(
  entry: UnfinishedUpload,
  storage?: UrlStorage,
): Promise<void> {
  $unfinishedUploads.set($unfinishedUploads.get().filter((other) => other.key !== entry.key));
  const tus = await loadTus();
  await (storage ?? tus.defaultOptions.urlStorage).removeUpload(entry.key);
  const token = readLoginToken();
  if (entry.uploadUrl && token) {
    await tus.Upload.terminate(entry.uploadUrl, {
      headers: { Authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  }
}
