/**
 * Contract of the course routes: request and response schemas. The client imports the inferred
 * types only (`import type`), so this file depends on zod alone.
 */
import { z } from 'zod';

/** Course statuses (seed section 4). */
export const courseStatuses = [
  'PUBLISH',
  'SCHEDULING',
  'DRAFT',
  'REVIEW',
  'OFFLINE',
  'PRESALE',
  'PREPARE',
] as const;

/** Course levels (seed section 3). */
export const courseLevels = [
  'DEFAULT',
  'ELEMENTARY',
  'INTERMEDIATE',
  'HIGH_INTERMEDIATE',
  'ADVANCED',
  'SUPERIOR',
] as const;

/** Course languages (seed section 3). */
export const courseLanguages = ['CHINESE', 'SIMPLIFIED_CHINESE', 'ENGLISH'] as const;

/** Orders of the course list: newest first (default), oldest first, by title, by price. */
export const courseOrders = ['latest', 'oldest', 'title', 'price_asc', 'price_desc'] as const;

/** Most items one list page may hold. */
export const MAX_PER_PAGE = 100;

/** Longest keyword the course list accepts. */
export const MAX_KEYWORD_LENGTH = 100;

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

/** A course status. */
export type CourseStatus = (typeof courseStatuses)[number];
/** An order of the course list. */
export type CourseOrder = (typeof courseOrders)[number];
/** What the client sends to list courses. */
export type CourseListQuery = z.input<typeof courseListQuery>;
/** One course of the list. */
export type CourseListItem = z.output<typeof courseListItem>;
/** Pagination of a list answer. */
export type ListMeta = z.output<typeof listMeta>;
/** One page of courses. */
export type CourseListResponse = z.output<typeof courseListResponse>;
