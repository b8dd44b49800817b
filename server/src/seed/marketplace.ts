/**
 * The demo marketplace: lecturers, courses (with their introductions, materials, lecturers'
 * shares and presale tickets), chapters and lectures, planned deterministically (seeded PRNGs per
 * group, no clock, no Math.random) and inserted in multi-row batches. Scale N is N groups: group 0
 * holds the demo lecturers' courses, ebooks and articles and eight featured lecturers; every
 * further group adds eight generated lecturers with 100 courses between them.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/index.ts';
import type { ItemKind, TeachPermission } from '../contract/items.ts';
import {
  chapters,
  courses,
  courseTeachs,
  fundraisingTickets,
  lectures,
  professions,
  uploads,
  users,
} from '../db/schema.ts';
import { newUploadId } from '../uploads/shared.ts';
import type { DemoCoverWriter } from './covers.ts';
import type { CreationFileWriter } from './creation-files.ts';
import { insertInteractions } from './interactions.ts';
import {
  categories,
  categoryAudiences,
  categoryProfessions,
  categoryWords,
  ebookAudiences,
  featuredLecturers,
  levelRequirements,
  givenNames,
  introChapter,
  introLectures,
  outroChapter,
  outroLectures,
  surnames,
  teacher2Articles,
  teacher2Courses,
  teacher2Ebooks,
  teacher2MoreCourses,
  teacherArticles,
  teacherCourses,
  teacherEbooks,
  teacherMoreCourses,
  type Category,
  type FlagshipCourse,
  type FlagshipItem,
  type ProfessionKey,
} from './words.ts';

/** A course status. */
export type CourseStatus = (typeof courses.status.enumValues)[number];
type CourseLevel = (typeof courses.level.enumValues)[number];
type CourseLanguage = (typeof courses.language.enumValues)[number];
type LectureType = (typeof lectures.type.enumValues)[number];

/** A planned lecture. */
export interface PlannedLecture {
  readonly type: LectureType;
  readonly title: string;
  readonly sort: number;
  readonly duration: number | null;
}

/** A planned chapter and its lectures. */
export interface PlannedChapter {
  readonly title: string;
  readonly draft: boolean;
  readonly sort: number;
  readonly lectures: readonly PlannedLecture[];
}

/** A lecturer of a planned item: the owner first; shares add up to 100. */
export interface PlannedTeach {
  readonly email: string;
  readonly share: number;
  readonly permissions: readonly TeachPermission[];
}

/** A planned stage price. */
export interface PlannedTicket {
  readonly fundraising: number;
  readonly scheduleAt: Date;
}

/** A planned presale: its tickets, threshold, end and the students who bought so far. */
export interface PlannedFundraising {
  readonly tickets: readonly PlannedTicket[];
  readonly threshold: number;
  readonly endsAt: Date;
  readonly presaleCount: number;
}

/** A planned item (a course, ebook or article) and its chapters. */
export interface PlannedCourse {
  readonly kind: ItemKind;
  readonly lecturerEmail: string;
  readonly title: string;
  readonly subtitle: string;
  /** Empty for ebooks and articles (they have no category screen). */
  readonly category: Category | '';
  readonly status: CourseStatus;
  readonly level: CourseLevel;
  readonly language: CourseLanguage;
  readonly price: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly scheduledAt: Date | null;
  /** Safe HTML (what the server's sanitiser keeps). */
  readonly introduction: string;
  readonly learnings: readonly string[];
  readonly requirements: readonly string[];
  readonly audiences: readonly string[];
  readonly profession: ProfessionKey;
  readonly fundraising: PlannedFundraising | null;
  readonly teachs: readonly PlannedTeach[];
  readonly chapters: readonly PlannedChapter[];
}

/** A planned lecturer account. */
export interface PlannedLecturer {
  readonly email: string;
  readonly name: string;
}

/** One group of the marketplace: its new lecturers and all its courses. */
export interface PlannedGroup {
  /** Its number (0: the demo lecturers' group). */
  readonly group: number;
  readonly lecturers: readonly PlannedLecturer[];
  readonly courses: readonly PlannedCourse[];
}

/** Row counts of the marketplace (the demo accounts not included). */
export interface MarketplaceCounts {
  readonly lecturers: number;
  /** Items of each kind. */
  readonly courses: number;
  readonly ebooks: number;
  readonly articles: number;
  readonly chapters: number;
  readonly lectures: number;
}

/** Emails of the two demo lecturers (accounts seed), whose courses belong to group 0. */
export const DEMO_LECTURER_EMAILS = ['teacher@example.com', 'teacher2@example.com'] as const;

/** Lecturers each group adds. */
export const LECTURERS_PER_GROUP = 8;

/** Courses of the eight lecturers of a group (100 in all). */
const COURSES_PER_LECTURER = [16, 14, 13, 13, 12, 12, 11, 9] as const;

/** The fixed "now" of the plan: every date is relative to it, so orders are deterministic. */
export const PLAN_EPOCH = new Date('2026-11-01T00:00:00Z');

const DAY = 86_400_000;

/**
 * Scheduled publications and presale ends lie this far after the epoch (plus 45 to 180 days), so
 * the clock of the status machine leaves the demo's SCHEDULING and PRESALE items alone for a
 * long while after the plan's "now".
 */
const FUTURE_OFFSET_DAYS = 365;
const ROWS_PER_INSERT = 1000;
const GROUPS_PER_TRANSACTION = 10;

/** mulberry32: a small seeded PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seeded source of floats in [0, 1). */
export type Random = () => number;

/** A whole number from min to max (both included). */
export function int(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(random: Random, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A shuffled copy of a list. */
export function shuffle<T>(random: Random, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Fills a pattern with a topic; no space between two Chinese characters (`{t} 入門課`). */
function fill(pattern: string, topic: string): string {
  return pattern.replaceAll('{t}', topic).replace(/(\p{Script=Han}) (?=\p{Script=Han})/gu, '$1');
}

/** A value of a table of [value, weight] pairs, drawn by weight. */
export function weighted<T>(random: Random, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = table[table.length - 1];
  if (!last) throw new Error('weighted pick from an empty table');
  return last[0];
}

const statusWeights: readonly (readonly [CourseStatus, number])[] = [
  ['PUBLISH', 55],
  ['DRAFT', 12],
  ['REVIEW', 7],
  ['OFFLINE', 7],
  ['SCHEDULING', 6],
  ['PRESALE', 6],
  ['PREPARE', 7],
];

const levelWeights: readonly (readonly [CourseLevel, number])[] = [
  ['DEFAULT', 25],
  ['ELEMENTARY', 30],
  ['INTERMEDIATE', 20],
  ['HIGH_INTERMEDIATE', 10],
  ['ADVANCED', 10],
  ['SUPERIOR', 5],
];

const priceWeights: readonly (readonly [number, number])[] = [
  [0, 5],
  [990, 12],
  [1280, 10],
  [1680, 14],
  [1980, 12],
  [2400, 12],
  [2800, 10],
  [3600, 10],
  [4200, 6],
  [5800, 4],
  [8800, 3],
  [12_800, 2],
];

const lectureTypeWeights: Readonly<
  Partial<Record<Category, readonly (readonly [LectureType, number])[]>>
> = {
  programming: [
    ['VIDEO', 70],
    ['CODE', 18],
    ['ARTICLE', 12],
  ],
  language: [
    ['VIDEO', 72],
    ['AUDIO', 14],
    ['ARTICLE', 14],
  ],
  music: [
    ['VIDEO', 80],
    ['AUDIO', 12],
    ['ARTICLE', 8],
  ],
};
const defaultLectureTypes: readonly (readonly [LectureType, number])[] = [
  ['VIDEO', 86],
  ['ARTICLE', 14],
];

function languageOf(random: Random, category: Category, title: string): CourseLanguage {
  if (category === 'language' && /英文|多益|雅思/.test(title) && random() < 0.5) return 'ENGLISH';
  return weighted(random, [
    ['CHINESE', 90],
    ['SIMPLIFIED_CHINESE', 7],
    ['ENGLISH', 3],
  ]);
}

function planChapters(random: Random, category: Category, status: CourseStatus): PlannedChapter[] {
  const words = categoryWords[category];
  const count = int(random, 3, 6);
  const unfinished = status === 'DRAFT' || status === 'PREPARE';
  const start = int(random, 0, words.chapters.length - 1);
  const types = lectureTypeWeights[category] ?? defaultLectureTypes;
  const planned: PlannedChapter[] = [];
  for (let c = 0; c < count; c += 1) {
    const intro = c === 0;
    const outro = c === count - 1 && count >= 4;
    const title = intro
      ? introChapter
      : outro
        ? outroChapter
        : (words.chapters[(start + c) % words.chapters.length] ?? introChapter);
    const draft = c === count - 1 && random() < (unfinished ? 0.5 : 0.08);
    const lectureCount = int(random, 3, 6);
    // Introduction and wrap-up lectures in order; the others drawn without repeats.
    const titles = intro
      ? introLectures.slice(0, lectureCount)
      : outro
        ? outroLectures.slice(0, lectureCount)
        : shuffle(random, words.lectures).slice(0, lectureCount);
    const planLectures: PlannedLecture[] = [];
    for (let l = 0; l < lectureCount; l += 1) {
      const type = intro && l === 0 ? 'VIDEO' : weighted(random, types);
      const timed = type === 'VIDEO' || type === 'AUDIO';
      // 3 to 40 minutes, most of them short; unfinished courses miss some videos.
      const duration =
        timed && !(unfinished && random() < 0.2)
          ? Math.min(2400, 180 + Math.round(random() ** 2 * 2220 + random() * 60))
          : null;
      planLectures.push({ type, title: titles[l] ?? introLectures[0], sort: l + 1, duration });
    }
    planned.push({ title, draft, sort: c + 1, lectures: planLectures });
  }
  return planned;
}

/** Text made safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A short introduction in safe HTML: the subtitle, what one gets, where to ask. */
function introductionOf(subtitle: string, highlights: readonly string[]): string {
  const items = highlights.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return (
    `<p>${escapeHtml(subtitle)}。</p><h3>你將獲得</h3><ul>${items}</ul>` +
    '<p>有任何問題，歡迎在討論區留言，或寫信到 ' +
    '<a href="mailto:support@example.com">support@example.com</a>。</p>'
  );
}

function requirementsOf(level: CourseLevel): readonly string[] {
  if (level === 'DEFAULT' || level === 'ELEMENTARY') return levelRequirements.easy;
  if (level === 'INTERMEDIATE' || level === 'HIGH_INTERMEDIATE') return levelRequirements.middle;
  return levelRequirements.hard;
}

/** Three stage prices below the price, the last one a month before the presale ends. */
function ticketsOf(price: number, endsAt: Date): PlannedTicket[] {
  const end = endsAt.getTime();
  return [
    { fundraising: Math.round((price * 0.6) / 10) * 10, scheduleAt: new Date(end - 120 * DAY) },
    { fundraising: Math.round((price * 0.75) / 10) * 10, scheduleAt: new Date(end - 60 * DAY) },
    { fundraising: Math.round((price * 0.9) / 10) * 10, scheduleAt: new Date(end - 30 * DAY) },
  ];
}

/**
 * The presale of a PRESALE course (ending at `endsAt`, in the future) or a PREPARE one (ended,
 * threshold met). Drawn from `extra`, the group's second PRNG, so the main draws stay as they were.
 */
function fundraisingOf(
  extra: Random,
  spec: Pick<FlagshipCourse, 'status' | 'price' | 'presale'>,
  endsAt: Date | null,
): PlannedFundraising | null {
  if (spec.status !== 'PRESALE' && spec.status !== 'PREPARE') return null;
  const threshold = spec.presale?.threshold ?? int(extra, 3, 20) * 10;
  if (spec.status === 'PREPARE') {
    const ended = new Date(PLAN_EPOCH.getTime() - int(extra, 5, 60) * DAY);
    const presaleCount = threshold + int(extra, 0, threshold);
    return { tickets: ticketsOf(spec.price, ended), threshold, endsAt: ended, presaleCount };
  }
  const end = endsAt ?? new Date(PLAN_EPOCH.getTime() + (FUTURE_OFFSET_DAYS + 90) * DAY);
  const presaleCount = spec.presale?.count ?? int(extra, 0, Math.round(threshold * 1.3));
  return { tickets: ticketsOf(spec.price, end), threshold, endsAt: end, presaleCount };
}

function planCourse(
  random: Random,
  extra: Random,
  lecturerEmail: string,
  spec: Omit<FlagshipCourse, 'status' | 'price'> & { status: CourseStatus; price: number },
): PlannedCourse {
  const createdAt = new Date(
    PLAN_EPOCH.getTime() - int(random, 1, 1000) * DAY - int(random, 0, DAY),
  );
  const age = PLAN_EPOCH.getTime() - createdAt.getTime();
  const updatedAt = new Date(createdAt.getTime() + Math.floor(random() * age));
  // One draw for both (as before): a SCHEDULING course's publication, a PRESALE course's end.
  const ahead =
    spec.status === 'SCHEDULING' || spec.status === 'PRESALE'
      ? new Date(PLAN_EPOCH.getTime() + (FUTURE_OFFSET_DAYS + int(random, 45, 180)) * DAY)
      : null;
  const level = weighted(random, levelWeights);
  const language = languageOf(random, spec.category, spec.title);
  const planned = planChapters(random, spec.category, spec.status);
  const learnings = planned.slice(1, 4).map((chapter) => chapter.title);
  const owner = 100 - (spec.coLecturer?.share ?? 0);
  return {
    kind: 'courses',
    lecturerEmail,
    title: spec.title,
    subtitle: spec.subtitle,
    category: spec.category,
    status: spec.status,
    level,
    language,
    price: spec.price,
    createdAt,
    updatedAt,
    scheduledAt: spec.status === 'SCHEDULING' ? ahead : null,
    introduction: spec.withoutIntroduction ? '' : introductionOf(spec.subtitle, learnings),
    learnings,
    requirements: requirementsOf(level),
    audiences: categoryAudiences[spec.category],
    profession: categoryProfessions[spec.category],
    fundraising: fundraisingOf(extra, spec, spec.status === 'PRESALE' ? ahead : null),
    teachs: [
      { email: lecturerEmail, share: owner, permissions: [] },
      ...(spec.coLecturer ? [spec.coLecturer] : []),
    ],
    chapters: planned,
  };
}

/**
 * An ebook's chapters: a preface, one chapter per learning with reading pages (and now and then a
 * short video), and a draft appendix when the ebook is unfinished (drawn from `extra` only).
 */
function planEbookChapters(extra: Random, spec: FlagshipItem): PlannedChapter[] {
  const unfinished = spec.status === 'DRAFT';
  const page = (title: string, sort: number): PlannedLecture => {
    const video = extra() < 0.25;
    return {
      type: video ? 'VIDEO' : 'ARTICLE',
      title,
      sort,
      duration: video && !(unfinished && extra() < 0.5) ? int(extra, 120, 900) : null,
    };
  };
  const chapters: PlannedChapter[] = [
    {
      title: '前言',
      draft: false,
      sort: 1,
      lectures: [
        { type: 'VIDEO', title: '作者導讀', sort: 1, duration: int(extra, 90, 300) },
        { type: 'ARTICLE', title: '如何使用本書', sort: 2, duration: null },
      ],
    },
    ...spec.learnings.map((learning, index) => ({
      title: learning,
      draft: false,
      sort: index + 2,
      lectures: Array.from({ length: int(extra, 2, 4) }, (_, at) =>
        page(`${learning}：第 ${at + 1} 節`, at + 1),
      ),
    })),
  ];
  if (unfinished || extra() < 0.3)
    chapters.push({
      title: '附錄',
      draft: true,
      sort: chapters.length + 1,
      lectures: [{ type: 'ARTICLE', title: '延伸閱讀', sort: 1, duration: null }],
    });
  return chapters;
}

/**
 * A demo lecturer's ebook or article (drawn from `extra` only: the courses' draws stay put), an
 * ebook's chapters from `pages`.
 */
function planItem(
  extra: Random,
  pages: Random,
  lecturerEmail: string,
  kind: 'ebooks' | 'articles',
  spec: FlagshipItem,
): PlannedCourse {
  const createdAt = new Date(PLAN_EPOCH.getTime() - int(extra, 1, 400) * DAY - int(extra, 0, DAY));
  const age = PLAN_EPOCH.getTime() - createdAt.getTime();
  const updatedAt = new Date(createdAt.getTime() + Math.floor(extra() * age));
  const scheduledAt =
    spec.status === 'SCHEDULING'
      ? new Date(PLAN_EPOCH.getTime() + (FUTURE_OFFSET_DAYS + int(extra, 45, 180)) * DAY)
      : null;
  const level = weighted(extra, levelWeights);
  return {
    kind,
    lecturerEmail,
    title: spec.title,
    subtitle: spec.subtitle,
    category: '',
    status: spec.status,
    level,
    language: 'CHINESE',
    price: spec.price,
    createdAt,
    updatedAt,
    scheduledAt,
    introduction: spec.status === 'DRAFT' ? '' : introductionOf(spec.subtitle, spec.learnings),
    learnings: spec.learnings,
    requirements: requirementsOf(level),
    audiences: kind === 'ebooks' ? ebookAudiences : [],
    profession: spec.profession,
    fundraising: null,
    teachs: [{ email: lecturerEmail, share: 100, permissions: [] }],
    chapters: kind === 'ebooks' ? planEbookChapters(pages, spec) : [],
  };
}

function generatedCourse(
  random: Random,
  extra: Random,
  lecturerEmail: string,
  main: Category,
  taken: Set<string>,
): PlannedCourse {
  const category = random() < 0.7 ? main : pick(random, categories);
  const words = categoryWords[category];
  let topic = pick(random, words.topics);
  let title = fill(pick(random, words.titles), topic);
  // A lecturer rarely has two courses of the same title.
  for (let attempt = 0; attempt < 5 && taken.has(title); attempt += 1) {
    topic = pick(random, words.topics);
    title = fill(pick(random, words.titles), topic);
  }
  taken.add(title);
  return planCourse(random, extra, lecturerEmail, {
    title,
    subtitle: fill(pick(random, words.subtitles), topic),
    category,
    status: weighted(random, statusWeights),
    price: weighted(random, priceWeights),
  });
}

/** The email of the n-th marketplace lecturer (numbering starts at 3, after teacher and teacher2). */
export function lecturerEmail(n: number): string {
  return `lecturer${n}@example.com`;
}

/** Plans one group (pure and deterministic: the same group always gives the same rows). */
export function planGroup(group: number): PlannedGroup {
  const random = prng(0x5eed_c0de ^ Math.imul(group + 1, 2_654_435_761));
  // Draws added after the first plan (presales, ebooks, articles) come from a second PRNG, so the
  // courses, chapters and lectures of the first stay as they were.
  const extra = prng(0x0dd_ba11 ^ Math.imul(group + 1, 2_246_822_519));
  const planned: PlannedCourse[] = [];
  const demoLecturers = [
    [DEMO_LECTURER_EMAILS[0], teacherCourses, teacherEbooks, teacherArticles],
    [DEMO_LECTURER_EMAILS[1], teacher2Courses, teacher2Ebooks, teacher2Articles],
  ] as const;
  if (group === 0) {
    for (const [email, specs] of demoLecturers) {
      for (const spec of specs) planned.push(planCourse(random, extra, email, spec));
    }
  }
  const lecturers: PlannedLecturer[] = [];
  for (let k = 0; k < LECTURERS_PER_GROUP; k += 1) {
    const email = lecturerEmail(3 + group * LECTURERS_PER_GROUP + k);
    const featured = group === 0 ? featuredLecturers[k] : undefined;
    const name = featured?.name ?? `${pick(random, surnames)}${pick(random, givenNames)}`;
    const main = featured?.category ?? pick(random, categories);
    lecturers.push({ email, name });
    const count = COURSES_PER_LECTURER[k] ?? 10;
    const taken = new Set<string>();
    for (let i = 0; i < count; i += 1)
      planned.push(generatedCourse(random, extra, email, main, taken));
  }
  if (group === 0) {
    // Ebook chapters came later still: their own PRNG keeps the items' draws as they were.
    const pages = prng(0x0b00_c5ed ^ Math.imul(group + 1, 3_266_489_917));
    for (const [email, , ebooks, articles] of demoLecturers) {
      for (const spec of ebooks) planned.push(planItem(extra, pages, email, 'ebooks', spec));
      for (const spec of articles) planned.push(planItem(extra, pages, email, 'articles', spec));
    }
    // The demo lecturers' further published courses (for their students' interactions) came
    // last of all, from their own PRNG.
    const more = prng(0x1ec7_0e5e ^ Math.imul(group + 1, 668_265_263));
    for (const [email, specs] of [
      [DEMO_LECTURER_EMAILS[0], teacherMoreCourses],
      [DEMO_LECTURER_EMAILS[1], teacher2MoreCourses],
    ] as const) {
      for (const spec of specs) planned.push(planCourse(more, more, email, spec));
    }
  }
  return { group, lecturers, courses: planned };
}

/** Plans the whole marketplace of a scale, group by group. */
export function* planMarketplace(scale: number): Generator<PlannedGroup> {
  for (let group = 0; group < scale; group += 1) yield planGroup(group);
}

/** Counts the rows the marketplace of a scale inserts. */
export function marketplaceCounts(scale: number): MarketplaceCounts {
  const counts = { lecturers: 0, courses: 0, ebooks: 0, articles: 0, chapters: 0, lectures: 0 };
  for (const group of planMarketplace(scale)) {
    counts.lecturers += group.lecturers.length;
    for (const course of group.courses) counts[course.kind] += 1;
    for (const course of group.courses) {
      counts.chapters += course.chapters.length;
      for (const chapter of course.chapters) counts.lectures += chapter.lectures.length;
    }
  }
  return counts;
}

/** Rows in batches of `size`. */
export function* chunks<T>(rows: readonly T[], size = ROWS_PER_INSERT): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * Inserts rows as one JSON parameter (`json_to_recordset`): one bound value per batch instead of
 * one per cell, about twice as fast as a drizzle multi-row VALUES on PGlite. Keys are column keys
 * of the table; returns the new ids in row order when asked.
 */
export async function insertJson<T extends PgTable>(
  tx: Database | Transaction,
  table: T,
  rows: readonly Partial<Record<keyof T['_']['columns'] & string, unknown>>[],
  options: { readonly returnIds: boolean },
): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first);
  const spec = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`No column ${key} in ${getTableName(table)}`);
    // An explicit id of a serial column is an integer in the record.
    const type = column
      .getSQLType()
      .replace(/^(big|small)?serial$/, (_, size?: string) =>
        size === 'big' ? 'bigint' : size === 'small' ? 'smallint' : 'integer',
      );
    return { key, name: column.name, type };
  });
  const payload = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        spec.map(({ key, name }) => [name, (row as Record<string, unknown>)[key]]),
      ),
    ),
  );
  const names = sql.raw(spec.map(({ name }) => `"${name}"`).join(', '));
  const types = sql.raw(spec.map(({ name, type }) => `"${name}" ${type}`).join(', '));
  const returning = options.returnIds ? sql` returning "id"` : sql``;
  const result = await tx.execute(
    sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${payload}::json) as x(${types})${returning}`,
  );
  if (!options.returnIds) return [];
  // PGlite and node-postgres both answer { rows }.
  const inserted = (result as { rows: { id: number }[] }).rows;
  if (inserted.length !== rows.length) throw new Error(`Short insert into ${getTableName(table)}`);
  // PostgreSQL returns the rows of an INSERT ... SELECT in the order the SELECT yields them.
  return inserted.map((row) => row.id);
}

/** What inserting groups needs besides the plan. */
export interface GroupOptions {
  /** The password hash every new lecturer gets. */
  readonly passwordHash: string;
  /** Lecturer ids by email; must hold the demo lecturers'. */
  readonly lecturerIds: ReadonlyMap<string, number>;
  /** Where the items' covers are written; without it the items have no covers. */
  readonly covers?: DemoCoverWriter | undefined;
  /** Where the students' works' files are written; without it works have no files. */
  readonly files?: CreationFileWriter | undefined;
}

/** An inserted item that may get a demo cover. */
interface CoveredItem {
  readonly id: number;
  readonly ownerId: number;
  readonly createdAt: Date;
}

/**
 * Gives items their demo covers as a cover upload does: a stored file, a completed `form` upload
 * row of purpose `cover` owned by the item's lecturer with target `course-cover`, and the item's
 * cover pointing at it.
 */
async function insertCovers(
  tx: Database | Transaction,
  writer: DemoCoverWriter,
  items: readonly CoveredItem[],
): Promise<void> {
  for (const batch of chunks(items)) {
    const rows = await Promise.all(
      batch.flatMap((item) => {
        const variant = writer.variantOf(item.id);
        if (variant === null) return [];
        const id = newUploadId();
        return [
          writer.write(id, variant).then((stored) => ({
            id,
            userId: item.ownerId,
            kind: 'form',
            purpose: 'cover',
            filename: stored.filename,
            mimeType: stored.mimeType,
            size: stored.size,
            createdAt: item.createdAt,
            completedAt: item.createdAt,
            targetType: 'course-cover',
            targetId: item.id,
          })),
        ];
      }),
    );
    if (rows.length === 0) continue;
    await insertJson(tx, uploads, rows, { returnIds: false });
    const pairs = JSON.stringify(rows.map((row) => ({ id: row.targetId, cover: row.id })));
    await tx.execute(
      sql`update ${courses} set "cover_upload_id" = x.cover from json_to_recordset(${pairs}::json) as x(id integer, cover text) where ${courses.id} = x.id`,
    );
  }
}

/**
 * Inserts planned groups: their lecturers (with the given password hash), items with their
 * covers (when a cover writer is given), lecturers' shares and tickets, chapters and lectures,
 * then their students and interactions (seed/interactions.ts), in batches of 1,000 rows.
 * `lecturerIds` must hold the demo accounts' ids.
 */
export async function insertGroups(
  tx: Database | Transaction,
  groups: readonly PlannedGroup[],
  options: GroupOptions,
): Promise<void> {
  const ids = new Map(options.lecturerIds);
  const newLecturers = groups.flatMap((group) => group.lecturers);
  for (const batch of chunks(newLecturers)) {
    const rows = await tx
      .insert(users)
      .values(
        batch.map((lecturer) => ({
          email: lecturer.email,
          name: lecturer.name,
          roles: ['TEACHER' as const],
          passwordHash: options.passwordHash,
          createdAt: PLAN_EPOCH,
        })),
      )
      .returning({ id: users.id, email: users.email });
    for (const row of rows) ids.set(row.email, row.id);
  }
  const lecturerId = (email: string): number => {
    const id = ids.get(email);
    if (id === undefined) throw new Error(`No lecturer ${email}`);
    return id;
  };
  // Professions are reference data of the migrations.
  const professionIds = new Map(
    (await tx.select({ id: professions.id, key: professions.key }).from(professions)).map((row) => [
      row.key,
      row.id,
    ]),
  );

  const plannedCourses = groups.flatMap((group) => group.courses);
  const courseIds: number[] = [];
  for (const batch of chunks(plannedCourses)) {
    const rows = batch.map((course) => ({
      kind: course.kind,
      lecturerId: lecturerId(course.lecturerEmail),
      title: course.title,
      subtitle: course.subtitle,
      category: course.category,
      status: course.status,
      level: course.level,
      language: course.language,
      price: course.price,
      createdAt: course.createdAt,
      updatedAt: course.updatedAt,
      scheduledAt: course.scheduledAt,
      introduction: course.introduction,
      learnings: course.learnings,
      requirements: course.requirements,
      audiences: course.audiences,
      professionId: professionIds.get(course.profession) ?? null,
      fundraisingThreshold: course.fundraising?.threshold ?? null,
      fundraisingEndsAt: course.fundraising?.endsAt ?? null,
      presaleCount: course.fundraising?.presaleCount ?? 0,
    }));
    courseIds.push(...(await insertJson(tx, courses, rows, { returnIds: true })));
  }

  if (options.covers) {
    const items = plannedCourses.map((course, index) => ({
      id: courseIds[index] ?? 0,
      ownerId: lecturerId(course.lecturerEmail),
      createdAt: course.createdAt,
    }));
    await insertCovers(tx, options.covers, items);
  }

  const teachs = plannedCourses.flatMap((course, index) =>
    course.teachs.map((teach) => ({
      courseId: courseIds[index],
      lecturerId: lecturerId(teach.email),
      share: teach.share,
      permissions: teach.permissions,
      createdAt: course.createdAt,
    })),
  );
  for (const batch of chunks(teachs)) {
    await insertJson(tx, courseTeachs, batch, { returnIds: false });
  }
  const tickets = plannedCourses.flatMap((course, index) =>
    (course.fundraising?.tickets ?? []).map((ticket) => ({
      courseId: courseIds[index],
      fundraising: ticket.fundraising,
      scheduleAt: ticket.scheduleAt,
    })),
  );
  for (const batch of chunks(tickets)) {
    await insertJson(tx, fundraisingTickets, batch, { returnIds: false });
  }

  const plannedChapters = plannedCourses.flatMap((course, index) =>
    course.chapters.map((chapter) => ({ courseId: courseIds[index], chapter })),
  );
  const chapterIds: number[] = [];
  for (const batch of chunks(plannedChapters)) {
    const rows = batch.map(({ courseId, chapter }) => ({
      courseId,
      title: chapter.title,
      draft: chapter.draft,
      sort: chapter.sort,
    }));
    chapterIds.push(...(await insertJson(tx, chapters, rows, { returnIds: true })));
  }

  const plannedLectures = plannedChapters.flatMap(({ courseId, chapter }, index) =>
    chapter.lectures.map((lecture) => ({
      courseId,
      chapterId: chapterIds[index],
      type: lecture.type,
      title: lecture.title,
      sort: lecture.sort,
      duration: lecture.duration,
    })),
  );
  const lectureIds: number[] = [];
  for (const batch of chunks(plannedLectures)) {
    lectureIds.push(...(await insertJson(tx, lectures, batch, { returnIds: true })));
  }
  // Each item's lectures in order, for the students' posts under them.
  const lecturesByCourse: number[][] = [];
  let next = 0;
  for (const course of plannedCourses) {
    const count = course.chapters.reduce((sum, chapter) => sum + chapter.lectures.length, 0);
    lecturesByCourse.push(lectureIds.slice(next, next + count));
    next += count;
  }
  await insertInteractions(tx, groups, {
    passwordHash: options.passwordHash,
    userIds: ids,
    courseIds,
    lectureIds: lecturesByCourse,
    files: options.files,
  });
}

/**
 * Seeds the marketplace groups after the first (group 0 goes with the demo accounts), ten groups
 * (about 1,000 courses) per transaction.
 */
export async function insertRemainingGroups(
  db: Database,
  scale: number,
  options: GroupOptions,
): Promise<void> {
  for (let first = 1; first < scale; first += GROUPS_PER_TRANSACTION) {
    const groups: PlannedGroup[] = [];
    for (let group = first; group < Math.min(scale, first + GROUPS_PER_TRANSACTION); group += 1) {
      groups.push(planGroup(group));
    }
    await db.transaction((tx) => insertGroups(tx, groups, options));
  }
}
