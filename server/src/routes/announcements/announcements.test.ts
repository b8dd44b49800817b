import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '../../contract/interactions.ts';
import { announcementDiscussions } from '../../db/schema.ts';
import { openTestApi, type TestResponse } from '../../testing/harness.ts';
import {
  addCoLecturer,
  createItem,
  ownAndSharedItems,
  sendAs,
  userIdOf,
  type DemoWho,
} from '../../testing/item-fixtures.ts';
import {
  announcementOf,
  createStudent,
  insertAnnouncement,
  storedAnnouncement,
  storedCounts,
  studentDiscussion,
} from './fixtures.ts';
import { createUser, sendAsUser, twoLecturers } from '../../testing/users.ts';

const api = await openTestApi();
/** A lecturer of this file's own, and another one. */
const { lecturer, other } = await twoLecturers(api, '公告講師', '另一位講師');
// The other lecturer's course (shared) is co-taught with the permission to answer students.
const course = await ownAndSharedItems(api, lecturer.email, other.email);
const studentId = await createStudent(api, '學生甲', [
  [course.alpha, 10],
  [course.beta, 80],
]);
await createStudent(api, '學生乙', [[course.shared, 100]]);
const teacherCourse = await createItem(api, 'courses', 'teacher@example.com', 'Teacher course');
await createStudent(api, '學生丙', [[teacherCourse, 40]]);

const base = '/lecturers/v2/announcements';
const send = (method: string, path: string, options = {}) =>
  sendAsUser(api, method, path, lecturer.email, options);
const create = (body: Record<string, unknown>) =>
  send('POST', base, { body: { title: 'Hello', body: '<p>Hi</p>', type: 'NOTICE', ...body } });
const ok = (response: TestResponse, status = 200) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return announcementOf(response);
};

describe('POST /lecturers/v2/announcements', () => {
  it('creates a draft of the lecturer: no status, shown, not confirmed, recipients counted now', async () => {
    const created = ok(
      await create({ title: '  Week 3  ', includes: [course.alpha, course.beta], progress: 0 }),
      201,
    );
    expect(created).toMatchObject({
      title: 'Week 3',
      body: '<p>Hi</p>',
      type: 'NOTICE',
      display: true,
      status: null,
      confirmed_at: null,
      owner: { id: lecturer.id, name: '公告講師', avatar_url: null },
      lecturer_id: lecturer.id,
      children: [],
      includes: [course.alpha, course.beta],
      excepts: [],
      progress: 0,
      date: { begin: null, end: null },
      // One student in both courses counts once.
      recipients: 1,
    });
    const row = await storedAnnouncement(api, created.id);
    expect(row).toMatchObject({
      createdBy: lecturer.id,
      lecturerId: lecturer.id,
      recipients: null,
    });
    const read = ok(await send('GET', `${base}/${created.id}`));
    expect(read).toEqual(created);
  });

  it('stores each course once and the dates given', async () => {
    const begin = new Date(Date.now() + 86_400_000).toISOString();
    const end = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const created = ok(
      await create({
        includes: [course.alpha, course.alpha, course.beta],
        excepts: [course.beta, course.beta],
        date: { begin, end },
        type: 'EMAIL',
      }),
      201,
    );
    expect(created).toMatchObject({
      includes: [course.alpha, course.beta],
      excepts: [course.beta],
      type: 'EMAIL',
      date: { begin, end },
    });
  });

  it('sanitises the body: scripts, event handlers and javascript: links go', async () => {
    const created = ok(
      await create({
        body: '<p onclick="x()">Read <a href="javascript:alert(1)">this</a> and <a href="https://example.com" target="_blank">that</a></p><script>alert(1)</script><img src=x onerror="alert(1)">',
      }),
      201,
    );
    expect(created.body).toBe(
      '<p>Read <a>this</a> and <a href="https://example.com" target="_blank" rel="noopener noreferrer">that</a></p>',
    );
  });

  it('refuses a body with no text after sanitising, in the caller’s language', async () => {
    const before = await storedCounts(api);
    for (const [body, locale, message] of [
      ['<p> </p>', 'en', 'Write the announcement: its text is empty.'],
      ['<p>&nbsp;</p><script>text</script>', 'zh-TW', '請輸入公告內容，目前是空白的。'],
      ['<img src="x" onerror="alert(1)"><br>', 'zh-CN', '请输入公告内容，目前是空的。'],
    ] as const) {
      const response = await send('POST', base, {
        body: { title: 'Empty', body, type: 'NOTICE' },
        locale,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: { body: [message] } });
    }
    expect(await storedCounts(api)).toEqual(before);
  });
});

describe('routes with a static segment', () => {
  it('answers usage, validator and preview, not the announcement of that id', async () => {
    const usage = await send('GET', `${base}/usage`);
    expect(usage.status).toBe(200);
    const { limit, used, remaining } = usage.body as Record<string, number>;
    expect([used, remaining]).toEqual([0, limit]);
    const body = { title: 'T', body: '<p>B</p>', type: 'NOTICE' };
    expect((await send('POST', `${base}/validator`, { body })).body).toEqual({ valid: true });
    expect((await send('POST', `${base}/preview`, { body })).body).toMatchObject({ title: 'T' });
  });

  it('answers 404 for ids that are not ids', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', 'usage2'])
      expect((await send('GET', `${base}/${id}`)).status, id).toBe(404);
  });
});

describe('PUT /lecturers/v2/announcements/{id}', () => {
  it('changes the title, the body and the type only, also once sent', async () => {
    const confirmedAt = new Date(Date.now() - 60_000);
    const id = await insertAnnouncement(api, {
      lecturerId: lecturer.id,
      includes: [course.alpha],
      progress: 20,
      confirmedAt,
      recipients: 7,
    });
    const before = ok(await send('GET', `${base}/${id}`));
    const updated = ok(
      await send('PUT', `${base}/${id}`, {
        body: {
          title: 'Renamed',
          body: '<p>New <b>text</b></p><script>x</script>',
          type: 'EMAIL',
          includes: [course.beta],
          progress: 90,
          display: false,
          date: { begin: null, end: '2099-01-01T00:00:00Z' },
        },
      }),
    );
    expect(updated).toEqual({
      ...before,
      title: 'Renamed',
      body: '<p>New <b>text</b></p>',
      type: 'EMAIL',
      updated_at: updated.updated_at,
    });
    expect(updated.confirmed_at).toBe(confirmedAt.toISOString());
    expect(updated.recipients).toBe(7);
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
  });

  it('refuses an empty body and writes nothing', async () => {
    const id = await insertAnnouncement(api, { lecturerId: lecturer.id });
    const response = await send('PUT', `${base}/${id}`, {
      body: { title: 'X', body: '<p>&nbsp; </p>', type: 'NOTICE' },
      locale: 'zh-TW',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: { body: ['請輸入公告內容，目前是空白的。'] } });
    expect((await storedAnnouncement(api, id))?.title).toBe('Fixture announcement');
  });
});

describe('PUT /lecturers/v2/announcements/{id}/display', () => {
  it('sets display, and flips it when no value is sent', async () => {
    const id = await insertAnnouncement(api, { lecturerId: lecturer.id });
    const path = `${base}/${id}/display`;
    expect(ok(await send('PUT', path, { body: { display: 0 } })).display).toBe(false);
    expect(ok(await send('PUT', path, { body: { display: 'false' } })).display).toBe(false);
    expect(ok(await send('PUT', path, { body: {} })).display).toBe(true);
    expect(ok(await send('PUT', path)).display).toBe(false);
    expect(ok(await send('PUT', path, { body: { display: true }, json: true })).display).toBe(true);
    expect((await send('PUT', path, { body: { display: 'maybe' } })).status).toBe(400);
    expect((await storedAnnouncement(api, id))?.display).toBe(true);
  });
});

describe('discussions', () => {
  it('moves the status: a student waits, a reply answers, removing the last clears it', async () => {
    const id = await insertAnnouncement(api, { lecturerId: lecturer.id });
    const question = await studentDiscussion(api, id, studentId);
    const replied = ok(
      await send('POST', `${base}/${id}/discussions`, {
        body: { body: '<p>Answer<script>x</script></p>' },
      }),
      201,
    );
    expect(replied.status).toBe('ANSWERED');
    expect(replied.children.map((child) => [child.author.id, child.staff, child.body])).toEqual([
      [studentId, false, '<p>A question from a student</p>'],
      [lecturer.id, true, '<p>Answer</p>'],
    ]);
    const reply = replied.children[1]?.id ?? 0;

    // Without the reply, the student's discussion is the latest: waiting.
    const removed = ok(await send('DELETE', `${base}/${id}/discussions/${reply}`));
    expect(removed.status).toBe('WAITING');
    expect(removed.children.map((child) => child.id)).toEqual([question]);
    // A hidden discussion no longer counts.
    const hidden = ok(await send('PUT', `${base}/${id}/discussions/${question}/display`));
    expect(hidden).toMatchObject({ status: null, children: [{ id: question, display: false }] });
    const shown = ok(
      await send('PUT', `${base}/${id}/discussions/${question}/display`, {
        body: { display: 1 },
      }),
    );
    expect(shown).toMatchObject({ status: 'WAITING', children: [{ id: question, display: true }] });
    const set = ok(
      await send('PUT', `${base}/${id}/discussions/${question}/display`, {
        body: { display: 1 },
      }),
    );
    expect(set.children[0]?.display).toBe(true);
    // Removing the last discussion clears the status.
    const cleared = ok(await send('DELETE', `${base}/${id}/discussions/${question}`));
    expect(cleared).toMatchObject({ status: null, children: [] });
    expect((await storedAnnouncement(api, id))?.status).toBeNull();
  });

  it('lets only the author change a discussion', async () => {
    const id = await insertAnnouncement(api, { lecturerId: lecturer.id });
    const question = await studentDiscussion(api, id, studentId);
    const added = ok(
      await send('POST', `${base}/${id}/discussions`, { body: { body: '<p>First</p>' } }),
      201,
    );
    const own = added.children[1]?.id ?? 0;
    const edited = ok(
      await send('PUT', `${base}/${id}/discussions/${own}`, {
        body: { body: '<p>Second <a href="javascript:x">link</a></p>' },
      }),
    );
    expect(edited.children[1]).toMatchObject({ id: own, body: '<p>Second <a>link</a></p>' });
    expect(edited.status).toBe('ANSWERED');

    for (const [who, discussion] of [
      ['lecturer', question],
      ['admin', own],
    ] as const) {
      const response =
        who === 'lecturer'
          ? await send('PUT', `${base}/${id}/discussions/${discussion}`, {
              body: { body: '<p>Not mine</p>' },
            })
          : await sendAs(api, 'PUT', `${base}/${id}/discussions/${discussion}`, 'admin', {
              body: { body: '<p>Not mine</p>' },
              locale: 'zh-TW',
            });
      expect(response.status, who).toBe(400);
      expect(response.body, who).toEqual({
        message:
          who === 'admin'
            ? '只有作者可以編輯此討論。'
            : 'Only its author can edit this discussion.',
      });
    }
    const stored = await api.db
      .select({ body: announcementDiscussions.body })
      .from(announcementDiscussions)
      .where(eq(announcementDiscussions.announcementId, id))
      .orderBy(announcementDiscussions.id);
    expect(stored.map((row) => row.body)).toEqual([
      '<p>A question from a student</p>',
      '<p>Second <a>link</a></p>',
    ]);
  });

  it('refuses an empty discussion with the comment message, in the caller’s language', async () => {
    const id = await insertAnnouncement(api, { lecturerId: lecturer.id });
    const before = await storedCounts(api);
    for (const [body, locale, message] of [
      ['<p> </p>', 'en', 'Write something first: the text is empty.'],
      ['<p>&nbsp;</p>', 'zh-TW', '請輸入留言內容，目前是空白的。'],
      ['<script>alert(1)</script>', 'zh-CN', '请输入评论内容，目前是空的。'],
    ] as const) {
      const response = await send('POST', `${base}/${id}/discussions`, {
        body: { body },
        locale,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: { body: [message] } });
    }
    expect(await storedCounts(api)).toEqual(before);
    const question = await studentDiscussion(api, id, studentId);
    const own = ok(
      await send('POST', `${base}/${id}/discussions`, { body: { body: '<p>Mine</p>' } }),
      201,
    ).children[1]?.id;
    const edit = await send('PUT', `${base}/${id}/discussions/${own}`, {
      body: { body: '<br>' },
    });
    expect(edit.body).toEqual({ message: { body: ['Write something first: the text is empty.'] } });
    expect(question).toBeGreaterThan(0);
  });

  it('answers 404 for a discussion of another announcement', async () => {
    const first = await insertAnnouncement(api, { lecturerId: lecturer.id });
    const second = await insertAnnouncement(api, { lecturerId: lecturer.id });
    const question = await studentDiscussion(api, first, studentId);
    const path = `${base}/${second}/discussions/${question}`;
    expect((await send('PUT', path, { body: { body: '<p>x</p>' } })).status).toBe(404);
    expect((await send('PUT', `${path}/display`)).status).toBe(404);
    expect((await send('DELETE', path)).status).toBe(404);
    expect(ok(await send('GET', `${base}/${first}`)).children).toHaveLength(1);
  });
});

describe('DELETE /lecturers/v2/announcements/{id}', () => {
  it('deletes a draft with its discussions', async () => {
    const id = await insertAnnouncement(api, { lecturerId: lecturer.id });
    await studentDiscussion(api, id, studentId);
    expect((await send('DELETE', `${base}/${id}`)).body).toMatchObject({ deleted: true });
    expect((await send('GET', `${base}/${id}`)).status).toBe(404);
    const left = await api.db
      .select()
      .from(announcementDiscussions)
      .where(eq(announcementDiscussions.announcementId, id));
    expect(left).toEqual([]);
  });

  it('keeps a sent announcement: students received it, it counts in the allowance', async () => {
    const id = await insertAnnouncement(api, {
      lecturerId: lecturer.id,
      confirmedAt: new Date(),
      recipients: 1,
    });
    const response = await send('DELETE', `${base}/${id}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message:
        'A sent announcement cannot be deleted: its students have received it. Hide it instead.',
    });
    expect(await storedAnnouncement(api, id)).toBeDefined();
  });
});

describe('GET /lecturers/v2/interactions/announcements', () => {
  const list = '/lecturers/v2/interactions/announcements';
  const ids = (response: TestResponse) =>
    (response.body as { data: Announcement[] }).data.map((item) => item.id);
  let lister = { id: 0, email: '' };
  const made: Record<string, number> = {};

  beforeAll(async () => {
    lister = await createUser(api, '列表講師', true);
    const mine = await createItem(api, 'courses', lister.email, 'Mine');
    const second = await createItem(api, 'courses', lister.email, 'Second');
    const coTaught = await createItem(api, 'courses', other.email, 'Co-taught');
    await addCoLecturer(api, coTaught, lister.email, ['interactions']);
    const viewOnly = await createItem(api, 'courses', other.email, 'View only');
    await addCoLecturer(api, viewOnly, lister.email, []);
    Object.assign(made, { mine, second, coTaught, viewOnly });
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));
    made['all'] = await insertAnnouncement(api, { lecturerId: lister.id, createdAt: at(1) });
    made['onlyMine'] = await insertAnnouncement(api, {
      lecturerId: lister.id,
      includes: [mine],
      createdAt: at(2),
    });
    made['allButMine'] = await insertAnnouncement(api, {
      lecturerId: lister.id,
      excepts: [mine],
      createdAt: at(3),
      display: false,
    });
    made['onlySecond'] = await insertAnnouncement(api, {
      lecturerId: lister.id,
      includes: [second],
      createdAt: at(3),
    });
    made['others'] = await insertAnnouncement(api, { lecturerId: other.id, createdAt: at(4) });
  });

  const asLister = (query: string) => sendAsUser(api, 'GET', `${list}${query}`, lister.email);

  it('lists the lecturer’s own, newest first, with the page’s meta', async () => {
    const response = await asLister('');
    expect(response.status).toBe(200);
    expect(ids(response)).toEqual([
      made['onlySecond'],
      made['allButMine'],
      made['onlyMine'],
      made['all'],
    ]);
    expect((response.body as { meta: unknown }).meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 4,
    });
    const page2 = await asLister('?per_page=3&page=2');
    expect(ids(page2)).toEqual([made['all']]);
    expect((page2.body as { meta: unknown }).meta).toEqual({
      current_page: 2,
      last_page: 2,
      per_page: 3,
      total: 4,
    });
    expect(ids(await asLister('?per_page=3&page=3'))).toEqual([]);
  });

  it('keeps announcements whose audience holds the course', async () => {
    expect(ids(await asLister(`?course_id=${made['mine']}`))).toEqual([
      made['onlyMine'],
      made['all'],
    ]);
    expect(ids(await asLister(`?course_id=${made['second']}`))).toEqual([
      made['onlySecond'],
      made['allButMine'],
      made['all'],
    ]);
    // Includes empty reaches a co-taught course with the permission to answer, not another.
    expect(ids(await asLister(`?course_id=${made['coTaught']}`))).toEqual([
      made['allButMine'],
      made['all'],
    ]);
    expect(ids(await asLister(`?course_id=${made['viewOnly']}`))).toEqual([]);
  });

  it('filters by display and leaves out ids already shown', async () => {
    expect(ids(await asLister('?display=0'))).toEqual([made['allButMine']]);
    expect(ids(await asLister('?display=1'))).toEqual([
      made['onlySecond'],
      made['onlyMine'],
      made['all'],
    ]);
    expect(ids(await asLister('?display='))).toHaveLength(4);
    expect(ids(await asLister(`?except_value=${made['onlySecond']},${made['all']}`))).toEqual([
      made['allButMine'],
      made['onlyMine'],
    ]);
    expect(
      ids(await asLister(`?except_value[]=${made['onlyMine']}&except_value[]=${made['all']}`)),
    ).toEqual([made['onlySecond'], made['allButMine']]);
    const combined = await asLister(
      `?course_id=${made['second']}&display=1&except_value=${made['all']}`,
    );
    expect(ids(combined)).toEqual([made['onlySecond']]);
    expect((combined.body as { meta: { total: number } }).meta.total).toBe(1);
  });

  it('lets an administrator see every lecturer’s', async () => {
    // A course of this file's lecturers: no other announcement reaches it.
    const response = await sendAs(api, 'GET', `${list}?course_id=${made['coTaught']}`, 'admin');
    expect(ids(response)).toEqual([made['others'], made['allButMine'], made['all']]);
    expect(ids(await asLister(`?course_id=${made['coTaught']}`))).toEqual([
      made['allButMine'],
      made['all'],
    ]);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      '?course_id=abc',
      '?course_id=0',
      '?display=maybe',
      '?page=0',
      '?per_page=101',
      '?except_value=1,x',
      `?except_value=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const response = await asLister(query);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('scope', () => {
  let teacherId = 0;
  let id = 0;
  let discussion = 0;
  beforeAll(async () => {
    teacherId = await userIdOf(api, 'teacher@example.com');
    id = await insertAnnouncement(api, { lecturerId: teacherId, includes: [teacherCourse] });
    discussion = await studentDiscussion(api, id, studentId);
  });

  const calls = (): [string, string, Record<string, unknown>?][] => [
    ['GET', `${base}/${id}`],
    ['PUT', `${base}/${id}`, { title: 'Taken', body: '<p>x</p>', type: 'NOTICE' }],
    ['PUT', `${base}/${id}/display`, { display: 0 }],
    ['POST', `${base}/${id}/discussions`, { body: '<p>x</p>' }],
    ['PUT', `${base}/${id}/discussions/${discussion}`, { body: '<p>x</p>' }],
    ['PUT', `${base}/${id}/discussions/${discussion}/display`, { display: 0 }],
    ['DELETE', `${base}/${id}/discussions/${discussion}`],
    ['PUT', `${base}/${id}/confirm`],
    ['DELETE', `${base}/${id}`],
  ];

  it('answers 404 to another lecturer and to staff without the interaction area, for every call', async () => {
    const before = await storedCounts(api);
    const row = await storedAnnouncement(api, id);
    for (const who of ['teacher2', 'staff'] as DemoWho[])
      for (const [method, path, body] of calls()) {
        const response = await sendAs(api, method, path, who, body ? { body } : {});
        expect(response.status, `${who} ${method} ${path}`).toBe(404);
      }
    expect(await storedCounts(api)).toEqual(before);
    expect(await storedAnnouncement(api, id)).toEqual(row);
    const list = await sendAs(api, 'GET', '/lecturers/v2/interactions/announcements', 'teacher2');
    expect((list.body as { data: { id: number }[] }).data.map((item) => item.id)).not.toContain(id);
  });

  it('lets the owner and an administrator read and write it', async () => {
    const owner = await sendAs(api, 'GET', `${base}/${id}`, 'teacher');
    expect(owner.status).toBe(200);
    const admin = await sendAs(api, 'POST', `${base}/${id}/discussions`, 'admin', {
      body: { body: '<p>From the platform</p>' },
    });
    expect(admin.status).toBe(201);
    expect(announcementOf(admin)).toMatchObject({ status: 'ANSWERED', lecturer_id: teacherId });
    expect(announcementOf(admin).children.at(-1)).toMatchObject({
      staff: true,
      author: { name: '林雅婷' },
    });
  });
});
