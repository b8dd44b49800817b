/**
 * Whom an announcement reaches: its courses (the lecturer's items with students where they may
 * answer them, narrowed by `includes`, less `excepts`) and the distinct students of those courses
 * whose progress is at least `progress`.
 */
import { and, asc, countDistinct, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { kindsWith } from '../../contract/plain/items.ts';
import type { ItemKind } from '../../contract/plain/items.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { courses, enrollments } from '../../db/schema.ts';
import { answerableCourseIds } from '../../interactions/access.ts';

/** The kinds an announcement reaches: those that have students. */
export const audienceKinds: readonly ItemKind[] = kindsWith('student');

/** Who an announcement is for, as it is stored. */
export interface Audience {
  readonly lecturerId: number;
  readonly includes: readonly number[];
  readonly excepts: readonly number[];
  readonly progress: number;
}

/** A course of an audience. */
export interface AudienceCourse {
  readonly id: number;
  readonly title: string;
  readonly kind: ItemKind;
}

type Reader = Database | Transaction;

/** The items (rows of `courses`) a lecturer may send announcements to. */
export function sendableWhere(lecturerId: number): SQL {
  // A lecturer's answerable items (the subquery is null for administrators only).
  const answerable =
    answerableCourseIds({ id: lecturerId }, 'TEACHER') ??
    sql`(select ${courses.id} from ${courses})`;
  return sql`${inArray(courses.kind, [...audienceKinds])} and ${courses.id} in ${answerable}`;
}

/** The rows of `courses` an audience reaches now. */
export function audienceWhere(audience: Audience): SQL {
  const parts: SQL[] = [sendableWhere(audience.lecturerId)];
  if (audience.includes.length > 0) parts.push(inArray(courses.id, [...audience.includes]));
  if (audience.excepts.length > 0) parts.push(notInArray(courses.id, [...audience.excepts]));
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` and `,
  );
}

/** Of some course ids, those the lecturer may send announcements to. */
export async function sendableOf(
  tx: Reader,
  lecturerId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, [...ids]), sendableWhere(lecturerId)));
  return new Set(rows.map((row) => row.id));
}

/** The courses an audience reaches now, by title. */
export async function audienceCourses(tx: Reader, audience: Audience): Promise<AudienceCourse[]> {
  return tx
    .select({ id: courses.id, title: courses.title, kind: courses.kind })
    .from(courses)
    .where(audienceWhere(audience))
    .orderBy(asc(courses.title), asc(courses.id));
}

/** Students an audience reaches now: each once, however many of its courses they attend. */
export async function countRecipients(tx: Reader, audience: Audience): Promise<number> {
  const [row] = await tx
    .select({ count: countDistinct(enrollments.studentId) })
    .from(enrollments)
    .where(
      and(
        gte(enrollments.progress, audience.progress),
        inArray(
          enrollments.courseId,
          tx.select({ id: courses.id }).from(courses).where(audienceWhere(audience)),
        ),
      ),
    );
  return row?.count ?? 0;
}
