import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_INTEGER } from '../../contract/plain/operation.ts';
import { fingerprint } from '../../testing/fingerprint.ts';
import { openTestApi } from '../../testing/harness.ts';
import {
  addCoLecturer,
  createItem,
  ownAndSharedItems,
  sendAs,
  userIdOf,
} from '../../testing/item-fixtures.ts';
import { createStudent, storedCounts } from './fixtures.ts';
import { createUser, sendAsUser, twoLecturers } from '../../testing/users.ts';

const api = await openTestApi();
const { lecturer, other } = await twoLecturers(api, '檢查講師', '別的講師');
const course = {
  ...(await ownAndSharedItems(api, lecturer.email, other.email)),
  viewOnly: await createItem(api, 'courses', other.email, 'View only'),
  foreign: await createItem(api, 'courses', other.email, 'Foreign'),
};
await addCoLecturer(api, course.viewOnly, lecturer.email, ['infos', 'chapters']);

beforeAll(async () => {
  // Students: one in two courses (counted once), progress from 0 to 100.
  await createStudent(api, 'A', [
    [course.alpha, 10],
    [course.beta, 80],
  ]);
  await createStudent(api, 'B', [[course.beta, 50]]);
  await createStudent(api, 'C', [[course.shared, 100]]);
  await createStudent(api, 'D', [[course.ebook, 30]]);
  await createStudent(api, 'E', [
    [course.viewOnly, 100],
    [course.foreign, 100],
  ]);
  await createStudent(api, 'F', []);
});

const base = '/lecturers/v2/announcements';
const valid = { title: 'Exam on Friday', body: '<p>Bring a pen.</p>', type: 'NOTICE' };
const send = (path: string, body: Record<string, unknown> | string, locale = 'en' as const) =>
  sendAsUser(api, 'POST', `${base}${path}`, lecturer.email, {
    body,
    locale,
    json: typeof body !== 'string',
  });
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('POST /lecturers/v2/announcements/validator', () => {
  it('answers valid for a good body and writes nothing', async () => {
    const before = await fingerprint(api.db);
    const response = await send('/validator', {
      ...valid,
      includes: [course.alpha],
      date: { begin: future(1), end: future(2) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ valid: true });
    expect(await fingerprint(api.db)).toEqual(before);
  });

  it('answers every failing field at once, and writes nothing', async () => {
    const before = await fingerprint(api.db);
    const body = {
      ...valid,
      body: '<p>&nbsp;</p><script>x</script>',
      includes: [course.alpha, course.foreign],
      excepts: [course.beta],
      date: { begin: future(3), end: new Date(Date.now() - 60_000).toISOString() },
    };
    const response = await send('/validator', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: {
        body: ['Write the announcement: its text is empty.'],
        includes: ['Choose only courses this lecturer teaches and may answer students in.'],
        excepts: ['Leave out only courses the announcement is sent to.'],
        'date.end': ['The end must come after the beginning.', 'The end must be in the future.'],
      },
    });
    const zh = await send('/validator', body, 'zh-TW' as 'en');
    expect(zh.body).toEqual({
      message: {
        body: ['請輸入公告內容，目前是空白的。'],
        includes: ['請只選擇此講師任教且可回覆學生的課程。'],
        excepts: ['只能排除此公告會發送的課程。'],
        'date.end': ['結束時間必須晚於開始時間。', '結束時間必須是未來的時間。'],
      },
    });
    // Create refuses the same body with the same messages.
    expect((await send('', body)).body).toEqual(response.body);
    expect(await fingerprint(api.db)).toEqual(before);
  });

  it('answers every problem of the shape at once (before the checks that read the database)', async () => {
    const response = await send('/validator', {
      title: '   ',
      body: 5,
      type: 'SMS',
      includes: ['abc', -1],
      progress: 101,
      date: { begin: 'tomorrow', end: '2026-13-01T00:00:00Z' },
      lecturer_id: 'x',
    });
    expect(response.status).toBe(400);
    const message = (response.body as { message: Record<string, string[]> }).message;
    expect(Object.keys(message).sort()).toEqual(
      [
        'title',
        'body',
        'type',
        'includes.0',
        'includes.1',
        'progress',
        'date.begin',
        'date.end',
        'lecturer_id',
      ].sort(),
    );
    expect(message['title']).toEqual(['This field is required.']);
    expect(message['progress']).toEqual(['Use at most 100.']);
  });

  it('refuses courses the lecturer may not answer students in', async () => {
    for (const id of [course.viewOnly, course.foreign, course.article, MAX_INTEGER]) {
      const response = await send('/validator', { ...valid, includes: [id] });
      expect(response.status, String(id)).toBe(400);
      expect(response.body).toEqual({
        message: {
          includes: ['Choose only courses this lecturer teaches and may answer students in.'],
        },
      });
    }
    for (const id of [course.shared, course.ebook, course.alpha])
      expect((await send('/validator', { ...valid, includes: [id] })).body).toEqual({
        valid: true,
      });
  });

  it('refuses excepts outside the audience, and an audience with no course left', async () => {
    const outside = await send('/validator', {
      ...valid,
      includes: [course.alpha],
      excepts: [course.beta],
    });
    expect(outside.body).toEqual({
      message: { excepts: ['Leave out only courses the announcement is sent to.'] },
    });
    const foreign = await send('/validator', { ...valid, excepts: [course.foreign] });
    expect(foreign.status).toBe(400);
    const none = await send('/validator', {
      ...valid,
      includes: [course.alpha, course.beta],
      excepts: [course.alpha, course.beta],
    });
    expect(none.body).toEqual({
      message: { includes: ['No course is left to send this announcement to.'] },
    });
    const empty = await createUser(api, '沒有課程的講師', true);
    const nothing = await sendAsUser(api, 'POST', `${base}/validator`, empty.email, {
      body: valid,
      locale: 'zh-CN',
    });
    expect(nothing.body).toEqual({ message: { includes: ['没有可发送此公告的课程。'] } });
  });

  it('accepts an end in the future after the beginning, and no dates at all', async () => {
    for (const date of [
      { begin: null, end: null },
      { begin: '', end: '' },
      { begin: new Date(Date.now() - 86_400_000).toISOString(), end: future(1) },
      { end: '2099-12-31T23:59:59+08:00' },
    ])
      expect((await send('/validator', { ...valid, date })).body, JSON.stringify(date)).toEqual({
        valid: true,
      });
  });

  it('asks an administrator for the lecturer, a lecturer for none other than themselves', async () => {
    const admin = (body: Record<string, unknown>, locale: 'en' | 'zh-TW' = 'en') =>
      sendAs(api, 'POST', `${base}/validator`, 'admin', { body, locale });
    expect((await admin(valid)).body).toEqual({
      message: { lecturer_id: ['Choose the lecturer this announcement is from.'] },
    });
    for (const id of [await userIdOf(api, 'student@example.com'), MAX_INTEGER])
      expect((await admin({ ...valid, lecturer_id: id }, 'zh-TW')).body).toEqual({
        message: { lecturer_id: ['此使用者不是講師。'] },
      });
    // The lecturer named decides the audience: the administrator's own scope does not count.
    expect((await admin({ ...valid, lecturer_id: lecturer.id })).body).toEqual({ valid: true });
    expect(
      (await admin({ ...valid, lecturer_id: lecturer.id, includes: [course.foreign] })).body,
    ).toEqual({
      message: {
        includes: ['Choose only courses this lecturer teaches and may answer students in.'],
      },
    });
    expect((await send('/validator', { ...valid, lecturer_id: lecturer.id })).body).toEqual({
      valid: true,
    });
    // Another lecturer is not the caller's to use: 404, as naming them in a query is.
    const another = await send('/validator', { ...valid, lecturer_id: other.id });
    expect(another.status).toBe(404);
    expect((await send('', { ...valid, lecturer_id: other.id })).status).toBe(404);
  });
});

describe('POST /lecturers/v2/announcements (who and for whom)', () => {
  it('lets an administrator write for a lecturer: the announcement is theirs', async () => {
    const before = await storedCounts(api);
    const unnamed = await sendAs(api, 'POST', base, 'admin', { body: valid });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toEqual({
      message: { lecturer_id: ['Choose the lecturer this announcement is from.'] },
    });
    expect(await storedCounts(api)).toEqual(before);
    const created = await sendAs(api, 'POST', base, 'admin', {
      body: { ...valid, lecturer_id: lecturer.id, includes: [course.alpha] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      lecturer_id: lecturer.id,
      owner: { id: lecturer.id, name: '檢查講師' },
      recipients: 1,
    });
    const id = (created.body as { id: number }).id;
    expect((await sendAsUser(api, 'GET', `${base}/${id}`, lecturer.email)).status).toBe(200);
    expect((await sendAsUser(api, 'GET', `${base}/${id}`, other.email)).status).toBe(404);
  });

  it('refuses a course co-taught without the permission to answer students', async () => {
    const before = await storedCounts(api);
    const response = await send('', { ...valid, includes: [course.viewOnly] });
    expect(response.status).toBe(400);
    expect(await storedCounts(api)).toEqual(before);
  });
});

describe('POST /lecturers/v2/announcements/preview', () => {
  it('answers what students receive and to whom, and writes nothing', async () => {
    const before = await fingerprint(api.db);
    const response = await send('/preview', {
      title: '  Preview  ',
      body: '<p onmouseover="x()">Hello <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>',
      type: 'EMAIL',
      progress: 0,
      date: { begin: '2099-01-01T08:00:00+08:00', end: null },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      title: 'Preview',
      body: '<p>Hello <a>there</a></p>',
      type: 'EMAIL',
      owner: { id: lecturer.id, name: '檢查講師', avatar_url: null },
      // Every course with students the lecturer may answer in, by title.
      courses: [
        { id: course.alpha, title: 'Alpha 100% course', kind: 'courses' },
        { id: course.beta, title: 'Beta course', kind: 'courses' },
        { id: course.ebook, title: 'Gamma ebook', kind: 'ebooks' },
        { id: course.shared, title: 'Shared course', kind: 'courses' },
      ],
      progress: 0,
      date: { begin: '2099-01-01T00:00:00.000Z', end: null },
      recipients: 4,
    });
    expect(await fingerprint(api.db)).toEqual(before);
  });

  it('counts the distinct students the includes, excepts and progress keep', async () => {
    const recipients = async (audience: Record<string, unknown>) => {
      const response = await send('/preview', { ...valid, ...audience });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const body = response.body as { recipients: number; courses: { id: number }[] };
      return [body.recipients, body.courses.map((item) => item.id)];
    };
    expect(await recipients({})).toEqual([
      4,
      [course.alpha, course.beta, course.ebook, course.shared],
    ]);
    // A in alpha and beta, B in beta: A once.
    expect(await recipients({ includes: [course.alpha, course.beta] })).toEqual([
      2,
      [course.alpha, course.beta],
    ]);
    expect(await recipients({ excepts: [course.beta] })).toEqual([
      3,
      [course.alpha, course.ebook, course.shared],
    ]);
    expect(
      await recipients({ includes: [course.alpha, course.beta], excepts: [course.beta] }),
    ).toEqual([1, [course.alpha]]);
    // A has 80 in beta, B 50, C 100, D 30.
    expect((await recipients({ progress: 50 }))[0]).toBe(3);
    expect((await recipients({ progress: '80' }))[0]).toBe(2);
    expect((await recipients({ progress: 100 }))[0]).toBe(1);
    expect((await recipients({ includes: [course.alpha], progress: 11 }))[0]).toBe(0);
    expect((await recipients({ includes: [course.alpha], progress: 10 }))[0]).toBe(1);
  });

  it('refuses what create refuses', async () => {
    const response = await send('/preview', { ...valid, body: '<p> </p>' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: { body: ['Write the announcement: its text is empty.'] },
    });
  });
});

describe('bad input', () => {
  it('answers 400, 404 or 413 and writes nothing', async () => {
    const before = await fingerprint(api.db);
    const bad: [string, Record<string, unknown> | string, number][] = [
      ['', { ...valid, title: 'x'.repeat(121) }, 400],
      ['', { ...valid, body: `<p>${'x'.repeat(20_000)}</p>` }, 400],
      ['', { ...valid, type: 'notice' }, 400],
      ['', { ...valid, includes: '1,2' }, 400],
      ['', { ...valid, includes: [1.5] }, 400],
      ['', { ...valid, includes: [0] }, 400],
      ['', { ...valid, includes: [MAX_INTEGER + 1] }, 400],
      ['', { ...valid, includes: Array.from({ length: 501 }, (_, i) => i + 1) }, 400],
      ['', { ...valid, excepts: Array.from({ length: 501 }, (_, i) => i + 1) }, 400],
      ['', { ...valid, progress: -1 }, 400],
      ['', { ...valid, progress: 1.5 }, 400],
      ['', { ...valid, date: 'soon' }, 400],
      ['', { ...valid, date: { begin: '2026-02-30' } }, 400],
      ['', { ...valid, date: { end: '2099-01-01T00:00:00' } }, 400],
      ['', { ...valid, lecturer_id: 0 }, 400],
      ['', { ...valid, title: 'a\u0000b' }, 400],
      ['', '{"title":', 400],
      ['/validator', { ...valid, body: 'x'.repeat(2 * 1024 * 1024 + 1) }, 413],
      ['/preview', { ...valid, includes: Array.from({ length: 501 }, () => 1) }, 400],
    ];
    for (const [path, body, status] of bad) {
      const response =
        typeof body === 'string'
          ? await sendAsUser(api, 'POST', `${base}${path}`, lecturer.email, {
              body,
              headers: { 'content-type': 'application/json' },
            })
          : await send(path, body);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(response.body).toHaveProperty('message');
    }
    const paths = ['abc', '0', '-1', '1e3', String(MAX_INTEGER + 1), '99999999999999999999'];
    for (const id of paths) {
      for (const [method, path] of [
        ['GET', `${base}/${id}`],
        ['PUT', `${base}/${id}/confirm`],
        ['PUT', `${base}/${id}/display`],
        ['DELETE', `${base}/${id}`],
        ['POST', `${base}/${id}/discussions`],
        ['DELETE', `${base}/${MAX_INTEGER}/discussions/${id}`],
      ] as const) {
        const response = await sendAsUser(
          api,
          method,
          path,
          lecturer.email,
          method === 'POST' ? { body: { body: '<p>x</p>' } } : {},
        );
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    expect(await fingerprint(api.db)).toEqual(before);
  });
});
