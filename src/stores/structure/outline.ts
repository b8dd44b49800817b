/**
 * The quick outline screen: the whole outline as one editable list (renames saved one by one),
 * a pasted outline created in one call, and dropped videos turned into lectures that upload
 * through the queue.
 */
import { atom, computed } from 'nanostores';
import type { Chapter } from '../../../server/src/contract/chapters.ts';
import {
  createOutline,
  fetchChapters,
  updateChapter,
  type StructureKind,
} from '../../api/chapters.ts';
import { createLecture, updateLecture } from '../../api/lectures.ts';
import { uploadVideo } from '../../lib/uploads/index.ts';
import { countOutline, parseOutline, titleOfFile, type OutlineChapter } from '../../lib/outline.ts';
import { createAction, isCancelled, reportFailure } from '../action.ts';
import { $t } from '../i18n.ts';
import { showToast } from '../toasts.ts';
import { deleteLectureWithUndo } from './delete-lecture.ts';

/** The outline as loaded from the server. */
export type OutlineState =
  | { readonly status: 'idle' | 'loading' | 'error' }
  | { readonly status: 'ready'; readonly chapters: readonly Chapter[] };

/** The outline of the item on screen. */
export const $outline = atom<OutlineState>({ status: 'idle' });

/** The pasted outline text. */
export const $pasteText = atom('');

/** What the pasted text will create. */
export const $outlinePreview = computed($pasteText, (text) => parseOutline(text));

/** A create, rename or drop is in flight. */
export const $outlineBusy = atom(false);

/** The chapter dropped videos go to (null: the first one). */
export const $dropChapterId = atom<number | null>(null);

/** The uploads of the videos dropped on this screen (their progress shows at the drop zone). */
export const $droppedUploads = atom<readonly string[]>([]);

/** A rename or a drop failed: the client's toast for a refusal, else one of ours. */
function failed(error: unknown): void {
  reportFailure(error, () => $t.get()('outline.saveFailed'));
}

function chaptersNow(): readonly Chapter[] {
  const state = $outline.get();
  return state.status === 'ready' ? state.chapters : [];
}

/** Loads the outline of an item. */
export async function loadOutline(kind: StructureKind, id: number): Promise<void> {
  if ($outline.get().status !== 'ready') $outline.set({ status: 'loading' });
  try {
    const answer = await fetchChapters(kind, id);
    $outline.set({ status: 'ready', chapters: answer.data });
  } catch (error) {
    // The screen says it could not load and offers a retry (no toast as well).
    if (isCancelled(error)) return;
    $outline.set({ status: 'error' });
  }
}

/** Changes the pasted text. */
export function setPasteText(text: string): void {
  $pasteText.set(text);
}

/** Chooses the chapter dropped videos go to. */
export function chooseDropChapter(chapterId: number | null): void {
  $dropChapterId.set(chapterId);
}

/** Renames a chapter in place; an empty or unchanged title is not sent. Resolves whether it saved. */
export async function renameChapter(
  kind: StructureKind,
  id: number,
  chapterId: number,
  title: string,
): Promise<boolean> {
  const chapter = chaptersNow().find((candidate) => candidate.id === chapterId);
  const trimmed = title.trim();
  if (!chapter || trimmed === '' || trimmed === chapter.title) return false;
  try {
    const answer = await updateChapter(kind, id, chapterId, { title: trimmed });
    $outline.set({ status: 'ready', chapters: answer.data });
    return true;
  } catch (error) {
    failed(error);
    return false;
  }
}

/** Renames a lecture in place; an empty or unchanged title is not sent. Resolves whether it saved. */
export async function renameLecture(lectureId: number, title: string): Promise<boolean> {
  const lecture = chaptersNow()
    .flatMap((chapter) => chapter.lectures)
    .find((candidate) => candidate.id === lectureId);
  const trimmed = title.trim();
  if (!lecture || trimmed === '' || trimmed === lecture.title) return false;
  try {
    const answer = await updateLecture(lectureId, { title: trimmed });
    $outline.set({
      status: 'ready',
      chapters: chaptersNow().map((chapter) => ({
        ...chapter,
        lectures: chapter.lectures.map((candidate) =>
          candidate.id === lectureId ? { ...candidate, title: answer.title } : candidate,
        ),
      })),
    });
    return true;
  } catch (error) {
    failed(error);
    return false;
  }
}

/**
 * Deletes a lecture of the outline after the user confirms; the toast's undo loads the outline
 * again. Resolves whether it was deleted.
 */
export function deleteOutlineLecture(
  kind: StructureKind,
  id: number,
  lectureId: number,
): Promise<boolean> {
  const lecture = chaptersNow()
    .flatMap((chapter) => chapter.lectures)
    .find((candidate) => candidate.id === lectureId);
  if (!lecture) return Promise.resolve(false);
  return deleteLectureWithUndo(lecture, {
    deleted: () =>
      $outline.set({
        status: 'ready',
        chapters: chaptersNow().map((chapter) => ({
          ...chapter,
          lectures: chapter.lectures.filter((candidate) => candidate.id !== lectureId),
        })),
      }),
    restored: () => loadOutline(kind, id),
  });
}

/** Creates a pasted outline's chapters and lectures in one call (one thing at a time). */
const createPasted = createAction(
  async (kind: StructureKind, id: number, preview: readonly OutlineChapter[]) => {
    const answer = await createOutline(kind, id, {
      chapters: preview.map((chapter) => ({
        title: chapter.title,
        lectures: chapter.lectures.map((title) => ({ title, type: 'VIDEO' as const })),
      })),
    });
    $outline.set({ status: 'ready', chapters: answer.data });
    $pasteText.set('');
  },
  {
    busy: $outlineBusy,
    done: (t, _result, _kind, _id, preview) => t('outline.created', countOutline(preview)),
    failed: (t) => t('outline.saveFailed'),
  },
);

/** Creates every chapter and lecture of the pasted outline in one call; resolves whether it did. */
export function createFromPaste(kind: StructureKind, id: number): Promise<boolean> {
  const preview = $outlinePreview.get();
  return preview.length === 0 ? Promise.resolve(false) : createPasted.run(kind, id, preview);
}

/**
 * Creates one video lecture per dropped file (titled by the file name without extension) in the
 * chosen chapter and queues each file's upload; resolves the ids of the lectures created.
 */
export async function dropVideos(
  kind: StructureKind,
  id: number,
  files: readonly File[],
): Promise<number[]> {
  const chapterId = $dropChapterId.get() ?? chaptersNow()[0]?.id;
  const videos = files.filter((file) => file.type === '' || file.type.startsWith('video/'));
  if (chapterId === undefined || videos.length === 0 || $outlineBusy.get()) return [];
  $outlineBusy.set(true);
  const created: number[] = [];
  try {
    for (const file of videos) {
      const lecture = await createLecture(kind, id, {
        chapter_id: chapterId,
        type: 'VIDEO',
        title: titleOfFile(file.name),
      });
      created.push(lecture.id);
      const uploadId = uploadVideo(file, { type: 'lecture-video', id: String(lecture.id) });
      $droppedUploads.set([...$droppedUploads.get(), uploadId]);
    }
  } catch (error) {
    failed(error);
  } finally {
    $outlineBusy.set(false);
  }
  if (created.length > 0) {
    showToast('success', $t.get()('outline.videosQueued', { count: created.length }));
    await loadOutline(kind, id);
  }
  return created;
}
