import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { courseStatuses } from '../../contract/courses.ts';
import { ebookStatuses, type ItemListResponse } from '../../contract/items.ts';
import { eq, inArray } from 'drizzle-orm';
import { courses, uploads, userPermissions, users } from '../../db/schema.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { demoCounts } from '../../seed/demo.ts';
import { planGroup, type PlannedCourse } from '../../seed/marketplace.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';

const PATH = '/lecturers/v2/courses';
/** The test database holds the scale-1 demo: exactly group 0 of the plan. */
const plannedItems = planGroup(0).courses;
const planned = plannedItems.filter((item) => item.kind === 'courses');
const counts = demoCounts(1);

let api: TestApi;
const token: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi();
  for (const email of [
    'admin@example.com',
    'staff@example.com',
    'teacher@example.com',
    'teacher2@example.com',
    'student@example.com',
  ]) {
    token[email] = await api.tokenOf(email);
  }
});
afterAll(() => api.close());

async function list(email: string | null, query = '', origin?: string, path = PATH) {
  const response = await api.request('GET', `${path}${query ? `?${query}` : ''}`, {
    token: email ? (token[email] ?? null) : null,
    ...(origin ? { origin } : {}),
  });
  return { status: response.status, body: response.body as ItemListResponse };
}

function plannedOf(email: string, keep: (course: PlannedCourse) => boolean = () => true) {
  return planned.filter((course) => course.lecturerEmail === email && keep(course));
}

/** Courses a lecturer co-teaches (demo: each demo lecturer on one of the other's courses). */
function coTaughtBy(email: string) {
  return planned.filter((course) => course.teachs.slice(1).some((teach) => teach.email === email));
}

function sortedTitles(courses: readonly { title: string }[]): string[] {
  return courses.map((course) => course.title).sort();
}

describe('GET /lecturers/v2/courses: who sees what', () => {
  it('shows a lecturer the courses they own or co-teach, in every status', async () => {
    for (const email of ['teacher@example.com', 'teacher2@example.com']) {
      const { status, body } = await list(email, 'per_page=100');
      expect(status).toBe(200);
      const own = plannedOf(email);
      const visible = [...own, ...coTaughtBy(email)];
      expect(body.meta.total).toBe(visible.length);
      expect(sortedTitles(body.data)).toEqual(sortedTitles(visible));
      const owned = body.data.filter((course) => own.some((spec) => spec.title === course.title));
      expect(new Set(owned.map((course) => course.lecturer.id)).size).toBe(1);
      expect(new Set(owned.map((course) => course.status))).toEqual(new Set(courseStatuses));
    }
    expect(coTaughtBy('teacher2@example.com').map((course) => course.title)).toEqual([
      'JavaScript 全端開發實戰',
    ]);
    expect(coTaughtBy('teacher@example.com').map((course) => course.title)).toEqual([
      'UI 動態設計入門',
    ]);
    const mine = await list('teacher@example.com', 'per_page=100');
    const theirs = await list('teacher2@example.com', `keyword=${encodeURIComponent('日語')}`);
    expect(mine.body.data[0]?.lecturer.name).toBe('王大明');
    expect(theirs.body.data[0]?.lecturer.name).toBe('李美華');
    expect(mine.body.data[0]?.lecturer.id).not.toBe(theirs.body.data[0]?.lecturer.id);
    // The co-taught course shows its owner.
    const shared = await list('teacher2@example.com', 'keyword=JavaScript');
    expect(shared.body.data.map((course) => course.lecturer.name)).toEqual(['王大明']);
  });

  it('shows an admin every course with its lecturer, chapter and lecture counts', async () => {
    const first = await list('admin@example.com', 'per_page=100');
    const second = await list('admin@example.com', 'per_page=100&page=2');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(counts.courses / 100),
      per_page: 100,
      total: counts.courses,
    });
    const all = [...first.body.data, ...second.body.data];
    expect(all).toHaveLength(counts.courses);
    expect(new Set(all.map((course) => course.id)).size).toBe(counts.courses);
    expect(new Set(all.map((course) => course.lecturer.name))).toEqual(
      new Set([
        '王大明',
        '李美華',
        '陳柏翰',
        '林怡君',
        '黃志豪',
        '張雅筑',
        '劉冠廷',
        '吳佩珊',
        '蔡宗翰',
        '許家瑜',
      ]),
    );
    // Ebooks have chapters too: count the courses' own.
    const plannedCourses = plannedItems.filter((item) => item.kind === 'courses');
    const chapters = plannedCourses.flatMap((course) => course.chapters);
    expect(all.reduce((sum, course) => sum + course.chapters_count, 0)).toBe(chapters.length);
    expect(all.reduce((sum, course) => sum + course.lectures_count, 0)).toBe(
      chapters.reduce((sum, chapter) => sum + chapter.lectures.length, 0),
    );

    const spec = plannedOf('teacher@example.com').find((c) => c.title.startsWith('TypeScript'));
    const item = all.find((course) => course.title === spec?.title);
    expect(item).toMatchObject({
      subtitle: spec?.subtitle,
      category: 'programming',
      status: 'DRAFT',
      price: 1680,
      lecturer: { name: '王大明' },
      chapters_count: spec?.chapters.length,
      lectures_count: spec?.chapters.reduce((sum, chapter) => sum + chapter.lectures.length, 0),
      created_at: spec?.createdAt.toISOString(),
      updated_at: spec?.updatedAt.toISOString(),
    });
  });

  it('scopes by the acting role: a user with both roles sees only their own on the lecturer host', async () => {
    const [user] = await api.db
      .insert(users)
      .values({
        email: 'both@example.com',
        name: '雙重身分',
        roles: ['ADMIN', 'TEACHER'],
        passwordHash: await hashPassword('irrelevant'),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await api.db.insert(userPermissions).values({ userId: user.id, key: 'v2_course.*' });
    token['both@example.com'] = (await createSession(api.db, user.id)).token;
    const asLecturer = await list('both@example.com', '', api.env.LECTURER_ORIGIN);
    expect(asLecturer.status).toBe(200);
    expect(asLecturer.body.meta.total).toBe(0);
    const asAdmin = await list('both@example.com', '', api.env.ADMIN_ORIGIN);
    expect(asAdmin.body.meta.total).toBe(counts.courses);
  });

  it('answers 404 to an admin without v2_course permission and to a user without a role', async () => {
    expect((await list('staff@example.com')).status).toBe(404);
    expect((await list('student@example.com')).status).toBe(404);
  });

  it('answers 403 without a valid token', async () => {
    expect((await list(null)).status).toBe(403);
    const response = await api.request('GET', PATH, { token: 'not-a-token' });
    expect(response.status).toBe(403);
  });
});

describe('GET /lecturers/v2/courses: filters, order and pages', () => {
  it('filters by status', async () => {
    for (const status of courseStatuses) {
      const { body } = await list('admin@example.com', `status=${status}&per_page=100`);
      const expected = planned.filter((course) => course.status === status);
      expect(body.meta.total, status).toBe(expected.length);
      expect(body.data.every((course) => course.status === status)).toBe(true);
    }
    const draft = await list('teacher@example.com', 'status=DRAFT');
    expect(sortedTitles(draft.body.data)).toEqual(
      sortedTitles(plannedOf('teacher@example.com', (course) => course.status === 'DRAFT')),
    );
  });

  it('filters by keyword in title or subtitle, case-insensitively', async () => {
    const matches = (word: string) => (course: PlannedCourse) =>
      `${course.title}\n${course.subtitle}`.toLowerCase().includes(word.toLowerCase());
    const teacher = await list('teacher@example.com', 'keyword=PYTHON');
    expect(sortedTitles(teacher.body.data)).toEqual(
      sortedTitles(plannedOf('teacher@example.com', matches('python'))),
    );
    expect(teacher.body.meta.total).toBe(3);
    const subtitle = await list(
      'teacher2@example.com',
      `keyword=${encodeURIComponent('開口說出自信')}`,
    );
    expect(subtitle.body.data.map((course) => course.title)).toEqual(['日常英文會話 30 天']);
    const admin = await list('admin@example.com', 'keyword=python&per_page=100');
    expect(admin.body.meta.total).toBe(planned.filter(matches('python')).length);
  });

  it('matches % and _ in a keyword literally', async () => {
    const literal = (char: string) =>
      planned.filter((course) => `${course.title}${course.subtitle}`.includes(char));
    const percent = await list('admin@example.com', 'keyword=%25&per_page=100');
    expect(percent.status).toBe(200);
    expect(percent.body.meta.total).toBe(literal('%').length);
    expect(percent.body.meta.total).toBeGreaterThan(0);
    expect(percent.body.meta.total).toBeLessThan(counts.courses);
    expect(sortedTitles(percent.body.data)).toEqual(sortedTitles(literal('%')));
    const underscore = await list('admin@example.com', 'keyword=_&per_page=100');
    expect(sortedTitles(underscore.body.data)).toEqual(sortedTitles(literal('_')));
    expect(underscore.body.meta.total).toBeGreaterThan(0);
    const backslash = await list('admin@example.com', `keyword=${encodeURIComponent('\\')}`);
    expect(backslash.body.meta.total).toBe(0);
    const teacher = await list('teacher@example.com', `keyword=${encodeURIComponent('200%')}`);
    expect(teacher.body.data.map((course) => course.title)).toEqual([
      'AI 程式助理實戰：開發效率提升 200%',
    ]);
  });

  it('filters by category, and combines filters', async () => {
    const { body } = await list('admin@example.com', 'category=design&per_page=100');
    expect(body.meta.total).toBe(planned.filter((course) => course.category === 'design').length);
    expect(body.data.every((course) => course.category === 'design')).toBe(true);
    const combined = await list('teacher2@example.com', 'category=language&status=PUBLISH');
    expect(sortedTitles(combined.body.data)).toEqual(
      sortedTitles(
        plannedOf(
          'teacher2@example.com',
          (course) => course.category === 'language' && course.status === 'PUBLISH',
        ),
      ),
    );
    const none = await list('teacher@example.com', 'category=music');
    expect(none.body).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });
  });

  it('treats empty filter values as no filter', async () => {
    const { status, body } = await list('teacher@example.com', 'category=&keyword=&status=&order=');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(
      plannedOf('teacher@example.com').length + coTaughtBy('teacher@example.com').length,
    );
  });

  it('orders latest first by default, or oldest, by title, by price', async () => {
    const time = (iso: string) => new Date(iso).getTime();
    const latest = (await list('admin@example.com', 'per_page=100')).body.data;
    const explicit = (await list('admin@example.com', 'per_page=100&order=latest')).body.data;
    expect(explicit).toEqual(latest);
    latest.slice(1).forEach((course, i) => {
      expect(time(course.created_at)).toBeLessThanOrEqual(time(latest[i]?.created_at ?? ''));
    });
    const oldest = (await list('admin@example.com', 'per_page=100&order=oldest')).body.data;
    oldest.slice(1).forEach((course, i) => {
      expect(time(course.created_at)).toBeGreaterThanOrEqual(time(oldest[i]?.created_at ?? ''));
    });
    const cheap = (await list('admin@example.com', 'per_page=100&order=price_asc')).body.data;
    expect(cheap.map((course) => course.price)).toEqual(
      cheap.map((course) => course.price).sort((a, b) => a - b),
    );
    expect(cheap[0]?.price).toBe(0);
    const dear = (await list('admin@example.com', 'per_page=100&order=price_desc')).body.data;
    expect(dear.map((course) => course.price)).toEqual(
      dear.map((course) => course.price).sort((a, b) => b - a),
    );
    const titled = (await list('teacher@example.com', 'order=title')).body.data;
    expect(titled.map((course) => course.title)).toEqual(sortedTitles(titled));
  });

  it('pages through the list without overlaps, with meta', async () => {
    const pages: ItemListResponse[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { status, body } = await list('admin@example.com', `per_page=50&page=${page}`);
      expect(status).toBe(200);
      pages.push(body);
    }
    expect(pages.map((page) => page.meta)).toEqual(
      [1, 2, 3].map((page) => ({
        current_page: page,
        last_page: 3,
        per_page: 50,
        total: counts.courses,
      })),
    );
    expect(pages.map((page) => page.data.length)).toEqual([50, 50, counts.courses - 100]);
    expect(new Set(pages.flatMap((page) => page.data.map((course) => course.id))).size).toBe(
      counts.courses,
    );
    const beyond = await list('admin@example.com', 'per_page=50&page=9');
    expect(beyond.body).toEqual({
      data: [],
      meta: { current_page: 9, last_page: 3, per_page: 50, total: counts.courses },
    });
    const defaults = await list('admin@example.com');
    expect(defaults.body.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(defaults.body.data).toHaveLength(20);
  });

  it('answers bad query values with 400 and a message per field', async () => {
    for (const query of [
      'per_page=0',
      'per_page=101',
      'per_page=abc',
      'per_page=1.5',
      'page=0',
      'page=-1',
      'page=abc',
      'status=PUBLISHED',
      'order=newest',
      `keyword=${'x'.repeat(101)}`,
    ]) {
      const response = await api.request('GET', `${PATH}?${query}`, {
        token: token['admin@example.com'] ?? null,
        locale: 'en',
      });
      expect(response.status, query).toBe(400);
      const field = query.split('=')[0] ?? '';
      expect(response.body, query).toHaveProperty(['message', field]);
    }
    const bounds = await list('admin@example.com', 'per_page=1');
    expect(bounds.body.data).toHaveLength(1);
    expect((await list('admin@example.com', 'per_page=100')).status).toBe(200);
    expect((await list('admin@example.com', `keyword=${'x'.repeat(100)}`)).status).toBe(200);
  });
});

describe('GET /lecturers/v2/ebooks and /lecturers/v2/articles', () => {
  for (const kind of ['ebooks', 'articles'] as const) {
    const path = `/lecturers/v2/${kind}`;
    const items = plannedItems.filter((item) => item.kind === kind);

    it(`${kind}: a lecturer sees their own in every card type (lower case), an admin all`, async () => {
      for (const email of ['teacher@example.com', 'teacher2@example.com']) {
        const { status, body } = await list(email, 'per_page=100', undefined, path);
        expect(status).toBe(200);
        const own = items.filter((item) => item.lecturerEmail === email);
        expect(own).toHaveLength(ebookStatuses.length);
        expect(sortedTitles(body.data)).toEqual(sortedTitles(own));
        expect(new Set(body.data.map((item) => item.status))).toEqual(new Set(ebookStatuses));
      }
      const admin = await list('admin@example.com', 'per_page=100', undefined, path);
      expect(admin.body.meta.total).toBe(counts[kind]);
      expect(sortedTitles(admin.body.data)).toEqual(sortedTitles(items));
      // Other kinds stay out of each other's lists.
      const courseList = await list('admin@example.com', 'per_page=100&page=1');
      const titles = new Set(courseList.body.data.map((course) => course.title));
      expect(admin.body.data.some((item) => titles.has(item.title))).toBe(false);
      expect((await list('staff@example.com', '', undefined, path)).status).toBe(404);
      expect((await list('student@example.com', '', undefined, path)).status).toBe(404);
      expect((await list(null, '', undefined, path)).status).toBe(403);
    });

    it(`${kind}: filters by card type and keyword; a course status is a 400 at status`, async () => {
      for (const status of ebookStatuses) {
        const { body } = await list('admin@example.com', `status=${status}`, undefined, path);
        const expected = items.filter((item) => item.status.toLowerCase() === status);
        expect(body.meta.total, status).toBe(expected.length);
        expect(body.data.every((item) => item.status === status)).toBe(true);
      }
      const keyword = kind === 'ebooks' ? 'python' : '多益';
      const found = await list(
        'admin@example.com',
        `keyword=${encodeURIComponent(keyword)}`,
        '',
        path,
      );
      const matching = items.filter((item) =>
        `${item.title}\n${item.subtitle}`.toLowerCase().includes(keyword),
      );
      expect(sortedTitles(found.body.data)).toEqual(sortedTitles(matching));
      expect(matching.length).toBeGreaterThan(0);
      expect(matching.length).toBeLessThan(items.length);
      for (const status of ['PUBLISH', 'SCHEDULING', 'PRESALE', 'prepare']) {
        const response = await api.request('GET', `${path}?status=${status}`, {
          token: token['admin@example.com'] ?? null,
          locale: 'en',
        });
        expect(response.status, status).toBe(400);
        expect(response.body).toEqual({ message: { status: ['This value is not valid.'] } });
      }
    });
  }

  it('courses take the upper-case statuses only', async () => {
    const response = await api.request('GET', `${PATH}?status=publish`, {
      token: token['teacher@example.com'] ?? null,
      locale: 'zh-TW',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: { status: ['此欄位的值無效。'] } });
  });

  it('shows each item its cover url', async () => {
    const [item] = await api.db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.title, 'Python 速查手冊'));
    if (!item) throw new Error('no ebook');
    const [owner] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'teacher@example.com'));
    const id = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    await api.db.insert(uploads).values({
      id,
      userId: owner?.id ?? 0,
      kind: 'form',
      purpose: 'cover',
      filename: 'cover.png',
      mimeType: 'image/png',
      size: 10,
      completedAt: new Date(),
      targetType: 'course-cover',
      targetId: item.id,
    });
    await api.db.update(courses).set({ coverUploadId: id }).where(eq(courses.id, item.id));
    const { body } = await list(
      'teacher@example.com',
      'per_page=100',
      undefined,
      '/lecturers/v2/ebooks',
    );
    expect(body.data.find((entry) => entry.id === item.id)).toEqual(
      expect.objectContaining({ cover_url: `${api.env.PUBLIC_URL}/v2/files/${id}` }),
    );
    // Every item shows its own cover (the demo gives nine items in ten one), or null.
    const rows = await api.db
      .select({ id: courses.id, cover: courses.coverUploadId })
      .from(courses)
      .where(
        inArray(
          courses.id,
          body.data.map((entry) => entry.id),
        ),
      );
    const urls = new Map(
      rows.map((row) => [row.id, row.cover && `${api.env.PUBLIC_URL}/v2/files/${row.cover}`]),
    );
    expect(body.data.map((entry) => [entry.id, entry.cover_url])).toEqual(
      body.data.map((entry) => [entry.id, urls.get(entry.id)]),
    );
    expect(body.data.some((entry) => entry.cover_url === null)).toBe(true);
  });
});

describe('GET /lecturers/v2/courses: the type filter (courses and single lectures)', () => {
  /** Makes these of a lecturer's planned courses single lectures; undone after the test. */
  async function makeSingles(titles: readonly string[]) {
    for (const title of titles)
      await api.db.update(courses).set({ type: 'SINGLE' }).where(eq(courses.title, title));
    onTestFinished(async () => {
      await api.db.update(courses).set({ type: 'COURSE' }).where(inArray(courses.title, titles));
    });
  }

  it('lists only the type asked for, in the viewer scope, each entry with its type', async () => {
    const mine = plannedOf('teacher@example.com');
    const theirs = plannedOf('teacher2@example.com');
    const singles = [mine[0], mine[1], theirs[0]].map((course) => course?.title ?? '');
    await makeSingles(singles);

    const teacher = await list('teacher@example.com', 'type=SINGLE&per_page=100');
    expect(teacher.status).toBe(200);
    expect(sortedTitles(teacher.body.data)).toEqual([...singles.slice(0, 2)].sort());
    expect(teacher.body.data.every((course) => course.type === 'SINGLE')).toBe(true);

    const admin = await list('admin@example.com', 'type=SINGLE&per_page=100');
    expect(sortedTitles(admin.body.data)).toEqual([...singles].sort());
    expect(admin.body.meta.total).toBe(3);

    const full = await list('teacher@example.com', 'type=COURSE&per_page=100');
    const all = await list('teacher@example.com', 'per_page=100');
    expect(full.body.meta.total).toBe(all.body.meta.total - 2);
    expect(full.body.data.every((course) => course.type === 'COURSE')).toBe(true);
    expect(full.body.data.some((course) => singles.includes(course.title))).toBe(false);
    // '' is no filter: both types, each entry saying which.
    const both = await list('teacher@example.com', 'type=&per_page=100');
    expect(both.body.meta.total).toBe(all.body.meta.total);
    expect(new Set(both.body.data.map((course) => course.type))).toEqual(
      new Set(['COURSE', 'SINGLE']),
    );
  });

  it('combines with the status and keyword filters', async () => {
    const mine = plannedOf('teacher@example.com');
    const [first, second] = mine;
    if (!first || !second) throw new Error('no planned courses');
    await makeSingles([first.title, second.title]);

    const byStatus = await list('teacher@example.com', `type=SINGLE&status=${first.status}`);
    expect(sortedTitles(byStatus.body.data)).toEqual(
      sortedTitles([first, second].filter((course) => course.status === first.status)),
    );
    const other = courseStatuses.find(
      (status) => status !== first.status && status !== second.status,
    );
    const none = await list('teacher@example.com', `type=SINGLE&status=${other ?? ''}`);
    expect(none.body.meta.total).toBe(0);

    const keyword = encodeURIComponent(first.title);
    const byKeyword = await list('teacher@example.com', `type=SINGLE&keyword=${keyword}`);
    expect(byKeyword.body.data.map((course) => course.title)).toEqual([first.title]);
    const notFull = await list('teacher@example.com', `type=COURSE&keyword=${keyword}`);
    expect(notFull.body.data.map((course) => course.title)).not.toContain(first.title);
  });

  it('creates a single lecture when the new course asks for it; a course by default', async () => {
    const teacher = token['teacher@example.com'] ?? null;
    const course = await api.request('POST', PATH, {
      token: teacher,
      body: { title: 'Type filter course' },
    });
    expect(course.status).toBe(201);
    expect(course.body).toMatchObject({ type: 'COURSE' });
    const created = await api.request('POST', PATH, {
      token: teacher,
      body: { title: 'Type filter single', type: 'SINGLE' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'SINGLE' });
    const found = await list('teacher@example.com', 'type=SINGLE&keyword=Type%20filter');
    expect(found.body.data.map((course) => course.title)).toEqual(['Type filter single']);
  });
});
