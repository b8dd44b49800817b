/**
 * Lectures of courses and ebooks: those of an item (`/lecturers/v2/{kind}/{id}/lectures`, its
 * videos and content blocks) and one lecture by id (`/lecturers/v2/lectures/{lecture_id}`).
 */
import type {
  BlocksBody,
  BlocksResponse,
  LectureCreateBody,
  LectureDefaultsResponse,
  LectureDetail,
  lecturesContract,
  LectureUpdateBody,
  MediaLinkResponse,
  RemovedResponse,
  StructureKind,
} from '../../server/src/contract/chapters.ts';
import { lecturesOperations } from '../../server/src/contract/plain/lectures.ts';
import { call } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof lecturesContract>(lecturesOperations);

/** Removes every video of the item (`DELETE .../videos`). */
export function deleteAllVideos(kind: StructureKind, id: number): Promise<RemovedResponse> {
  return call(operations.removeVideos, { params: { kind, id } });
}

/** Loads a new lecture's defaults (`GET .../lectures/create`). */
export function fetchLectureDefaults(
  kind: StructureKind,
  id: number,
  signal?: AbortSignal,
): Promise<LectureDefaultsResponse> {
  return call(operations.defaults, { params: { kind, id }, signal });
}

/** Creates a lecture (`POST .../lectures`). */
export function createLecture(
  kind: StructureKind,
  id: number,
  body: LectureCreateBody,
): Promise<LectureDetail> {
  return call(operations.create, { params: { kind, id }, body });
}

/** Loads a lecture (`GET /lecturers/v2/lectures/{lecture_id}`). */
export function fetchLecture(lectureId: number, signal?: AbortSignal): Promise<LectureDetail> {
  return call(operations.get, { params: { lecture_id: lectureId }, signal });
}

/** Saves a lecture's title, type or chapter (`PUT /lecturers/v2/lectures/{lecture_id}`). */
export function updateLecture(lectureId: number, body: LectureUpdateBody): Promise<LectureDetail> {
  return call(operations.update, { params: { lecture_id: lectureId }, body });
}

/** Removes a lecture's video (`DELETE /lecturers/v2/lectures/{lecture_id}/videos`). */
export function deleteLectureVideo(lectureId: number): Promise<LectureDetail> {
  return call(operations.removeVideo, { params: { lecture_id: lectureId } });
}

/** A short-lived signed address of a lecture's media for the preview player (`GET .../media-link`). */
export function fetchLectureMediaLink(
  lectureId: number,
  signal?: AbortSignal,
): Promise<MediaLinkResponse> {
  return call(operations.mediaLink, { params: { lecture_id: lectureId }, signal });
}

/** Saves a lecture's content blocks; a newer save cancels the older one through `signal`. */
export function saveLectureBlocks(
  kind: StructureKind,
  id: number,
  lectureId: number,
  body: BlocksBody,
  signal?: AbortSignal,
): Promise<BlocksResponse> {
  return call(operations.saveBlocks, {
    params: { kind, id, lecture_id: lectureId },
    body,
    json: true,
    signal,
  });
}

/** What a lecture's deletion answers: the trash entry that can restore it. */
export type LectureRemoved = AnswerOf<typeof lecturesContract.remove>;
/** A lecture after one of its attachments went to the trash, with that trash entry. */
export type AttachmentRemoved = AnswerOf<typeof lecturesContract.removeAttachment>;

/** Moves a lecture to the trash (`DELETE /lecturers/v2/lectures/{lecture_id}`). */
export function deleteLecture(lectureId: number): Promise<LectureRemoved> {
  return call(operations.remove, { params: { lecture_id: lectureId } });
}

/** Renames an attachment (`PUT .../lectures/{lecture_id}/attachments/{attachment_id}`). */
export function renameAttachment(
  lectureId: number,
  attachmentId: number,
  name: string,
): Promise<LectureDetail> {
  return call(operations.renameAttachment, {
    params: { lecture_id: lectureId, attachment_id: attachmentId },
    body: { name },
  });
}

/** Saves the order of a lecture's attachments, every id once (`PUT .../attachments`). */
export function sortAttachments(lectureId: number, ids: readonly number[]): Promise<LectureDetail> {
  return call(operations.sortAttachments, {
    params: { lecture_id: lectureId },
    body: { ids: [...ids] },
    json: true,
  });
}

/** Moves an attachment to the trash (`DELETE .../attachments/{attachment_id}`). */
export function deleteAttachment(
  lectureId: number,
  attachmentId: number,
): Promise<AttachmentRemoved> {
  return call(operations.removeAttachment, {
    params: { lecture_id: lectureId, attachment_id: attachmentId },
  });
}
