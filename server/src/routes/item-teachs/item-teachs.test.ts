import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { teachPermissions, type TeachsResponse } from '../../contract/items.ts';
import { eq } from 'drizzle-orm';
import { chapters, courseTeachs, lectures, uploads, users } from '../../db/schema.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { createSession } from '../../auth/sessions.ts';
import {
  addCoLecturer,
  createItem,
  userIdOf,
  type DemoWho,
  senderOf,
} from '../../testing/item-fixtures.ts';
import { openTestApi } from '../../testing/harness.ts';

const api = await openTestApi();
const ids: Record<string, number> = {};
let lecturer3 = 0;

beforeAll(async () => {
  for (const who of ['admin', 'staff', 'teacher', 'teacher2', 'student'])
    ids[who] = await userIdOf(api, `${who}@example.com`);
  const [row] = await api.db
    .insert(users)
    .values({
      email: 'lecturer-three@example.com',
      name: '第三位講師',
      roles: ['TEACHER'],
      passwordHash: await hashPassword('irrelevant'),
    })
    .returning({ id: users.id });
  lecturer3 = row?.id ?? 0;
});

const send = senderOf(api);

const id = (who: string) => ids[who] ?? 0;
const summary = (body: unknown) =>
  (body as TeachsResponse).data.map((teach) => ({
    id: teach.lecturer.id,
    owner: teach.owner,
    share: teach.share,
    permissions: teach.permissions,
  }));

for (const kind of ['courses', 'ebooks'] as const) {
  describe(`/lecturers/v2/${kind}/{id}/teachs`, () => {
    const path = (item: number) => `/lecturers/v2/${kind}/${item}/teachs`;

    it('lists the owner first with a 100 % share and every permission', async () => {
      const item = await createItem(api, kind);
      const response = await send('GET', path(item), 'teacher');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        data: [
          {
            lecturer: { id: id('teacher'), name: '王大明', email: 'teacher@example.com' },
            owner: true,
            share: 100,
            permissions: [...teachPermissions],
          },
        ],
      });
    });

    it('adds a co-lecturer with share 0 and no permissions, then saves shares and permissions', async () => {
      const item = await createItem(api, kind);
      const added = await send('POST', path(item), 'teacher', {
        body: { lecturer_id: id('teacher2') },
      });
      expect(added.status).toBe(201);
      expect(summary(added.body)).toEqual([
        { id: id('teacher'), owner: true, share: 100, permissions: [...teachPermissions] },
        { id: id('teacher2'), owner: false, share: 0, permissions: [] },
      ]);

      const saved = await send('PUT', path(item), 'teacher', {
        body: {
          teachs: [
            { lecturer_id: id('teacher'), share: 70, permissions: [] },
            { lecturer_id: id('teacher2'), share: 30, permissions: ['prices', 'infos', 'prices'] },
          ],
        },
      });
      expect(saved.status).toBe(200);
      const expected = [
        // The owner always holds every permission, whatever is sent.
        { id: id('teacher'), owner: true, share: 70, permissions: [...teachPermissions] },
        { id: id('teacher2'), owner: false, share: 30, permissions: ['infos', 'prices'] },
      ];
      expect(summary(saved.body)).toEqual(expected);
      // The co-lecturer sees the list and now holds what was given.
      const reloaded = await send('GET', path(item), 'teacher2');
      expect(reloaded.status).toBe(200);
      expect(summary(reloaded.body)).toEqual(expected);
      const detail = await send('GET', `/lecturers/v2/${kind}/${item}`, 'teacher2');
      expect(detail.body).toMatchObject({
        my_role: 'co-lecturer',
        my_permissions: ['infos', 'prices'],
      });
    });
  });
}

describe('POST /lecturers/v2/courses/{id}/teachs: who may be added', () => {
  const path = (item: number) => `/lecturers/v2/courses/${item}/teachs`;

  it('refuses users who do not exist or are not lecturers at lecturer_id', async () => {
    const item = await createItem(api, 'courses');
    for (const lecturerId of [id('student'), id('admin'), 2_000_000]) {
      const response = await send('POST', path(item), 'teacher', {
        body: { lecturer_id: lecturerId },
      });
      expect(response.status, String(lecturerId)).toBe(400);
      expect(response.body).toEqual({ message: { lecturer_id: ['This user is not a lecturer.'] } });
    }
    const zh = await send('POST', path(item), 'teacher', {
      body: { lecturer_id: id('student') },
      locale: 'zh-CN',
    });
    expect(zh.body).toEqual({ message: { lecturer_id: ['此用户不是讲师。'] } });
    expect((await send('GET', path(item), 'teacher').then((r) => summary(r.body))).length).toBe(1);
  });

  it('refuses the owner and a lecturer who already teaches the item', async () => {
    const item = await createItem(api, 'courses');
    await send('POST', path(item), 'teacher', { body: { lecturer_id: id('teacher2') } });
    for (const lecturerId of [id('teacher'), id('teacher2')]) {
      const response = await send('POST', path(item), 'teacher', {
        body: { lecturer_id: lecturerId },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: { lecturer_id: ['This lecturer already teaches it.'] },
      });
    }
  });

  it('is for the owner or an admin: a co-lecturer with every permission gets 400', async () => {
    const item = await createItem(api, 'courses');
    await addCoLecturer(api, item, 'teacher2@example.com', teachPermissions);
    const refused = await send('POST', path(item), 'teacher2', {
      body: { lecturer_id: lecturer3 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'Only the owner or an administrator can do this.',
    });
    const admin = await send('POST', path(item), 'admin', { body: { lecturer_id: lecturer3 } });
    expect(admin.status).toBe(201);
    expect(summary(admin.body).map((teach) => teach.id)).toEqual([
      id('teacher'),
      id('teacher2'),
      lecturer3,
    ]);
  });

  it('gives an owner without a row (an item from before co-lecturers) what the others do not hold', async () => {
    const item = await createItem(api, 'courses');
    await api.db.delete(courseTeachs).where(eq(courseTeachs.courseId, item));
    expect(summary((await send('GET', path(item), 'teacher')).body)).toEqual([
      { id: id('teacher'), owner: true, share: 100, permissions: [...teachPermissions] },
    ]);
    const added = await send('POST', path(item), 'teacher', { body: { lecturer_id: lecturer3 } });
    expect(summary(added.body).map((teach) => teach.share)).toEqual([100, 0]);
    const rows = await api.db
      .select({ lecturerId: courseTeachs.lecturerId, share: courseTeachs.share })
      .from(courseTeachs)
      .where(eq(courseTeachs.courseId, item));
    expect(rows).toContainEqual({ lecturerId: id('teacher'), share: 100 });
  });

  it("answers 404 on another lecturer's item and to an admin without the course area", async () => {
    const item = await createItem(api, 'courses', 'teacher2@example.com');
    const body = { lecturer_id: lecturer3 };
    expect((await send('POST', path(item), 'teacher', { body })).status).toBe(404);
    expect((await send('GET', path(item), 'teacher')).status).toBe(404);
    expect((await send('POST', path(item), 'staff', { body })).status).toBe(404);
    expect((await send('GET', path(item), 'admin')).status).toBe(200);
  });
});

describe('PUT /lecturers/v2/courses/{id}/teachs: the rules of the list', () => {
  const path = (item: number) => `/lecturers/v2/courses/${item}/teachs`;

  async function withCoLecturer(): Promise<number> {
    const item = await createItem(api, 'courses');
    await send('POST', path(item), 'teacher', { body: { lecturer_id: id('teacher2') } });
    return item;
  }

  async function put(item: number, teachs: object[], who: DemoWho = 'teacher', locale?: 'zh-TW') {
    return send('PUT', path(item), who, {
      body: { teachs },
      json: true,
      ...(locale ? { locale } : {}),
    });
  }

  it('refuses shares that do not add up to 100 at teachs, saying the total', async () => {
    const item = await withCoLecturer();
    const teachs = [
      { lecturer_id: id('teacher'), share: 60 },
      { lecturer_id: id('teacher2'), share: 30 },
    ];
    const response = await put(item, teachs);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: { teachs: ['Shares add up to 90%; they must add up to 100%.'] },
    });
    const zh = await put(item, teachs, 'teacher', 'zh-TW');
    expect(zh.body).toEqual({ message: { teachs: ['分潤比例合計為 90%，必須合計為 100%。'] } });
    const blank = await put(item, [{ lecturer_id: id('teacher'), share: '' }]);
    expect(blank.body).toEqual({ message: { 'teachs.0.share': ['This field is required.'] } });
    const over = await put(item, [
      { lecturer_id: id('teacher'), share: 60 },
      { lecturer_id: id('teacher2'), share: 50 },
    ]);
    expect(over.body).toEqual({
      message: { teachs: ['Shares add up to 110%; they must add up to 100%.'] },
    });
    expect(summary((await send('GET', path(item), 'teacher')).body)[0]?.share).toBe(100);
  });

  it('refuses a list without the owner at teachs', async () => {
    const item = await withCoLecturer();
    const response = await put(item, [{ lecturer_id: id('teacher2'), share: 100 }]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: { teachs: ['The owner must stay in the list.'] },
    });
  });

  it('refuses a lecturer listed twice and a user who is not a lecturer at their entry', async () => {
    const item = await withCoLecturer();
    const twice = await put(item, [
      { lecturer_id: id('teacher'), share: 50 },
      { lecturer_id: id('teacher2'), share: 25 },
      { lecturer_id: id('teacher2'), share: 25 },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({
      message: { 'teachs.2.lecturer_id': ['This lecturer is listed more than once.'] },
    });
    const student = await put(item, [
      { lecturer_id: id('teacher'), share: 50 },
      { lecturer_id: id('student'), share: 50 },
    ]);
    expect(student.status).toBe(400);
    expect(student.body).toEqual({
      message: { 'teachs.1.lecturer_id': ['This user is not a lecturer.'] },
    });
  });

  it('removes a co-lecturer left out, who then loses access to the item', async () => {
    const item = await withCoLecturer();
    expect((await send('GET', `/lecturers/v2/courses/${item}`, 'teacher2')).status).toBe(200);
    const response = await put(item, [{ lecturer_id: id('teacher'), share: 100 }]);
    expect(response.status).toBe(200);
    expect(summary(response.body).map((teach) => teach.id)).toEqual([id('teacher')]);
    expect((await send('GET', path(item), 'teacher2')).status).toBe(404);
    expect((await send('GET', `/lecturers/v2/courses/${item}`, 'teacher2')).status).toBe(404);
  });

  it('ends the unfinished video uploads of those it leaves without access, once saved', async () => {
    const item = await createItem(api, 'courses');
    const [chapter] = await api.db
      .insert(chapters)
      .values({ courseId: item, title: 'Uploads chapter', sort: 1 })
      .returning({ id: chapters.id });
    const [lecture] = await api.db
      .insert(lectures)
      .values({ courseId: item, chapterId: chapter?.id ?? 0, title: 'Uploads lecture', sort: 1 })
      .returning({ id: lectures.id });
    const lectureId = lecture?.id ?? 0;
    await addCoLecturer(api, item, 'teacher2@example.com', ['chapters']);
    await addCoLecturer(api, item, 'lecturer-three@example.com', ['chapters', 'infos']);
    const lecturer3Token = (await createSession(api.db, lecturer3)).token;
    const tokenOf = async (who: 'teacher' | 'teacher2' | 'lecturer3') =>
      who === 'lecturer3' ? lecturer3Token : api.tokenOf(`${who}@example.com`);
    const metadata = ['target_type lecture-video', `target_id ${String(lectureId)}`]
      .map((pair) => {
        const [key, value = ''] = pair.split(' ');
        return `${key ?? ''} ${Buffer.from(value).toString('base64')}`;
      })
      .join(',');
    /** Starts a 6-byte video upload to the lecture and sends half of it; answers its id. */
    async function halfway(who: 'teacher' | 'teacher2' | 'lecturer3'): Promise<string> {
      const token = await tokenOf(who);
      const created = await api.request('POST', '/uploads', {
        token,
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '6', 'upload-metadata': metadata },
      });
      expect(created.status).toBe(201);
      const upload = created.headers.get('location')?.split('/').pop() ?? '';
      const sent = await api.request('PATCH', `/uploads/${upload}`, {
        token,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(3),
      });
      expect(sent.status).toBe(204);
      return upload;
    }
    const uploadsOf = { teacher: await halfway('teacher'), teacher2: await halfway('teacher2') };
    const third = await halfway('lecturer3');
    const stored = (upload: string) => existsSync(join(api.env.DATA_DIR, 'uploads', upload));
    const exists = async (upload: string) =>
      (await api.db.select().from(uploads).where(eq(uploads.id, upload))).length === 1 &&
      stored(upload);
    async function expectEnded(upload: string, who: 'teacher2' | 'lecturer3') {
      expect(await exists(upload)).toBe(false);
      expect(stored(upload)).toBe(false);
      const head = await api.request('HEAD', `/uploads/${upload}`, {
        token: await tokenOf(who),
        headers: { 'tus-resumable': '1.0.0' },
      });
      expect(head.status).toBe(404);
    }

    // teacher2 is left out: their upload ends; the others' go on.
    const kept = { lecturer_id: lecturer3, share: 0, permissions: ['chapters', 'infos'] };
    const saved = await put(item, [{ lecturer_id: id('teacher'), share: 100 }, kept]);
    expect(saved.status).toBe(200);
    await expectEnded(uploadsOf.teacher2, 'teacher2');
    expect(await exists(third)).toBe(true);
    expect(await exists(uploadsOf.teacher)).toBe(true);

    // Keeping infos but losing chapters ends lecturer3's; the owner's stays.
    const withoutChapters = await put(item, [
      { lecturer_id: id('teacher'), share: 100 },
      { ...kept, permissions: ['infos'] },
    ]);
    expect(withoutChapters.status).toBe(200);
    await expectEnded(third, 'lecturer3');
    expect(await exists(uploadsOf.teacher)).toBe(true);
  });

  it('keeps the order lecturers were added in, and takes form bodies', async () => {
    const item = await withCoLecturer();
    await send('POST', path(item), 'teacher', { body: { lecturer_id: lecturer3 } });
    const response = await send('PUT', path(item), 'teacher', {
      body: {
        teachs: [
          { lecturer_id: lecturer3, share: 20, permissions: ['chapters'] },
          { lecturer_id: id('teacher2'), share: 30 },
          { lecturer_id: id('teacher'), share: 50 },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(summary(response.body)).toEqual([
      { id: id('teacher'), owner: true, share: 50, permissions: [...teachPermissions] },
      { id: id('teacher2'), owner: false, share: 30, permissions: [] },
      { id: lecturer3, owner: false, share: 20, permissions: ['chapters'] },
    ]);
  });

  it('is for the owner or an admin; another lecturer gets 404', async () => {
    const item = await withCoLecturer();
    await send('PUT', path(item), 'teacher', {
      body: {
        teachs: [
          { lecturer_id: id('teacher'), share: 50 },
          { lecturer_id: id('teacher2'), share: 50, permissions: [...teachPermissions] },
        ],
      },
    });
    const everyone = [
      { lecturer_id: id('teacher'), share: 10 },
      { lecturer_id: id('teacher2'), share: 90 },
    ];
    const refused = await put(item, everyone, 'teacher2');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'Only the owner or an administrator can do this.',
    });
    const other = await createItem(api, 'courses', 'teacher2@example.com');
    expect((await put(other, [{ lecturer_id: id('teacher2'), share: 100 }])).status).toBe(404);
    expect((await put(item, everyone, 'staff')).status).toBe(404);
    const admin = await put(item, everyone, 'admin');
    expect(admin.status).toBe(200);
    expect(summary(admin.body).map((teach) => teach.share)).toEqual([10, 90]);
  });
});

it('has no lecturers for articles', async () => {
  const item = await createItem(api, 'articles');
  expect((await send('GET', `/lecturers/v2/articles/${item}/teachs`, 'teacher')).status).toBe(404);
});
