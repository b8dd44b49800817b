/**
 * The lecture editor's preview player: a short-lived signed address of the lecture's uploaded
 * video or audio (the player cannot send the session's token), loaded per stored upload, and
 * whether the browser could play it.
 */
import { atom } from 'nanostores';
import { fetchLectureMediaLink } from '../../api/lectures.ts';
import { createLoader } from '../loader.ts';

/** What the preview is of: a lecture and its stored upload (a new upload loads a new address). */
export interface MediaKey {
  readonly lectureId: number;
  readonly uploadId: string;
}

/** The player an address needs: video, audio, or none the browser is likely to play. */
export type MediaKind = 'video' | 'audio' | null;

const loader = createLoader((key: MediaKey, signal) =>
  fetchLectureMediaLink(key.lectureId, signal),
);

/** The preview's address as it loads (idle, loading, ready, not found, error). */
export const $mediaPreview = loader.$state;

/** The address the browser failed to play, if any. */
export const $mediaUnplayable = atom<string | null>(null);

/** Loads the signed address of a lecture's stored upload for the player. */
export function loadMediaPreview(key: MediaKey): Promise<void> {
  $mediaUnplayable.set(null);
  return loader.load(key);
}

/** Loads a fresh address again (after a failure, or once the last one expired). */
export function retryMediaPreview(): Promise<void> {
  $mediaUnplayable.set(null);
  return loader.retry();
}

/** Records that the browser could not play an address. */
export function markMediaUnplayable(url: string): void {
  $mediaUnplayable.set(url);
}

/** The player for a media type: `video/…` a video, `audio/…` an audio, anything else none. */
export function mediaKindOf(mimeType: string): MediaKind {
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType.startsWith('audio/')) return 'audio';
  return null;
}
