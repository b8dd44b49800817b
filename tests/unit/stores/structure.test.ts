import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chapter, Lecture } from '../../../server/src/contract/chapters.ts';
import { ApiError, CancelledError } from '../../../src/api/client.ts';

type Call = (...args: unknown[]) => Promise<unknown>;
const api = vi.hoisted(() => ({
  fetchChapters: vi.fn<Call>(),
  createChapter: vi.fn<Call>(),
  updateChapter: vi.fn<Call>(),
  deleteChapter: vi.fn<Call>(),
  resortChapters: vi.fn<Call>(),
  deleteLecture: vi.fn<Call>(),
}));
vi.mock('../../../src/api/chapters.ts', () => api);
vi.mock('../../../src/api/lectures.ts', () => api);
const trash = vi.hoisted(() => ({ restoreFromTrash: vi.fn<Call>() }));
vi.mock('../../../src/api/trash.ts', () => trash);

const { catalogs } = await import('../../../src/i18n/catalogs.ts');
import { compileMessages } from '../../../src/i18n/compile.ts';
const { $i18n } = await import('../../../src/stores/i18n.ts');
const { $toasts } = await import('../../../src/stores/toasts.ts');
const store = await import('../../../src/stores/structure.ts');
const { answerConfirm, $confirm } = await import('../../../src/stores/unsaved.ts');

/** Presses the undo button of the last toast. */
function undoLastToast(): void {
  const toast = $toasts.get().at(-1);
  expect(toast?.action?.label).toBe('Undo');
  toast?.action?.run();
}

function lecture(id: number, chapterId: number, title = `Lecture ${String(id)}`): Lecture {
  return {
    id,
    type: 'VIDEO',
    title,
    chapter_id: chapterId,
    sort: id,
    duration: null,
    video: null,
    attachments: [],
    subtitles: [],
  };
}

function chapter(id: number, lectureIds: number[]): Chapter {
  return {
    id,
    title: `Chapter ${String(id)}`,
    draft: false,
    sort: id,
    lectures: lectureIds.map((lectureId) => lecture(lectureId, id)),
  };
}

const initial = () => [chapter(1, [11, 12]), chapter(2, [21]), chapter(3, [])];

const order = () =>
  store.$structure.get().chapters.map((c) => [c.id, c.lectures.map((l) => l.id)] as const);

describe('the structure store', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    store.setResortTimer({
      set: (callback, ms) => setTimeout(callback, ms),
      clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    for (const fn of Object.values(api)) fn.mockReset();
    $toasts.set([]);
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
    api.fetchChapters.mockResolvedValue({ data: initial() });
    api.resortChapters.mockResolvedValue({ data: [] });
    store.$structure.set({ kind: null, id: null, status: 'idle', chapters: [] });
    await store.loadStructure('courses', 7);
  });

  afterEach(async () => {
    await store.flushResort();
    vi.useRealTimers();
    store.setResortTimer();
  });

  it('loads the chapters with their lectures', () => {
    expect(api.fetchChapters).toHaveBeenCalledWith('courses', 7, expect.any(AbortSignal));
    expect(store.$structure.get().status).toBe('ready');
    expect(order()).toEqual([
      [1, [11, 12]],
      [2, [21]],
      [3, []],
    ]);
  });

  it('applies every move at once and sends one resort 200 ms after the last of a burst', async () => {
    store.moveChapter(0, 2);
    await vi.advanceTimersByTimeAsync(150);
    store.moveLecture(11, 2, 0);
    await vi.advanceTimersByTimeAsync(150);
    store.moveUp({ type: 'lecture', id: 12 });
    expect(order()).toEqual([
      [2, [11, 21]],
      [3, [12]],
      [1, []],
    ]);
    await vi.advanceTimersByTimeAsync(199);
    expect(api.resortChapters).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.resortChapters).toHaveBeenCalledTimes(1);
    expect(api.resortChapters).toHaveBeenCalledWith('courses', 7, {
      chapters: [2, 3, 1],
      lectures: [
        { id: 11, parent_id: 2 },
        { id: 21, parent_id: 2 },
        { id: 12, parent_id: 3 },
      ],
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.resortChapters).toHaveBeenCalledTimes(1);
  });

  it('holds the resort while a drag is in progress', async () => {
    store.moveChapter(0, 1);
    await vi.advanceTimersByTimeAsync(150);
    store.holdResort();
    await vi.advanceTimersByTimeAsync(1000);
    store.moveLecture(21, 3, 0);
    store.releaseResort();
    await vi.advanceTimersByTimeAsync(199);
    expect(api.resortChapters).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.resortChapters).toHaveBeenCalledTimes(1);
    expect(api.resortChapters).toHaveBeenCalledWith('courses', 7, {
      chapters: [2, 1, 3],
      lectures: [
        { id: 11, parent_id: 1 },
        { id: 12, parent_id: 1 },
        { id: 21, parent_id: 3 },
      ],
    });
  });

  it('moves from the keyboard across chapters and announces the move', () => {
    store.moveUp({ type: 'lecture', id: 21 });
    expect(order()[0]).toEqual([1, [11, 12, 21]]);
    expect(store.$structureAnnouncement.get()).toBe(
      'Lecture Lecture 21 moved to chapter Chapter 1, position 3',
    );
    store.moveToChapter(11, 3);
    expect(order()).toEqual([
      [1, [12, 21]],
      [2, []],
      [3, [11]],
    ]);
    store.moveUp({ type: 'chapter', id: 1 });
    expect(order().map(([id]) => id)).toEqual([1, 2, 3]);
    store.moveDown({ type: 'chapter', id: 1 });
    expect(order().map(([id]) => id)).toEqual([2, 1, 3]);
  });

  it('shows a temporary chapter titled Untitled, then the saved one', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.createChapter.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const added = store.addChapter();
    const temporary = store.$structure.get().chapters.at(-1);
    expect(temporary).toMatchObject({ id: 'create', title: 'Untitled', lectures: [] });
    expect(api.createChapter).toHaveBeenCalledWith('courses', 7, { title: 'Untitled' });
    await expect(store.addChapter()).resolves.toBeNull();
    expect(api.createChapter).toHaveBeenCalledTimes(1);
    answer({ data: [...initial(), { ...chapter(9, []), title: 'Untitled' }] });
    await expect(added).resolves.toBe(9);
    expect(order().map(([id]) => id)).toEqual([1, 2, 3, 9]);
  });

  it('waits with the resort until a new chapter has its id, then sends it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.createChapter.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const added = store.addChapter();
    store.moveChapter(2, 0);
    await vi.advanceTimersByTimeAsync(400);
    expect(api.resortChapters).not.toHaveBeenCalled();
    answer({ data: [...initial(), chapter(9, [])] });
    await expect(added).resolves.toBe(9);
    await vi.advanceTimersByTimeAsync(200);
    expect(api.resortChapters).toHaveBeenCalledTimes(1);
    expect(api.resortChapters).toHaveBeenCalledWith('courses', 7, {
      chapters: [3, 1, 2, 9],
      lectures: [
        { id: 11, parent_id: 1 },
        { id: 12, parent_id: 1 },
        { id: 21, parent_id: 2 },
      ],
    });
  });

  it('sends a second Untitled chapter again when the client cancelled it as a duplicate', async () => {
    api.createChapter.mockRejectedValueOnce(new CancelledError('duplicate'));
    api.createChapter.mockResolvedValueOnce({ data: [...initial(), chapter(9, [])] });
    const added = store.addChapter();
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.createChapter).toHaveBeenCalledTimes(1);
    expect(store.$structure.get().chapters.at(-1)?.id).toBe('create');
    await vi.advanceTimersByTimeAsync(1);
    await expect(added).resolves.toBe(9);
    expect(api.createChapter).toHaveBeenCalledTimes(2);
  });

  it('drops the temporary chapter when the server refuses', async () => {
    api.createChapter.mockRejectedValue(new ApiError(500, {}, 'HTTP 500'));
    await expect(store.addChapter()).resolves.toBeNull();
    expect(order().map(([id]) => id)).toEqual([1, 2, 3]);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['error']);
  });

  it('reloads the server’s order and toasts when the resort fails', async () => {
    api.resortChapters.mockRejectedValue(new ApiError(500, {}, 'HTTP 500'));
    store.moveChapter(0, 1);
    expect(order().map(([id]) => id)).toEqual([2, 1, 3]);
    await vi.advanceTimersByTimeAsync(200);
    expect(api.fetchChapters).toHaveBeenCalledTimes(2);
    expect(order().map(([id]) => id)).toEqual([1, 2, 3]);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['error']);
  });

  it('reloads the server’s order after a refused resort, leaving its message to the client', async () => {
    api.resortChapters.mockRejectedValue(new ApiError(400, {}, 'Unknown chapter'));
    store.moveChapter(0, 1);
    await vi.advanceTimersByTimeAsync(200);
    expect(api.fetchChapters).toHaveBeenCalledTimes(2);
    expect(order().map(([id]) => id)).toEqual([1, 2, 3]);
    expect($toasts.get()).toEqual([]);
  });

  it('renames, marks draft and deletes a chapter', async () => {
    api.updateChapter.mockImplementation((...args: unknown[]) => {
      const body = args[3] as { title: string; draft: boolean };
      return Promise.resolve({ data: [{ ...chapter(2, [21]), ...body }] });
    });
    await expect(store.renameChapter(2, '  Basics ')).resolves.toBe(true);
    expect(api.updateChapter).toHaveBeenLastCalledWith('courses', 7, 2, {
      title: 'Basics',
      draft: false,
    });
    await store.toggleDraft(2);
    expect(store.$structure.get().chapters[1]).toMatchObject({ title: 'Basics', draft: true });
    api.deleteChapter.mockResolvedValue({ data: [] });
    await expect(store.deleteChapter(2)).resolves.toBe(true);
    expect(order().map(([id]) => id)).toEqual([1, 3]);
  });

  it('deletes a chapter to the trash and its undo restores it and reloads the structure', async () => {
    api.deleteChapter.mockResolvedValue({ data: [], trash_id: 41 });
    await expect(store.deleteChapter(2)).resolves.toBe(true);
    expect(order().map(([id]) => id)).toEqual([1, 3]);
    expect($toasts.get().at(-1)?.message).toBe('Chapter deleted.');
    trash.restoreFromTrash.mockResolvedValue({});
    api.fetchChapters.mockClear();
    undoLastToast();
    await vi.waitFor(() => expect(order().map(([id]) => id)).toEqual([1, 2, 3]));
    expect(trash.restoreFromTrash).toHaveBeenCalledWith(41);
    expect(api.fetchChapters).toHaveBeenCalledWith('courses', 7, expect.any(AbortSignal));
  });

  it('deletes a lecture only after the confirmation, and its undo brings it back', async () => {
    const cancelled = store.deleteLecture(12);
    await vi.waitFor(() => expect($confirm.get()).toMatchObject({ danger: true }));
    expect($confirm.get()?.message).toContain('Lecture 12');
    answerConfirm(false);
    await expect(cancelled).resolves.toBe(false);
    expect(api.deleteLecture).not.toHaveBeenCalled();
    expect(order()[0]).toEqual([1, [11, 12]]);

    api.deleteLecture.mockResolvedValue({ removed: 1, trash_id: 52 });
    const confirmed = store.deleteLecture(12);
    await vi.waitFor(() => expect($confirm.get()).not.toBeNull());
    answerConfirm(true);
    await expect(confirmed).resolves.toBe(true);
    expect(api.deleteLecture).toHaveBeenCalledWith(12);
    expect(order()[0]).toEqual([1, [11]]);
    expect($toasts.get().at(-1)?.message).toBe('Lecture Lecture 12 deleted.');

    trash.restoreFromTrash.mockResolvedValue({});
    undoLastToast();
    await vi.waitFor(() => expect(order()[0]).toEqual([1, [11, 12]]));
    expect(trash.restoreFromTrash).toHaveBeenCalledWith(52);
  });

  it('keeps a lecture whose deletion failed, saying so once', async () => {
    api.deleteLecture.mockRejectedValue(new ApiError(500, {}, 'HTTP 500'));
    const deleting = store.deleteLecture(21);
    await vi.waitFor(() => expect($confirm.get()).not.toBeNull());
    answerConfirm(true);
    await expect(deleting).resolves.toBe(false);
    expect(order()[1]).toEqual([2, [21]]);
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'The lecture could not be deleted. Try again.',
    ]);
  });
});
