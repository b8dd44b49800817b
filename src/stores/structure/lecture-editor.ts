/**
 * The lecture editor: type, title and chapter (create or update), the video (uploaded through the
 * queue with its progress followed here, removed after a confirmation) and the attachments.
 */
import { atom, computed } from 'nanostores';
import type { LectureDetail } from '../../../server/src/contract/chapters.ts';
import { lectureTypes, type LectureType } from '../../../server/src/contract/plain/chapters.ts';
import { fetchChapterLists, type StructureKind } from '../../api/chapters.ts';
import {
  createLecture,
  deleteLectureVideo,
  fetchLecture,
  fetchLectureDefaults,
  updateLecture,
} from '../../api/lectures.ts';
import type { Locale } from '../../i18n/locales.ts';
import { uploadSmallFile, uploadVideo } from '../../lib/uploads/index.ts';
import { lectureUrl } from '../../routes/structure-urls.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';
import { followUpload, type UploadView } from './follow-upload.ts';
import { deleteLectureWithUndo } from './delete-lecture.ts';
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

/** The lecture (or a new one) of an item, and the chapter the address names. */
interface EditorKey {
  readonly kind: StructureKind;
  readonly id: number;
  readonly chapterId: number | null;
  readonly lectureId: number | null;
}

/** What the editor loads: the lecture (null when new), its chapters, types and a new one's defaults. */
interface EditorData {
  readonly lecture: LectureDetail | null;
  readonly chapters: readonly ChapterChoice[];
  readonly types: readonly LectureType[];
  readonly defaults: Awaited<ReturnType<typeof fetchLectureDefaults>> | null;
}

/** The editor's data; null when the lecture belongs to another item. */
const editorLoader = createLoader<EditorKey, EditorData | null>(
  async ({ kind, id, lectureId }, signal) => {
    const [lists, lecture, defaults] = await Promise.all([
      fetchChapterLists(kind, id, signal),
      lectureId === null ? Promise.resolve(null) : fetchLecture(lectureId, signal),
      lectureId === null ? fetchLectureDefaults(kind, id, signal) : Promise.resolve(null),
    ]);
    if (lecture && (lecture.kind !== kind || lecture.course_id !== id)) return null;
    const chapters = lists.data.map((chapter) => ({ id: chapter.id, title: chapter.title }));
    const types = defaults?.types.length ? defaults.types : [...lectureTypes];
    return { lecture, chapters, types, defaults };
  },
);

/** The lecture on screen. */
export const $lectureEditor = computed(editorLoader.$state, (state): LectureEditorState => {
  if (state.status === 'not-found' || state.status === 'error') return { status: state.status };
  if (state.status !== 'ready') return { status: 'loading' };
  if (state.data === null) return { status: 'not-found' };
  const { lecture, chapters, types } = state.data;
  return { status: 'ready', lecture, chapters, types };
});

/** The video upload started on this page, if any. */
export const $videoUpload = atom<UploadView | null>(null);

/** The attachment uploads started on this page, latest last. */
export const $attachmentUploads = atom<readonly (UploadView & { readonly name: string })[]>([]);

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

/** Shows a lecture the server answered (after a change to its attachments). */
export function setLecture(lecture: LectureDetail): void {
  const { status, key, data } = editorLoader.$state.get();
  if (status !== 'ready' || key === null || data === null) return;
  editorLoader.set(key, { ...data, lecture });
}

/** Loads a lecture (or a new one's defaults) and the chapters it can belong to. */
export async function loadLectureEditor(
  kind: StructureKind,
  id: number,
  chapterId: number | null,
  lectureId: number | null,
): Promise<void> {
  $videoUpload.set(null);
  $attachmentUploads.set([]);
  stopVideo?.();
  stopVideo = null;
  const key = { kind, id, chapterId, lectureId };
  await editorLoader.load(key, true);
  const data = editorLoader.dataFor(key);
  if (!data) return;
  const { lecture, chapters, defaults } = data;
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
}

/**
 * Saves the form: a new lecture is created (POST) only now, an existing one updated. Resolves the
 * address to show instead of the current one (replace, not push) when it changed: the new
 * lecture's real id instead of `create`, or its new chapter; else null (also when not saved).
 */
export async function saveLecture(
  kind: StructureKind,
  id: number,
  locale: Locale,
): Promise<string | null> {
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
  const shown = editorLoader.$state.get().key;
  setLecture(lecture);
  return existing && shown?.chapterId === lecture.chapter_id
    ? null
    : lectureUrl(locale, kind, id, lecture.chapter_id, lecture.id);
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

/** Removes a lecture's video, once the user confirms. */
const removeVideo = createAction(
  async (lecture: LectureDetail) => {
    setLecture(await deleteLectureVideo(lecture.id));
    $videoUpload.set(null);
  },
  {
    confirm: (t, lecture) => ({
      title: t('lecture.video.deleteTitle'),
      message: t('lecture.video.deleteMessage', { name: lecture.video?.name ?? '' }),
      confirmLabel: t('lecture.video.delete'),
      cancelLabel: t('lecture.cancel'),
      danger: true,
    }),
    done: (t) => t('lecture.video.deleted'),
    failed: (t) => t('lecture.saveFailed'),
  },
);

/** The video is being removed. */
export const $videoRemoving = removeVideo.$busy;

/** Removes the lecture's video after the user confirms; resolves whether it was removed. */
export function removeLectureVideo(): Promise<boolean> {
  const lecture = currentLecture();
  return lecture?.video ? removeVideo.run(lecture) : Promise.resolve(false);
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

/**
 * Deletes the lecture on screen after the user confirms, then `leave`s (to the structure, whose
 * reload is what the toast's undo runs too); resolves whether it was deleted.
 */
export function deleteCurrentLecture(
  leave: () => unknown,
  restored: () => unknown,
): Promise<boolean> {
  const lecture = currentLecture();
  if (!lecture) return Promise.resolve(false);
  return deleteLectureWithUndo(
    { id: lecture.id, title: lecture.title },
    { deleted: leave, restored },
  );
}
