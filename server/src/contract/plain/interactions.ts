/**
 * Values of interactions (questions, discussions, feedbacks and creations of students under a
 * course, and the lecturer's announcements with their discussions) the client and the server
 * share, and their operations (seed section 7, plus the writes the seed leaves out, designed in
 * its style: see docs/decisions.md, "Interactions"). Zod-free.
 */
import { LARGE_MAX_BODY_BYTES } from './operation.ts';

/**
 * The four kinds of student posts under a course, as the list paths name them: questions
 * (`comments`), discussions, feedbacks (a score with a text) and creations (student work).
 */
export const threadTypes = ['comments', 'discussions', 'feedbacks', 'creations'] as const;

/** A kind of student post. */
export type ThreadType = (typeof threadTypes)[number];

/** Scores of a feedback. */
export const feedbackScores = [1, 2, 3, 4, 5] as const;

/** Filter of the creations list (`view`): every creation, or those still waiting for the lecturer. */
export const creationViews = ['all', 'waiting'] as const;

/** Announcement types: shown in the course only, or also sent by email. */
export const announcementTypes = ['NOTICE', 'EMAIL'] as const;

/** An announcement type. */
export type AnnouncementType = (typeof announcementTypes)[number];

/**
 * Status of an announcement's discussions: the last one is a student's (waiting for the lecturer)
 * or the lecturer's. No discussion: no status (null).
 */
export const announcementStatuses = ['WAITING', 'ANSWERED'] as const;

/** An announcement status. */
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/** Longest body of a post, reply, announcement or discussion (sanitised HTML). */
export const MAX_INTERACTION_BODY_LENGTH = 20_000;

/** Longest announcement title. */
export const MAX_ANNOUNCEMENT_TITLE_LENGTH = 120;

/** Most courses an announcement's includes or excepts may name. */
export const MAX_AUDIENCE_COURSES = 500;

/** Most ids a list's `except_value` may leave out. */
export const MAX_EXCEPT_IDS = 200;

/** Announcements a lecturer may confirm (send) per calendar month, unless configured otherwise. */
export const DEFAULT_ANNOUNCEMENT_MONTHLY_LIMIT = 10;

/** Operations of the interaction lists, the inbox and the posts' threads. */
export const interactionsOperations = {
  courses: { method: 'get', path: '/lecturers/v2/interactions/courses' },
  lectures: { method: 'get', path: '/lecturers/v2/interactions/courses/{id}/lectures' },
  announcements: { method: 'get', path: '/lecturers/v2/interactions/announcements' },
  feedbacks: { method: 'get', path: '/lecturers/v2/interactions/feedbacks' },
  comments: { method: 'get', path: '/lecturers/v2/interactions/comments' },
  creations: { method: 'get', path: '/lecturers/v2/interactions/creations' },
  discussions: { method: 'get', path: '/lecturers/v2/interactions/discussions' },
  inbox: { method: 'get', path: '/lecturers/v2/interactions/inbox' },
  waiting: { method: 'get', path: '/lecturers/v2/interactions/waiting' },
  thread: { method: 'get', path: '/lecturers/v2/interactions/{type}/{id}' },
  reply: {
    method: 'post',
    path: '/lecturers/v2/interactions/{type}/{id}/replies',
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  display: { method: 'put', path: '/lecturers/v2/interactions/{type}/{id}/display' },
  replyDisplay: {
    method: 'put',
    path: '/lecturers/v2/interactions/{type}/{id}/replies/{reply_id}/display',
  },
  solved: { method: 'put', path: '/lecturers/v2/interactions/discussions/{id}/solved' },
  published: { method: 'put', path: '/lecturers/v2/interactions/creations/{id}/published' },
} as const;

/** Operations of announcements (seed section 7). */
export const announcementsOperations = {
  get: { method: 'get', path: '/lecturers/v2/announcements/{announcement_id}' },
  create: {
    method: 'post',
    path: '/lecturers/v2/announcements',
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  update: {
    method: 'put',
    path: '/lecturers/v2/announcements/{announcement_id}',
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  remove: { method: 'delete', path: '/lecturers/v2/announcements/{announcement_id}' },
  validator: {
    method: 'post',
    path: '/lecturers/v2/announcements/validator',
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  preview: {
    method: 'post',
    path: '/lecturers/v2/announcements/preview',
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  usage: { method: 'get', path: '/lecturers/v2/announcements/usage' },
  addDiscussion: {
    method: 'post',
    path: '/lecturers/v2/announcements/{announcement_id}/discussions',
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  updateDiscussion: {
    method: 'put',
    path: '/lecturers/v2/announcements/{announcement_id}/discussions/{discussion_id}',
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  removeDiscussion: {
    method: 'delete',
    path: '/lecturers/v2/announcements/{announcement_id}/discussions/{discussion_id}',
  },
  display: { method: 'put', path: '/lecturers/v2/announcements/{announcement_id}/display' },
  discussionDisplay: {
    method: 'put',
    path: '/lecturers/v2/announcements/{announcement_id}/discussions/{discussion_id}/display',
  },
  confirm: { method: 'put', path: '/lecturers/v2/announcements/{announcement_id}/confirm' },
} as const;
