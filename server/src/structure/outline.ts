/**
 * Adding to an item's structure: the room left (at most MAX_STRUCTURE_ENTRIES chapters and as many
 * lectures, what one resort can carry) and a quick outline appended after the existing chapters.
 */
import { count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_STRUCTURE_ENTRIES, type outlineBody } from '../contract/chapters.ts';
import type { Transaction } from '../db/index.ts';
import { chapters, lectures } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';

/** Refuses (400) when adding chapters and lectures would pass the structure's limit. */
export async function requireRoom(
  tx: Transaction,
  courseId: number,
  newChapters: number,
  newLectures: number,
): Promise<void> {
  const [chapterCount] = await tx
    .select({ n: count() })
    .from(chapters)
    .where(eq(chapters.courseId, courseId));
  const [lectureCount] = await tx
    .select({ n: count() })
    .from(lectures)
    .where(eq(lectures.courseId, courseId));
  if (
    (chapterCount?.n ?? 0) + newChapters > MAX_STRUCTURE_ENTRIES ||
    (lectureCount?.n ?? 0) + newLectures > MAX_STRUCTURE_ENTRIES
  )
    throw badRequest('structure.tooMany', undefined, { max: MAX_STRUCTURE_ENTRIES });
}

/** The sort after the last chapter of an item. */
export async function nextChapterSort(tx: Transaction, courseId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(chapters.sort) })
    .from(chapters)
    .where(eq(chapters.courseId, courseId));
  return (row?.last ?? 0) + 1;
}

/** The sort after the last lecture of a chapter. */
export async function nextLectureSort(tx: Transaction, chapterId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(lectures.sort) })
    .from(lectures)
    .where(eq(lectures.chapterId, chapterId));
  return (row?.last ?? 0) + 1;
}

/** Appends an outline's chapters (with their lectures, in order) after the existing ones. */
export async function appendOutline(
  tx: Transaction,
  courseId: number,
  body: z.output<typeof outlineBody>,
): Promise<void> {
  const total = body.chapters.reduce((sum, chapter) => sum + chapter.lectures.length, 0);
  await requireRoom(tx, courseId, body.chapters.length, total);
  const first = await nextChapterSort(tx, courseId);
  const created = await tx
    .insert(chapters)
    .values(
      body.chapters.map((chapter, index) => ({
        courseId,
        title: chapter.title,
        sort: first + index,
      })),
    )
    .returning({ id: chapters.id, sort: chapters.sort });
  const idOfSort = new Map(created.map((row) => [row.sort, row.id]));
  const rows = body.chapters.flatMap((chapter, index) => {
    const chapterId = idOfSort.get(first + index);
    if (chapterId === undefined) throw new Error('An outline chapter was not created');
    return chapter.lectures.map((lecture, position) => ({
      courseId,
      chapterId,
      title: lecture.title,
      type: lecture.type,
      sort: position + 1,
    }));
  });
  if (rows.length > 0) await tx.insert(lectures).values(rows);
}
