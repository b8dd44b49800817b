/**
 * The authorization matrix: every endpoint of the contract, for every demo account (and no token),
 * on its own objects and on another user's, answers the expected status. An endpoint without a
 * row here fails the test, so new endpoints cannot skip it.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  announcementDiscussions,
  announcements,
  chapters,
  configs,
  couponCodes,
  coupons,
  interactionReplies,
  lectures,
  subtitles,
  uploads,
} from './db/schema.ts';
import { daysFromNow, insertDiscount, insertPackage } from './testing/selling.ts';
import { createUser } from './testing/users.ts';
import * as groups from './testing/member-groups.ts';
import { createPostCourse } from './testing/posts.ts';
import { newLecturer, newPayout } from './routes/lecturer-profiles/fixtures.ts';
import { paidOrderOf } from './testing/orders.ts';
import * as finance from './testing/finances.ts';
import { DEMO_PASSWORD } from './seed/accounts.ts';
import { createTestApi, type RequestOptions, type TestApi } from './testing/harness.ts';
import { createItem, userIdOf } from './testing/item-fixtures.ts';
import { prepareItem, type ItemValues } from './testing/item-setup.ts';
import { itemKinds } from './contract/items.ts';
import { apiStatus } from './items/status-machine.ts';
import { kindsWith } from './items/routing.ts';

const accounts = {
  admin: 'admin@example.com',
  staff: 'staff@example.com',
  teacher: 'teacher@example.com',
  teacher2: 'teacher2@example.com',
  student: 'student@example.com',
} as const;
type Who = keyof typeof accounts | 'anonymous';
const everyone: readonly Who[] = ['anonymous', 'admin', 'staff', 'teacher', 'teacher2', 'student'];

/** One request as someone: a path, options, and who owns the object it names (if any). */
interface Call {
  readonly path: string;
  readonly options?: Omit<RequestOptions, 'token'>;
}

interface Row {
  /** `METHOD /path/{param}` exactly as in /openapi.json. */
  readonly endpoint: string;
  /** Builds the request for a caller; may create objects (owned by `owner`) first. */
  readonly call: (who: Who, token: string | null) => Promise<Call>;
  readonly expect: Readonly<Record<Who, number>>;
}

let api: TestApi;
const tokens = new Map<Who, string | null>();

beforeAll(async () => {
  api = await createTestApi();
  tokens.set('anonymous', null);
  for (const [who, email] of Object.entries(accounts))
    tokens.set(who as Who, await api.tokenOf(email));
});
afterAll(() => api.close());

const all = (status: number, overrides: Partial<Record<Who, number>> = {}): Record<Who, number> =>
  Object.fromEntries(everyone.map((who) => [who, overrides[who] ?? status])) as Record<Who, number>;

/** A fresh token for a caller (for calls that end the session). */
async function freshToken(who: Who): Promise<string | null> {
  if (who === 'anonymous') return null;
  const response = await api.request('POST', '/v2/auth/login', {
    body: { email: accounts[who], password: DEMO_PASSWORD },
  });
  return (response.body as { token: string }).token;
}

const rows: Row[] = [
  {
    endpoint: 'POST /v2/auth/login',
    call: (who) =>
      Promise.resolve({
        path: '/v2/auth/login',
        options: {
          body: {
            email: who === 'anonymous' ? 'nobody@example.com' : accounts[who],
            password: DEMO_PASSWORD,
          },
        },
      }),
    expect: all(200, { anonymous: 400 }),
  },
  {
    endpoint: 'POST /v2/auth/logout',
    call: () => Promise.resolve({ path: '/v2/auth/logout' }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'GET /v2/me',
    call: () => Promise.resolve({ path: '/v2/me' }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'GET /lecturers/v2/permissions',
    call: () => Promise.resolve({ path: '/lecturers/v2/permissions' }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'POST /v2/me/prompts',
    call: () => Promise.resolve({ path: '/v2/me/prompts', options: { body: { key: 'welcome' } } }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'GET /v2/geoips',
    call: () => Promise.resolve({ path: '/v2/geoips' }),
    expect: all(200),
  },
  {
    endpoint: 'GET /v2/configs',
    call: () => Promise.resolve({ path: '/v2/configs?keys[]=TWD_TO_USD_RATE' }),
    expect: all(200),
  },
  {
    endpoint: 'GET /lecturers/v2/courses',
    call: () => Promise.resolve({ path: '/lecturers/v2/courses' }),
    expect: { anonymous: 403, admin: 200, staff: 404, teacher: 200, teacher2: 200, student: 404 },
  },
  // Catalogue items, core routes: each on a fresh item of teacher@example.com (teacher2 is
  // another lecturer; staff has no v2_course permission).
  ...itemKinds.flatMap((kind): Row[] => {
    const base = `/lecturers/v2/${kind}`;
    const item = async (values: ItemValues = {}) =>
      `${base}/${await prepareItem(api, kind, values)}`;
    const ownerAndAdmin = all(404, { anonymous: 403, admin: 200, teacher: 200 });
    const ready = { introduction: '<p>Intro</p>', category: kind === 'courses' ? 'design' : '' };
    return [
      ...(kind === 'courses'
        ? []
        : [
            {
              endpoint: `GET ${base}`,
              call: () => Promise.resolve({ path: base }),
              expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
            },
          ]),
      {
        endpoint: `POST ${base}`,
        call: () => Promise.resolve({ path: base, options: { body: { title: 'Matrix item' } } }),
        // An admin is no lecturer: only lecturers create items.
        expect: all(404, { anonymous: 403, teacher: 201, teacher2: 201 }),
      },
      {
        endpoint: `GET ${base}/{id}`,
        call: async () => ({ path: await item() }),
        expect: ownerAndAdmin,
      },
      {
        endpoint: `PUT ${base}/{id}`,
        call: async () => ({ path: await item(), options: { body: { title: 'Renamed' } } }),
        expect: ownerAndAdmin,
      },
      {
        endpoint: `DELETE ${base}/{id}`,
        call: async () => ({ path: await item() }),
        expect: ownerAndAdmin,
      },
      {
        endpoint: `POST ${base}/{id}/cover`,
        call: async () => ({ path: `${await item()}/cover`, options: { body: { upload_id: '' } } }),
        expect: ownerAndAdmin,
      },
      {
        endpoint: `POST ${base}/{id}/reviews`,
        call: async () => ({ path: `${await item(ready)}/reviews` }),
        // Only the owner submits; an admin sees the item and is told so.
        expect: all(404, { anonymous: 403, admin: 400, teacher: 200 }),
      },
      {
        endpoint: `PUT ${base}/{id}/status`,
        call: async () => ({
          path: `${await item({ ...ready, status: 'REVIEW' })}/status`,
          options: { body: { status: apiStatus(kind, 'PUBLISH') } },
        }),
        // Only an admin approves; the owner sees the item and is told so.
        expect: all(404, { anonymous: 403, admin: 200, teacher: 400 }),
      },
    ];
  }),
  {
    endpoint: 'GET /lecturers/v2/professions',
    call: () => Promise.resolve({ path: '/lecturers/v2/professions' }),
    expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
  },
  // Interactions: lists of the viewer's scope, and posts under a fresh course of teacher@example.com
  // (teacher2 is another lecturer; staff has no v2_interaction permission).
  ...(
    ['courses', 'comments', 'discussions', 'feedbacks', 'creations', 'inbox', 'waiting'] as const
  ).map((list): Row => ({
    endpoint: `GET /lecturers/v2/interactions/${list}`,
    call: () => Promise.resolve({ path: `/lecturers/v2/interactions/${list}` }),
    expect: { anonymous: 403, admin: 200, staff: 404, teacher: 200, teacher2: 200, student: 404 },
  })),
  {
    endpoint: 'GET /lecturers/v2/interactions/courses/{id}/lectures',
    call: async () => ({
      path: `/lecturers/v2/interactions/courses/${String(await createItem(api, 'courses'))}/lectures`,
    }),
    expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
  },
  ...(
    [
      ['GET', '{type}/{id}', '', undefined, 200],
      ['POST', '{type}/{id}/replies', '/replies', { body: '<p>Thanks</p>' }, 201],
      ['PUT', '{type}/{id}/display', '/display', { display: false }, 200],
      ['PUT', '{type}/{id}/replies/{reply_id}/display', '/replies/{reply}/display', {}, 200],
      ['PUT', 'discussions/{id}/solved', '/solved', { solved: true }, 200],
      ['PUT', 'creations/{id}/published', '/published', { published: true }, 200],
    ] as const
  ).map(([method, pattern, rest, body, ok]): Row => ({
    endpoint: `${method} /lecturers/v2/interactions/${pattern}`,
    call: async () => {
      const type = pattern.startsWith('creations')
        ? 'creations'
        : pattern.startsWith('discussions')
          ? 'discussions'
          : 'comments';
      const teacherId = await userIdOf(api, accounts.teacher);
      const fixture = await createPostCourse(api, accounts.teacher, teacherId, (_l, [ming]) => [
        { type, author: ming, at: 1, responded: true },
      ]);
      const [reply] = await api.db
        .select({ id: interactionReplies.id })
        .from(interactionReplies)
        .where(eq(interactionReplies.interactionId, fixture.posts[0] ?? 0));
      const path = `/lecturers/v2/interactions/${type}/${String(fixture.posts[0])}${rest.replace('{reply}', String(reply?.id))}`;
      return { path, ...(body ? { options: { body } } : {}) };
    },
    expect: all(404, { anonymous: 403, admin: ok, teacher: ok }),
  })),
  // Item prices, lecturers, type and sources (each on a fresh item of teacher@example.com).
  ...kindsWith('prices').map((kind): Row => ({
    endpoint: `PUT /lecturers/v2/${kind}/{id}/prices`,
    call: async () => ({
      path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/prices`,
      options: { body: { price: 100 } },
    }),
    expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
  })),
  ...kindsWith('tickets').map((kind): Row => ({
    endpoint: `PUT /lecturers/v2/${kind}/{id}/fundraising_tickets`,
    call: async () => ({
      path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/fundraising_tickets`,
      options: { body: { tickets: [{ fundraising: 100, schedule_at: '2030-01-01T00:00:00Z' }] } },
    }),
    expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
  })),
  ...kindsWith('teachs').flatMap((kind): Row[] => [
    {
      endpoint: `GET /lecturers/v2/${kind}/{id}/teachs`,
      call: async () => ({ path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/teachs` }),
      expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
    },
    {
      endpoint: `POST /lecturers/v2/${kind}/{id}/teachs`,
      call: async () => ({
        path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/teachs`,
        options: { body: { lecturer_id: await userIdOf(api, accounts.teacher2) } },
      }),
      expect: all(404, { anonymous: 403, admin: 201, teacher: 201 }),
    },
    {
      endpoint: `PUT /lecturers/v2/${kind}/{id}/teachs`,
      call: async () => ({
        path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/teachs`,
        options: {
          body: { teachs: [{ lecturer_id: await userIdOf(api, accounts.teacher), share: 100 }] },
        },
      }),
      expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
    },
  ]),
  ...kindsWith('type').map((kind): Row => ({
    endpoint: `PUT /lecturers/v2/${kind}/{id}/type`,
    call: async () => ({
      path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/type`,
      options: { body: { category: 'music', type: 'COURSE' } },
    }),
    expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
  })),
  ...kindsWith('sources').flatMap((kind): Row[] => [
    {
      endpoint: `GET /lecturers/v2/${kind}/{id}/course_sources`,
      call: async () => ({
        path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/course_sources`,
      }),
      expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
    },
    {
      endpoint: `PUT /lecturers/v2/${kind}/{id}/course_sources`,
      call: async () => ({
        path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/course_sources`,
        options: { body: { sources: [{ title: 'Docs', url: 'https://example.com/docs' }] } },
      }),
      expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
    },
  ]),
  {
    endpoint: 'GET /lecturers/v2/lecturers',
    call: () => Promise.resolve({ path: '/lecturers/v2/lecturers?keyword=example' }),
    expect: { anonymous: 403, admin: 200, staff: 404, teacher: 200, teacher2: 200, student: 404 },
  },
];

/** Creates a 10-byte tus upload as a user; answers its id. */
async function createUpload(token: string | null): Promise<string> {
  const response = await api.request('POST', '/uploads', {
    token,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '10',
      'upload-metadata': 'filename dGVzdC5tcDQ=',
    },
  });
  const location = response.headers.get('location');
  if (response.status !== 201 || !location)
    throw new Error(`Could not create an upload: ${response.status}`);
  return location.split('/').pop() ?? '';
}

let teachersUpload = '';
let teachersFile = '';
beforeAll(async () => {
  teachersUpload = await createUpload(tokens.get('teacher') ?? null);
  const form = new FormData();
  form.append('purpose', 'subtitle');
  form.append('file', new Blob(['WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n']), 'lesson.vtt');
  const response = await api.request('POST', '/v2/files', {
    token: tokens.get('teacher') ?? null,
    body: form,
  });
  teachersFile = (response.body as { id: string }).id;
});

/** A tus upload of the caller (or the teacher's when the caller cannot create one). */
async function ownUpload(who: Who, token: string | null): Promise<string> {
  if (who === 'anonymous' || who === 'student' || who === 'staff') return teachersUpload;
  return createUpload(token);
}

const tusHeaders = { 'tus-resumable': '1.0.0' };
const patchOptions = {
  headers: {
    ...tusHeaders,
    'upload-offset': '0',
    'content-type': 'application/offset+octet-stream',
  },
  body: new Uint8Array(4),
};

for (const [method, status] of [
  ['HEAD', 200],
  ['PATCH', 204],
  ['DELETE', 204],
] as const) {
  const options = method === 'PATCH' ? patchOptions : { headers: tusHeaders };
  rows.push(
    {
      endpoint: `${method} /uploads/{id}`,
      call: async (who, token) => ({ path: `/uploads/${await ownUpload(who, token)}`, options }),
      // Uploads need what the items they serve need: staff (no v2_course) may not upload.
      expect: all(status, { anonymous: 403, staff: 404, student: 404 }),
    },
    {
      endpoint: `${method} /uploads/{id} (another lecturer's)`,
      call: async (who) => ({
        path: `/uploads/${who === 'teacher' ? await createUpload(tokens.get('teacher') ?? null) : teachersUpload}`,
        options,
      }),
      expect: all(404, { anonymous: 403, teacher: status }),
    },
  );
}

rows.push(
  {
    endpoint: 'POST /uploads',
    call: () =>
      Promise.resolve({
        path: '/uploads',
        options: {
          headers: { ...tusHeaders, 'upload-length': '10', 'upload-metadata': 'filename YS5tcDQ=' },
        },
      }),
    expect: all(201, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    endpoint: 'GET /v2/uploads/usage',
    call: () => Promise.resolve({ path: '/v2/uploads/usage' }),
    expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    endpoint: 'POST /v2/files',
    call: () => {
      const form = new FormData();
      form.append('purpose', 'subtitle');
      form.append('file', new Blob(['WEBVTT\n']), 'intro.vtt');
      return Promise.resolve({ path: '/v2/files', options: { body: form } });
    },
    expect: all(201, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    endpoint: 'GET /v2/files/{id}',
    call: () => Promise.resolve({ path: `/v2/files/${teachersFile}` }),
    expect: all(200),
  },
  {
    endpoint: 'GET /login',
    call: () => Promise.resolve({ path: '/login?redirect=http%3A%2F%2Flocalhost%3A4322%2F' }),
    expect: all(200),
  },
);

// Structure editor: each call on a fresh course or ebook of teacher@example.com with one chapter
// holding one lecture with an English subtitle.
async function structured(kind: 'courses' | 'ebooks') {
  const id = await createItem(api, kind);
  const [chapter] = await api.db
    .insert(chapters)
    .values({ courseId: id, title: 'Matrix chapter', sort: 1 })
    .returning();
  const [lecture] = await api.db
    .insert(lectures)
    .values({ courseId: id, chapterId: chapter?.id ?? 0, title: 'Matrix lecture', sort: 1 })
    .returning();
  const uploadId = randomBytes(16).toString('hex');
  await api.db.insert(uploads).values({
    id: uploadId,
    userId: await userIdOf(api, accounts.teacher),
    kind: 'form',
    purpose: 'subtitle',
    filename: 'en.vtt',
    mimeType: 'text/vtt',
    size: 7,
    completedAt: new Date(),
  });
  const [subtitle] = await api.db
    .insert(subtitles)
    .values({ courseId: id, lectureId: lecture?.id ?? 0, language: 'en', uploadId })
    .returning();
  return {
    base: `/lecturers/v2/${kind}/${id}`,
    chapterId: chapter?.id ?? 0,
    lectureId: lecture?.id ?? 0,
    subtitleId: subtitle?.id ?? 0,
  };
}

const itemOnly = all(404, { anonymous: 403, admin: 200, teacher: 200 });
for (const kind of ['courses', 'ebooks'] as const) {
  const base = `/lecturers/v2/${kind}/{id}`;
  const blocks = { blocks: [{ type: 'TEXT', content: 'Hello' }] };
  rows.push(
    {
      endpoint: `GET ${base}/chapters`,
      call: async () => ({ path: `${(await structured(kind)).base}/chapters` }),
      expect: itemOnly,
    },
    {
      endpoint: `GET ${base}/chapters/lists`,
      call: async () => ({ path: `${(await structured(kind)).base}/chapters/lists` }),
      expect: itemOnly,
    },
    {
      endpoint: `POST ${base}/chapters`,
      call: async () => ({
        path: `${(await structured(kind)).base}/chapters`,
        options: { body: { title: 'New chapter' } },
      }),
      expect: itemOnly,
    },
    {
      endpoint: `PUT ${base}/chapters/{chapter_id}`,
      call: async () => {
        const item = await structured(kind);
        return {
          path: `${item.base}/chapters/${item.chapterId}`,
          options: { body: { title: 'Renamed' } },
        };
      },
      expect: itemOnly,
    },
    {
      endpoint: `DELETE ${base}/chapters/{chapter_id}`,
      call: async () => {
        const item = await structured(kind);
        return { path: `${item.base}/chapters/${item.chapterId}` };
      },
      expect: itemOnly,
    },
    {
      endpoint: `POST ${base}/chapters/resort`,
      call: async () => {
        const item = await structured(kind);
        return {
          path: `${item.base}/chapters/resort`,
          options: {
            json: true,
            body: {
              chapters: [item.chapterId],
              lectures: [{ id: item.lectureId, parent_id: item.chapterId }],
            },
          },
        };
      },
      expect: itemOnly,
    },
    {
      endpoint: `POST ${base}/chapters/outline`,
      call: async () => ({
        path: `${(await structured(kind)).base}/chapters/outline`,
        options: {
          json: true,
          body: { chapters: [{ title: 'Part', lectures: [{ title: 'L' }] }] },
        },
      }),
      expect: itemOnly,
    },
    {
      endpoint: `POST ${base}/lectures`,
      call: async () => {
        const item = await structured(kind);
        return {
          path: `${item.base}/lectures`,
          options: { body: { chapter_id: item.chapterId, type: 'VIDEO', title: 'New lecture' } },
        };
      },
      expect: all(404, { anonymous: 403, admin: 201, teacher: 201 }),
    },
    {
      endpoint: `GET ${base}/lectures`,
      call: async () => ({ path: `${(await structured(kind)).base}/lectures?type=VIDEO` }),
      expect: itemOnly,
    },
    {
      endpoint: `GET ${base}/lectures/create`,
      call: async () => ({ path: `${(await structured(kind)).base}/lectures/create` }),
      expect: itemOnly,
    },
    {
      endpoint: `POST ${base}/lectures/{lecture_id}/blocks`,
      call: async () => {
        const item = await structured(kind);
        return {
          path: `${item.base}/lectures/${item.lectureId}/blocks`,
          options: { json: true, body: blocks },
        };
      },
      expect: itemOnly,
    },
    {
      endpoint: `POST ${base}/blocks`,
      call: async () => ({
        path: `${(await structured(kind)).base}/blocks`,
        options: { json: true, body: blocks },
      }),
      expect: itemOnly,
    },
    {
      endpoint: `DELETE ${base}/videos`,
      call: async () => ({ path: `${(await structured(kind)).base}/videos` }),
      expect: itemOnly,
    },
    {
      endpoint: `DELETE ${base}/subtitles/{subtitle_id}`,
      call: async () => {
        const item = await structured(kind);
        return { path: `${item.base}/subtitles/${item.subtitleId}` };
      },
      expect: itemOnly,
    },
  );
}

const lecturePath = async () => `/lecturers/v2/lectures/${(await structured('courses')).lectureId}`;
rows.push(
  {
    endpoint: 'GET /lecturers/v2/lectures/{lecture_id}',
    call: async () => ({ path: await lecturePath() }),
    expect: itemOnly,
  },
  {
    endpoint: 'PUT /lecturers/v2/lectures/{lecture_id}',
    call: async () => ({ path: await lecturePath(), options: { body: { title: 'Renamed' } } }),
    expect: itemOnly,
  },
  {
    endpoint: 'DELETE /lecturers/v2/lectures/{lecture_id}',
    call: async () => ({ path: await lecturePath() }),
    expect: itemOnly,
  },
  {
    endpoint: 'DELETE /lecturers/v2/lectures/{lecture_id}/videos',
    call: async () => ({ path: `${await lecturePath()}/videos` }),
    expect: itemOnly,
  },
);

rows.push({
  endpoint: 'POST /lecturers/v2/compiler',
  call: () =>
    Promise.resolve({
      path: '/lecturers/v2/compiler',
      options: { body: { language: 'javascript', code: 'console.log(1)' } },
    }),
  // The compiler serves code lectures: staff (no v2_course.write) gets 404.
  expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
});

// With no writing assistant configured, those who may use it on the item are told so (400).
for (const kind of ['courses', 'ebooks'] as const)
  rows.push({
    endpoint: `POST /lecturers/v2/${kind}/{id}/ai`,
    call: async () => ({
      path: `${(await structured(kind)).base}/ai`,
      options: { body: { task: 'outline' } },
    }),
    expect: all(404, { anonymous: 403, admin: 400, teacher: 400 }),
  });

// Announcements: each call on a fresh announcement of teacher@example.com to one of their
// courses, with a discussion by the caller where they may write one (only its author edits it).
// teacher2 is another lecturer; staff has no v2_interaction permission.
async function teachersAnnouncement(who: Who) {
  const teacherId = await userIdOf(api, accounts.teacher);
  const course = await createItem(api, 'courses');
  const [row] = await api.db
    .insert(announcements)
    .values({
      lecturerId: teacherId,
      createdBy: teacherId,
      title: 'Matrix announcement',
      body: '<p>Matrix</p>',
      includes: [course],
    })
    .returning({ id: announcements.id });
  const author =
    who === 'admin' || who === 'teacher' ? await userIdOf(api, accounts[who]) : teacherId;
  const [discussion] = await api.db
    .insert(announcementDiscussions)
    .values({ announcementId: row?.id ?? 0, authorId: author, staff: true, body: '<p>Hi</p>' })
    .returning({ id: announcementDiscussions.id });
  return {
    base: `/lecturers/v2/announcements/${row?.id ?? 0}`,
    discussion: `/lecturers/v2/announcements/${row?.id ?? 0}/discussions/${discussion?.id ?? 0}`,
  };
}

/** A new announcement's body for a caller: a lecturer's own course; an admin names the teacher. */
async function announcementBody(who: Who) {
  const owner = who === 'teacher2' ? accounts.teacher2 : accounts.teacher;
  const course = await createItem(api, 'courses', owner);
  return {
    title: 'Matrix announcement',
    body: '<p>Matrix</p>',
    type: 'NOTICE',
    includes: [course],
    ...(who === 'admin' ? { lecturer_id: await userIdOf(api, accounts.teacher) } : {}),
  };
}

const interactionUsers = all(200, { anonymous: 403, staff: 404, student: 404 });
const announcementOwner = all(404, { anonymous: 403, admin: 200, teacher: 200 });
rows.push(
  {
    endpoint: 'GET /lecturers/v2/interactions/announcements',
    call: () => Promise.resolve({ path: '/lecturers/v2/interactions/announcements' }),
    expect: interactionUsers,
  },
  {
    endpoint: 'GET /lecturers/v2/announcements/usage',
    call: async (who) => ({
      path: `/lecturers/v2/announcements/usage${who === 'admin' ? `?lecturer_id=${await userIdOf(api, accounts.teacher)}` : ''}`,
    }),
    expect: interactionUsers,
  },
  ...(['validator', 'preview'] as const).map((name): Row => ({
    endpoint: `POST /lecturers/v2/announcements/${name}`,
    call: async (who) => ({
      path: `/lecturers/v2/announcements/${name}`,
      options: { json: true, body: await announcementBody(who) },
    }),
    expect: interactionUsers,
  })),
  {
    endpoint: 'POST /lecturers/v2/announcements',
    call: async (who) => ({
      path: '/lecturers/v2/announcements',
      options: { json: true, body: await announcementBody(who) },
    }),
    expect: all(201, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    endpoint: 'GET /lecturers/v2/announcements/{announcement_id}',
    call: async (who) => ({ path: (await teachersAnnouncement(who)).base }),
    expect: announcementOwner,
  },
  {
    endpoint: 'PUT /lecturers/v2/announcements/{announcement_id}',
    call: async (who) => ({
      path: (await teachersAnnouncement(who)).base,
      options: { body: { title: 'Renamed', body: '<p>Renamed</p>', type: 'EMAIL' } },
    }),
    expect: announcementOwner,
  },
  {
    endpoint: 'DELETE /lecturers/v2/announcements/{announcement_id}',
    call: async (who) => ({ path: (await teachersAnnouncement(who)).base }),
    expect: announcementOwner,
  },
  {
    endpoint: 'PUT /lecturers/v2/announcements/{announcement_id}/display',
    call: async (who) => ({
      path: `${(await teachersAnnouncement(who)).base}/display`,
      options: { body: { display: 0 } },
    }),
    expect: announcementOwner,
  },
  {
    endpoint: 'PUT /lecturers/v2/announcements/{announcement_id}/confirm',
    call: async (who) => {
      // Whatever the demo sent this month, the teacher may send more here.
      await api.db
        .insert(configs)
        .values({ key: 'ANNOUNCEMENT_MONTHLY_LIMIT', value: '1000' })
        .onConflictDoUpdate({ target: configs.key, set: { value: '1000' } });
      return { path: `${(await teachersAnnouncement(who)).base}/confirm` };
    },
    expect: announcementOwner,
  },
  {
    endpoint: 'POST /lecturers/v2/announcements/{announcement_id}/discussions',
    call: async (who) => ({
      path: `${(await teachersAnnouncement(who)).base}/discussions`,
      options: { body: { body: '<p>Reply</p>' } },
    }),
    expect: all(404, { anonymous: 403, admin: 201, teacher: 201 }),
  },
  {
    endpoint: 'PUT /lecturers/v2/announcements/{announcement_id}/discussions/{discussion_id}',
    call: async (who) => ({
      path: (await teachersAnnouncement(who)).discussion,
      options: { body: { body: '<p>Edited</p>' } },
    }),
    expect: announcementOwner,
  },
  {
    endpoint: 'DELETE /lecturers/v2/announcements/{announcement_id}/discussions/{discussion_id}',
    call: async (who) => ({ path: (await teachersAnnouncement(who)).discussion }),
    expect: announcementOwner,
  },
  {
    endpoint:
      'PUT /lecturers/v2/announcements/{announcement_id}/discussions/{discussion_id}/display',
    call: async (who) => ({
      path: `${(await teachersAnnouncement(who)).discussion}/display`,
      options: { body: { display: 0 } },
    }),
    expect: announcementOwner,
  },
);

// Discounts and packages: each call on a fresh object of teacher@example.com (a course, a
// package of two of their courses, a discount scheduled on its own course). teacher2 is another
// lecturer; an administrator with v2_coupon reads and ends but writes nothing; staff lacks it.
async function teachersPackage() {
  const courses = [await createItem(api, 'courses'), await createItem(api, 'ebooks')];
  return insertPackage(api, await userIdOf(api, accounts.teacher), courses);
}

async function teachersDiscount() {
  const id = await insertDiscount(api, {
    lecturerId: await userIdOf(api, accounts.teacher),
    courseId: await createItem(api, 'courses'),
    startsAt: daysFromNow(1),
    endsAt: daysFromNow(2),
  });
  return `/lecturers/v2/discounts/${String(id)}`;
}

async function discountBody() {
  return {
    kind: 'SINGLE',
    title: 'Matrix discount',
    discount: 0.8,
    target_id: await createItem(api, 'courses'),
    starts_at: daysFromNow(1).toISOString(),
    ends_at: daysFromNow(2).toISOString(),
  };
}

const sellingReaders = all(200, { anonymous: 403, staff: 404, student: 404 });
const sellingOwner = all(404, { anonymous: 403, teacher: 200 });
const sellingReview = all(404, { anonymous: 403, admin: 200, teacher: 200 });
rows.push(
  {
    endpoint: 'GET /lecturers/v2/packages',
    call: () => Promise.resolve({ path: '/lecturers/v2/packages' }),
    expect: sellingReaders,
  },
  {
    endpoint: 'POST /lecturers/v2/packages',
    call: async () => ({
      path: '/lecturers/v2/packages',
      options: {
        json: true,
        body: {
          title: 'Matrix package',
          price: 100,
          course_ids: [await createItem(api, 'courses'), await createItem(api, 'courses')],
        },
      },
    }),
    expect: all(404, { anonymous: 403, teacher: 201 }),
  },
  {
    endpoint: 'GET /lecturers/v2/packages/{id}',
    call: async () => ({ path: `/lecturers/v2/packages/${String(await teachersPackage())}` }),
    expect: sellingReview,
  },
  {
    endpoint: 'PUT /lecturers/v2/packages/{id}',
    call: async () => ({
      path: `/lecturers/v2/packages/${String(await teachersPackage())}`,
      options: {
        json: true,
        body: {
          title: 'Renamed package',
          price: 50,
          course_ids: [await createItem(api, 'courses'), await createItem(api, 'courses')],
        },
      },
    }),
    expect: sellingOwner,
  },
  {
    endpoint: 'DELETE /lecturers/v2/packages/{id}',
    call: async () => ({ path: `/lecturers/v2/packages/${String(await teachersPackage())}` }),
    expect: sellingOwner,
  },
  {
    endpoint: 'GET /lecturers/v2/discounts',
    call: () => Promise.resolve({ path: '/lecturers/v2/discounts' }),
    expect: sellingReaders,
  },
  {
    endpoint: 'GET /lecturers/v2/discounts/targets',
    call: () => Promise.resolve({ path: '/lecturers/v2/discounts/targets?kind=PACKAGE' }),
    expect: all(200, { anonymous: 403, admin: 404, staff: 404, student: 404 }),
  },
  {
    endpoint: 'POST /lecturers/v2/discounts/preview',
    call: async () => ({
      path: '/lecturers/v2/discounts/preview',
      options: { json: true, body: await discountBody() },
    }),
    expect: sellingOwner,
  },
  {
    endpoint: 'POST /lecturers/v2/discounts',
    call: async () => ({
      path: '/lecturers/v2/discounts',
      options: { json: true, body: await discountBody() },
    }),
    expect: all(404, { anonymous: 403, teacher: 201 }),
  },
  {
    endpoint: 'GET /lecturers/v2/discounts/{id}',
    call: async () => ({ path: await teachersDiscount() }),
    expect: sellingReview,
  },
  {
    endpoint: 'PUT /lecturers/v2/discounts/{id}',
    call: async () => ({
      path: await teachersDiscount(),
      options: {
        json: true,
        body: {
          title: 'Renamed discount',
          discount: 0.7,
          starts_at: daysFromNow(1).toISOString(),
          ends_at: daysFromNow(3).toISOString(),
        },
      },
    }),
    expect: sellingOwner,
  },
  {
    endpoint: 'DELETE /lecturers/v2/discounts/{id}',
    call: async () => ({ path: await teachersDiscount() }),
    expect: sellingOwner,
  },
  {
    endpoint: 'PUT /lecturers/v2/discounts/{id}/end',
    call: async () => ({
      path: `${await teachersDiscount()}/end`,
      options: { json: true, body: { reason: 'Matrix reason' } },
    }),
    expect: sellingReview,
  },
);

// Coupons: each call on a fresh coupon: the platform's for admin and staff (staff lacks
// v2_coupon), teacher@example.com's for everyone else (teacher2 is another lecturer).
async function matrixCoupon(who: Who): Promise<string> {
  const teacherId = await userIdOf(api, accounts.teacher);
  const platform = who === 'admin' || who === 'staff';
  const code = `M${randomBytes(6).toString('hex')}`;
  const [row] = await api.db
    .insert(coupons)
    .values({
      code,
      lecturerId: platform ? null : teacherId,
      createdBy: platform ? await userIdOf(api, accounts.admin) : teacherId,
      title: 'Matrix coupon',
      type: 'AMOUNT',
      amount: 100,
      startsAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning({ id: coupons.id });
  await api.db.insert(couponCodes).values({ couponId: row?.id ?? 0, code });
  return `/lecturers/v2/global_coupons/${code}`;
}

/** A coupon's body for a caller: one of the caller's own courses (any course for an admin). */
async function couponMatrixBody(who: Who) {
  const owner = who === 'teacher2' ? accounts.teacher2 : accounts.teacher;
  const course = await createItem(api, 'courses', owner);
  return {
    code: `N${randomBytes(6).toString('hex')}`,
    title: 'Matrix coupon',
    type: 'PERCENT',
    discount: 0.85,
    scope: 'COURSES',
    course_ids: [course],
    starts_at: '2026-01-01T00:00:00Z',
  };
}

const couponUsers = all(200, { anonymous: 403, staff: 404, student: 404 });
const couponOwner = all(404, { anonymous: 403, admin: 200, teacher: 200 });
rows.push(
  ...['', '/labels', '/courses'].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/global_coupons${tail}`,
    call: () => Promise.resolve({ path: `/lecturers/v2/global_coupons${tail}` }),
    expect: couponUsers,
  })),
  {
    endpoint: 'POST /lecturers/v2/global_coupons',
    call: async (who) => ({
      path: '/lecturers/v2/global_coupons',
      options: { json: true, body: await couponMatrixBody(who) },
    }),
    expect: all(201, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    endpoint: 'POST /lecturers/v2/global_coupons/preview',
    call: async (who) => ({
      path: '/lecturers/v2/global_coupons/preview',
      options: { json: true, body: await couponMatrixBody(who) },
    }),
    expect: couponUsers,
  },
  {
    endpoint: 'POST /lecturers/v2/global_coupons/bulk',
    call: async (who) => ({
      path: '/lecturers/v2/global_coupons/bulk',
      options: {
        json: true,
        body: { action: 'disable', codes: [(await matrixCoupon(who)).split('/').pop()] },
      },
    }),
    expect: couponOwner,
  },
  {
    endpoint: 'GET /lecturers/v2/global_coupons/{code}',
    call: async (who) => ({ path: await matrixCoupon(who) }),
    expect: couponOwner,
  },
  {
    endpoint: 'PUT /lecturers/v2/global_coupons/{code}',
    call: async (who) => ({
      path: await matrixCoupon(who),
      options: {
        json: true,
        body: { ...(await couponMatrixBody(who)), scope: 'ALL', course_ids: [] },
      },
    }),
    expect: couponOwner,
  },
  {
    endpoint: 'DELETE /lecturers/v2/global_coupons/{code}',
    call: async (who) => ({ path: await matrixCoupon(who) }),
    expect: couponOwner,
  },
  ...['usage', 'codes'].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/global_coupons/{code}/${tail}`,
    call: async (who) => ({ path: `${await matrixCoupon(who)}/${tail}` }),
    expect: couponOwner,
  })),
  {
    endpoint: 'POST /lecturers/v2/global_coupons/{code}/codes',
    call: async (who) => ({
      path: `${await matrixCoupon(who)}/codes`,
      options: { body: { prefix: 'MX', count: 5 } },
    }),
    expect: all(404, { anonymous: 403, admin: 201, teacher: 201 }),
  },
);

// Finances (applies, remittances), a lecturer's revenue, the dashboard and the calendar.
/** A new waiting apply of a lecturer (the income of a paid 1000 TWD course). */
async function matrixApply(email: string): Promise<number> {
  const lecturerId = await userIdOf(api, email);
  const course = await finance.sellableCourse(api, email, 1000);
  const order = await finance.paidOrder(api, [course], finance.availableTime());
  const rows = await finance.incomesOf(api, order, lecturerId);
  return finance.insertPendingApply(
    api,
    lecturerId,
    rows.map((row) => row.id),
  );
}

/** A lecturer who may apply now: nothing waiting and a fresh available sale. */
async function readyToApply(who: Who): Promise<void> {
  if (who !== 'teacher' && who !== 'teacher2') return;
  const email = accounts[who];
  await finance.clearPendingApply(api, await userIdOf(api, email));
  const course = await finance.sellableCourse(api, email, 1000);
  await finance.paidOrder(api, [course], finance.availableTime());
}

const financeAdmins = all(404, { anonymous: 403, admin: 200 });
const lecturersOnly = all(404, { anonymous: 403, teacher: 200, teacher2: 200 });
rows.push(
  {
    endpoint: 'GET /lecturers/v2/applies',
    call: () => Promise.resolve({ path: '/lecturers/v2/applies' }),
    expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    // teacher asks for teacher2's apply (another's: 404); teacher2 for their own.
    endpoint: 'GET /lecturers/v2/applies/{id}',
    call: async () => ({
      path: `/lecturers/v2/applies/${await matrixApply('teacher2@example.com')}`,
    }),
    expect: all(404, { anonymous: 403, admin: 200, teacher2: 200 }),
  },
  {
    endpoint: 'GET /lecturers/v2/applies/{id}/payouts',
    call: async () => ({
      path: `/lecturers/v2/applies/${await matrixApply('teacher2@example.com')}/payouts`,
    }),
    expect: financeAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/applies/{id}/approve',
    call: async () => ({
      path: `/lecturers/v2/applies/${await matrixApply('teacher2@example.com')}/approve`,
      options: { body: { payout_id: await finance.insertPayout(api, 'teacher2@example.com') } },
    }),
    expect: financeAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/applies/{id}/reject',
    call: async () => ({
      path: `/lecturers/v2/applies/${await matrixApply('teacher@example.com')}/reject`,
      options: { body: { reason: 'Matrix' } },
    }),
    expect: financeAdmins,
  },
  {
    endpoint: 'GET /lecturers/v2/remittances',
    call: () => Promise.resolve({ path: '/lecturers/v2/remittances' }),
    expect: financeAdmins,
  },
  ...['', '/income', '/records', '/records/export'].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/revenues${tail}`,
    call: () => Promise.resolve({ path: `/lecturers/v2/revenues${tail}` }),
    expect: lecturersOnly,
  })),
  {
    endpoint: 'POST /lecturers/v2/revenues/applies',
    call: async (who) => {
      await readyToApply(who);
      return { path: '/lecturers/v2/revenues/applies' };
    },
    expect: all(404, { anonymous: 403, teacher: 201, teacher2: 201 }),
  },
  {
    endpoint: 'GET /lecturers/v2/dashboard',
    call: () => Promise.resolve({ path: '/lecturers/v2/dashboard' }),
    expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    endpoint: 'GET /lecturers/v2/calendar',
    call: () => Promise.resolve({ path: '/lecturers/v2/calendar' }),
    expect: financeAdmins,
  },
);

// Orders: the administrators' (admin and staff hold v2_order; only admin holds export), each
// write on a fresh paid order of student@example.com for a priced course of teacher@example.com.
const matrixOrder = () => paidOrderOf(api, accounts.student, accounts.teacher);

const orderReaders = all(404, { anonymous: 403, admin: 200, staff: 200 });
rows.push(
  {
    endpoint: 'GET /lecturers/v2/orders',
    call: () => Promise.resolve({ path: '/lecturers/v2/orders' }),
    expect: orderReaders,
  },
  {
    endpoint: 'GET /lecturers/v2/orders/export',
    call: () => Promise.resolve({ path: '/lecturers/v2/orders/export?status=PAID' }),
    expect: all(404, { anonymous: 403, admin: 200 }),
  },
  {
    endpoint: 'GET /lecturers/v2/orders/{id}',
    call: async () => ({ path: (await matrixOrder()).path }),
    expect: orderReaders,
  },
  {
    endpoint: 'POST /lecturers/v2/orders/{id}/refunds',
    call: async () => {
      const { path, lineId } = await matrixOrder();
      return {
        path: `${path}/refunds`,
        options: {
          json: true,
          body: { lines: [{ line_id: lineId, amount: 1 }], reason: 'Matrix' },
        },
      };
    },
    expect: orderReaders,
  },
  {
    endpoint: 'PUT /lecturers/v2/orders/{id}/invoice',
    call: async () => ({
      path: `${(await matrixOrder()).path}/invoice`,
      options: {
        json: true,
        body: { type: 'COMPANY', company_title: 'Matrix', company_tax_id: '04595257' },
      },
    }),
    expect: orderReaders,
  },
);

// Member groups (administrators with v2_member: admin and staff) and the groups a platform
// coupon can be limited to (administrators with v2_coupon: admin only). Each write on a fresh group.
const groupAdmins = all(404, { anonymous: 403, admin: 200, staff: 200 });
const matrixGroup = async () => `${groups.GROUPS}/${(await groups.createGroup(api)).id}`;
rows.push(
  {
    endpoint: 'GET /lecturers/v2/member-groups',
    call: () => Promise.resolve({ path: groups.GROUPS }),
    expect: groupAdmins,
  },
  {
    endpoint: 'POST /lecturers/v2/member-groups',
    call: () => Promise.resolve({ path: groups.GROUPS, options: { body: { name: 'Matrix' } } }),
    expect: all(404, { anonymous: 403, admin: 201, staff: 201 }),
  },
  ...['', '/members', '/candidates', '/audit'].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/member-groups/{id}${tail}`,
    call: async () => ({ path: `${await matrixGroup()}${tail}` }),
    expect: groupAdmins,
  })),
  {
    endpoint: 'PUT /lecturers/v2/member-groups/{id}',
    call: async () => ({ path: await matrixGroup(), options: { body: { name: 'Matrix 2' } } }),
    expect: groupAdmins,
  },
  {
    endpoint: 'DELETE /lecturers/v2/member-groups/{id}',
    call: async () => ({ path: await matrixGroup() }),
    expect: groupAdmins,
  },
  {
    endpoint: 'POST /lecturers/v2/member-groups/{id}/members',
    call: async () => ({
      path: `${await matrixGroup()}/members`,
      options: { body: { emails: accounts.student } },
    }),
    expect: groupAdmins,
  },
  {
    endpoint: 'DELETE /lecturers/v2/member-groups/{id}/members/{member_id}',
    call: async () => {
      const path = await matrixGroup();
      await groups.addByEmails(api, Number(path.split('/').pop()), accounts.student);
      return { path: `${path}/members/${await userIdOf(api, accounts.student)}` };
    },
    expect: groupAdmins,
  },
  {
    endpoint: 'GET /lecturers/v2/global_coupons/groups',
    call: () => Promise.resolve({ path: '/lecturers/v2/global_coupons/groups' }),
    expect: all(404, { anonymous: 403, admin: 200 }),
  },
);

// Settings: administrators with v2_setting only (admin; staff has none). The writes keep the
// values as they are (the default monthly limit; staff's own keys).
const settingsAdmins = all(404, { anonymous: 403, admin: 200 });
rows.push(
  ...['configs', 'administrators', 'audit'].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/settings/${tail}`,
    call: () => Promise.resolve({ path: `/lecturers/v2/settings/${tail}` }),
    expect: settingsAdmins,
  })),
  {
    endpoint: 'PUT /lecturers/v2/settings/configs',
    call: () =>
      Promise.resolve({
        path: '/lecturers/v2/settings/configs',
        options: { body: { ANNOUNCEMENT_MONTHLY_LIMIT: '10' } },
      }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/settings/administrators/{id}/permissions',
    call: async () => ({
      path: `/lecturers/v2/settings/administrators/${await userIdOf(api, accounts.staff)}/permissions`,
      options: { body: { permissions: ['v2_order.*', 'v2_member.*'] } },
    }),
    expect: settingsAdmins,
  },
);

// Members: administrators with v2_member (admin and staff), each call on a fresh member.
const matrixMember = async () => (await createUser(api, '矩陣會員', false)).id;
const memberAdmins = all(404, { anonymous: 403, admin: 200, staff: 200 });
const memberPath = async (tail = '') =>
  `/lecturers/v2/members/${String(await matrixMember())}${tail}`;
rows.push(
  {
    endpoint: 'GET /lecturers/v2/members',
    call: () => Promise.resolve({ path: '/lecturers/v2/members' }),
    expect: memberAdmins,
  },
  {
    endpoint: 'POST /lecturers/v2/members',
    call: () =>
      Promise.resolve({
        path: '/lecturers/v2/members',
        options: {
          body: {
            email: `matrix-${randomBytes(4).toString('hex')}@example.test`,
            name: 'Matrix',
            real_name: 'Matrix',
          },
        },
      }),
    expect: all(404, { anonymous: 403, admin: 201, staff: 201 }),
  },
  ...['', '/purchased', '/coupons', '/wallet', '/audit'].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/members/{id}${tail}`,
    call: async () => ({ path: await memberPath(tail) }),
    expect: memberAdmins,
  })),
  {
    endpoint: 'PUT /lecturers/v2/members/{id}',
    call: async () => ({
      path: await memberPath(),
      options: { body: { name: 'Matrix', real_name: 'Matrix', phone: '', status: 'ACTIVE' } },
    }),
    expect: memberAdmins,
  },
  {
    endpoint: 'PUT /lecturers/v2/members/{id}/settings',
    call: async () => ({
      path: await memberPath('/settings'),
      options: { body: { receivePlatformLatestEvents: false, receiveCoursePromotion: true } },
    }),
    expect: memberAdmins,
  },
  {
    endpoint: 'POST /lecturers/v2/members/{id}/wallet/adjustments',
    call: async () => ({
      path: await memberPath('/wallet/adjustments'),
      options: { body: { amount: 100, reason: 'Matrix' } },
    }),
    expect: all(404, { anonymous: 403, admin: 201, staff: 201 }),
  },
);

// Lecturers area (lecturer profiles, comments, payout accounts): admin only (staff holds no
// v2_lecturer), each on a fresh lecturer made through the API.
const lecturerAdmins = all(404, { anonymous: 403, admin: 200 });
const lecturerBase = '/lecturers/v2/lecturer-profiles';
/** A fresh lecturer's path, with one payout account and one comment. */
async function matrixLecturer(): Promise<{ path: string; payout: number; comment: number }> {
  const lecturer = await newLecturer(api);
  const path = `${lecturerBase}/${String(lecturer.id)}`;
  const payout = await newPayout(api, lecturer.id);
  const comment = await api.request('POST', `${path}/comments`, {
    token: await api.tokenOf(accounts.admin),
    body: { body: 'Matrix' },
  });
  return { path, payout: payout.id, comment: (comment.body as { id: number }).id };
}
const lecturerBody = {
  email: 'matrix-lecturer@example.com',
  real_name: 'Matrix',
  description: '<p>Matrix</p>',
};
const payoutBody = { financial_code: '812', account_name: 'Matrix', account_number: '123456' };
rows.push(
  {
    endpoint: `GET ${lecturerBase}`,
    call: () => Promise.resolve({ path: lecturerBase }),
    expect: lecturerAdmins,
  },
  {
    endpoint: `POST ${lecturerBase}`,
    call: (who) =>
      Promise.resolve({
        path: lecturerBase,
        options: { body: { ...lecturerBody, email: `matrix-lecturer-${who}@example.com` } },
      }),
    expect: all(404, { anonymous: 403, admin: 201 }),
  },
  {
    endpoint: `GET ${lecturerBase}/{id}`,
    call: async () => ({ path: (await matrixLecturer()).path }),
    expect: lecturerAdmins,
  },
  {
    endpoint: `PUT ${lecturerBase}/{id}`,
    call: async (who) => ({
      path: (await matrixLecturer()).path,
      options: { body: { ...lecturerBody, email: `matrix-update-${who}@example.com` } },
    }),
    expect: lecturerAdmins,
  },
  {
    endpoint: `PUT ${lecturerBase}/{id}/status`,
    call: async () => ({
      path: `${(await matrixLecturer()).path}/status`,
      options: { body: { status: 'SUSPENDED' } },
    }),
    expect: lecturerAdmins,
  },
  ...(['courses', 'incomes', 'audit', 'comments', 'payouts'] as const).map((part) => ({
    endpoint: `GET ${lecturerBase}/{id}/${part}`,
    call: async () => ({ path: `${(await matrixLecturer()).path}/${part}` }),
    expect: lecturerAdmins,
  })),
  {
    endpoint: `POST ${lecturerBase}/{id}/comments`,
    call: async () => ({
      path: `${(await matrixLecturer()).path}/comments`,
      options: { body: { body: 'Matrix' } },
    }),
    expect: all(404, { anonymous: 403, admin: 201 }),
  },
  {
    endpoint: `PUT ${lecturerBase}/{id}/comments/{comment_id}`,
    call: async () => {
      const { path, comment } = await matrixLecturer();
      return { path: `${path}/comments/${String(comment)}`, options: { body: { body: 'Edited' } } };
    },
    expect: lecturerAdmins,
  },
  {
    endpoint: `DELETE ${lecturerBase}/{id}/comments/{comment_id}`,
    call: async () => {
      const { path, comment } = await matrixLecturer();
      return { path: `${path}/comments/${String(comment)}` };
    },
    expect: lecturerAdmins,
  },
  {
    endpoint: `POST ${lecturerBase}/{id}/payouts`,
    call: async () => ({
      path: `${(await matrixLecturer()).path}/payouts`,
      options: { body: payoutBody },
    }),
    expect: all(404, { anonymous: 403, admin: 201 }),
  },
  {
    endpoint: `PUT ${lecturerBase}/{id}/payouts/{payout_id}`,
    call: async () => {
      const { path, payout } = await matrixLecturer();
      return { path: `${path}/payouts/${String(payout)}`, options: { body: payoutBody } };
    },
    expect: lecturerAdmins,
  },
  {
    endpoint: `DELETE ${lecturerBase}/{id}/payouts/{payout_id}`,
    call: async () => {
      const { path } = await matrixLecturer();
      const lecturerId = Number(path.split('/').at(-1));
      // The first account is the main one: delete a second.
      const second = await newPayout(api, lecturerId);
      return { path: `${path}/payouts/${String(second.id)}` };
    },
    expect: lecturerAdmins,
  },
  {
    endpoint: `PUT ${lecturerBase}/{id}/payouts/{payout_id}/main`,
    call: async () => {
      const { path, payout } = await matrixLecturer();
      return { path: `${path}/payouts/${String(payout)}/main` };
    },
    expect: lecturerAdmins,
  },
);

describe('authorization matrix', () => {
  it('has a row for every endpoint of the contract', async () => {
    const document = (await api.request('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(rows.map((row) => row.endpoint));
    expect(endpoints.filter((endpoint) => !covered.has(endpoint))).toEqual([]);
  });

  for (const row of rows) {
    it(row.endpoint, async () => {
      const [method = 'GET'] = row.endpoint.split(' ');
      // Each caller gets the request built for them (some create their own objects first).
      const actual: Partial<Record<Who, number>> = {};
      for (const who of everyone) {
        const token =
          row.endpoint === 'POST /v2/auth/logout'
            ? await freshToken(who)
            : (tokens.get(who) ?? null);
        const { path, options } = await row.call(who, token);
        actual[who] = (await api.request(method, path, { ...options, token })).status;
      }
      expect(actual).toEqual(row.expect);
    });
  }
});
