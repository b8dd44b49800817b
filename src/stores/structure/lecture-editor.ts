/**
 * The lecture editor: type, title and chapter (create or update), the video (uploaded through the
 * queue with its progress followed here, removed after a confirmation) and the attachments.
 */
import { atom } from 'nanostores';
import type { LectureDetail } from '../../../server/src/contract/chapters.ts';
import { lectureTypes, type LectureType } from '../../../server/src/contract/plain/chapters.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import { fetchChapterLists, type StructureKind } from '../../api/chapters.ts';
import {
  createLecture,
  deleteLectureVideo,
  fetchLecture,
  fetchLectureDefaults,
  updateLecture,
} from '../../api/lectures.ts';
import { uploadSmallFile, uploadVideo } from '../../lib/uploads/index.ts';
import { createForm } from '../form.ts';
import { $t } from '../i18n.ts';
import { showToast } from '../toasts.ts';
import { askConfirm } from '../unsaved.ts';
import { followUpload, type UploadView } from './follow-upload.ts';
import { loadBlocks } from './lecture-blocks.ts';

/** What the form edits (the chapter as a select value: its id as text). */
export interface LectureValues {
  readonly type: LectureType;
  readonly title: string;
  readonly chapter_id: string;
}

/** A chapter the lecture can belong to. */
export interface ChapterChoice {
  readonly id: number;
  readonly title: string;
}

/** The editor's data. */
export type LectureEditorState =
  | { readonly status: 'loading' | 'not-found' | 'error' }
  | {
      readonly status: 'ready';
      /** Null until a new lecture is saved. */
      readonly lecture: LectureDetail | null;
      readonly chapters: readonly ChapterChoice[];
      readonly types: readonly LectureType[];
    };

/** The lecture on screen. */
export const $lectureEditor = atom<LectureEditorState>({ status: 'loading' });

/** The video upload started on this page, if any. */
export const $videoUpload = atom<UploadView | null>(null);

/** The attachment uploads started on this page, latest last. */
export const $attachmentUploads = atom<readonly (UploadView & { readonly name: string })[]>([]);

/** The video is being removed. */
export const $videoRemoving = atom(false);

/** The lecture form. */
export const lectureForm = createForm<LectureValues>('lecture-edit', {
  type: 'VIDEO',
  title: '',
  chapter_id: '',
});

let stopVideo: (() => void) | null = null;

function valuesOf(lecture: LectureDetail): LectureValues {
  return { type: lecture.type, title: lecture.title, chapter_id: String(lecture.chapter_id) };
}

/** The lecture on screen, if saved. */
export function currentLecture(): LectureDetail | null {
  const state = $lectureEditor.get();
  return state.status === 'ready' ? state.lecture : null;
}

function setLecture(lecture: LectureDetail): void {
  const state = $lectureEditor.get();
  if (state.status !== 'ready') return;
  $lectureEditor.set({ ...state, lecture });
}

/** Loads a lecture (or a new one's defaults) and the chapters it can belong to. */
export async function loadLectureEditor(
  kind: StructureKind,
  id: number,
  chapterId: number | null,
  lectureId: number | null,
): Promise<void> {
  $lectureEditor.set({ status: 'loading' });
  $videoUpload.set(null);
  $attachmentUploads.set([]);
  stopVideo?.();
  stopVideo = null;
  try {
    const [lists, lecture, defaults] = await Promise.all([
      fetchChapterLists(kind, id),
      lectureId === null ? Promise.resolve(null) : fetchLecture(lectureId),
      lectureId === null ? fetchLectureDefaults(kind, id) : Promise.resolve(null),
    ]);
    const chapters = lists.data.map((chapter) => ({ id: chapter.id, title: chapter.title }));
    if (lecture && (lecture.kind !== kind || lecture.course_id !== id)) {
      $lectureEditor.set({ status: 'not-found' });
      return;
    }
    const types = defaults?.types.length ? defaults.types : [...lectureTypes];
    $lectureEditor.set({ status: 'ready', lecture, chapters, types });
    if (lecture) {
      lectureForm.reset(valuesOf(lecture));
      loadBlocks(lecture.blocks);
    } else {
      const chapter = chapterId ?? defaults?.chapter_id ?? chapters[0]?.id ?? null;
      lectureForm.reset({
        type: defaults?.type ?? 'VIDEO',
        title: defaults?.title ?? '',
        chapter_id: chapter === null ? '' : String(chapter),
      });
      loadBlocks([]);
    }
  } catch (error) {
    if (error instanceof CancelledError) return;
    $lectureEditor.set({
      status: error instanceof ApiError && error.status === 404 ? 'not-found' : 'error',
    });
  }
}

/** Saves the form (creates the lecture when new); resolves the lecture's id, or null when not saved. */
export async function saveLecture(kind: StructureKind, id: number): Promise<number | null> {
  const existing = currentLecture();
  const result: { saved: LectureDetail | null } = { saved: null };
  const ok = await lectureForm.submit(async (values) => {
    const body = {
      type: values.type,
      title: values.title.trim(),
      chapter_id: Number(values.chapter_id),
    };
    const saved = existing
      ? await updateLecture(existing.id, body)
      : await createLecture(kind, id, body);
    result.saved = saved;
    return valuesOf(saved);
  });
  const lecture = result.saved;
  if (!ok || !lecture) return null;
  setLecture(lecture);
  return lecture.id;
}

/** Reads the lecture again (after an upload finished). */
export async function reloadLecture(): Promise<void> {
  const lecture = currentLecture();
  if (!lecture) return;
  try {
    const fresh = await fetchLecture(lecture.id);
    if (currentLecture()?.id === fresh.id) setLecture(fresh);
  } catch {
    // The upload is attached; the next visit shows it.
  }
}

function uploadFailed(view: UploadView): void {
  if (view.status === 'FAILED') showToast('error', view.error ?? $t.get()('lecture.uploadFailed'));
}

/** Sends a video for the lecture through the upload queue; the lecture is read again when it ends. */
export function uploadLectureVideo(file: File): string | null {
  const lecture = currentLecture();
  if (!lecture) return null;
  stopVideo?.();
  const uploadId = uploadVideo(file, { type: 'lecture-video', id: String(lecture.id) });
  stopVideo = followUpload(
    uploadId,
    (view) => $videoUpload.set(view),
    (view) => {
      stopVideo = null;
      uploadFailed(view);
      if (view.status === 'FINISHED') void reloadLecture();
    },
  );
  return uploadId;
}

/** Removes the lecture's video after the user confirms; resolves whether it was removed. */
export async function removeLectureVideo(): Promise<boolean> {
  const lecture = currentLecture();
  if (!lecture?.video || $videoRemoving.get()) return false;
  const t = $t.get();
  const confirmed = await askConfirm({
    title: t('lecture.video.deleteTitle'),
    message: t('lecture.video.deleteMessage', { name: lecture.video.name }),
    confirmLabel: t('lecture.video.delete'),
    cancelLabel: t('lecture.cancel'),
    danger: true,
  });
  if (!confirmed) return false;
  $videoRemoving.set(true);
  try {
    setLecture(await deleteLectureVideo(lecture.id));
    $videoUpload.set(null);
    showToast('success', t('lecture.video.deleted'));
    return true;
  } catch (error) {
    if (!(error instanceof CancelledError) && !(error instanceof ApiError && error.status < 500))
      showToast('error', t('lecture.saveFailed'));
    return false;
  } finally {
    $videoRemoving.set(false);
  }
}

/** Sends an attachment for the lecture through the upload queue; the list is read again when it ends. */
export function uploadAttachment(file: File): string | null {
  const lecture = currentLecture();
  if (!lecture) return null;
  const uploadId = uploadSmallFile(file, 'attachment', {
    type: 'lecture-attachment',
    id: String(lecture.id),
  });
  const update = (view: UploadView) =>
    $attachmentUploads.set([
      ...$attachmentUploads.get().filter((entry) => entry.uploadId !== uploadId),
      { ...view, name: file.name },
    ]);
  followUpload(uploadId, update, (view) => {
    uploadFailed(view);
    if (view.status === 'FINISHED') void reloadLecture();
  });
  return uploadId;
}
