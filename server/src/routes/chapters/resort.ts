/**
 * Reordering an item's structure in one statement per table: the lists must name every chapter and
 * every lecture of the item exactly once (a lecture in one of its chapters), else 400 and nothing
 * changes. Sort is the position (lectures numbered within their chapter).
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { resortBody } from '../../contract/chapters.ts';
import type { Transaction } from '../../db/index.ts';
import { chapters, lectures } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

/** Whether `given` holds each of `known` exactly once and nothing else. */
function samePermutation(given: readonly number[], known: ReadonlySet<number>): boolean {
  const seen = new Set(given);
  return (
    seen.size === given.length && seen.size === known.size && given.every((id) => known.has(id))
  );
}

/** `(id, value)` rows of a VALUES list; every number is a validated integer. */
function valuesList(rows: readonly (readonly number[])[]) {
  return sql.raw(
    rows.map((row) => `(${row.map((value) => Math.trunc(value)).join(',')})`).join(','),
  );
}

/** Applies a resort of an item (locked by the caller); throws 400 before writing when it is wrong. */
export async function resortItem(
  tx: Transaction,
  courseId: number,
  body: z.output<typeof resortBody>,
): Promise<void> {
  const chapterIds = new Set(
    (
      await tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, courseId))
    ).map((row) => row.id),
  );
  const lectureIds = new Set(
    (
      await tx.select({ id: lectures.id }).from(lectures).where(eq(lectures.courseId, courseId))
    ).map((row) => row.id),
  );
  if (!samePermutation(body.chapters, chapterIds))
    throw badRequest('structure.resortChapters', 'chapters');
  const lectureList = body.lectures.map((lecture) => lecture.id);
  if (
    !samePermutation(lectureList, lectureIds) ||
    !body.lectures.every((lecture) => chapterIds.has(lecture.parent_id))
  )
    throw badRequest('structure.resortLectures', 'lectures');

  if (body.chapters.length > 0)
    await tx.execute(sql`update ${chapters} set sort = v.sort
      from (values ${valuesList(body.chapters.map((id, index) => [id, index + 1]))}) as v(id, sort)
      where ${chapters.id} = v.id and ${chapters.courseId} = ${courseId}`);
  const positions = new Map<number, number>();
  const placed = body.lectures.map((lecture) => {
    const position = (positions.get(lecture.parent_id) ?? 0) + 1;
    positions.set(lecture.parent_id, position);
    return [lecture.id, lecture.parent_id, position];
  });
  if (placed.length > 0)
    await tx.execute(sql`update ${lectures} set chapter_id = v.chapter_id, sort = v.sort
      from (values ${valuesList(placed)}) as v(id, chapter_id, sort)
      where ${lectures.id} = v.id and ${lectures.courseId} = ${courseId}`);
}
