/**
 * The subtitles screen: every lecture's subtitles per language; .vtt and .srt files go through the
 * upload queue (other extensions, and files over the largest subtitle size, are refused here with
 * the server's wording), subtitles are
 * deleted after a confirmation, and all of the course's videos can be removed after the user
 * types the course's title.
 */
import { atom } from 'nanostores';
import type { Chapter, Subtitle, SubtitleLanguage } from '../../../server/src/contract/chapters.ts';
import { fileMaxBytes } from '../../../server/src/contract/plain/uploads.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import { fetchChapters, type StructureKind } from '../../api/chapters.ts';
import { deleteAllVideos } from '../../api/lectures.ts';
import { deleteSubtitle } from '../../api/subtitles.ts';
import { uploadSmallFile } from '../../lib/uploads/index.ts';
import { $t } from '../i18n.ts';
import { showToast } from '../toasts.ts';
import { askConfirm } from '../unsaved.ts';
import { followUpload, type UploadView } from './follow-upload.ts';

/** Extensions a subtitle file may have. */
export const SUBTITLE_EXTENSIONS = ['.vtt', '.srt'] as const;

/** The largest subtitle file the API accepts, in bytes. */
export const SUBTITLE_MAX_BYTES = fileMaxBytes.subtitle;

/** The chapters with their lectures and subtitles. */
export type SubtitlesState =
  | { readonly status: 'idle' | 'loading' | 'error' }
  | { readonly status: 'ready'; readonly chapters: readonly Chapter[] };

/** The item's lectures and their subtitles. */
export const $subtitles = atom<SubtitlesState>({ status: 'idle' });

/** A subtitle upload in place, or a file refused before sending. */
export type SubtitleSlot = UploadView | { readonly status: 'REFUSED'; readonly error: string };

/** Uploads and refusals per lecture and language (`{lecture_id}:{language}`). */
export const $subtitleSlots = atom<Readonly<Record<string, SubtitleSlot>>>({});

/** All videos are being removed. */
export const $videosRemoving = atom(false);

/** The key of a lecture's language slot. */
export function slotKey(lectureId: number, language: SubtitleLanguage): string {
  return `${String(lectureId)}:${language}`;
}

function setSlot(key: string, slot: SubtitleSlot | null): void {
  const others = Object.entries($subtitleSlots.get()).filter(([other]) => other !== key);
  $subtitleSlots.set(Object.fromEntries(slot ? [...others, [key, slot]] : others));
}

/** Whether a file name has a subtitle extension (case does not matter). */
export function isSubtitleFile(name: string): boolean {
  const lower = name.toLowerCase();
  return SUBTITLE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Loads the chapters, lectures and subtitles. */
export async function loadSubtitles(kind: StructureKind, id: number): Promise<void> {
  if ($subtitles.get().status !== 'ready') $subtitles.set({ status: 'loading' });
  try {
    const answer = await fetchChapters(kind, id);
    $subtitles.set({ status: 'ready', chapters: answer.data });
  } catch (error) {
    if (error instanceof CancelledError) return;
    $subtitles.set({ status: 'error' });
  }
}

/**
 * Sends a subtitle for a lecture and language; a file that is not .vtt or .srt is refused with
 * 'file type error', one over {@link SUBTITLE_MAX_BYTES} with 'file size error', without sending.
 * Returns the upload id, or null when refused.
 */
export function uploadSubtitle(
  kind: StructureKind,
  id: number,
  lectureId: number,
  language: SubtitleLanguage,
  file: File,
): string | null {
  const key = slotKey(lectureId, language);
  const refusal = !isSubtitleFile(file.name)
    ? $t.get()('subtitles.fileType')
    : file.size > SUBTITLE_MAX_BYTES
      ? $t.get()('subtitles.fileSize')
      : null;
  if (refusal !== null) {
    setSlot(key, { status: 'REFUSED', error: refusal });
    showToast('error', refusal);
    return null;
  }
  const uploadId = uploadSmallFile(
    file,
    'subtitle',
    { type: 'lecture-subtitle', id: String(lectureId) },
    { language },
  );
  followUpload(
    uploadId,
    (view) => setSlot(key, view),
    (view) => {
      if (view.status === 'FAILED')
        showToast('error', view.error ?? $t.get()('subtitles.uploadFailed'));
      if (view.status === 'FINISHED')
        void loadSubtitles(kind, id).then(() => {
          if ($subtitleSlots.get()[key]?.status === 'FINISHED') setSlot(key, null);
        });
    },
  );
  return uploadId;
}

/** Deletes a subtitle after the user confirms; resolves whether it was deleted. */
export async function removeSubtitle(
  kind: StructureKind,
  id: number,
  subtitle: Subtitle,
): Promise<boolean> {
  const t = $t.get();
  const confirmed = await askConfirm({
    title: t('subtitles.deleteTitle'),
    message: t('subtitles.deleteMessage', { name: subtitle.name }),
    confirmLabel: t('subtitles.delete'),
    cancelLabel: t('subtitles.cancel'),
    danger: true,
  });
  if (!confirmed) return false;
  try {
    await deleteSubtitle(kind, id, subtitle.id);
    showToast('success', t('subtitles.deleted'));
    await loadSubtitles(kind, id);
    return true;
  } catch (error) {
    if (!(error instanceof CancelledError) && !(error instanceof ApiError && error.status < 500))
      showToast('error', t('subtitles.deleteFailed'));
    return false;
  }
}

/**
 * Removes every video of the item when `typed` is the item's title (surrounding spaces ignored);
 * the success toast tells how many went. Resolves the count, or null when nothing was done.
 */
export async function removeAllVideos(
  kind: StructureKind,
  id: number,
  title: string,
  typed: string,
): Promise<number | null> {
  if (typed.trim() !== title.trim() || $videosRemoving.get()) return null;
  $videosRemoving.set(true);
  const t = $t.get();
  try {
    const answer = await deleteAllVideos(kind, id);
    showToast('success', t('subtitles.videosDeleted', { count: answer.removed }));
    await loadSubtitles(kind, id);
    return answer.removed;
  } catch (error) {
    if (!(error instanceof CancelledError) && !(error instanceof ApiError && error.status < 500))
      showToast('error', t('subtitles.deleteFailed'));
    return null;
  } finally {
    $videosRemoving.set(false);
  }
}
