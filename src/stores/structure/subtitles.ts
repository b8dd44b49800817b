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
import { fetchChapters, type StructureKind } from '../../api/chapters.ts';
import { deleteAllVideos } from '../../api/lectures.ts';
import { deleteSubtitle } from '../../api/subtitles.ts';
import { uploadSmallFile } from '../../lib/uploads/index.ts';
import { createAction, isCancelled } from '../action.ts';
import { $t } from '../i18n.ts';
import { showToast } from '../toasts.ts';
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

/** The lecture types that take subtitles: those that play (article and code lectures do not). */
const SUBTITLED_TYPES: ReadonlySet<string> = new Set(['VIDEO', 'AUDIO']);

/** The chapters with only their video and audio lectures (chapters left with none are dropped). */
export function subtitledChapters(chapters: readonly Chapter[]): Chapter[] {
  return chapters.flatMap((chapter) => {
    const lectures = chapter.lectures.filter((lecture) => SUBTITLED_TYPES.has(lecture.type));
    return lectures.length === 0 ? [] : [{ ...chapter, lectures }];
  });
}

/** Loads the chapters with their video and audio lectures and their subtitles. */
export async function loadSubtitles(kind: StructureKind, id: number): Promise<void> {
  if ($subtitles.get().status !== 'ready') $subtitles.set({ status: 'loading' });
  try {
    const answer = await fetchChapters(kind, id);
    $subtitles.set({ status: 'ready', chapters: subtitledChapters(answer.data) });
  } catch (error) {
    if (isCancelled(error)) return;
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

/** Deletes a subtitle once the user confirms, then reads the subtitles again. */
const deleteOne = createAction(
  async (kind: StructureKind, id: number, subtitle: Subtitle) => {
    await deleteSubtitle(kind, id, subtitle.id);
    await loadSubtitles(kind, id);
  },
  {
    confirm: (t, _kind, _id, subtitle) => ({
      title: t('subtitles.deleteTitle'),
      message: t('subtitles.deleteMessage', { name: subtitle.name }),
      confirmLabel: t('subtitles.delete'),
      cancelLabel: t('subtitles.cancel'),
      danger: true,
    }),
    done: (t) => t('subtitles.deleted'),
    failed: (t) => t('subtitles.deleteFailed'),
  },
);

/** Deletes a subtitle after the user confirms; resolves whether it was deleted. */
export function removeSubtitle(
  kind: StructureKind,
  id: number,
  subtitle: Subtitle,
): Promise<boolean> {
  return deleteOne.run(kind, id, subtitle);
}

/** Removes every video of an item, then reads the subtitles again. */
const deleteVideos = createAction(
  async (kind: StructureKind, id: number) => {
    const answer = await deleteAllVideos(kind, id);
    await loadSubtitles(kind, id);
    return answer.removed;
  },
  {
    done: (t, count) => t('subtitles.videosDeleted', { count }),
    failed: (t) => t('subtitles.deleteFailed'),
  },
);

/** All videos are being removed. */
export const $videosRemoving = deleteVideos.$busy;

/**
 * Removes every video of the item when `typed` is the item's title (surrounding spaces ignored);
 * the success toast tells how many went. Resolves whether they went.
 */
export function removeAllVideos(
  kind: StructureKind,
  id: number,
  title: string,
  typed: string,
): Promise<boolean> {
  if (typed.trim() !== title.trim()) return Promise.resolve(false);
  return deleteVideos.run(kind, id);
}
