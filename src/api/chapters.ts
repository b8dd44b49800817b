/** The chapters of courses and ebooks (`/lecturers/v2/{kind}/{id}/chapters`). */
import type {
  ChapterBody,
  ChapterListsResponse,
  chaptersContract,
  ChaptersResponse,
  OutlineBody,
  ResortBody,
  StructureKind,
} from '../../server/src/contract/chapters.ts';
import { chaptersOperations } from '../../server/src/contract/plain/chapters.ts';
import { call } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

export type { StructureKind } from '../../server/src/contract/chapters.ts';

const operations = typed<typeof chaptersContract>(chaptersOperations);

/** Loads every chapter with its lectures (`GET .../chapters`). */
export function fetchChapters(
  kind: StructureKind,
  id: number,
  signal?: AbortSignal,
): Promise<ChaptersResponse> {
  return call(operations.list, { params: { kind, id }, signal });
}

/** Loads chapter ids and titles (`GET .../chapters/lists`). */
export function fetchChapterLists(
  kind: StructureKind,
  id: number,
  signal?: AbortSignal,
): Promise<ChapterListsResponse> {
  return call(operations.lists, { params: { kind, id }, signal });
}

/** Creates a chapter (`POST .../chapters`). */
export function createChapter(
  kind: StructureKind,
  id: number,
  body: ChapterBody,
): Promise<ChaptersResponse> {
  return call(operations.create, { params: { kind, id }, body });
}

/** Renames a chapter or marks it draft (`PUT .../chapters/{chapter_id}`). */
export function updateChapter(
  kind: StructureKind,
  id: number,
  chapterId: number,
  body: ChapterBody,
): Promise<ChaptersResponse> {
  return call(operations.update, { params: { kind, id, chapter_id: chapterId }, body });
}

/** Moves a chapter and its lectures to the trash (`DELETE .../chapters/{chapter_id}`). */
export function deleteChapter(
  kind: StructureKind,
  id: number,
  chapterId: number,
): Promise<AnswerOf<typeof chaptersContract.remove>> {
  return call(operations.remove, { params: { kind, id, chapter_id: chapterId } });
}

/** Saves the order of chapters and lectures (`POST .../chapters/resort`). */
export function resortChapters(
  kind: StructureKind,
  id: number,
  body: ResortBody,
): Promise<ChaptersResponse> {
  return call(operations.resort, { params: { kind, id }, body, json: true });
}

/** Creates many chapters with their lectures at once (`POST .../chapters/outline`). */
export function createOutline(
  kind: StructureKind,
  id: number,
  body: OutlineBody,
): Promise<ChaptersResponse> {
  return call(operations.outline, { params: { kind, id }, body, json: true });
}
