/** A lecturer's items (owned or co-taught), the newest first, with status and list price. */
import { desc, eq, exists, and, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  lecturerCoursesQuery,
  lecturerCoursesResponse,
} from '../../contract/lecturer-profiles.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { courses, courseTeachs } from '../../db/schema.ts';
import { apiStatus } from '../../items/status-machine.ts';
import { pagedList, readPage } from '../../http/paging.ts';

/** One page of a lecturer's items. */
export async function lecturerCourses(
  tx: Database | Transaction,
  lecturerId: number,
  query: z.output<typeof lecturerCoursesQuery>,
): Promise<z.input<typeof lecturerCoursesResponse>> {
  const where = or(
    eq(courses.lecturerId, lecturerId),
    exists(
      tx
        .select({ one: sql`1` })
        .from(courseTeachs)
        .where(and(eq(courseTeachs.courseId, courses.id), eq(courseTeachs.lecturerId, lecturerId))),
    ),
  );
  const { rows, total } = await readPage(
    tx,
    tx
      .select({
        id: courses.id,
        kind: courses.kind,
        title: courses.title,
        status: courses.status,
        price: courses.price,
        ownerId: courses.lecturerId,
      })
      .from(courses)
      .where(where)
      .orderBy(desc(courses.createdAt), desc(courses.id)),
    query,
  );
  return pagedList(
    rows.map(({ ownerId, status, ...row }) => ({
      ...row,
      status: apiStatus(row.kind, status),
      owner: ownerId === lecturerId,
    })),
    total,
    query,
  );
}
