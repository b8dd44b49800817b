/**
 * Contract of interactions: the lists of seed section 7 (questions, discussions, feedbacks,
 * creations and announcements), the inbox, the posts' threads and the announcements' calls. The
 * values and the operations live in the zod-free `plain/interactions.ts`; the client imports only
 * types from here.
 */
import { z } from 'zod';
import { titleText } from './text.ts';
import { trashId } from './trash.ts';
import { isoDateTime } from './dates.ts';
import { wholeNumber } from './numbers.ts';
import { listMeta, MAX_KEYWORD_LENGTH, MAX_PER_PAGE } from './courses.ts';
import { formBoolean, idField } from './items.ts';
import { withSchemas } from './operation.ts';
import {
  announcementStatuses,
  announcementTypes,
  announcementsOperations,
  creationViews,
  feedbackScores,
  interactionsOperations,
  MAX_ANNOUNCEMENT_TITLE_LENGTH,
  MAX_AUDIENCE_COURSES,
  MAX_EXCEPT_IDS,
  MAX_INTERACTION_BODY_LENGTH,
  threadTypes,
} from './plain/interactions.ts';
import { itemKinds } from './plain/items.ts';
import { MAX_INTEGER } from './plain/operation.ts';

export type { AnnouncementStatus, AnnouncementType, ThreadType } from './plain/interactions.ts';

const id = z.number().int();

/** A person as posts name them: a student, a lecturer or an administrator. */
export const person = z.object({ id, name: z.string(), avatar_url: z.string().nullable() });

/** The course a post or an announcement belongs to. */
export const courseRef = z.object({ id, title: z.string(), kind: z.enum(itemKinds) });

/** A file a student attached to a creation. */
export const creationFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
  /** An image (shown as a picture), else a file to download. */
  image: z.boolean(),
});

/**
 * A student post of any type, as lists and the inbox show it. Fields of other types are null
 * (a question has no score). `waiting`: the lecturer has not handled it yet (a question or a
 * feedback not answered, a discussion not solved, a creation neither commented on nor published).
 */
export const thread = z.object({
  id,
  type: z.enum(threadTypes),
  course: courseRef,
  lecture: z.object({ id, title: z.string() }).nullable(),
  author: person,
  /** Discussions and creations have a title. */
  title: z.string().nullable(),
  /** Sanitised HTML. */
  body: z.string(),
  /** Feedbacks only: 1 to 5. */
  score: z.number().int().nullable(),
  /** Discussions only. */
  solved: z.boolean().nullable(),
  /** Creations only: shown to the course's other students. */
  published: z.boolean().nullable(),
  /** Hidden posts are kept but students no longer see them. */
  display: z.boolean(),
  /** A lecturer of the course (or an administrator) has replied. */
  responded: z.boolean(),
  waiting: z.boolean(),
  reply_count: z.number().int(),
  last_reply_at: isoDateTime.nullable(),
  /** Creations only (else empty). */
  files: z.array(creationFile),
  created_at: isoDateTime,
});

/** A reply under a post (a lecturer's answer, or a student's in a discussion). */
export const reply = z.object({
  id,
  author: person,
  /** Written by a lecturer of the course or an administrator. */
  staff: z.boolean(),
  body: z.string(),
  display: z.boolean(),
  created_at: isoDateTime,
});

/** One post with its replies, oldest first, and whether the viewer may reply and moderate. */
export const threadDetail = thread.extend({
  replies: z.array(reply),
  /** The viewer owns the course, is an administrator, or has the `interactions` permission. */
  can_reply: z.boolean(),
});

/** `GET .../interactions/{type}/{id}` and the writes on a post: `{type}` and `{id}`. */
export const threadParams = z.object({ type: z.enum(threadTypes), id: idField });

/** `{type}`, `{id}` and `{reply_id}` of a reply. */
export const replyParams = threadParams.extend({ reply_id: idField });

/** `{id}` of a discussion or a creation (the type is in the path). */
export const postParams = z.object({ id: idField });

/** Ids to leave out of a list: `12,15` or repeated (`except_value[]=12`). */
const exceptIds = z
  .union([
    z
      .string()
      .trim()
      .max(MAX_EXCEPT_IDS * 11),
    z.array(z.union([z.string(), z.number()])),
  ])
  .transform((value): (string | number)[] =>
    (Array.isArray(value) ? value.map(String) : value.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(wholeNumber(1, MAX_INTEGER)).max(MAX_EXCEPT_IDS))
  .optional()
  .describe(
    'Ids of posts to leave out (comma-separated): the ones already shown, so the next page of a list whose posts leave it as they are answered repeats none and skips none',
  );

/** A yes/no filter: `1`/`true`, `0`/`false`, or empty for both. */
const yesNo = z
  .union([formBoolean, z.literal('')])
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The filters every list shares. */
const listQuery = z.object({
  course_id: idField.optional().describe('Only this course'),
  except_value: exceptIds,
  page: wholeNumber(1, MAX_INTEGER).default(1),
  per_page: wholeNumber(1, MAX_PER_PAGE).default(20),
  display: yesNo.describe('Shown (1) or hidden (0) posts only; both when empty'),
});

/** `GET .../interactions/comments`: questions. */
export const commentsQuery = listQuery.extend({
  responded: yesNo.describe('Answered by a lecturer (1) or not yet (0)'),
});

/** `GET .../interactions/feedbacks`. */
export const feedbacksQuery = listQuery.extend({
  score: wholeNumber(Math.min(...feedbackScores), Math.max(...feedbackScores)).optional(),
  search: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .optional()
    .describe('Part of the text or of the student name (case-insensitive, literal)'),
});

/** `GET .../interactions/discussions`. */
export const discussionsQuery = listQuery.extend({
  solved: yesNo.describe('Solved (1) or open (0)'),
});

/** `GET .../interactions/creations`. */
export const creationsQuery = listQuery.omit({ except_value: true }).extend({
  expect_value: exceptIds.describe('Ids of creations to leave out (the seed spells it so)'),
  keyword: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .optional()
    .describe('Part of the title, the text or the student name (case-insensitive, literal)'),
  lecture_id: idField.optional().describe('Only this lecture'),
  published: yesNo.describe('Published (1) or not (0)'),
  view: z
    .enum(creationViews)
    .default('all')
    .describe('waiting: only creations the lecturer has neither commented on nor published'),
});

/** `GET .../interactions/inbox`: posts of every type (or those named), waiting first. */
export const inboxQuery = listQuery.omit({ display: true }).extend({
  types: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter(Boolean))
    .pipe(z.array(z.enum(threadTypes)))
    .optional()
    .describe('Types to include, comma-separated (all when empty)'),
  waiting: z
    .union([formBoolean, z.literal('')])
    .optional()
    .transform((value) => (value === '' || value === undefined ? true : value))
    .describe('Only posts still waiting (default), or every post with the waiting ones first'),
});

/** A list answer of posts. */
export const threadListResponse = z.object({ data: z.array(thread), meta: listMeta });

/** Posts still waiting for the lecturer, per type. */
export const waitingCounts = z.object({
  comments: z.number().int(),
  discussions: z.number().int(),
  feedbacks: z.number().int(),
  creations: z.number().int(),
});

/** `GET .../interactions/waiting`: what is waiting in all the viewer's courses. */
export const waitingResponse = z.object({ total: z.number().int(), by_type: waitingCounts });

/**
 * `GET .../interactions/courses`: the courses a filter can pick (every course the viewer may see
 * the interactions of, ebooks included), each with its waiting posts, most waiting first.
 */
export const interactionCoursesResponse = z.object({
  data: z.array(
    courseRef.extend({ waiting: z.number().int(), by_type: waitingCounts, can_reply: z.boolean() }),
  ),
});

/** `GET .../interactions/courses/{id}/lectures`: the course's lectures in order (creation filter). */
export const interactionLecturesResponse = z.object({
  data: z.array(z.object({ id, title: z.string(), chapter_title: z.string() })),
});

/** A rich-text body (sanitised on the server; empty after sanitising is refused). */
const richBody = z.string().max(MAX_INTERACTION_BODY_LENGTH);

/** `POST .../replies` and announcement discussions: the text. */
export const replyBody = z.object({ body: richBody });

/** `PUT .../display`: shown or hidden; without a value it flips. */
export const displayBody = z.object({ display: formBoolean.optional() });

/** `PUT .../discussions/{id}/solved`. */
export const solvedBody = z.object({ solved: formBoolean });

/** `PUT .../creations/{id}/published`. */
export const publishedBody = z.object({ published: formBoolean });

/** A date of an announcement's range: an ISO date-time, or empty/null for none. */
const rangeDate = z
  .union([isoDateTime, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' ? null : (value ?? null)));

/** An announcement's course ids (includes, excepts). */
const courseIds = z.array(idField).max(MAX_AUDIENCE_COURSES).default([]);

/**
 * `POST /lecturers/v2/announcements` (and `/validator`, `/preview`): seed section 7. `includes`
 * empty means every course of the lecturer; `excepts` are left out; `progress` keeps students
 * who have finished at least that percent. `lecturer_id`: whose announcement it is (an
 * administrator must name one; a lecturer's own id otherwise).
 */
export const announcementBody = z.object({
  title: titleText(MAX_ANNOUNCEMENT_TITLE_LENGTH),
  body: richBody,
  type: z.enum(announcementTypes),
  includes: courseIds,
  excepts: courseIds,
  progress: wholeNumber(0, 100).default(0),
  date: z
    .object({ begin: rangeDate, end: rangeDate })
    .default({ begin: null, end: null })
    .describe('When students see it; begin and end null by default (from sending on, no end)'),
  lecturer_id: idField.optional(),
});

/** `PUT /lecturers/v2/announcements/{announcement_id}`: what may change once created. */
export const announcementUpdateBody = announcementBody.pick({
  title: true,
  body: true,
  type: true,
});

/** A discussion under an announcement (seed section 3: id, body, display). */
export const announcementDiscussion = z.object({
  id,
  body: z.string(),
  display: z.boolean(),
  author: person,
  staff: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

/** An announcement (seed section 3) with when it was sent and to how many students. */
export const announcement = z.object({
  id,
  title: z.string(),
  body: z.string(),
  type: z.enum(announcementTypes),
  display: z.boolean(),
  status: z.enum(announcementStatuses).nullable(),
  owner: person,
  lecturer_id: id,
  children: z.array(announcementDiscussion),
  includes: z.array(id),
  excepts: z.array(id),
  progress: z.number().int(),
  date: z.object({ begin: isoDateTime.nullable(), end: isoDateTime.nullable() }),
  /** When it was confirmed (sent); null while it is a draft. */
  confirmed_at: isoDateTime.nullable(),
  /** Students it reaches now (or reached when it was sent). */
  recipients: z.number().int(),
  /** Its e-mail (EMAIL once sent) by delivery state: queued (or being sent), sent, failed. */
  deliveries: z.object({
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

/** `GET .../interactions/announcements` answer. */
export const announcementListResponse = z.object({
  data: z.array(announcement),
  meta: listMeta,
});

/** `GET .../interactions/announcements` query (seed section 7). */
export const announcementsQuery = listQuery;

/** `{announcement_id}`. */
export const announcementParams = z.object({ announcement_id: idField });

/** `{announcement_id}` and `{discussion_id}`. */
export const announcementDiscussionParams = announcementParams.extend({ discussion_id: idField });

/** `POST .../validator` answer: nothing wrong (problems answer 400 with every field's message). */
export const validatorResponse = z.object({ valid: z.literal(true) });

/** `POST .../preview` answer: the announcement as students will receive it, and to whom. */
export const previewResponse = z.object({
  title: z.string(),
  /** Sanitised HTML, as students will see it. */
  body: z.string(),
  type: z.enum(announcementTypes),
  owner: person,
  courses: z.array(courseRef),
  progress: z.number().int(),
  date: z.object({ begin: isoDateTime.nullable(), end: isoDateTime.nullable() }),
  recipients: z.number().int(),
});

/**
 * `GET .../announcements/usage`: the sending allowance: announcements a lecturer may confirm per
 * calendar month (Asia/Taipei), how many they confirmed this month, and when it starts again.
 */
export const usageResponse = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  resets_at: isoDateTime,
});

/** `DELETE` answers. */
const deleted = z.object({ deleted: z.literal(true) });

/** The operations of the lists, the inbox and the threads with their schemas. */
export const interactionsContract = withSchemas(interactionsOperations, {
  courses: {
    query: z.object({ lecturer_id: idField.optional() }),
    response: interactionCoursesResponse,
  },
  lectures: { params: z.object({ id: idField }), response: interactionLecturesResponse },
  announcements: { query: announcementsQuery, response: announcementListResponse },
  feedbacks: { query: feedbacksQuery, response: threadListResponse },
  comments: { query: commentsQuery, response: threadListResponse },
  creations: { query: creationsQuery, response: threadListResponse },
  discussions: { query: discussionsQuery, response: threadListResponse },
  inbox: { query: inboxQuery, response: threadListResponse },
  waiting: { response: waitingResponse },
  thread: { params: threadParams, response: threadDetail },
  reply: { params: threadParams, body: replyBody, response: threadDetail },
  display: { params: threadParams, body: displayBody, response: threadDetail },
  replyDisplay: { params: replyParams, body: displayBody, response: threadDetail },
  solved: { params: postParams, body: solvedBody, response: threadDetail },
  published: { params: postParams, body: publishedBody, response: threadDetail },
});

/** The announcement operations with their schemas. */
export const announcementsContract = withSchemas(announcementsOperations, {
  get: { params: announcementParams, response: announcement },
  create: { body: announcementBody, response: announcement },
  update: { params: announcementParams, body: announcementUpdateBody, response: announcement },
  remove: { params: announcementParams, response: deleted.extend({ trash_id: trashId }) },
  validator: { body: announcementBody, response: validatorResponse },
  preview: { body: announcementBody, response: previewResponse },
  usage: { query: z.object({ lecturer_id: idField.optional() }), response: usageResponse },
  addDiscussion: { params: announcementParams, body: replyBody, response: announcement },
  updateDiscussion: {
    params: announcementDiscussionParams,
    body: replyBody,
    response: announcement,
  },
  removeDiscussion: { params: announcementDiscussionParams, response: announcement },
  display: { params: announcementParams, body: displayBody, response: announcement },
  discussionDisplay: {
    params: announcementDiscussionParams,
    body: displayBody,
    response: announcement,
  },
  confirm: { params: announcementParams, response: announcement },
});

/** A post as lists show it. */
export type Thread = z.output<typeof thread>;
/** A post with its replies. */
export type ThreadDetail = z.output<typeof threadDetail>;
/** A list answer of posts. */
export type ThreadListResponse = z.output<typeof threadListResponse>;
/** An announcement. */
export type Announcement = z.output<typeof announcement>;
/** What creating an announcement sends. */
export type AnnouncementBody = z.input<typeof announcementBody>;
