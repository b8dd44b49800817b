/** The chapter form: title and draft, creating a chapter or saving one (`POST`/`PUT .../chapters`). */
import { atom, computed } from 'nanostores';
import {
  createChapter,
  fetchChapterLists,
  updateChapter,
  type StructureKind,
} from '../../api/chapters.ts';
import { createForm } from '../form.ts';
import { createLoader } from '../loader.ts';

/** What the form edits. */
export interface ChapterValues {
  readonly title: string;
  readonly draft: boolean;
}

/** The id of the chapter being edited (null: a new one). */
export const $chapterEditId = atom<number | null>(null);

/** A saved chapter of an item. */
interface ChapterKey {
  readonly kind: StructureKind;
  readonly id: number;
  readonly chapterId: number;
}

/** A saved chapter's title and draft flag (null: the item has no such chapter). */
const chapterLoader = createLoader<ChapterKey, ChapterValues | null>(
  async ({ kind, id, chapterId }, signal) => {
    const answer = await fetchChapterLists(kind, id, signal);
    const chapter = answer.data.find((candidate) => candidate.id === chapterId);
    return chapter ? { title: chapter.title, draft: chapter.draft } : null;
  },
);

/** Whether the chapter is loaded (a new chapter is ready at once). */
export const $chapterEdit = computed(
  [$chapterEditId, chapterLoader.$state],
  (chapterId, state): { readonly status: 'loading' | 'ready' | 'not-found' | 'error' } => {
    if (chapterId === null) return { status: 'ready' };
    if (state.status === 'ready') return { status: state.data === null ? 'not-found' : 'ready' };
    if (state.status === 'not-found' || state.status === 'error') return { status: state.status };
    return { status: 'loading' };
  },
);

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
    chapterLoader.reset();
    chapterForm.reset({ title: '', draft: false });
    return;
  }
  const key = { kind, id, chapterId };
  await chapterLoader.load(key, true);
  const chapter = chapterLoader.dataFor(key);
  if (chapter) chapterForm.reset(chapter);
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
  if (result.id !== null) {
    chapterLoader.set({ kind, id, chapterId: result.id }, chapterForm.$values.get());
    $chapterEditId.set(result.id);
  }
  return result.id;
}
