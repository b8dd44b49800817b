/**
 * The structure of a course or ebook (`$structure`): chapters in order with their lectures, the
 * temporary items being created, every move (drag and drop or keyboard) applied at once and saved
 * through one `POST chapters/resort` 200 ms after the last move of a burst.
 */
import { atom, computed } from 'nanostores';
import type { Chapter, Lecture } from '../../server/src/contract/chapters.ts';
import { DUPLICATE_WINDOW_MS } from '../api/client.ts';
import {
  createChapter,
  deleteChapter as deleteChapterCall,
  fetchChapters,
  resortChapters,
  updateChapter,
  type StructureKind,
} from '../api/chapters.ts';
import { isCancelled, isDuplicate, reportFailure } from './action.ts';
import { $t } from './i18n.ts';
import { deleteLectureWithUndo } from './structure/delete-lecture.ts';
import { offerUndo } from './undo.ts';

/** How long after the last move the order is saved (seed section 9). */
export const RESORT_DEBOUNCE_MS = 200;

/** The id of an item not saved yet (seed section 3). */
export const TEMPORARY_ID = 'create';

/** A lecture on the screen (a new one is written only when saved in the lecture editor). */
export type StructureLecture = Lecture;

/** A chapter on the screen (a new one has the temporary id until the server answers). */
export type StructureChapter = Omit<Chapter, 'id' | 'lectures'> & {
  readonly id: number | typeof TEMPORARY_ID;
  readonly lectures: readonly StructureLecture[];
};

/** The structure of the page's item and its loading state. */
export interface StructureState {
  readonly kind: StructureKind | null;
  readonly id: number | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly chapters: readonly StructureChapter[];
}

/** The structure shown. */
export const $structure = atom<StructureState>({
  kind: null,
  id: null,
  status: 'idle',
  chapters: [],
});

/** The last move, in words, for the screen's live region. */
export const $structureAnnouncement = atom('');

/** Chapters to move a lecture to (ids and titles in order; saved chapters only). */
export const $chapterChoices = computed($structure, (state) =>
  state.chapters.flatMap((chapter) =>
    typeof chapter.id === 'number' ? [{ id: chapter.id, title: chapter.title }] : [],
  ),
);

/** The timer the resort scheduler uses (replaceable in tests). */
export interface Timer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const defaultTimer: Timer = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let timer: Timer = defaultTimer;

/** Replaces the scheduler's timer (tests); without an argument restores the real one. */
export function setResortTimer(next: Timer = defaultTimer): void {
  timer = next;
}

interface PendingResort {
  readonly kind: StructureKind;
  readonly id: number;
  readonly body: { chapters: number[]; lectures: { id: number; parent_id: number }[] };
}

let pending: PendingResort | null = null;
let handle: unknown = null;
let inFlight: Promise<void> | null = null;
let held = false;
let loadController: AbortController | null = null;

const t = (key: string, values?: Record<string, string | number>) => $t.get()(key, values);

function setChapters(chapters: readonly StructureChapter[]): void {
  $structure.set({ ...$structure.get(), chapters });
}

/** The resort payload of an order: saved chapters, and saved lectures with their chapter. */
export function resortBodyOf(chapters: readonly StructureChapter[]): PendingResort['body'] {
  const body: PendingResort['body'] = { chapters: [], lectures: [] };
  for (const chapter of chapters) {
    if (typeof chapter.id !== 'number') continue;
    body.chapters.push(chapter.id);
    for (const lecture of chapter.lectures)
      if (typeof lecture.id === 'number')
        body.lectures.push({ id: lecture.id, parent_id: chapter.id });
  }
  return body;
}

async function send(order: PendingResort): Promise<void> {
  try {
    await resortChapters(order.kind, order.id, order.body);
  } catch (error) {
    if (isDuplicate(error)) {
      // The same order was sent less than 2 s ago with another one since: send it again later.
      if (!pending) schedule(order, DUPLICATE_WINDOW_MS);
      return;
    }
    if (isCancelled(error)) return;
    // The saved order is shown again (a refusal's message is the client's toast).
    const state = $structure.get();
    const shown = !pending && state.kind === order.kind && state.id === order.id;
    try {
      reportFailure(error, () => t('structure.chapters.resortFailed'));
    } finally {
      if (shown) await fetchInto(order.kind, order.id);
    }
  }
}

function fire(): void {
  handle = null;
  if (inFlight || !pending) return;
  const state = $structure.get();
  let order = pending;
  if (state.kind === order.kind && state.id === order.id) {
    // The server wants every chapter and lecture: wait until new ones have their ids.
    if (isCreating(state.chapters)) {
      handle = timer.set(fire, RESORT_DEBOUNCE_MS);
      return;
    }
    order = { ...order, body: resortBodyOf(state.chapters) };
  }
  pending = null;
  inFlight = send(order).finally(() => {
    inFlight = null;
    if (pending && handle === null) fire();
  });
}

function schedule(order: PendingResort, ms = RESORT_DEBOUNCE_MS): void {
  pending = order;
  if (handle !== null) timer.clear(handle);
  handle = held ? null : timer.set(fire, ms);
}

/** Holds saving while a drag is in progress: a burst of drags is one burst of moves. */
export function holdResort(): void {
  held = true;
  if (handle !== null) timer.clear(handle);
  handle = null;
}

/** Ends a drag: a scheduled order is saved 200 ms later unless another move follows. */
export function releaseResort(): void {
  held = false;
  if (pending && handle === null) handle = timer.set(fire, RESORT_DEBOUNCE_MS);
}

/** Sends a scheduled resort now and waits until no resort is in flight. */
export async function flushResort(): Promise<void> {
  if (handle !== null) {
    timer.clear(handle);
    handle = null;
  }
  if (pending && !inFlight) fire();
  while (inFlight) await inFlight;
}

/** Applies a new order at once and schedules saving it (one call for a burst of moves). */
function reorder(chapters: readonly StructureChapter[]): void {
  setChapters(chapters);
  const { kind, id } = $structure.get();
  if (kind && id !== null) schedule({ kind, id, body: resortBodyOf(chapters) });
}

/** Loads the chapters and lectures of a course or ebook (after saving a scheduled order). */
export async function loadStructure(kind: StructureKind, id: number): Promise<void> {
  const current = $structure.get();
  if (current.kind === kind && current.id === id) await flushResort();
  await fetchInto(kind, id);
}

async function fetchInto(kind: StructureKind, id: number): Promise<void> {
  const current = $structure.get();
  loadController?.abort();
  const own = new AbortController();
  loadController = own;
  const same = current.kind === kind && current.id === id;
  $structure.set({ kind, id, status: 'loading', chapters: same ? current.chapters : [] });
  try {
    const { data } = await fetchChapters(kind, id, own.signal);
    if (loadController === own) $structure.set({ kind, id, status: 'ready', chapters: data });
  } catch (error) {
    if (isCancelled(error) || loadController !== own) return;
    $structure.set({ ...$structure.get(), status: 'error' });
  }
}

/** Whether a temporary chapter is waiting for the server. */
export function isCreating(
  chapters: readonly StructureChapter[] = $structure.get().chapters,
): boolean {
  return chapters.some((chapter) => chapter.id === TEMPORARY_ID);
}

/**
 * Sends a create call; when the client cancels it as a copy of one sent less than 2 s ago (the
 * user adds a second Untitled item right after the first), sends it again once that window is over.
 */
async function createOnce<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    await new Promise<void>((resolve) => timer.set(() => resolve(), DUPLICATE_WINDOW_MS));
    return send();
  }
}

function failed(error: unknown, key: string): void {
  reportFailure(error, () => t(key));
}

/**
 * Adds a chapter: a temporary one (id `create`, titled Untitled) at the end at once, replaced by the
 * saved one when the server answers (removed if it refuses). Resolves the saved chapter's id.
 */
export async function addChapter(): Promise<number | null> {
  const { kind, id, chapters } = $structure.get();
  if (!kind || id === null || isCreating(chapters)) return null;
  const title = t('structure.chapters.untitled');
  const last = chapters.at(-1);
  setChapters([
    ...chapters,
    { id: TEMPORARY_ID, title, draft: false, sort: (last?.sort ?? 0) + 1, lectures: [] },
  ]);
  try {
    const { data } = await createOnce(() => createChapter(kind, id, { title }));
    const known = new Set($structure.get().chapters.map((chapter) => chapter.id));
    const saved = data.find((chapter) => !known.has(chapter.id));
    setChapters(
      $structure
        .get()
        .chapters.flatMap((chapter) =>
          chapter.id === TEMPORARY_ID ? (saved ? [saved] : []) : [chapter],
        ),
    );
    return saved?.id ?? null;
  } catch (error) {
    setChapters($structure.get().chapters.filter((chapter) => chapter.id !== TEMPORARY_ID));
    failed(error, 'structure.chapters.addFailed');
    return null;
  }
}

function replaceChapter(
  chapterId: number,
  change: (chapter: StructureChapter) => StructureChapter | null,
): void {
  setChapters(
    $structure.get().chapters.flatMap((chapter) => {
      if (chapter.id !== chapterId) return [chapter];
      const next = change(chapter);
      return next ? [next] : [];
    }),
  );
}

async function saveChapter(
  chapterId: number,
  body: { title: string; draft: boolean },
): Promise<boolean> {
  const { kind, id } = $structure.get();
  if (!kind || id === null) return false;
  try {
    const { data } = await updateChapter(kind, id, chapterId, body);
    const saved = data.find((chapter) => chapter.id === chapterId);
    replaceChapter(chapterId, (chapter) =>
      saved ? { ...chapter, title: saved.title, draft: saved.draft } : chapter,
    );
    return true;
  } catch (error) {
    failed(error, 'structure.chapters.saveFailed');
    return false;
  }
}

function chapterById(chapterId: number): StructureChapter | undefined {
  return $structure.get().chapters.find((chapter) => chapter.id === chapterId);
}

/** Renames a chapter; resolves whether it was saved. */
export async function renameChapter(chapterId: number, title: string): Promise<boolean> {
  const chapter = chapterById(chapterId);
  if (!chapter || title.trim() === '') return false;
  return saveChapter(chapterId, { title: title.trim(), draft: chapter.draft });
}

/** Marks a chapter draft, or not draft any more (at once; undone if the server refuses). */
export async function toggleDraft(chapterId: number): Promise<boolean> {
  const chapter = chapterById(chapterId);
  if (!chapter) return false;
  const draft = !chapter.draft;
  replaceChapter(chapterId, (current) => ({ ...current, draft }));
  const saved = await saveChapter(chapterId, { title: chapter.title, draft });
  if (!saved) replaceChapter(chapterId, (current) => ({ ...current, draft: !draft }));
  return saved;
}

/**
 * Moves a chapter and its lectures to the trash (the screen asks first) and offers to undo it
 * (the undo reloads the structure).
 */
export async function deleteChapter(chapterId: number): Promise<boolean> {
  const { kind, id } = $structure.get();
  if (!kind || id === null) return false;
  await flushResort();
  try {
    const { trash_id: trashId } = await deleteChapterCall(kind, id, chapterId);
    replaceChapter(chapterId, () => null);
    offerUndo(t('structure.chapters.deleted'), trashId, () => loadStructure(kind, id));
    return true;
  } catch (error) {
    failed(error, 'structure.chapters.deleteFailed');
    return false;
  }
}

/**
 * Deletes a lecture after the user confirms: it leaves the list, and the toast's undo reloads the
 * structure. Resolves whether it was deleted.
 */
export async function deleteLecture(lectureId: number): Promise<boolean> {
  const { kind, id } = $structure.get();
  const at = locate(lectureId);
  const lecture = at ? $structure.get().chapters[at.chapter]?.lectures[at.lecture] : undefined;
  if (!kind || id === null || !lecture) return false;
  await flushResort();
  return deleteLectureWithUndo(
    { id: lectureId, title: lecture.title },
    {
      deleted: () =>
        setChapters(
          $structure.get().chapters.map((chapter) => ({
            ...chapter,
            lectures: chapter.lectures.filter((candidate) => candidate.id !== lectureId),
          })),
        ),
      restored: () => loadStructure(kind, id),
    },
  );
}

/** Moves the chapter at `from` to `to` (indexes in the chapter list). */
export function moveChapter(from: number, to: number): void {
  const chapters = [...$structure.get().chapters];
  const [chapter] = chapters.splice(from, 1);
  if (!chapter || typeof chapter.id !== 'number' || from === to) return;
  const at = Math.max(0, Math.min(to, chapters.length));
  chapters.splice(at, 0, chapter);
  reorder(chapters);
  $structureAnnouncement.set(
    t('structure.chapters.chapterMoved', { title: chapter.title, position: at + 1 }),
  );
}

/** Where a lecture is: its chapter's index and its own index in it. */
function locate(lectureId: number): { chapter: number; lecture: number } | null {
  const chapters = $structure.get().chapters;
  for (const [c, chapter] of chapters.entries()) {
    const l = chapter.lectures.findIndex((lecture) => lecture.id === lectureId);
    if (l >= 0) return { chapter: c, lecture: l };
  }
  return null;
}

/** Moves a lecture to a position in a chapter (the same or another). */
export function moveLecture(lectureId: number, toChapterId: number, toIndex: number): void {
  const from = locate(lectureId);
  const chapters = [...$structure.get().chapters];
  const target = chapters.findIndex((chapter) => chapter.id === toChapterId);
  const source = from ? chapters[from.chapter] : undefined;
  const lecture = from ? source?.lectures[from.lecture] : undefined;
  if (!from || !source || !lecture || target < 0) return;
  if (from.chapter === target && from.lecture === toIndex) return;
  chapters[from.chapter] = {
    ...source,
    lectures: source.lectures.filter((item) => item.id !== lectureId),
  };
  const destination = chapters[target] ?? source;
  const lectures = [...destination.lectures];
  const at = Math.max(0, Math.min(toIndex, lectures.length));
  lectures.splice(at, 0, { ...lecture, chapter_id: toChapterId });
  chapters[target] = { ...destination, lectures };
  reorder(chapters);
  $structureAnnouncement.set(
    t('structure.chapters.lectureMoved', {
      title: lecture.title,
      chapter: destination.title,
      position: at + 1,
    }),
  );
}

/** What a keyboard move applies to. */
export type MoveTarget =
  | { readonly type: 'chapter'; readonly id: number }
  | { readonly type: 'lecture'; readonly id: number };

function step(target: MoveTarget, delta: -1 | 1): void {
  const chapters = $structure.get().chapters;
  if (target.type === 'chapter') {
    const index = chapters.findIndex((chapter) => chapter.id === target.id);
    const to = index + delta;
    if (index >= 0 && to >= 0 && to < chapters.length && typeof chapters[to]?.id === 'number')
      moveChapter(index, to);
    return;
  }
  const at = locate(target.id);
  if (!at) return;
  const chapter = chapters[at.chapter];
  if (!chapter || typeof chapter.id !== 'number') return;
  const to = at.lecture + delta;
  if (to >= 0 && to < chapter.lectures.length) {
    moveLecture(target.id, chapter.id, to);
    return;
  }
  // Past the chapter's edge: to the end of the previous chapter or the start of the next one.
  const next = chapters[at.chapter + delta];
  if (next && typeof next.id === 'number')
    moveLecture(target.id, next.id, delta < 0 ? next.lectures.length : 0);
}

/** Moves a chapter or lecture one place up (a lecture at its chapter's top goes to the previous one). */
export function moveUp(target: MoveTarget): void {
  step(target, -1);
}

/** Moves a chapter or lecture one place down (a lecture at its chapter's bottom goes to the next one). */
export function moveDown(target: MoveTarget): void {
  step(target, 1);
}

/** Moves a lecture to the end of another chapter. */
export function moveToChapter(lectureId: number, chapterId: number): void {
  const chapter = chapterById(chapterId);
  const at = locate(lectureId);
  if (!chapter || !at || $structure.get().chapters[at.chapter]?.id === chapterId) return;
  moveLecture(lectureId, chapterId, chapter.lectures.length);
}
