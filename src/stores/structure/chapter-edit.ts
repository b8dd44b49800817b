/** The chapter form: title and draft, creating a chapter or saving one (`POST`/`PUT .../chapters`). */
import { atom } from 'nanostores';
import { ApiError, CancelledError } from '../../api/client.ts';
import {
  createChapter,
  fetchChapterLists,
  updateChapter,
  type StructureKind,
} from '../../api/chapters.ts';
import { createForm } from '../form.ts';

/** What the form edits. */
export interface ChapterValues {
  readonly title: string;
  readonly draft: boolean;
}

/** Whether the chapter is loaded (a new chapter is ready at once). */
export const $chapterEdit = atom<{ readonly status: 'loading' | 'ready' | 'not-found' | 'error' }>({
  status: 'loading',
});

/** The id of the chapter being edited (null: a new one). */
export const $chapterEditId = atom<number | null>(null);

/** The chapter form. */
export const chapterForm = createForm<ChapterValues>('chapter-edit', { title: '', draft: false });

/** Fills the form: blank for a new chapter, else the chapter's title and draft flag. */
export async function loadChapterForm(
  kind: StructureKind,
  id: number,
  chapterId: number | null,
): Promise<void> {
  $chapterEditId.set(chapterId);
  if (chapterId === null) {
    chapterForm.reset({ title: '', draft: false });
    $chapterEdit.set({ status: 'ready' });
    return;
  }
  $chapterEdit.set({ status: 'loading' });
  try {
    const answer = await fetchChapterLists(kind, id);
    const chapter = answer.data.find((candidate) => candidate.id === chapterId);
    if (!chapter) {
      $chapterEdit.set({ status: 'not-found' });
      return;
    }
    chapterForm.reset({ title: chapter.title, draft: chapter.draft });
    $chapterEdit.set({ status: 'ready' });
  } catch (error) {
    if (error instanceof CancelledError) return;
    $chapterEdit.set({
      status: error instanceof ApiError && error.status === 404 ? 'not-found' : 'error',
    });
  }
}

/** Saves the form (creates the chapter when new); resolves the chapter's id, or null when not saved. */
export async function saveChapter(kind: StructureKind, id: number): Promise<number | null> {
  const editing = $chapterEditId.get();
  const result: { id: number | null } = { id: null };
  const saved = await chapterForm.submit(async (values) => {
    const body = { title: values.title.trim(), draft: values.draft };
    if (editing === null) {
      const answer = await createChapter(kind, id, body);
      // Ids grow: the new chapter is the one with the highest id.
      const created = answer.data.reduce<(typeof answer.data)[number] | undefined>(
        (best, chapter) => (!best || chapter.id > best.id ? chapter : best),
        undefined,
      );
      result.id = created?.id ?? null;
      return created ? { title: created.title, draft: created.draft } : body;
    }
    const answer = await updateChapter(kind, id, editing, body);
    const chapter = answer.data.find((candidate) => candidate.id === editing);
    result.id = editing;
    return chapter ? { title: chapter.title, draft: chapter.draft } : body;
  });
  if (!saved) return null;
  if (result.id !== null) $chapterEditId.set(result.id);
  return result.id;
}
