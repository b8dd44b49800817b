/**
 * Student posts under a lecturer's courses (`/lecturers/v2/interactions/…`): the lists of each
 * type, the inbox, the waiting counts, the courses and lectures a filter picks from, one post's
 * thread and its writes (each answers with the whole thread). Announcements have their own module.
 */
import type {
  interactionsContract,
  ThreadDetail,
  ThreadListResponse,
  ThreadType,
} from '../../server/src/contract/interactions.ts';
import { interactionsOperations } from '../../server/src/contract/plain/interactions.ts';
import { call } from './call.ts';
import { typed, type AnswerOf, type QueryOf } from './operation.ts';

const operations = typed<typeof interactionsContract>(interactionsOperations);

type Contract = typeof interactionsContract;

/** The courses a filter can pick, each with its waiting posts. */
export type InteractionCourses = AnswerOf<Contract['courses']>;
/** A course's lectures (the creations filter). */
export type InteractionLectures = AnswerOf<Contract['lectures']>;
/** Posts still waiting, in total and per type. */
export type WaitingAnswer = AnswerOf<Contract['waiting']>;
/** The query of the inbox. */
export type InboxQuery = QueryOf<Contract['inbox']>;
/** The query of one type's list (the union of the four lists' filters). */
export type ThreadListQuery = QueryOf<Contract['comments']> &
  QueryOf<Contract['discussions']> &
  QueryOf<Contract['feedbacks']> &
  QueryOf<Contract['creations']>;

/** Loads the courses whose posts the viewer may see (`GET .../interactions/courses`). */
export function fetchInteractionCourses(signal?: AbortSignal): Promise<InteractionCourses> {
  return call(operations.courses, { signal });
}

/** Loads a course's lectures in order (`GET .../interactions/courses/{id}/lectures`). */
export function fetchInteractionLectures(
  id: number,
  signal?: AbortSignal,
): Promise<InteractionLectures> {
  return call(operations.lectures, { params: { id }, signal });
}

/** Loads one page of a type's posts with its filters (`GET .../interactions/{type}`). */
export function fetchThreads(
  type: ThreadType,
  query: ThreadListQuery,
  signal?: AbortSignal,
): Promise<ThreadListResponse> {
  const input = { query: { ...query }, signal };
  switch (type) {
    case 'comments':
      return call(operations.comments, input);
    case 'discussions':
      return call(operations.discussions, input);
    case 'feedbacks':
      return call(operations.feedbacks, input);
    case 'creations':
      return call(operations.creations, input);
  }
}

/** Loads one page of the inbox: every type, waiting first (`GET .../interactions/inbox`). */
export function fetchInbox(query: InboxQuery, signal?: AbortSignal): Promise<ThreadListResponse> {
  return call(operations.inbox, { query: { ...query }, signal });
}

/** Counts the posts still waiting (`GET .../interactions/waiting`). */
export function fetchWaiting(signal?: AbortSignal): Promise<WaitingAnswer> {
  return call(operations.waiting, { signal });
}

/** Loads one post with its replies (`GET .../interactions/{type}/{id}`). */
export function fetchThread(
  type: ThreadType,
  id: number,
  signal?: AbortSignal,
): Promise<ThreadDetail> {
  return call(operations.thread, { params: { type, id }, signal });
}

/** Replies to a post as staff (`POST .../{type}/{id}/replies`). */
export function replyToThread(type: ThreadType, id: number, body: string): Promise<ThreadDetail> {
  return call(operations.reply, { params: { type, id }, body: { body }, json: true });
}

/** Shows or hides a post (`PUT .../{type}/{id}/display`). */
export function setThreadDisplay(
  type: ThreadType,
  id: number,
  display: boolean,
): Promise<ThreadDetail> {
  return call(operations.display, { params: { type, id }, body: { display }, json: true });
}

/** Shows or hides one reply of a post (`PUT .../{type}/{id}/replies/{reply_id}/display`). */
export function setReplyDisplay(
  type: ThreadType,
  id: number,
  replyId: number,
  display: boolean,
): Promise<ThreadDetail> {
  return call(operations.replyDisplay, {
    params: { type, id, reply_id: replyId },
    body: { display },
    json: true,
  });
}

/** Marks a discussion solved or open again (`PUT .../discussions/{id}/solved`). */
export function setDiscussionSolved(id: number, solved: boolean): Promise<ThreadDetail> {
  return call(operations.solved, { params: { id }, body: { solved }, json: true });
}

/** Publishes a creation to the course's students or takes it back (`PUT .../creations/{id}/published`). */
export function setCreationPublished(id: number, published: boolean): Promise<ThreadDetail> {
  return call(operations.published, { params: { id }, body: { published }, json: true });
}
