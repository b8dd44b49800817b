import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThreadDetail } from '../../contract/interactions.ts';
import { courseTeachs, interactionReplies, interactions } from '../../db/schema.ts';
import { openTestApi } from '../../testing/harness.ts';
import { addCoLecturer, userIdOf, senderOf } from '../../testing/item-fixtures.ts';
import { createPostCourse, type PostCourse } from '../../testing/posts.ts';

const api = await openTestApi();
let fixture: PostCourse;
const send = senderOf(api);
const base = '/lecturers/v2/interactions';
const post = (index: number) => fixture.posts[index] ?? 0;
const path = (type: string, index: number, rest = '') =>
  `${base}/${type}/${String(post(index))}${rest}`;

async function waitingCount(): Promise<number> {
  const response = await send('GET', `${base}/courses`, 'teacher');
  const course = (response.body as { data: { id: number; waiting: number }[] }).data.find(
    (entry) => entry.id === fixture.course,
  );
  return course?.waiting ?? -1;
}

async function replyRows(id: number): Promise<number> {
  const [row] = await api.db
    .select({ total: count() })
    .from(interactionReplies)
    .where(eq(interactionReplies.interactionId, id));
  return row?.total ?? 0;
}

beforeAll(async () => {
  const teacherId = await userIdOf(api, 'teacher@example.com');
  fixture = await createPostCourse(api, 'teacher@example.com', teacherId, ([one], [ming, mei]) => [
    { type: 'comments', author: ming, lecture: one, at: 1 },
    { type: 'discussions', author: mei, at: 2, title: 'Study group' },
    { type: 'feedbacks', author: ming, at: 3, score: 3 },
    { type: 'creations', author: mei, at: 4, title: 'Weather app' },
    { type: 'creations', author: ming, at: 5, title: 'Todo list' },
    { type: 'comments', author: mei, at: 6 },
    { type: 'comments', author: ming, at: 7 },
  ]);
});

describe('GET /lecturers/v2/interactions/{type}/{id}', () => {
  it('answers the post with its replies and whether the viewer may answer', async () => {
    const response = await send('GET', path('comments', 0), 'teacher');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: post(0),
      type: 'comments',
      replies: [],
      can_reply: true,
    });
  });

  it('answers 404 for a post of another type, an unknown type or id, and another lecturer', async () => {
    expect((await send('GET', path('discussions', 0), 'teacher')).status).toBe(404);
    expect((await send('GET', path('orders', 0), 'teacher')).status).toBe(404);
    expect((await send('GET', `${base}/comments/99999999`, 'teacher')).status).toBe(404);
    expect((await send('GET', `${base}/comments/abc`, 'teacher')).status).toBe(404);
    expect((await send('GET', path('comments', 0), 'teacher2')).status).toBe(404);
  });
});

describe('POST /lecturers/v2/interactions/{type}/{id}/replies', () => {
  it('answers a question: it is responded, no longer waits, and leaves the unanswered filter', async () => {
    const before = await waitingCount();
    const response = await send('POST', path('comments', 0, '/replies'), 'teacher', {
      body: { body: '<p>Closures keep <strong>their scope</strong>.</p>' },
    });
    expect(response.status).toBe(201);
    const detail = response.body as ThreadDetail;
    expect(detail).toMatchObject({ responded: true, waiting: false, reply_count: 1 });
    expect(detail.replies).toEqual([
      expect.objectContaining({
        staff: true,
        display: true,
        body: '<p>Closures keep <strong>their scope</strong>.</p>',
        author: expect.objectContaining({ name: expect.any(String) as string }) as object,
      }),
    ]);
    expect(await waitingCount()).toBe(before - 1);
    const open = await send(
      'GET',
      `${base}/comments?course_id=${String(fixture.course)}&responded=0`,
      'teacher',
    );
    expect((open.body as { data: { id: number }[] }).data.map((entry) => entry.id)).not.toContain(
      post(0),
    );
  });

  it('sanitises the reply', async () => {
    const response = await send('POST', path('comments', 5, '/replies'), 'teacher', {
      body: {
        body: '<p onclick="x()">Hi<img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">link</a></p>',
      },
    });
    expect(response.status).toBe(201);
    const [reply] = (response.body as ThreadDetail).replies;
    expect(reply?.body).toBe('<p>Hi <a>link</a></p>');
  });

  it.each([
    ['en', '<p> </p>', 'Write something first: the text is empty.'],
    ['zh-TW', '<p>&nbsp;</p>', '請輸入留言內容，目前是空白的。'],
    ['zh-CN', '<script>alert(1)</script>', '请输入评论内容，目前是空的。'],
  ] as const)(
    "refuses an empty comment in %s with the 'comment empty' message",
    async (locale, body, text) => {
      const response = await send('POST', path('comments', 6, '/replies'), 'teacher', {
        locale,
        body: { body },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: { body: [text] } });
      expect(await replyRows(post(6))).toBe(0);
    },
  );

  it('refuses a co-lecturer without the interactions permission and writes nothing; with it they answer', async () => {
    await addCoLecturer(api, fixture.course, 'teacher2@example.com', ['prices', 'chapters']);
    const refused = await send('POST', path('comments', 6, '/replies'), 'teacher2', {
      body: { body: '<p>Hello</p>' },
    });
    expect(refused.status).toBe(400);
    expect(await replyRows(post(6))).toBe(0);
    const read = await send('GET', path('comments', 6), 'teacher2');
    expect(read.status).toBe(200);
    expect((read.body as ThreadDetail).can_reply).toBe(false);
    for (const [method, rest, body] of [
      ['PUT', '/display', { display: false }],
      ['PUT', '/solved', { solved: true }],
    ] as const) {
      const type = rest === '/solved' ? 'discussions' : 'comments';
      const index = rest === '/solved' ? 1 : 6;
      expect((await send(method, path(type, index, rest), 'teacher2', { body })).status).toBe(400);
    }
    const [row] = await api.db
      .select()
      .from(interactions)
      .where(eq(interactions.id, post(1)));
    expect(row?.solved).toBe(false);

    await api.db
      .update(courseTeachs)
      .set({ permissions: ['interactions'] })
      .where(eq(courseTeachs.courseId, fixture.course));
    const allowed = await send('POST', path('comments', 6, '/replies'), 'teacher2', {
      body: { body: '<p>Hello</p>' },
    });
    expect(allowed.status).toBe(201);
  });

  it('lets an administrator answer; refuses one without the interactions area', async () => {
    const admin = await send('POST', path('feedbacks', 2, '/replies'), 'admin', {
      body: { body: '<p>Thank you</p>' },
    });
    expect(admin.status).toBe(201);
    expect(admin.body).toMatchObject({ responded: true, waiting: false });
    const staff = await send('POST', path('feedbacks', 2, '/replies'), 'staff', {
      body: { body: '<p>Thank you</p>' },
    });
    expect(staff.status).toBe(404);
    expect(await replyRows(post(2))).toBe(1);
  });

  it('refuses bad input without writing and never fails with a server error', async () => {
    const attempts = [
      { body: {} },
      { body: { body: 'x'.repeat(20_001) } },
      { body: { body: ['a', 'b'] } },
      { body: '%%%not-a-form', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ];
    for (const attempt of attempts) {
      const response = await send('POST', path('creations', 3, '/replies'), 'teacher', attempt);
      expect(response.status, JSON.stringify(attempt)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(await replyRows(post(3))).toBe(0);
  });
});

describe('display, solved and published', () => {
  it('hides a post (it stops waiting) and shows it again; without a value it flips', async () => {
    const hidden = await send('PUT', path('comments', 6, '/display'), 'teacher', {
      body: { display: false },
    });
    expect(hidden.body).toMatchObject({ display: false });
    const flipped = await send('PUT', path('comments', 6, '/display'), 'teacher');
    expect(flipped.body).toMatchObject({ display: true });
  });

  it('hides a reply of the post; a reply of another post is 404', async () => {
    const detail = (await send('GET', path('comments', 0), 'teacher')).body as ThreadDetail;
    const replyId = detail.replies[0]?.id ?? 0;
    const hidden = await send(
      'PUT',
      path('comments', 0, `/replies/${String(replyId)}/display`),
      'teacher',
      {
        body: { display: false },
      },
    );
    expect((hidden.body as ThreadDetail).replies[0]?.display).toBe(false);
    const other = await send(
      'PUT',
      path('comments', 5, `/replies/${String(replyId)}/display`),
      'teacher',
      {
        body: { display: false },
      },
    );
    expect(other.status).toBe(404);
  });

  it('solves a discussion (no longer waiting) and reopens it (waiting again)', async () => {
    const solved = await send('PUT', `${base}/discussions/${String(post(1))}/solved`, 'teacher', {
      body: { solved: true },
    });
    expect(solved.body).toMatchObject({ solved: true, waiting: false });
    const open = await send('PUT', `${base}/discussions/${String(post(1))}/solved`, 'teacher', {
      body: { solved: 'false' },
    });
    expect(open.body).toMatchObject({ solved: false, waiting: true });
    expect(
      (
        await send('PUT', `${base}/discussions/${String(post(0))}/solved`, 'teacher', {
          body: { solved: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send('PUT', `${base}/discussions/${String(post(1))}/solved`, 'teacher', {
          body: { solved: 'yes' },
        })
      ).status,
    ).toBe(400);
  });

  it('publishes a creation (no longer waiting) and takes it back', async () => {
    const published = await send(
      'PUT',
      `${base}/creations/${String(post(4))}/published`,
      'teacher',
      {
        body: { published: 1 },
      },
    );
    expect(published.body).toMatchObject({ published: true, waiting: false });
    const back = await send('PUT', `${base}/creations/${String(post(4))}/published`, 'teacher', {
      body: { published: 0 },
    });
    expect(back.body).toMatchObject({ published: false, waiting: true });
    // teacher2 holds the interactions permission on this course since the reply test.
    const co = await send('PUT', `${base}/creations/${String(post(4))}/published`, 'teacher2', {
      body: { published: 1 },
    });
    expect(co.status).toBe(200);
  });
});
