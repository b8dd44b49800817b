/**
 * The structure of courses and ebooks: chapters, lectures, videos, subtitles, content blocks
 * and the assistant (`/lecturers/v2/{kind}/{id}/...`, `/lecturers/v2/lectures/...`).
 */
import type {
  AiBody,
  AiResponse,
  BlocksBody,
  BlocksResponse,
  ChapterBody,
  ChapterListsResponse,
  ChaptersResponse,
  LectureCreateBody,
  LectureDefaultsResponse,
  LectureDetail,
  LecturesResponse,
  LectureType,
  LectureUpdateBody,
  OutlineBody,
  RemovedResponse,
  ResortBody,
} from '../../server/src/contract/chapters.ts';
import { http } from './http.ts';

/** Kinds with a structure. */
export type StructureKind = 'courses' | 'ebooks';

const item = (kind: StructureKind, id: number) => `/lecturers/v2/${kind}/${String(id)}`;
const lecturePath = (lectureId: number) => `/lecturers/v2/lectures/${String(lectureId)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Loads every chapter with its lectures (`GET .../chapters`). */
export function fetchChapters(
  kind: StructureKind,
  id: number,
  signal?: AbortSignal,
): Promise<ChaptersResponse> {
  return http.request({ path: `${item(kind, id)}/chapters`, ...withSignal(signal) });
}

/** Loads chapter ids and titles (`GET .../chapters/lists`). */
export function fetchChapterLists(kind: StructureKind, id: number): Promise<ChapterListsResponse> {
  return http.request({ path: `${item(kind, id)}/chapters/lists` });
}

/** Creates a chapter (`POST .../chapters`). */
export function createChapter(
  kind: StructureKind,
  id: number,
  body: ChapterBody,
): Promise<ChaptersResponse> {
  return http.request({ method: 'POST', path: `${item(kind, id)}/chapters`, body });
}

/** Renames a chapter or marks it draft (`PUT .../chapters/{chapter_id}`). */
export function updateChapter(
  kind: StructureKind,
  id: number,
  chapterId: number,
  body: ChapterBody,
): Promise<ChaptersResponse> {
  return http.request({
    method: 'PUT',
    path: `${item(kind, id)}/chapters/${String(chapterId)}`,
    body,
  });
}

/** Deletes a chapter and its lectures (`DELETE .../chapters/{chapter_id}`). */
export function deleteChapter(
  kind: StructureKind,
  id: number,
  chapterId: number,
): Promise<ChaptersResponse> {
  return http.request({
    method: 'DELETE',
    path: `${item(kind, id)}/chapters/${String(chapterId)}`,
  });
}

/** Saves the order of chapters and lectures (`POST .../chapters/resort`). */
export function resortChapters(
  kind: StructureKind,
  id: number,
  body: ResortBody,
): Promise<ChaptersResponse> {
  return http.request({
    method: 'POST',
    path: `${item(kind, id)}/chapters/resort`,
    body,
    json: true,
  });
}

/** Creates many chapters with their lectures at once (`POST .../chapters/outline`). */
export function createOutline(
  kind: StructureKind,
  id: number,
  body: OutlineBody,
): Promise<ChaptersResponse> {
  return http.request({
    method: 'POST',
    path: `${item(kind, id)}/chapters/outline`,
    body,
    json: true,
  });
}

/** Removes every video of the item (`DELETE .../videos`). */
export function deleteAllVideos(kind: StructureKind, id: number): Promise<RemovedResponse> {
  return http.request({ method: 'DELETE', path: `${item(kind, id)}/videos` });
}

/** Loads the lectures of one type (`GET .../lectures?type=`). */
export function fetchLecturesOfType(
  kind: StructureKind,
  id: number,
  type: LectureType = 'VIDEO',
): Promise<LecturesResponse> {
  return http.request({ path: `${item(kind, id)}/lectures`, query: { type } });
}

/** Loads a new lecture's defaults (`GET .../lectures/create`). */
export function fetchLectureDefaults(
  kind: StructureKind,
  id: number,
): Promise<LectureDefaultsResponse> {
  return http.request({ path: `${item(kind, id)}/lectures/create` });
}

/** Creates a lecture (`POST .../lectures`). */
export function createLecture(
  kind: StructureKind,
  id: number,
  body: LectureCreateBody,
): Promise<LectureDetail> {
  return http.request({ method: 'POST', path: `${item(kind, id)}/lectures`, body });
}

/** Loads a lecture (`GET /lecturers/v2/lectures/{lecture_id}`). */
export function fetchLecture(lectureId: number, signal?: AbortSignal): Promise<LectureDetail> {
  return http.request({ path: lecturePath(lectureId), ...withSignal(signal) });
}

/** Saves a lecture's title, type or chapter (`PUT /lecturers/v2/lectures/{lecture_id}`). */
export function updateLecture(lectureId: number, body: LectureUpdateBody): Promise<LectureDetail> {
  return http.request({ method: 'PUT', path: lecturePath(lectureId), body });
}

/** Deletes a lecture (`DELETE /lecturers/v2/lectures/{lecture_id}`). */
export function deleteLecture(lectureId: number): Promise<RemovedResponse> {
  return http.request({ method: 'DELETE', path: lecturePath(lectureId) });
}

/** Removes a lecture's video (`DELETE /lecturers/v2/lectures/{lecture_id}/videos`). */
export function deleteLectureVideo(lectureId: number): Promise<LectureDetail> {
  return http.request({ method: 'DELETE', path: `${lecturePath(lectureId)}/videos` });
}

/** Deletes a subtitle (`DELETE courses/{id}/subtitles/{subtitle_id}`). */
export function deleteSubtitle(
  kind: StructureKind,
  id: number,
  subtitleId: number,
): Promise<RemovedResponse> {
  return http.request({
    method: 'DELETE',
    path: `${item(kind, id)}/subtitles/${String(subtitleId)}`,
  });
}

/** Saves a lecture's content blocks; a newer save cancels the older one through `signal`. */
export function saveLectureBlocks(
  kind: StructureKind,
  id: number,
  lectureId: number,
  body: BlocksBody,
  signal?: AbortSignal,
): Promise<BlocksResponse> {
  return http.request({
    method: 'POST',
    path: `${item(kind, id)}/lectures/${String(lectureId)}/blocks`,
    body,
    json: true,
    ...withSignal(signal),
  });
}

/** Saves the item's own content blocks (cancelable like the lecture's). */
export function saveItemBlocks(
  kind: StructureKind,
  id: number,
  body: BlocksBody,
  signal?: AbortSignal,
): Promise<BlocksResponse> {
  return http.request({
    method: 'POST',
    path: `${item(kind, id)}/blocks`,
    body,
    json: true,
    ...withSignal(signal),
  });
}

/** Asks the assistant to draft text (`POST .../ai`). */
export function askAssistant(kind: StructureKind, id: number, body: AiBody): Promise<AiResponse> {
  return http.request({ method: 'POST', path: `${item(kind, id)}/ai`, body });
}
