/**
 * What is waiting: per type across the viewer's courses (`/waiting`, the rail's count) and per
 * course (`/courses`, the course filter), and a course's lectures (the creations filter).
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  interactionCoursesResponse,
  interactionLecturesResponse,
} from '../../contract/interactions.ts';
import { threadTypes } from '../../contract/plain/interactions.ts';
import { chapters, courses, courseTeachs, interactionWaiting, lectures } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findItem } from '../../items/access.ts';
import { visibleCourseIds } from '../../interactions/access.ts';
import { namedLecturer } from '../../interactions/lecturer.ts';
import { noCounts, type Counts } from '../../interactions/waiting.ts';
import type { ListContext } from './list.ts';

/** Most courses `/courses` answers (an administrator's: the most waiting first). */
export const MAX_FILTER_COURSES = 200;

/**
 * `GET .../interactions/courses`: a lecturer's courses (owned and co-taught), or for an
 * administrator the courses with waiting posts (at most MAX_FILTER_COURSES), most waiting first.
 * An administrator who names a lecturer gets that lecturer's courses as the lecturer sees them
 * (an announcement's audience); a lecturer may only name themselves (another, or no lecturer: 404).
 */
export async function coursesOf(
  context: ListContext,
  lecturerId?: number,
): Promise<z.input<typeof interactionCoursesResponse>> {
  if (lecturerId !== undefined && context.role === 'TEACHER' && lecturerId !== context.viewer.id)
    throw notFound();
  if (lecturerId !== undefined && context.role === 'ADMIN') {
    const lecturer = await namedLecturer(context.tx, context.viewer, context.role, lecturerId);
    return coursesOf({ ...context, viewer: { id: lecturer }, role: 'TEACHER' });
  }
  const { tx, viewer, role } = context;
  // The counts the database keeps per course and type (`interaction_waiting`).
  const ids = visibleCourseIds(viewer, role);
  const waiting = await tx
    .select({
      courseId: interactionWaiting.courseId,
      type: interactionWaiting.type,
      total: interactionWaiting.n,
    })
    .from(interactionWaiting)
    .where(
      and(
        gt(interactionWaiting.n, 0),
        ids ? sql`${interactionWaiting.courseId} in ${ids}` : undefined,
      ),
    );
  const countsOf = new Map<number, Counts>();
  for (const row of waiting) {
    const counts = countsOf.get(row.courseId) ?? noCounts();
    counts[row.type] = row.total;
    countsOf.set(row.courseId, counts);
  }
  const total = (id: number) => {
    const counts = countsOf.get(id);
    return counts ? threadTypes.reduce((sum, type) => sum + counts[type], 0) : 0;
  };

  let rows: { id: number; title: string; canReply: boolean }[];
  if (role === 'ADMIN') {
    const ids = [...countsOf.keys()]
      .sort((a, b) => total(b) - total(a) || a - b)
      .slice(0, MAX_FILTER_COURSES);
    rows =
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: courses.id, title: courses.title })
              .from(courses)
              .where(inArray(courses.id, ids))
          ).map((row) => ({ ...row, canReply: true }));
  } else {
    rows = await tx
      .select({
        id: courses.id,
        title: courses.title,
        canReply: sql<boolean>`(${courses.lecturerId} = ${viewer.id} or 'interactions' = any(coalesce(${courseTeachs.permissions}, '{}')))`,
      })
      .from(courses)
      .leftJoin(
        courseTeachs,
        and(eq(courseTeachs.courseId, courses.id), eq(courseTeachs.lecturerId, viewer.id)),
      )
      .where(
        and(
          eq(courses.kind, 'courses'),
          sql`(${courses.lecturerId} = ${viewer.id} or ${courseTeachs.lecturerId} is not null)`,
        ),
      );
  }
  const data = rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      kind: 'courses' as const,
      waiting: total(row.id),
      by_type: countsOf.get(row.id) ?? noCounts(),
      can_reply: row.canReply,
    }))
    .sort(
      (a, b) => b.waiting - a.waiting || a.title.localeCompare(b.title, 'zh-TW') || a.id - b.id,
    );
  return { data };
}

/** `GET .../interactions/courses/{id}/lectures`: the course's lectures in structure order. */
export async function lecturesOf(
  { tx, viewer, role }: ListContext,
  id: number,
): Promise<z.input<typeof interactionLecturesResponse>> {
  await findItem(tx, viewer, role, 'courses', id);
  const rows = await tx
    .select({ id: lectures.id, title: lectures.title, chapter_title: chapters.title })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .where(eq(lectures.courseId, id))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(lectures.sort), asc(lectures.id));
  return { data: rows };
}
