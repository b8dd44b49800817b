/**
 * The core routes of catalogue items on the API: create, read, update (fields per kind and per
 * permission) and delete, for courses, ebooks and articles.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  itemKinds,
  teachPermissions,
  type ItemDetail,
  type ItemKind,
  type ItemListResponse,
} from '../../contract/items.ts';
import { courses, courseTeachs, professions } from '../../db/schema.ts';
import { openTestApi } from '../../testing/harness.ts';
import { addCoLecturer, userIdOf } from '../../testing/item-fixtures.ts';
import { prepareItem, storedItem } from '../../testing/item-setup.ts';

const api = await openTestApi();
let teacherId = 0;
let professionIds: number[] = [];
beforeAll(async () => {
  teacherId = await userIdOf(api, 'teacher@example.com');
  professionIds = (await api.db.select({ id: professions.id }).from(professions)).map(
    (row) => row.id,
  );
});

type Who =
  'admin@example.com' | 'staff@example.com' | 'teacher@example.com' | 'teacher2@example.com';

async function call(
  who: Who | null,
  method: string,
  path: string,
  body?: Record<string, unknown>,
  options: { json?: boolean; locale?: 'zh-TW' | 'zh-CN' | 'en' } = {},
) {
  return api.request(method, path, {
    token: who ? await api.tokenOf(who) : null,
    locale: options.locale ?? 'en',
    ...(body ? { body } : {}),
    ...(options.json ? { json: true } : {}),
  });
}

const detailOf = (response: { body: unknown }) => response.body as ItemDetail;

/** The demo course teacher2 co-teaches with the `infos` permission. */
async function coTaughtCourse(): Promise<number> {
  const [row] = await api.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.title, 'JavaScript 全端開發實戰'));
  if (!row) throw new Error('no co-taught course');
  return row.id;
}

describe('POST /lecturers/v2/{kind}', () => {
  it('creates a draft owned by the lecturer, with their 100 % share', async () => {
    const [profession] = professionIds;
    const response = await call('teacher@example.com', 'POST', '/lecturers/v2/courses', {
      title: '  Rust 系統程式設計  ',
      subtitle: '從所有權到非同步',
      level: 'ADVANCED',
      language: 'ENGLISH',
      profession_id: String(profession),
    });
    expect(response.status).toBe(201);
    const item = detailOf(response);
    expect(item).toMatchObject({
      kind: 'courses',
      title: 'Rust 系統程式設計',
      subtitle: '從所有權到非同步',
      status: 'DRAFT',
      level: 'ADVANCED',
      language: 'ENGLISH',
      profession_id: profession,
      cover: null,
      introduction: '',
      lecturer: { id: teacherId, name: '王大明' },
      my_role: 'owner',
      my_permissions: [...teachPermissions],
      price: 0,
      fundraising: false,
      platform_share: 30,
      review_note: null,
    });
    expect(item.moves.find((move) => move.status === 'REVIEW')).toEqual({
      status: 'REVIEW',
      allowed: false,
      reason: 'needs-introduction',
      needs: null,
    });
    const teachs = await api.db
      .select()
      .from(courseTeachs)
      .where(eq(courseTeachs.courseId, item.id));
    expect(teachs).toMatchObject([{ lecturerId: teacherId, share: 100 }]);
    // It is in the lecturer's list and readable by them, not by another lecturer.
    const listed = await call('teacher@example.com', 'GET', '/lecturers/v2/courses?keyword=Rust');
    expect((listed.body as ItemListResponse).data.map((entry) => entry.id)).toContain(item.id);
    expect(
      (await call('teacher2@example.com', 'GET', `/lecturers/v2/courses/${item.id}`)).status,
    ).toBe(404);
  });

  it('creates ebooks and articles in their own lists, spelled in lower case', async () => {
    for (const kind of ['ebooks', 'articles'] as const) {
      const response = await call('teacher2@example.com', 'POST', `/lecturers/v2/${kind}`, {
        title: `New ${kind}`,
        profession_id: '',
      });
      expect(response.status).toBe(201);
      expect(detailOf(response)).toMatchObject({
        kind,
        status: 'draft',
        profession_id: null,
        level: 'DEFAULT',
        language: 'CHINESE',
      });
      expect(detailOf(response).moves.map((move) => move.status)).toEqual([
        'offline',
        'publish',
        'review',
        'scheduling',
      ]);
      const id = detailOf(response).id;
      expect(
        (await call('teacher2@example.com', 'GET', `/lecturers/v2/${kind}/${id}`)).status,
      ).toBe(200);
      // The id of an item of another kind is no item of this kind.
      const other = kind === 'ebooks' ? 'courses' : 'ebooks';
      expect(
        (await call('teacher2@example.com', 'GET', `/lecturers/v2/${other}/${id}`)).status,
      ).toBe(404);
    }
  });

  it('accepts JSON bodies too', async () => {
    const response = await call(
      'teacher@example.com',
      'POST',
      '/lecturers/v2/ebooks',
      { title: 'JSON ebook', profession_id: null },
      { json: true },
    );
    expect(response.status).toBe(201);
    expect(detailOf(response).title).toBe('JSON ebook');
  });

  it('refuses an admin (not a lecturer), a missing title and an unknown profession', async () => {
    const count = async () => (await api.db.select({ id: courses.id }).from(courses)).length;
    const before = await count();
    expect(
      (await call('admin@example.com', 'POST', '/lecturers/v2/courses', { title: 'x' })).status,
    ).toBe(404);
    const missing = await call('teacher@example.com', 'POST', '/lecturers/v2/courses', {
      title: ' ',
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: { title: ['This field is required.'] } },
    });
    const unknown = await call('teacher@example.com', 'POST', '/lecturers/v2/courses', {
      title: 'x',
      profession_id: '999999',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: { profession_id: ['This profession does not exist.'] } },
    });
    expect(await count()).toBe(before);
  });
});

describe('GET /lecturers/v2/{kind}/{id}', () => {
  it('shows the owner, a co-lecturer and an admin the item with their role; others get 404', async () => {
    const id = await coTaughtCourse();
    const path = `/lecturers/v2/courses/${id}`;
    const owner = detailOf(await call('teacher@example.com', 'GET', path));
    expect(owner).toMatchObject({
      id,
      kind: 'courses',
      status: 'PUBLISH',
      category: 'programming',
      my_role: 'owner',
      lecturer: { name: '王大明' },
    });
    expect(owner.introduction).toContain('<h3>你將獲得</h3>');
    expect(owner.learnings.length).toBeGreaterThan(0);
    expect(owner.requirements.length).toBeGreaterThan(0);
    expect(owner.audiences.length).toBeGreaterThan(0);
    expect(owner.profession_id).not.toBeNull();
    const coLecturer = detailOf(await call('teacher2@example.com', 'GET', path));
    expect(coLecturer).toMatchObject({ id, my_role: 'co-lecturer', my_permissions: ['infos'] });
    expect(coLecturer.moves.every((move) => !move.allowed)).toBe(true);
    const admin = detailOf(await call('admin@example.com', 'GET', path));
    expect(admin).toMatchObject({ id, my_role: 'admin', my_permissions: [...teachPermissions] });
    expect((await call('staff@example.com', 'GET', path)).status).toBe(404);
    expect((await call(null, 'GET', path)).status).toBe(403);
    const others = await prepareItem(api, 'courses', {}, { owner: 'teacher2@example.com' });
    expect(
      (await call('teacher@example.com', 'GET', `/lecturers/v2/courses/${others}`)).status,
    ).toBe(404);
    expect(
      (await call('teacher@example.com', 'GET', '/lecturers/v2/courses/2147483647')).status,
    ).toBe(404);
    expect((await call('teacher@example.com', 'GET', '/lecturers/v2/courses/abc')).status).toBe(
      404,
    );
  });

  it('shows a presale course its tickets, threshold and count', async () => {
    const [row] = await api.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, 'AI 程式助理實戰：開發效率提升 200%'));
    const item = detailOf(
      await call('teacher@example.com', 'GET', `/lecturers/v2/courses/${row?.id}`),
    );
    expect(item).toMatchObject({
      status: 'PRESALE',
      fundraising: true,
      fundraising_threshold: 100,
      presale_count: 128,
    });
    expect(item.tickets).toHaveLength(3);
    expect(new Date(item.fundraising_ends_at ?? 0).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('PUT /lecturers/v2/{kind}/{id}', () => {
  it('saves every field of a course (form body, bracket notation) and bumps updated_at', async () => {
    const id = await prepareItem(api, 'courses', { updatedAt: new Date('2020-01-01T00:00:00Z') });
    const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    // The fields sent and answered alike.
    const same = {
      title: '新標題',
      subtitle: '新副標',
      level: 'INTERMEDIATE',
      language: 'SIMPLIFIED_CHINESE',
      introduction: '<p>Hello <strong>world</strong></p>',
      learnings: ['一', '二'],
      requirements: ['電腦'],
      audiences: ['新手'],
      letter: '謝謝購買！',
      privacy: 'UNLISTED',
    };
    const response = await call('teacher@example.com', 'PUT', `/lecturers/v2/courses/${id}`, {
      ...same,
      profession_id: String(professionIds[1]),
      interactions: { questions: 'false', feedbacks: '1', creations: '0' },
      fundraising_threshold: '50',
      fundraising_ends_at: endsAt,
    });
    expect(response.status).toBe(200);
    const expected = {
      ...same,
      profession_id: professionIds[1],
      interactions: { questions: false, feedbacks: true, creations: false },
      fundraising_threshold: 50,
      fundraising_ends_at: endsAt,
    };
    expect(detailOf(response)).toMatchObject(expected);
    expect(new Date(detailOf(response).updated_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const reread = await call('teacher@example.com', 'GET', `/lecturers/v2/courses/${id}`);
    expect(detailOf(reread)).toMatchObject(expected);
    // A partial update changes only what it names; '' clears the optional values.
    const cleared = await call('teacher@example.com', 'PUT', `/lecturers/v2/courses/${id}`, {
      profession_id: '',
      fundraising_threshold: '',
      fundraising_ends_at: '',
      interactions: { feedbacks: 'false' },
    });
    expect(detailOf(cleared)).toMatchObject({
      ...expected,
      profession_id: null,
      fundraising_threshold: null,
      fundraising_ends_at: null,
      interactions: { questions: false, feedbacks: false, creations: false },
    });
  });

  it('refuses a field the kind does not have, at that field', async () => {
    const cases: [ItemKind, Record<string, unknown>, string][] = [
      ['articles', { audiences: ['x'] }, 'audiences'],
      ['articles', { letter: 'x' }, 'letter'],
      ['articles', { platform_share: '10' }, 'platform_share'],
      ['ebooks', { interactions: { questions: 'true' } }, 'interactions'],
      ['ebooks', { fundraising_threshold: '10' }, 'fundraising_threshold'],
      ['ebooks', { fundraising_ends_at: '2031-01-01T00:00:00Z' }, 'fundraising_ends_at'],
      ['articles', { title: 'ok', interactions: { questions: 'true' } }, 'interactions'],
    ];
    for (const [kind, body, field] of cases) {
      const id = await prepareItem(api, kind);
      const before = await storedItem(api, id);
      for (const who of ['teacher@example.com', 'admin@example.com'] as const) {
        const response = await call(who, 'PUT', `/lecturers/v2/${kind}/${id}`, body);
        expect(response.status, `${kind} ${field}`).toBe(400);
        expect(response.body).toEqual({
          message: { [field]: ['This setting does not exist for this kind of content.'] },
        });
      }
      expect(await storedItem(api, id)).toEqual(before);
    }
    // The same fields are fine where the kind has them.
    const ebook = await prepareItem(api, 'ebooks');
    const saved = await call('teacher@example.com', 'PUT', `/lecturers/v2/ebooks/${ebook}`, {
      audiences: ['讀者'],
      letter: '感謝',
    });
    expect(detailOf(saved)).toMatchObject({ audiences: ['讀者'], letter: '感謝' });
  });

  it('lets only administrators change the platform share', async () => {
    const id = await prepareItem(api, 'courses');
    const path = `/lecturers/v2/courses/${id}`;
    for (const [locale, text] of [
      ['en', 'Only an administrator can change this.'],
      ['zh-TW', '只有管理員可以變更此設定。'],
      ['zh-CN', '只有管理员可以更改此设置。'],
    ] as const) {
      const refused = await call(
        'teacher@example.com',
        'PUT',
        path,
        { platform_share: '10' },
        { locale },
      );
      expect(refused).toMatchObject({ status: 400, body: { message: { platform_share: [text] } } });
    }
    expect((await storedItem(api, id))?.platformShare).toBe(30);
    const empty = await call('admin@example.com', 'PUT', path, { platform_share: '' });
    expect(empty.status).toBe(400);
    const saved = await call('admin@example.com', 'PUT', path, { platform_share: '25' });
    expect(detailOf(saved).platform_share).toBe(25);
  });

  it('holds a co-lecturer to the permissions the owner gave them', async () => {
    const id = await prepareItem(api, 'courses');
    await addCoLecturer(api, id, 'teacher2@example.com', ['infos']);
    const path = `/lecturers/v2/courses/${id}`;
    const infos = await call('teacher2@example.com', 'PUT', path, {
      title: '共同講師改的',
      learnings: ['a'],
    });
    expect(detailOf(infos)).toMatchObject({
      title: '共同講師改的',
      learnings: ['a'],
      my_role: 'co-lecturer',
    });
    for (const [body, permission] of [
      [{ letter: 'x' }, 'messages'],
      [{ privacy: 'PRIVATE' }, 'settings'],
      [{ title: 'y', interactions: { questions: 'false' } }, 'settings'],
    ] as const) {
      const refused = await call('teacher2@example.com', 'PUT', path, body);
      expect(refused).toMatchObject({
        status: 400,
        body: { message: `The owner has not given you the “${permission}” permission.` },
      });
    }
    expect((await storedItem(api, id))?.title).toBe('共同講師改的');
  });

  it('refuses an empty update, an unknown profession and a past fundraising end', async () => {
    const id = await prepareItem(api, 'courses');
    const path = `/lecturers/v2/courses/${id}`;
    for (const body of [{}, { interactions: { unknown: 'true' } }]) {
      expect(await call('teacher@example.com', 'PUT', path, body, { json: true })).toMatchObject({
        status: 400,
        body: { message: 'Nothing to save: send at least one field.' },
      });
    }
    expect(
      await call('teacher@example.com', 'PUT', path, { profession_id: '999999' }),
    ).toMatchObject({
      status: 400,
      body: { message: { profession_id: ['This profession does not exist.'] } },
    });
    expect(
      await call('teacher@example.com', 'PUT', path, {
        fundraising_ends_at: '2020-01-01T00:00:00Z',
      }),
    ).toMatchObject({
      status: 400,
      body: { message: { fundraising_ends_at: ['Choose a time in the future.'] } },
    });
    expect((await call('teacher@example.com', 'PUT', path, { title: '' })).status).toBe(400);
    expect(
      (await call('teacher@example.com', 'PUT', path, { learnings: Array(31).fill('x') })).status,
    ).toBe(400);
  });

  it('fixes the fundraising settings for lecturers once the presale has started', async () => {
    const endsAt = new Date(Date.now() + 10 * 86_400_000);
    const id = await prepareItem(
      api,
      'courses',
      { status: 'PRESALE', fundraisingThreshold: 10, fundraisingEndsAt: endsAt },
      { tickets: 3 },
    );
    const path = `/lecturers/v2/courses/${id}`;
    const refused = await call('teacher@example.com', 'PUT', path, { fundraising_threshold: '1' });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        message: {
          fundraising_threshold: [
            'The fundraising settings are fixed once the presale has started; ask an administrator.',
          ],
        },
      },
    });
    // Other fields stay editable, and an administrator may still change the settings.
    expect((await call('teacher@example.com', 'PUT', path, { subtitle: 'x' })).status).toBe(200);
    const admin = await call('admin@example.com', 'PUT', path, { fundraising_threshold: '5' });
    expect(detailOf(admin).fundraising_threshold).toBe(5);
  });
});

describe('DELETE /lecturers/v2/{kind}/{id}', () => {
  it('refuses while the item is published, scheduled, in presale or in preparation', async () => {
    for (const status of ['PUBLISH', 'SCHEDULING', 'PRESALE', 'PREPARE'] as const) {
      const id = await prepareItem(api, 'courses', {
        status,
        scheduledAt: new Date(Date.now() + 86_400_000),
        fundraisingEndsAt: new Date(Date.now() + 86_400_000),
        fundraisingThreshold: 10,
      });
      for (const who of ['teacher@example.com', 'admin@example.com'] as const) {
        const response = await call(who, 'DELETE', `/lecturers/v2/courses/${id}`);
        expect(response, status).toMatchObject({
          status: 400,
          body: {
            message:
              'It cannot be deleted while published, scheduled, in presale or in preparation. Take it offline first.',
          },
        });
      }
      expect(await storedItem(api, id)).toBeDefined();
    }
  });

  it('lets the owner or an admin delete a draft, offline or review item, not a co-lecturer', async () => {
    for (const kind of itemKinds) {
      for (const [status, who] of [
        ['DRAFT', 'teacher@example.com'],
        ['OFFLINE', 'admin@example.com'],
        ['REVIEW', 'teacher@example.com'],
      ] as const) {
        const id = await prepareItem(api, kind, { status });
        await addCoLecturer(api, id, 'teacher2@example.com', [...teachPermissions]);
        const path = `/lecturers/v2/${kind}/${id}`;
        expect(await call('teacher2@example.com', 'DELETE', path)).toMatchObject({
          status: 400,
          body: {
            message: 'Only the owner or an administrator can do this.',
          },
        });
        expect(await call('staff@example.com', 'DELETE', path)).toMatchObject({ status: 404 });
        expect(await call(who, 'DELETE', path)).toMatchObject({
          status: 200,
          body: { deleted: true },
        });
        expect(await storedItem(api, id)).toBeUndefined();
        expect(
          await api.db
            .select()
            .from(courseTeachs)
            .where(and(eq(courseTeachs.courseId, id))),
        ).toEqual([]);
        expect((await call(who, 'GET', path)).status).toBe(404);
        expect((await call(who, 'DELETE', path)).status).toBe(404);
      }
    }
  });
});

describe('a bad body on an item the caller may not see', () => {
  it('answers 404 before the body is looked at (the owner gets the 400)', async () => {
    for (const kind of ['courses', 'ebooks', 'articles'] as const) {
      const id = await prepareItem(api, kind, {}, { owner: 'teacher2@example.com' });
      const writes: [string, string, Record<string, unknown>][] = [
        ['PUT', `/lecturers/v2/${kind}/${id}`, { price: '0x10' }],
        ['PUT', `/lecturers/v2/${kind}/${id}/status`, { status: 'NOPE' }],
      ];
      if (kind !== 'articles')
        writes.push([
          'POST',
          `/lecturers/v2/${kind}/${id}/chapters`,
          { title: 'x'.repeat(10_000) },
        ]);
      for (const [method, path, body] of writes) {
        const owner = await call('teacher2@example.com', method, path, body);
        expect(owner.status, `${method} ${path} as the owner`).toBe(400);
        const outsider = await call('teacher@example.com', method, path, body);
        expect(outsider.status, `${method} ${path}: ${JSON.stringify(outsider.body)}`).toBe(404);
      }
    }
  });
});
