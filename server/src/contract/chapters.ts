/**
 * Contract of the structure editor: chapters and lectures of courses and ebooks (paths under
 * `/lecturers/v2/{courses|ebooks}/{id}` and `/lecturers/v2/lectures/{lecture_id}`), subtitles,
 * videos, content blocks, the compiler and the assistant. The values and the operations live in
 * the zod-free `plain/` modules; the client imports only types from here.
 */
import { z } from 'zod';
import { titleText } from './text.ts';
import { trashId } from './trash.ts';
import { formBoolean, idField, itemParams } from './items.ts';
import { withSchemas } from './operation.ts';
import { aiOperations } from './plain/ai.ts';
import {
  aiTasks,
  blockTypes,
  compilerLanguages,
  lectureTypes,
  MAX_BLOCK_LENGTH,
  MAX_PROMPT_LENGTH,
  MAX_STRUCTURE_ENTRIES,
  MAX_TITLE_LENGTH,
  structureKinds,
  subtitleLanguageList,
  chaptersOperations,
} from './plain/chapters.ts';
import { compilerOperations } from './plain/compiler.ts';
import { lecturesOperations } from './plain/lectures.ts';
import { subtitlesOperations } from './plain/subtitles.ts';

export { lectureTypes, MAX_STRUCTURE_ENTRIES, structureKinds } from './plain/chapters.ts';
export type { AiTask, StructureKind, SubtitleLanguage } from './plain/chapters.ts';

const id = z.number().int();
const title = titleText(MAX_TITLE_LENGTH);

/** `{id}` of a course or ebook and `{chapter_id}` of one of its chapters. */
export const chapterParams = z.object({
  id: idField,
  chapter_id: idField,
});

/** `{lecture_id}` of a lecture. */
export const lectureParams = z.object({ lecture_id: idField });

/** `{id}` of a course or ebook and `{lecture_id}` of one of its lectures. */
export const itemLectureParams = z.object({
  id: idField,
  lecture_id: idField,
});

/** `{id}` of a course and `{subtitle_id}` of one of its subtitles. */
export const subtitleParams = z.object({
  id: idField,
  subtitle_id: idField,
});

/** A file attached to a lecture. */
export const attachment = z.object({
  /** The upload's id. */
  id: z.string(),
  /** The attachment's own id (rename, reorder, remove). */
  attachment_id: id,
  name: z.string(),
  size: z.number().int(),
  /** The file's media type. */
  type: z.string(),
  url: z.string(),
});

/** Longest name of an attached file. */
export const MAX_ATTACHMENT_NAME_LENGTH = 200;

/** `{lecture_id}` and `{attachment_id}` of one of its files. */
export const attachmentParams = z.object({ lecture_id: idField, attachment_id: idField });

/** `PUT .../attachments/{attachment_id}`: a new name (no slashes or control characters). */
export const attachmentRenameBody = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(MAX_ATTACHMENT_NAME_LENGTH)
    .regex(/^[^/\\\p{Cc}\p{Cf}]+$/u),
});

/** `PUT .../attachments`: every attachment id of the lecture once, in the new order. */
export const attachmentOrderBody = z.object({ ids: z.array(idField).min(1).max(500) });

/** A subtitle of a lecture. */
export const subtitle = z.object({
  id,
  lecture_id: id,
  language: z.enum(subtitleLanguageList),
  name: z.string(),
  url: z.string(),
});

/** A lecture as the structure editor shows it (seed section 3: id, type, title, chapter_id, attachments). */
export const lecture = z.object({
  id,
  type: z.enum(lectureTypes),
  title: z.string(),
  chapter_id: id,
  sort: z.number().int(),
  /** Video length in seconds; null until a video with a readable length is attached. */
  duration: z.number().int().nullable(),
  video: z.object({ id: z.string(), name: z.string(), size: z.number().int() }).nullable(),
  attachments: z.array(attachment),
  subtitles: z.array(subtitle),
});

/** A chapter with its lectures in order (seed section 3: id, title, draft, sort, lectures). */
export const chapter = z.object({
  id,
  title: z.string(),
  draft: z.boolean(),
  sort: z.number().int(),
  lectures: z.array(lecture),
});

/** `GET .../chapters` answer: every chapter in order with its lectures. */
export const chaptersResponse = z.object({ data: z.array(chapter) });

/** `GET .../chapters/lists` answer: chapter ids and titles in order (for chapter pickers). */
export const chapterListsResponse = z.object({
  data: z.array(z.object({ id, title: z.string(), draft: z.boolean() })),
});

/** `POST .../chapters` and `PUT .../chapters/{chapter_id}`. */
export const chapterBody = z.object({ title, draft: formBoolean.optional() });

/** `POST .../chapters/resort`: every chapter id in order, every lecture with its chapter, in order. */
export const resortBody = z.object({
  chapters: z.array(idField).max(MAX_STRUCTURE_ENTRIES),
  lectures: z
    .array(
      z.object({
        id: idField,
        parent_id: idField,
      }),
    )
    .max(MAX_STRUCTURE_ENTRIES),
});

/** `POST .../chapters/outline`: many chapters with their lectures at once (quick mode). */
export const outlineBody = z.object({
  chapters: z
    .array(
      z.object({
        title,
        lectures: z
          .array(z.object({ title, type: z.enum(lectureTypes).default('VIDEO') }))
          .max(200)
          .default([]),
      }),
    )
    .min(1)
    .max(200),
});

/** `POST .../lectures`: a new lecture (seed: chapter_id, type, title). */
export const lectureCreateBody = z.object({
  chapter_id: idField,
  type: z.enum(lectureTypes),
  title,
});

/** `GET .../lectures` query: lectures of one type. */
export const lecturesQuery = z.object({ type: z.enum(lectureTypes).default('VIDEO') });

/** `GET .../lectures` answer. */
export const lecturesResponse = z.object({ data: z.array(lecture) });

/** `GET .../lectures/create` answer: a new lecture's defaults. */
export const lectureDefaultsResponse = z.object({
  type: z.enum(lectureTypes),
  title: z.string(),
  chapter_id: id.nullable(),
  types: z.array(z.enum(lectureTypes)),
});

/** A content block of a lecture. */
export const block = z.object({
  type: z.enum(blockTypes),
  content: z.string().max(MAX_BLOCK_LENGTH),
  /** The language of a CODE block. */
  language: z.enum(compilerLanguages).nullable(),
});

/** A lecture with everything its editor shows. */
export const lectureDetail = lecture.extend({
  course_id: id,
  kind: z.enum(structureKinds),
  blocks: z.array(block),
});

/** `PUT /lecturers/v2/lectures/{lecture_id}`. */
export const lectureUpdateBody = z.object({
  title: title.optional(),
  type: z.enum(lectureTypes).optional(),
  chapter_id: idField.optional(),
});

/** `POST .../lectures/{lecture_id}/blocks` and `POST .../blocks` (a course's own blocks): replaces them. */
export const blocksBody = z.object({
  blocks: z
    .array(
      z.object({
        type: z.enum(blockTypes),
        content: z.string().max(MAX_BLOCK_LENGTH),
        language: z.enum(compilerLanguages).nullable().optional(),
      }),
    )
    .max(100),
});

/** `POST .../blocks` answer. */
export const blocksResponse = z.object({ data: z.array(block) });

/** `POST /lecturers/v2/compiler`: runs a code lecture's program. */
export const compilerBody = z.object({
  language: z.enum(compilerLanguages),
  code: z.string().max(MAX_BLOCK_LENGTH),
  stdin: z.string().max(10_000).optional(),
});

/** `POST /lecturers/v2/compiler` answer. */
export const compilerResponse = z.object({
  stdout: z.string(),
  stderr: z.string(),
  exit_code: z.number().int(),
  timed_out: z.boolean(),
  duration_ms: z.number().int(),
});

/** `POST .../ai`: what to draft, with the lecturer's own words. */
export const aiBody = z.object({
  task: z.enum(aiTasks),
  prompt: z.string().trim().max(MAX_PROMPT_LENGTH).optional(),
});

/** `POST .../ai` answer: the drafted text (never made up when no provider is configured: 400). */
export const aiResponse = z.object({ text: z.string(), provider: z.string() });

/** `DELETE` answers that report how many things went. */
export const removedResponse = z.object({ removed: z.number().int() });

/** A lecture in the structure. */
export type Lecture = z.output<typeof lecture>;
/** A chapter in the structure. */
export type Chapter = z.output<typeof chapter>;
/** A subtitle. */
export type Subtitle = z.output<typeof subtitle>;
/** A content block. */
export type Block = z.output<typeof block>;
/** A lecture with its editor's fields. */
export type LectureDetail = z.output<typeof lectureDetail>;
/** Answers and bodies. */
export type ChaptersResponse = z.output<typeof chaptersResponse>;
export type ChapterListsResponse = z.output<typeof chapterListsResponse>;
export type ChapterBody = z.input<typeof chapterBody>;
export type ResortBody = z.input<typeof resortBody>;
export type OutlineBody = z.input<typeof outlineBody>;
export type LectureCreateBody = z.input<typeof lectureCreateBody>;
export type LectureDefaultsResponse = z.output<typeof lectureDefaultsResponse>;
export type LectureUpdateBody = z.input<typeof lectureUpdateBody>;
export type BlocksBody = z.input<typeof blocksBody>;
export type BlocksResponse = z.output<typeof blocksResponse>;
export type CompilerBody = z.input<typeof compilerBody>;
export type CompilerResponse = z.output<typeof compilerResponse>;
export type AiBody = z.input<typeof aiBody>;
export type AiResponse = z.output<typeof aiResponse>;
export type RemovedResponse = z.output<typeof removedResponse>;

/** `GET .../lectures/{lecture_id}/media-link`: a short-lived signed address of the lecture's media. */
const mediaLinkResponse = z.object({
  url: z.string(),
  expires_at: z.string(),
  /** The stored file's type: `video/…`, `audio/…` or another the browser may not play. */
  mime_type: z.string(),
});

/** The signed link's query (auth/signed-link.ts). */
const mediaQuery = z.object({
  user: z.string().max(20),
  role: z.string().max(20),
  expires: z.string().max(20),
  signature: z.string().max(100),
});

/** A lecture's media file, streamed with Range support (http/file-range.ts). */
export const mediaFile = z.string().describe('media');

export type MediaLinkResponse = z.output<typeof mediaLinkResponse>;

/** The chapter operations with their schemas. */
export const chaptersContract = withSchemas(chaptersOperations, {
  list: { params: itemParams, response: chaptersResponse },
  lists: { params: itemParams, response: chapterListsResponse },
  create: { params: itemParams, body: chapterBody, response: chaptersResponse },
  update: { params: chapterParams, body: chapterBody, response: chaptersResponse },
  remove: { params: chapterParams, response: chaptersResponse.extend({ trash_id: trashId }) },
  resort: { params: itemParams, body: resortBody, response: chaptersResponse },
  outline: { params: itemParams, body: outlineBody, response: chaptersResponse },
});

/** The lecture operations with their schemas. */
export const lecturesContract = withSchemas(lecturesOperations, {
  create: { params: itemParams, body: lectureCreateBody, response: lectureDetail },
  ofType: { params: itemParams, query: lecturesQuery, response: lecturesResponse },
  defaults: { params: itemParams, response: lectureDefaultsResponse },
  saveBlocks: { params: itemLectureParams, body: blocksBody, response: blocksResponse },
  saveItemBlocks: { params: itemParams, body: blocksBody, response: blocksResponse },
  removeVideos: { params: itemParams, response: removedResponse },
  get: { params: lectureParams, response: lectureDetail },
  update: { params: lectureParams, body: lectureUpdateBody, response: lectureDetail },
  remove: { params: lectureParams, response: removedResponse.extend({ trash_id: trashId }) },
  removeVideo: { params: lectureParams, response: lectureDetail },
  mediaLink: { params: lectureParams, response: mediaLinkResponse },
  media: { params: lectureParams, query: mediaQuery, response: mediaFile },
  renameAttachment: {
    params: attachmentParams,
    body: attachmentRenameBody,
    response: lectureDetail,
  },
  sortAttachments: { params: lectureParams, body: attachmentOrderBody, response: lectureDetail },
  removeAttachment: {
    params: attachmentParams,
    response: lectureDetail.extend({ trash_id: trashId }),
  },
});

/** The subtitle operations with their schemas. */
export const subtitlesContract = withSchemas(subtitlesOperations, {
  remove: { params: subtitleParams, response: removedResponse },
});

/** The compiler with its schemas. */
export const compilerContract = withSchemas(compilerOperations, {
  run: { body: compilerBody, response: compilerResponse },
});

/** The assistant with its schemas. */
export const aiContract = withSchemas(aiOperations, {
  draft: { params: itemParams, body: aiBody, response: aiResponse },
});
