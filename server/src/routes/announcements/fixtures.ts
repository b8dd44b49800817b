/**
 * Fixtures of the announcement tests: lecturers of their own (so demo courses and enrolments never
 * reach their audiences), students enrolled with a progress, announcements and students'
 * discussions written directly.
 */
import { count, eq } from 'drizzle-orm';
import type { Announcement } from '../../contract/interactions.ts';
import { announcementDiscussions, announcements, enrollments } from '../../db/schema.ts';
import type { TestApi, TestResponse } from '../../testing/harness.ts';
import { createUser } from '../../testing/users.ts';

/** A student enrolled in courses, each with a progress (percent). */
export async function createStudent(
  api: TestApi,
  name: string,
  courses: readonly (readonly [courseId: number, progress: number])[],
): Promise<number> {
  const { id } = await createUser(api, name, false);
  if (courses.length > 0)
    await api.db
      .insert(enrollments)
      .values(courses.map(([courseId, progress]) => ({ courseId, studentId: id, progress })));
  return id;
}

/** An announcement written directly (a draft unless `confirmedAt`). */
export async function insertAnnouncement(
  api: TestApi,
  values: Partial<typeof announcements.$inferInsert> & { lecturerId: number },
): Promise<number> {
  const [row] = await api.db
    .insert(announcements)
    .values({
      createdBy: values.lecturerId,
      title: 'Fixture announcement',
      body: '<p>Fixture</p>',
      ...values,
    })
    .returning({ id: announcements.id });
  if (!row) throw new Error('No announcement');
  return row.id;
}

/** A student's discussion under an announcement, written directly (students post elsewhere). */
export async function studentDiscussion(
  api: TestApi,
  announcementId: number,
  studentId: number,
  body = '<p>A question from a student</p>',
): Promise<number> {
  const [row] = await api.db
    .insert(announcementDiscussions)
    .values({ announcementId, authorId: studentId, staff: false, body })
    .returning({ id: announcementDiscussions.id });
  if (!row) throw new Error('No discussion');
  return row.id;
}

/** How many announcements and discussions are stored (to prove nothing was written). */
export async function storedCounts(api: TestApi): Promise<[number, number]> {
  const [a] = await api.db.select({ n: count() }).from(announcements);
  const [d] = await api.db.select({ n: count() }).from(announcementDiscussions);
  return [a?.n ?? 0, d?.n ?? 0];
}

/** The announcement a response answers. */
export function announcementOf(response: TestResponse): Announcement {
  return response.body as Announcement;
}

/** The stored row of an announcement. */
export async function storedAnnouncement(api: TestApi, id: number) {
  const [row] = await api.db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}
