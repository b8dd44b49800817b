/**
 * Fixtures of the announcement tests: lecturers of their own (so demo courses and enrolments never
 * reach their audiences), students enrolled with a progress, announcements and students'
 * discussions written directly.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import type { Announcement } from '../../contract/interactions.ts';
import { announcementDiscussions, announcements, enrollments, users } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import type { RequestOptions, TestApi, TestResponse } from '../../testing/harness.ts';

let passwordHash: Promise<string> | null = null;

/** A new user (a lecturer when `teacher`); answers their id and email. */
export async function createUser(
  api: TestApi,
  name: string,
  teacher: boolean,
): Promise<{ id: number; email: string }> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const email = `${teacher ? 'lecturer' : 'student'}-${randomBytes(4).toString('hex')}@example.test`;
  const [row] = await api.db
    .insert(users)
    .values({ email, name, roles: teacher ? ['TEACHER'] : [], passwordHash: await passwordHash })
    .returning({ id: users.id });
  if (!row) throw new Error('No user');
  return { id: row.id, email };
}

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

/** Sends a request as a user (by email), in English unless told otherwise. */
export async function sendAsUser(
  api: TestApi,
  method: string,
  path: string,
  email: string,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<TestResponse> {
  return api.request(method, path, { locale: 'en', ...options, token: await api.tokenOf(email) });
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
