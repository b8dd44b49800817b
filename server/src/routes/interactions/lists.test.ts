import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThreadListResponse } from '../../contract/interactions.ts';
import { interactionFiles, uploads } from '../../db/schema.ts';
import { openTestApi } from '../../testing/harness.ts';
import { addCoLecturer, userIdOf, type SendArgs, senderOf } from '../../testing/item-fixtures.ts';
import { createPostCourse, type PostCourse } from '../../testing/posts.ts';

const api = await openTestApi();
let fixture: PostCourse;
let teacherId = 0;
const send = senderOf(api);
const base = '/lecturers/v2/interactions';

/** The ids a list answers, for a query, as a lecturer of the fixture's course. */
async function ids(
  path: string,
  query: Record<string, string | number> = {},
  who: SendArgs[2] = 'teacher',
) {
  const search = new URLSearchParams({
    course_id: String(fixture.course),
    ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  const response = await send('GET', `${base}/${path}?${search.toString()}`, who);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as ThreadListResponse).data.map((post) => post.id);
}

const post = (index: number) => fixture.posts[index] ?? 0;

beforeAll(async () => {
  teacherId = await userIdOf(api, 'teacher@example.com');
  fixture = await createPostCourse(
    api,
    'teacher@example.com',
    teacherId,
    ([one, two], [ming, mei]) => [
      // 0-3: questions
      { type: 'comments', author: ming, lecture: one, at: 1, body: '<p>How do closures work?</p>' },
      { type: 'comments', author: mei, lecture: two, at: 2, responded: true },
      { type: 'comments', author: ming, at: 3, display: false },
      { type: 'comments', author: mei, at: 4 },
      // 4-6: discussions
      { type: 'discussions', author: ming, at: 5, title: 'Study group' },
      { type: 'discussions', author: mei, at: 6, solved: true },
      { type: 'discussions', author: ming, at: 7 },
      // 7-10: feedbacks
      { type: 'feedbacks', author: ming, at: 8, score: 5, body: '<p>Clear and practical</p>' },
      { type: 'feedbacks', author: mei, at: 9, score: 2, body: '<p>Too fast</p>' },
      {
        type: 'feedbacks',
        author: ming,
        at: 10,
        score: 2,
        responded: true,
        body: '<p>Audio is quiet</p>',
      },
      { type: 'feedbacks', author: mei, at: 11, score: 4 },
      // 11-13: creations
      {
        type: 'creations',
        author: ming,
        lecture: one,
        at: 12,
        title: 'My first game',
        published: true,
      },
      { type: 'creations', author: mei, lecture: two, at: 13, title: 'Weather app' },
      {
        type: 'creations',
        author: ming,
        lecture: two,
        at: 14,
        title: 'Todo list',
        responded: true,
      },
    ],
  );
});

describe('GET /lecturers/v2/interactions/comments', () => {
  it('lists the course questions newest first with their course, lecture and author', async () => {
    const response = await send(
      'GET',
      `${base}/comments?course_id=${String(fixture.course)}`,
      'teacher',
    );
    expect(response.status).toBe(200);
    const body = response.body as ThreadListResponse;
    expect(body.data.map((entry) => entry.id)).toEqual([post(3), post(2), post(1), post(0)]);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
    const oldest = body.data[3];
    expect(oldest).toMatchObject({
      type: 'comments',
      course: { id: fixture.course, title: 'Interactions fixture', kind: 'courses' },
      lecture: { id: fixture.lectures[0], title: 'Lecture one' },
      author: { id: fixture.students[0], name: '王小明' },
      body: '<p>How do closures work?</p>',
      title: null,
      score: null,
      solved: null,
      published: null,
      display: true,
      responded: false,
      waiting: true,
      reply_count: 0,
      files: [],
    });
  });

  it('filters by responded, display, except_value and pages', async () => {
    expect(await ids('comments', { responded: 1 })).toEqual([post(1)]);
    expect(await ids('comments', { responded: 0 })).toEqual([post(3), post(2), post(0)]);
    expect(await ids('comments', { display: 0 })).toEqual([post(2)]);
    expect(await ids('comments', { display: 1 })).toEqual([post(3), post(1), post(0)]);
    expect(
      await ids('comments', { except_value: `${String(post(3))},${String(post(1))}` }),
    ).toEqual([post(2), post(0)]);
    expect(await ids('comments', { per_page: 3, page: 2 })).toEqual([post(0)]);
    const response = await send(
      'GET',
      `${base}/comments?course_id=${String(fixture.course)}&per_page=3&page=2`,
      'teacher',
    );
    expect((response.body as ThreadListResponse).meta).toEqual({
      current_page: 2,
      last_page: 2,
      per_page: 3,
      total: 4,
    });
    expect(await ids('comments', { page: 9 })).toEqual([]);
  });
});

describe('GET /lecturers/v2/interactions/discussions', () => {
  it('filters solved and open discussions', async () => {
    expect(await ids('discussions')).toEqual([post(6), post(5), post(4)]);
    expect(await ids('discussions', { solved: 1 })).toEqual([post(5)]);
    expect(await ids('discussions', { solved: 0 })).toEqual([post(6), post(4)]);
  });
});

describe('GET /lecturers/v2/interactions/feedbacks', () => {
  it('filters by score and by a search in the text or the student name', async () => {
    expect(await ids('feedbacks')).toEqual([post(10), post(9), post(8), post(7)]);
    expect(await ids('feedbacks', { score: 2 })).toEqual([post(9), post(8)]);
    expect(await ids('feedbacks', { search: 'QUIET' })).toEqual([post(9)]);
    expect(await ids('feedbacks', { search: 'lin mei' })).toEqual([post(10), post(8)]);
    expect(await ids('feedbacks', { search: '%' })).toEqual([]);
  });
});

describe('GET /lecturers/v2/interactions/creations', () => {
  it('filters by lecture, published, keyword, the waiting view and expect_value', async () => {
    expect(await ids('creations')).toEqual([post(13), post(12), post(11)]);
    expect(await ids('creations', { lecture_id: fixture.lectures[1] })).toEqual([
      post(13),
      post(12),
    ]);
    expect(await ids('creations', { published: 1 })).toEqual([post(11)]);
    expect(await ids('creations', { published: 0 })).toEqual([post(13), post(12)]);
    expect(await ids('creations', { keyword: 'weather' })).toEqual([post(12)]);
    expect(await ids('creations', { view: 'waiting' })).toEqual([post(12)]);
    expect(await ids('creations', { expect_value: String(post(13)) })).toEqual([
      post(12),
      post(11),
    ]);
  });

  it('answers a creation with its files, images marked', async () => {
    await api.db.insert(uploads).values([
      {
        id: 'creation-image-1',
        userId: fixture.students[0],
        kind: 'form',
        purpose: 'creation',
        filename: 'game.png',
        mimeType: 'image/png',
        size: 1200,
        completedAt: new Date(),
      },
      {
        id: 'creation-file-1',
        userId: fixture.students[0],
        kind: 'form',
        purpose: 'creation',
        filename: 'game.zip',
        mimeType: 'application/zip',
        size: 5400,
        completedAt: new Date(),
      },
    ]);
    await api.db.insert(interactionFiles).values([
      { interactionId: post(11), uploadId: 'creation-image-1' },
      { interactionId: post(11), uploadId: 'creation-file-1' },
    ]);
    const response = await send(
      'GET',
      `${base}/creations?course_id=${String(fixture.course)}&published=1`,
      'teacher',
    );
    const [creation] = (response.body as ThreadListResponse).data;
    expect(creation?.files).toEqual([
      {
        id: 'creation-image-1',
        name: 'game.png',
        size: 1200,
        url: expect.stringMatching(/\/creation-image-1$/) as string,
        image: true,
      },
      {
        id: 'creation-file-1',
        name: 'game.zip',
        size: 5400,
        url: expect.stringMatching(/\/creation-file-1$/) as string,
        image: false,
      },
    ]);
    await api.db.delete(interactionFiles).where(eq(interactionFiles.interactionId, post(11)));
  });
});

describe('GET /lecturers/v2/interactions/inbox, /waiting and /courses', () => {
  it('gives the waiting posts of every type newest first, or every post with the waiting first', async () => {
    const waiting = [post(12), post(10), post(8), post(7), post(6), post(4), post(3), post(0)];
    expect(await ids('inbox')).toEqual(waiting);
    expect(await ids('inbox', { types: 'comments,feedbacks' })).toEqual([
      post(10),
      post(8),
      post(7),
      post(3),
      post(0),
    ]);
    const all = await ids('inbox', { waiting: 0, per_page: 100 });
    expect(all.slice(0, waiting.length)).toEqual(waiting);
    expect(all).toHaveLength(14);
    expect(await ids('inbox', { except_value: String(post(12)), per_page: 2 })).toEqual([
      post(10),
      post(8),
    ]);
  });

  it('counts the waiting posts per type and per course', async () => {
    const response = await send('GET', `${base}/courses`, 'teacher');
    expect(response.status).toBe(200);
    const entry = (
      response.body as {
        data: { id: number; waiting: number; by_type: object; can_reply: boolean }[];
      }
    ).data.find((course) => course.id === fixture.course);
    expect(entry).toMatchObject({
      waiting: 8,
      by_type: { comments: 2, discussions: 2, feedbacks: 3, creations: 1 },
      can_reply: true,
      kind: 'courses',
    });
    const waiting = await send('GET', `${base}/waiting`, 'teacher');
    const counts = waiting.body as { total: number; by_type: Record<string, number> };
    expect(counts.total).toBe(Object.values(counts.by_type).reduce((sum, count) => sum + count, 0));
    expect(counts.by_type['comments']).toBeGreaterThanOrEqual(2);
  });

  it("lists a course's lectures in order", async () => {
    const response = await send(
      'GET',
      `${base}/courses/${String(fixture.course)}/lectures`,
      'teacher',
    );
    expect(response.body).toEqual({
      data: [
        { id: fixture.lectures[0], title: 'Lecture one', chapter_title: 'Chapter' },
        { id: fixture.lectures[1], title: 'Lecture two', chapter_title: 'Chapter' },
      ],
    });
  });
});

describe('scope of the lists', () => {
  it("keeps another lecturer's posts out of lists and counts, and answers 404 for them", async () => {
    expect(await ids('comments', {}, 'teacher2')).toEqual([]);
    expect(await ids('inbox', {}, 'teacher2')).toEqual([]);
    const courses = await send('GET', `${base}/courses`, 'teacher2');
    expect(
      (courses.body as { data: { id: number }[] }).data.map((course) => course.id),
    ).not.toContain(fixture.course);
    expect((await send('GET', `${base}/comments/${String(post(0))}`, 'teacher2')).status).toBe(404);
    expect(
      (await send('GET', `${base}/courses/${String(fixture.course)}/lectures`, 'teacher2')).status,
    ).toBe(404);
  });

  it('shows a co-lecturer the posts, whatever their permissions, and an admin every post', async () => {
    const other = await createPostCourse(
      api,
      'teacher@example.com',
      teacherId,
      (_lectures, [ming]) => [{ type: 'comments', author: ming, at: 1 }],
    );
    await addCoLecturer(api, other.course, 'teacher2@example.com', ['prices']);
    const search = `${base}/comments?course_id=${String(other.course)}`;
    const co = await send('GET', search, 'teacher2');
    expect((co.body as ThreadListResponse).data.map((entry) => entry.id)).toEqual(other.posts);
    const courses = await send('GET', `${base}/courses`, 'teacher2');
    expect(
      (courses.body as { data: { id: number; can_reply: boolean }[] }).data.find(
        (course) => course.id === other.course,
      ),
    ).toMatchObject({ can_reply: false });
    const admin = await send('GET', search, 'admin');
    expect((admin.body as ThreadListResponse).data.map((entry) => entry.id)).toEqual(other.posts);
  });

  it("gives an administrator who names a lecturer that lecturer's courses; a lecturer only their own", async () => {
    const named = `${base}/courses?lecturer_id=${String(teacherId)}`;
    const own = await send('GET', `${base}/courses`, 'teacher');
    const admin = await send('GET', named, 'admin');
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual(own.body);
    expect((await send('GET', named, 'teacher')).body).toEqual(own.body);
    expect((await send('GET', named, 'teacher2')).status).toBe(404);
    const adminId = await userIdOf(api, 'admin@example.com');
    const notLecturer = await send(
      'GET',
      `${base}/courses?lecturer_id=${String(adminId)}`,
      'admin',
    );
    expect(notLecturer.status).toBe(404);
  });

  it('refuses an administrator without the interactions area', async () => {
    const response = await send('GET', `${base}/inbox`, 'staff');
    expect(response.status).toBe(404);
  });
});

describe('bad list queries', () => {
  it.each([
    'comments?responded=maybe',
    'comments?page=0',
    'comments?per_page=1000',
    'comments?course_id=abc',
    'comments?except_value=1,x',
    `comments?except_value=${Array.from({ length: 201 }, (_, index) => String(index + 1)).join(',')}`,
    'feedbacks?score=6',
    `feedbacks?search=${'x'.repeat(101)}`,
    'creations?view=mine',
    'creations?lecture_id=-1',
    'inbox?types=comments,orders',
    'inbox?waiting=perhaps',
    'discussions?solved=2',
  ])('%s answers 400', async (path) => {
    const response = await send('GET', `${base}/${path}`, 'teacher');
    expect(response.status).toBe(400);
  });
});
