/** Posts for the interaction API tests: a course of its own with students, lectures and posts. */
import { hashPassword } from '../auth/passwords.ts';
import type { ThreadType } from '../contract/plain/interactions.ts';
import { chapters, interactionReplies, interactions, lectures, users } from '../db/schema.ts';
import type { TestApi } from './harness.ts';
import { createItem } from './item-fixtures.ts';

/** A post to insert (defaults: shown, waiting, no replies). */
export interface PostSpec {
  readonly type: ThreadType;
  readonly author: number;
  readonly body?: string;
  readonly title?: string;
  readonly score?: number;
  readonly lecture?: number;
  readonly solved?: boolean;
  readonly published?: boolean;
  readonly display?: boolean;
  /** Minutes after the course's first post. */
  readonly at: number;
  /** A staff reply exists (and the post is handled unless a discussion). */
  readonly responded?: boolean;
}

/** A course of its own: its id, two lectures, two students and the posts' ids in order. */
export interface PostCourse {
  readonly course: number;
  readonly lectures: readonly [number, number];
  readonly students: readonly [number, number];
  readonly posts: number[];
}

let studentCount = 0;

/** Creates a student account (no role). */
export async function createStudent(api: TestApi, name: string): Promise<number> {
  studentCount += 1;
  const [row] = await api.db
    .insert(users)
    .values({
      email: `fixture-student-${String(studentCount)}-${String(Date.now())}@example.com`,
      name,
      passwordHash: await hashPassword('irrelevant'),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('No student');
  return row.id;
}

const epoch = Date.parse('2026-06-01T00:00:00Z');

/** Inserts posts under a course (directly: students post on the main site). */
export async function insertPosts(
  api: TestApi,
  course: number,
  staffId: number,
  specs: readonly PostSpec[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const spec of specs) {
    const at = new Date(epoch + spec.at * 60_000);
    const responded = spec.responded ?? false;
    const handled =
      spec.display === false ||
      (spec.type === 'discussions'
        ? (spec.solved ?? false)
        : spec.type === 'creations'
          ? responded || (spec.published ?? false)
          : responded);
    const [row] = await api.db
      .insert(interactions)
      .values({
        type: spec.type,
        courseId: course,
        lectureId: spec.lecture ?? null,
        authorId: spec.author,
        title:
          spec.title ??
          (spec.type === 'discussions' || spec.type === 'creations' ? 'A title' : null),
        body: spec.body ?? '<p>A post</p>',
        score: spec.type === 'feedbacks' ? (spec.score ?? 5) : null,
        solved: spec.solved ?? false,
        published: spec.published ?? false,
        display: spec.display ?? true,
        respondedAt: responded ? at : null,
        handledAt: handled ? at : null,
        replyCount: responded ? 1 : 0,
        lastReplyAt: responded ? at : null,
        createdAt: at,
      })
      .returning({ id: interactions.id });
    if (!row) throw new Error('No post');
    if (responded)
      await api.db.insert(interactionReplies).values({
        interactionId: row.id,
        authorId: staffId,
        staff: true,
        body: '<p>An answer</p>',
        createdAt: at,
      });
    ids.push(row.id);
  }
  return ids;
}

/** A fresh course of a lecturer with two lectures, two students and the posts given. */
export async function createPostCourse(
  api: TestApi,
  ownerEmail: string,
  ownerId: number,
  specs: (lectures: readonly [number, number], students: readonly [number, number]) => PostSpec[],
): Promise<PostCourse> {
  const course = await createItem(api, 'courses', ownerEmail, 'Interactions fixture');
  const [chapter] = await api.db
    .insert(chapters)
    .values({ courseId: course, title: 'Chapter', sort: 0 })
    .returning({ id: chapters.id });
  if (!chapter) throw new Error('No chapter');
  const lectureRows = await api.db
    .insert(lectures)
    .values([
      { courseId: course, chapterId: chapter.id, title: 'Lecture one', sort: 0 },
      { courseId: course, chapterId: chapter.id, title: 'Lecture two', sort: 1 },
    ])
    .returning({ id: lectures.id });
  const lectureIds = [lectureRows[0]?.id ?? 0, lectureRows[1]?.id ?? 0] as const;
  const students = [
    await createStudent(api, '王小明'),
    await createStudent(api, 'Lin Mei'),
  ] as const;
  const posts = await insertPosts(api, course, ownerId, specs(lectureIds, students));
  return { course, lectures: lectureIds, students, posts };
}
