/**
 * Values of the structure editor (chapters, lectures, subtitles, blocks, the compiler and the
 * assistant) the client and the server share, and the chapter operations. Zod-free.
 */
import { LARGE_MAX_BODY_BYTES } from './operation.ts';

/** Kinds of items with a structure (chapters and lectures). */
export const structureKinds = ['courses', 'ebooks'] as const;

/** A kind of item with a structure. */
export type StructureKind = (typeof structureKinds)[number];

/** Lecture types; `GET .../lectures?type=` defaults to VIDEO (seed section 7). */
export const lectureTypes = ['VIDEO', 'ARTICLE', 'CODE', 'AUDIO'] as const;

/** A lecture type. */
export type LectureType = (typeof lectureTypes)[number];

/** Languages a subtitle can be in. */
export const subtitleLanguageList = ['zh-TW', 'zh-CN', 'en'] as const;

/** A subtitle language. */
export type SubtitleLanguage = (typeof subtitleLanguageList)[number];

/** Languages the compiler runs. */
export const compilerLanguages = ['javascript'] as const;

/** Kinds of content blocks of a lecture. */
export const blockTypes = ['TEXT', 'CODE'] as const;

/** What the assistant drafts. */
export const aiTasks = ['outline', 'summaries'] as const;

/** A task of the assistant. */
export type AiTask = (typeof aiTasks)[number];

/** Longest chapter or lecture title. */
export const MAX_TITLE_LENGTH = 120;

/** Most chapters and lectures one quick-outline paste or resort may hold. */
export const MAX_STRUCTURE_ENTRIES = 2000;

/** Longest prompt the lecturer gives the assistant. */
export const MAX_PROMPT_LENGTH = 2000;

/** Longest content block, and longest program the compiler runs. */
export const MAX_BLOCK_LENGTH = 50_000;

/** Operations of chapters (`/lecturers/v2/{kind}/{id}/chapters`). */
export const chaptersOperations = {
  list: { method: 'get', path: '/lecturers/v2/{kind}/{id}/chapters', kinds: structureKinds },
  lists: { method: 'get', path: '/lecturers/v2/{kind}/{id}/chapters/lists', kinds: structureKinds },
  create: { method: 'post', path: '/lecturers/v2/{kind}/{id}/chapters', kinds: structureKinds },
  update: {
    method: 'put',
    path: '/lecturers/v2/{kind}/{id}/chapters/{chapter_id}',
    kinds: structureKinds,
  },
  remove: {
    method: 'delete',
    path: '/lecturers/v2/{kind}/{id}/chapters/{chapter_id}',
    kinds: structureKinds,
  },
  resort: {
    method: 'post',
    path: '/lecturers/v2/{kind}/{id}/chapters/resort',
    kinds: structureKinds,
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  outline: {
    method: 'post',
    path: '/lecturers/v2/{kind}/{id}/chapters/outline',
    kinds: structureKinds,
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
} as const;
