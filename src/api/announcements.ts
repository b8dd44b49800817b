/**
 * A lecturer's announcements (`/lecturers/v2/announcements`): the list, one announcement, its
 * writes (each answers the whole announcement), the validator and the preview of a new one, the
 * sending allowance, and the discussions under it; with the courses an audience can name.
 */
import type {
  Announcement,
  AnnouncementBody,
  announcementsContract,
  interactionsContract,
} from '../../server/src/contract/interactions.ts';
import {
  announcementsOperations,
  interactionsOperations,
} from '../../server/src/contract/plain/interactions.ts';
import type { AnswerOf } from './operation.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof announcementsContract>(announcementsOperations);
const lists = typed<typeof interactionsContract>(interactionsOperations);

/** One page of announcements. */
export type AnnouncementList = AnswerOf<typeof interactionsContract.announcements>;
/** What the preview answers: the announcement as students receive it, and to whom. */
export type AnnouncementPreview = AnswerOf<typeof announcementsContract.preview>;
/** The sending allowance of this month. */
export type AnnouncementUsage = AnswerOf<typeof announcementsContract.usage>;
/** The courses an audience can name (with what waits in each). */
export type InteractionCourses = AnswerOf<typeof interactionsContract.courses>;

/** The list's filters as the API takes them. */
export interface AnnouncementListQuery {
  readonly page: number;
  readonly course_id?: number;
  /** `1` shown only, `0` hidden only. */
  readonly display?: '1' | '0';
}

/** Loads one page of announcements (`GET /lecturers/v2/interactions/announcements`). */
export function fetchAnnouncements(
  query: AnnouncementListQuery,
  signal?: AbortSignal,
): Promise<AnnouncementList> {
  return call(lists.announcements, { query: { ...query }, signal });
}

/**
 * Loads the courses whose interactions the viewer sees, or those of the lecturer an administrator
 * names (`GET .../interactions/courses`).
 */
export function fetchAnnouncementCourses(
  lecturerId?: number,
  signal?: AbortSignal,
): Promise<InteractionCourses> {
  return call(lists.courses, {
    query: lecturerId === undefined ? {} : { lecturer_id: lecturerId },
    signal,
  });
}

/** Loads one announcement with its discussions (`GET .../announcements/{id}`). */
export function fetchAnnouncement(id: number, signal?: AbortSignal): Promise<Announcement> {
  return call(operations.get, { params: { announcement_id: id }, signal });
}

/** Creates a draft announcement (`POST /lecturers/v2/announcements`). */
export function createAnnouncement(body: AnnouncementBody): Promise<Announcement> {
  return call(operations.create, { body, json: true });
}

/** Changes the title, body and type (`PUT .../announcements/{id}`). */
export function updateAnnouncement(
  id: number,
  body: Pick<AnnouncementBody, 'title' | 'body' | 'type'>,
): Promise<Announcement> {
  return call(operations.update, { params: { announcement_id: id }, body, json: true });
}

/** Deletes an announcement (`DELETE .../announcements/{id}`). */
export function deleteAnnouncement(id: number): Promise<{ deleted: true; trash_id: number }> {
  return call(operations.remove, { params: { announcement_id: id } });
}

/**
 * Runs every check of create without writing (`POST .../validator`); a 400 names every failing
 * field. Repeatable: checking the same text twice is no duplicate write.
 */
export function validateAnnouncement(body: AnnouncementBody): Promise<{ valid: true }> {
  return call(operations.validator, { body, json: true, repeatable: true });
}

/** What students would receive (`POST .../preview`); writes nothing. */
export function previewAnnouncement(body: AnnouncementBody): Promise<AnnouncementPreview> {
  return call(operations.preview, { body, json: true, repeatable: true });
}

/** The sending allowance of this month (`GET .../usage`; an admin names the lecturer). */
export function fetchAnnouncementUsage(
  lecturerId?: number,
  signal?: AbortSignal,
): Promise<AnnouncementUsage> {
  return call(operations.usage, {
    query: lecturerId === undefined ? {} : { lecturer_id: lecturerId },
    signal,
  });
}

/** Sends the announcement to its students (`PUT .../{id}/confirm`). */
export function confirmAnnouncement(id: number): Promise<Announcement> {
  return call(operations.confirm, { params: { announcement_id: id } });
}

/** Shows or hides the announcement (`PUT .../{id}/display`). */
export function setAnnouncementDisplay(id: number, display: boolean): Promise<Announcement> {
  return call(operations.display, { params: { announcement_id: id }, body: { display } });
}

/** Adds a discussion as the lecturer (`POST .../{id}/discussions`). */
export function addAnnouncementDiscussion(id: number, body: string): Promise<Announcement> {
  return call(operations.addDiscussion, { params: { announcement_id: id }, body: { body } });
}

/** Changes the text of one's own discussion (`PUT .../discussions/{discussion_id}`). */
export function updateAnnouncementDiscussion(
  id: number,
  discussionId: number,
  body: string,
): Promise<Announcement> {
  return call(operations.updateDiscussion, {
    params: { announcement_id: id, discussion_id: discussionId },
    body: { body },
  });
}

/** Deletes a discussion (`DELETE .../discussions/{discussion_id}`). */
export function deleteAnnouncementDiscussion(
  id: number,
  discussionId: number,
): Promise<Announcement> {
  return call(operations.removeDiscussion, {
    params: { announcement_id: id, discussion_id: discussionId },
  });
}

/** Shows or hides a discussion (`PUT .../discussions/{discussion_id}/display`). */
export function setDiscussionDisplay(
  id: number,
  discussionId: number,
  display: boolean,
): Promise<Announcement> {
  return call(operations.discussionDisplay, {
    params: { announcement_id: id, discussion_id: discussionId },
    body: { display },
  });
}
