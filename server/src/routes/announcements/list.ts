/**
 * `GET /lecturers/v2/interactions/announcements`: the viewer's announcements (an administrator's:
 * all), newest first, filtered by a course of their audience, by display, and leaving out ids
 * already shown.
 */
import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { announcementListResponse, announcementsQuery } from '../../contract/interactions.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { announcements, courses, courseTeachs } from '../../db/schema.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { audienceKinds } from './audience.ts';
import { announcementScope } from './scope.ts';
import { serializeAnnouncements } from './serialize.ts';

/**
 * Announcements whose audience holds a course: named in `includes`, or (`includes` empty) a
 * course their lecturer may send to; and not left out by `excepts`.
 */
function reaches(courseId: number): SQL {
  const kinds = sql.join(
    audienceKinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const sendable = sql`exists (select 1 from ${courses} where ${courses.id} = ${courseId} and ${courses.kind} in (${kinds}) and (${courses.lecturerId} = ${announcements.lecturerId} or exists (select 1 from ${courseTeachs} where ${courseTeachs.courseId} = ${courseId} and ${courseTeachs.lecturerId} = ${announcements.lecturerId} and 'interactions' = any(${courseTeachs.permissions}))))`;
  return sql`((${courseId} = any(${announcements.includes})) or (cardinality(${announcements.includes}) = 0 and ${sendable})) and not (${courseId} = any(${announcements.excepts}))`;
}

/** One page of the viewer's announcements. */
export async function listAnnouncements(
  tx: Database | Transaction,
  viewer: Pick<Viewer, 'id'> | null,
  role: Role | null,
  query: z.output<typeof announcementsQuery>,
): Promise<z.input<typeof announcementListResponse>> {
  const filters: (SQL | undefined)[] = [announcementScope(viewer, role)];
  if (query.course_id !== undefined) filters.push(reaches(query.course_id));
  if (query.display !== undefined) filters.push(eq(announcements.display, query.display));
  if (query.except_value && query.except_value.length > 0)
    filters.push(notInArray(announcements.id, query.except_value));
  const where = and(...filters);
  const { rows, total } = await readPage(
    tx,
    tx
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id)),
    query,
  );
  return pagedList(await serializeAnnouncements(tx, rows), total, query);
}
