/**
 * Contract of the course list: request and response schemas. The values (statuses, levels, ...)
 * live in `plain/courses.ts`; the client imports only types from here (`import type`).
 */
import { z } from 'zod';

import {
  courseLanguages,
  courseLevels,
  courseOrders,
  courseStatuses,
  MAX_KEYWORD_LENGTH,
  MAX_PER_PAGE,
} from './plain/courses.ts';

export {
  courseLanguages,
  courseLevels,
  courseOrders,
  courseStatuses,
  MAX_KEYWORD_LENGTH,
  MAX_PER_PAGE,
} from './plain/courses.ts';
export type { CourseOrder, CourseStatus } from './plain/courses.ts';

/**
 * `GET /lecturers/v2/courses` query (seed section 7). An empty value means "no filter", as a
 * filter form sends it. The keyword matches title or subtitle, case-insensitively and literally
 * (`%` and `_` are no wildcards).
 */
export const courseListQuery = z.object({
  category: z.string().trim().max(100).optional().describe('Category key, e.g. programming'),
  keyword: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .optional()
    .describe('Part of the title or subtitle (case-insensitive, literal)'),
  status: z.union([z.enum(courseStatuses), z.literal('')]).optional(),
  order: z
    .union([z.enum(courseOrders), z.literal('')])
    .optional()
    .describe('Sort order; latest (newest first) when empty'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});

/** Pagination of a list answer (decisions.md list shape). */
export const listMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** One course of the list: its fields, its lecturer and how many chapters and lectures it has. */
export const courseListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  category: z.string(),
  status: z.enum(courseStatuses),
  level: z.enum(courseLevels),
  language: z.enum(courseLanguages),
  /** Price in TWD whole dollars. */
  price: z.number().int(),
  lecturer: z.object({ id: z.number().int(), name: z.string() }),
  chapters_count: z.number().int(),
  lectures_count: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** `GET /lecturers/v2/courses` answer: one page of courses and the pagination. */
export const courseListResponse = z.object({
  data: z.array(courseListItem),
  meta: listMeta,
});

/** What the client sends to list courses. */
export type CourseListQuery = z.input<typeof courseListQuery>;
/** One course of the list. */
export type CourseListItem = z.output<typeof courseListItem>;
/** Pagination of a list answer. */
export type ListMeta = z.output<typeof listMeta>;
/** One page of courses. */
export type CourseListResponse = z.output<typeof courseListResponse>;
