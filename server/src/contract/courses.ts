/**
 * Contract of the course list: request and response schemas. The values (statuses, levels, ...)
 * live in `plain/courses.ts`; the client imports only types from here (`import type`).
 */
import { z } from 'zod';
import { isoDateTime } from './dates.ts';
import { wholeNumber } from './numbers.ts';

import {
  courseLanguages,
  courseLevels,
  courseStatuses,
  MAX_KEYWORD_LENGTH,
  MAX_PER_PAGE,
} from './plain/courses.ts';
import { MAX_INTEGER } from './plain/operation.ts';

export {
  courseLanguages,
  courseLevels,
  courseOrders,
  courseStatuses,
  MAX_KEYWORD_LENGTH,
  MAX_PER_PAGE,
} from './plain/courses.ts';
export type { CourseOrder, CourseStatus } from './plain/courses.ts';

/** Pagination of a list answer (decisions.md list shape). */
export const listMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** A page of a list (`page`, `per_page`). */
export const paging = {
  page: wholeNumber(1, MAX_INTEGER).default(1),
  per_page: wholeNumber(1, MAX_PER_PAGE).default(20),
};

/** A keyword filter (literal, case-insensitive). */
export const keywordFilter = z.string().trim().max(MAX_KEYWORD_LENGTH).optional();

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
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
