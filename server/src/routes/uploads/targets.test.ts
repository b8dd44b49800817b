/**
 * Upload targets: a tus upload becomes a lecture's video when its last byte arrives, form posts
 * become a course's cover, a lecture's attachment or subtitle when stored; the caller's course
 * scope decides (404 otherwise, nothing stored); replaced, cancelled and expired uploads leave no
 * file and no row behind.
 */
import { rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { uploadedFileResponse } from '../../contract/uploads.ts';
import {
  chapters,
  courses,
  courseTeachs,
  lectureAttachments,
  lectures,
  subtitles,
  uploads,
  userPermissions,
  users,
} from '../../db/schema.ts';
import { answerOf, createTestApi, type TestApi, tusMetadata } from '../../testing/harness.ts';
import { storedFiles } from '../../testing/stored.ts';
import { attachUpload } from '../../uploads/targets.ts';
import { createTusServer, mountUploads, type TusUploads } from '../../uploads/tus.ts';
import { pngBytes, textBytes } from '../../testing/files.ts';

let api: TestApi;
let tus: TusUploads;
const tokens: Record<string, string> = {};
const emails = [
  'teacher@example.com',
  'teacher2@example.com',
  'admin@example.com',
  'staff@example.com',
] as const;
type Email = (typeof emails)[number];

/** Lectures of the teacher's and teacher2's courses (demo data), by id. */
let own: { id: number; courseId: number }[] = [];
let others: { id: number; courseId: number }[] = [];

async function lecturesOf(email: Email) {
  return api.db
    .select({ id: lectures.id, courseId: lectures.courseId })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .innerJoin(users, eq(users.id, courses.lecturerId))
    .where(eq(users.email, email))
    .orderBy(asc(lectures.id));
}

beforeAll(async () => {
  api = await createTestApi({
    demoFiles: false,
    mount: (app, deps) => {
      tus = createTusServer(deps);
      return mountUploads(app, { ...deps, uploads: tus });
    },
  });
  for (const email of emails) {
    const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    tokens[email] = (await createSession(api.db, user?.id ?? 0)).token;
  }
  own = await lecturesOf('teacher@example.com');
  others = await lecturesOf('teacher2@example.com');
  if (own.length < 8 || others.length === 0) throw new Error('demo lectures missing');
});
afterAll(async () => {
  await api.close();
  rmSync(api.env.DATA_DIR, { recursive: true, force: true });
});

function lecture(list: readonly { id: number; courseId: number }[], index: number) {
  const found = list[index];
  if (!found) throw new Error(`no lecture ${index}`);
  return found;
}

async function tusRequest(
  method: string,
  path: string,
  init: { as?: Email; headers?: Record<string, string>; body?: Uint8Array<ArrayBuffer> } = {},
) {
  const response = await api.app.request(path, {
    method,
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${tokens[init.as ?? 'teacher@example.com'] ?? ''}`,
      hilocale: 'en',
      ...init.headers,
    },
    ...(init.body ? { body: init.body } : {}),
  });
  return answerOf(response);
}

/** Creates a tus upload of `size` bytes; answers the response and the upload's path and id. */
async function create(size: number, meta: Record<string, string>, as?: Email) {
  const response = await tusRequest('POST', '/uploads/', {
    ...(as ? { as } : {}),
    headers: { 'upload-length': String(size), 'upload-metadata': tusMetadata(meta) },
  });
  const location = response.headers.get('location') ?? '';
  const path = location ? new URL(location).pathname : '';
  return { ...response, path, id: path.split('/').pop() ?? '' };
}

function patch(path: string, offset: number, bytes: Uint8Array<ArrayBuffer>, as?: Email) {
  return tusRequest('PATCH', path, {
    ...(as ? { as } : {}),
    body: bytes,
    headers: {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
  });
}

const videoOf = (lectureId: number) => ({
  filename: 'lesson.mp4',
  filetype: 'video/mp4',
  target_type: 'lecture-video',
  target_id: String(lectureId),
});

/** Uploads a whole video to a lecture; answers the upload id. */
async function uploadVideo(lectureId: number, content: string, as?: Email): Promise<string> {
  const bytes = new TextEncoder().encode(content);
  const created = await create(bytes.byteLength, videoOf(lectureId), as);
  expect(created.status).toBe(201);
  expect((await patch(created.path, 0, bytes, as)).status).toBe(204);
  return created.id;
}

async function uploadRow(id: string) {
  const [row] = await api.db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

async function lectureVideo(id: number) {
  const [row] = await api.db
    .select({ video: lectures.videoUploadId })
    .from(lectures)
    .where(eq(lectures.id, id));
  return row?.video;
}

async function courseCover(id: number) {
  const [row] = await api.db
    .select({ cover: courses.coverUploadId })
    .from(courses)
    .where(eq(courses.id, id));
  return row?.cover;
}

const stored = () => storedFiles(api.env);
const listing = async (prefix: string) =>
  (await stored().storage.list(prefix)).map((object) => object.key).sort();
const uploadCount = async () => (await api.db.select({ id: uploads.id }).from(uploads)).length;

const invalid = (field: string) => ({ message: { [field]: ['This value is not valid.'] } });
const required = (field: string) => ({ message: { [field]: ['This field is required.'] } });
const notFound = { message: 'Not found.' };

describe('tus uploads with a lecture-video target', () => {
  it('become the lecture video when the last byte arrives, stored under uploads/', async () => {
    const target = lecture(own, 0);
    const bytes = new TextEncoder().encode('first video bytes');
    const created = await create(bytes.byteLength, videoOf(target.id));
    expect(created.status).toBe(201);
    expect(await uploadRow(created.id)).toMatchObject({
      targetType: 'lecture-video',
      targetId: target.id,
      completedAt: null,
    });
    expect((await patch(created.path, 0, bytes.slice(0, 5))).status).toBe(204);
    expect(await lectureVideo(target.id)).toBeNull();

    expect((await patch(created.path, 5, bytes.slice(5))).status).toBe(204);
    expect(await lectureVideo(target.id)).toBe(created.id);
    expect((await uploadRow(created.id))?.completedAt).toBeInstanceOf(Date);
    expect((await stored().uploadBytes(created.id))?.toString('utf8')).toBe('first video bytes');
  });

  it('replace the previous video, whose file and row are removed', async () => {
    const target = lecture(own, 0);
    const first = await lectureVideo(target.id);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    const second = await uploadVideo(target.id, 'second video');
    expect(await lectureVideo(target.id)).toBe(second);
    expect(await uploadRow(first ?? '')).toBeUndefined();
    expect(await stored().hasUpload(first ?? '')).toBe(false);
    expect((await stored().uploadBytes(second))?.toString('utf8')).toBe('second video');
    // Other lectures keep theirs.
    const elsewhere = await uploadVideo(lecture(own, 1).id, 'another lecture');
    expect(await lectureVideo(lecture(own, 1).id)).toBe(elsewhere);
    expect(await lectureVideo(target.id)).toBe(second);
  });

  it("answer 404 for another lecturer's lecture, storing nothing", async () => {
    const before = { rows: await uploadCount(), files: await listing('uploads/') };
    const theirs = lecture(others, 0);
    const refused = await create(10, videoOf(theirs.id));
    expect(refused).toMatchObject({ status: 404, body: notFound });
    expect(refused.headers.get('location')).toBeNull();
    // An admin without the v2_course permission is refused the same way.
    expect((await create(10, videoOf(lecture(own, 2).id), 'staff@example.com')).status).toBe(404);
    // Unknown lectures and ids that are no ids.
    for (const id of ['999999999', '0', '-1', 'abc', '1e3', '99999999999']) {
      expect((await create(10, { ...videoOf(1), target_id: id })).status).toBe(404);
    }
    expect(await uploadCount()).toBe(before.rows);
    expect(await listing('uploads/')).toEqual(before.files);
    expect(await lectureVideo(theirs.id)).toBeNull();
  });

  it("let an admin with v2_course upload to any lecturer's lecture", async () => {
    const target = lecture(own, 2);
    const id = await uploadVideo(target.id, 'admin video', 'admin@example.com');
    expect(await lectureVideo(target.id)).toBe(id);
    expect(await uploadRow(id)).toMatchObject({ targetType: 'lecture-video', targetId: target.id });
  });

  it('answer 400 for other and unknown target types, and a target without a type', async () => {
    const before = await uploadCount();
    const id = String(lecture(own, 3).id);
    for (const type of ['course-cover', 'lecture-subtitle', 'lecture-attachment', 'nope']) {
      const response = await create(10, { target_type: type, target_id: id });
      expect(response).toMatchObject({ status: 400, body: invalid('target_type') });
    }
    // A video target is for video uploads.
    const trailer = await create(10, { ...videoOf(Number(id)), purpose: 'trailer' });
    expect(trailer).toMatchObject({ status: 400, body: invalid('target_type') });
    const noType = await create(10, { target_id: id });
    expect(noType).toMatchObject({ status: 400, body: required('target_type') });
    const noId = await create(10, { target_type: 'lecture-video' });
    expect(noId).toMatchObject({ status: 400, body: required('target_id') });
    expect(await uploadCount()).toBe(before);
  });

  it('without a target stay free-standing', async () => {
    const created = await create(4, { filename: 'free.mp4' });
    expect((await patch(created.path, 0, new Uint8Array(4))).status).toBe(204);
    expect(await uploadRow(created.id)).toMatchObject({ targetType: null, targetId: null });
    expect((await uploadRow(created.id))?.completedAt).toBeInstanceOf(Date);
  });

  it('whose lecture was deleted meanwhile are removed on the last byte (404)', async () => {
    const target = lecture(own, 4);
    const created = await create(6, videoOf(target.id));
    expect((await patch(created.path, 0, new Uint8Array(3))).status).toBe(204);
    await api.db.delete(lectures).where(eq(lectures.id, target.id));
    const last = await patch(created.path, 3, new Uint8Array(3));
    expect(last).toMatchObject({ status: 404, body: notFound });
    expect(await uploadRow(created.id)).toBeUndefined();
    expect(await stored().hasUpload(created.id)).toBe(false);
    expect((await tusRequest('HEAD', created.path)).status).toBe(404);
  });
});

describe('a lecture-video target checked again when the last byte arrives', () => {
  /** A new lecture in a course of teacher@example.com, holding a video of the owner. */
  async function ownersLecture() {
    const courseId = lecture(own, 0).courseId;
    const [chapter] = await api.db
      .insert(chapters)
      .values({ courseId, title: 'Recheck chapter', sort: 99 })
      .returning({ id: chapters.id });
    const [row] = await api.db
      .insert(lectures)
      .values({ courseId, chapterId: chapter?.id ?? 0, title: 'Recheck lecture', sort: 1 })
      .returning({ id: lectures.id });
    const id = row?.id ?? 0;
    const video = await uploadVideo(id, 'the owner’s video');
    return { id, courseId, video };
  }

  const teacher2Id = async () => {
    const [row] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'teacher2@example.com'));
    return row?.id ?? 0;
  };

  async function coTeach(courseId: number, permissions: ('chapters' | 'infos')[]) {
    await api.db
      .insert(courseTeachs)
      .values({ courseId, lecturerId: await teacher2Id(), share: 0, permissions })
      .onConflictDoUpdate({
        target: [courseTeachs.courseId, courseTeachs.lecturerId],
        set: { permissions },
      });
  }

  async function stopTeaching(courseId: number) {
    await api.db
      .delete(courseTeachs)
      .where(
        and(eq(courseTeachs.courseId, courseId), eq(courseTeachs.lecturerId, await teacher2Id())),
      );
  }

  /** Starts a 6-byte video upload to a lecture and sends its first half. */
  async function halfway(lectureId: number, as: Email) {
    const created = await create(6, videoOf(lectureId), as);
    expect(created.status).toBe(201);
    expect((await patch(created.path, 0, new Uint8Array(3), as)).status).toBe(204);
    return created;
  }

  async function expectRemoved(id: string, as: Email) {
    expect(await uploadRow(id)).toBeUndefined();
    expect(await stored().hasUpload(id)).toBe(false);
    expect((await tusRequest('HEAD', `/uploads/${id}`, { as })).status).toBe(404);
  }

  async function expectOwnersVideo(target: { id: number; video: string }) {
    expect(await lectureVideo(target.id)).toBe(target.video);
    expect(await uploadRow(target.video)).toBeDefined();
    expect(await stored().hasUpload(target.video)).toBe(true);
  }

  it('a co-lecturer with the chapters permission replaces the video', async () => {
    const target = await ownersLecture();
    await coTeach(target.courseId, ['chapters']);
    const created = await halfway(target.id, 'teacher2@example.com');
    expect((await patch(created.path, 3, new Uint8Array(3), 'teacher2@example.com')).status).toBe(
      204,
    );
    expect(await lectureVideo(target.id)).toBe(created.id);
    expect(await uploadRow(target.video)).toBeUndefined();
    await stopTeaching(target.courseId);
  });

  it('a co-lecturer removed meanwhile gets 404 and the owner’s video stays', async () => {
    const target = await ownersLecture();
    await coTeach(target.courseId, ['chapters']);
    const created = await halfway(target.id, 'teacher2@example.com');
    await stopTeaching(target.courseId);
    const last = await patch(created.path, 3, new Uint8Array(3), 'teacher2@example.com');
    expect(last).toMatchObject({ status: 404, body: notFound });
    expect(last.headers.get('tus-resumable')).toBe('1.0.0');
    await expectOwnersVideo(target);
    await expectRemoved(created.id, 'teacher2@example.com');
  });

  it('a co-lecturer who lost the chapters permission gets 400 saying so', async () => {
    const target = await ownersLecture();
    await coTeach(target.courseId, ['chapters', 'infos']);
    const created = await halfway(target.id, 'teacher2@example.com');
    await coTeach(target.courseId, ['infos']);
    const last = await patch(created.path, 3, new Uint8Array(3), 'teacher2@example.com');
    expect(last).toMatchObject({
      status: 400,
      body: { message: 'The owner has not given you the “chapters” permission.' },
    });
    await expectOwnersVideo(target);
    await expectRemoved(created.id, 'teacher2@example.com');
    await stopTeaching(target.courseId);
  });

  it('an admin who lost v2_course.write gets 404 and the owner’s video stays', async () => {
    const target = await ownersLecture();
    const [admin] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    const adminId = admin?.id ?? 0;
    const created = await halfway(target.id, 'admin@example.com');
    const course = and(eq(userPermissions.userId, adminId), eq(userPermissions.key, 'v2_course.*'));
    await api.db.delete(userPermissions).where(course);
    try {
      // Refused before a byte is written; the upload is left to expire, never attached.
      const last = await patch(created.path, 3, new Uint8Array(3), 'admin@example.com');
      expect(last).toMatchObject({ status: 404, body: notFound });
      await expectOwnersVideo(target);
      expect((await uploadRow(created.id))?.completedAt).toBeNull();
    } finally {
      await api.db.insert(userPermissions).values({ userId: adminId, key: 'v2_course.*' });
    }
  });

  it('the cleanup removes, not attaches, a finished upload whose uploader lost the item', async () => {
    const target = await ownersLecture();
    await coTeach(target.courseId, ['chapters']);
    const created = await halfway(target.id, 'teacher2@example.com');
    // The last bytes are stored but the server stops before the finish hook runs.
    const { tus: stores } = stored().storage;
    const storeId = stores.idOf(created.id);
    const upload = await stores.store.getUpload(storeId);
    const rest = Buffer.alloc((upload.size ?? 0) - upload.offset);
    await stores.store.write(Readable.from([rest]), storeId, upload.offset);
    await stopTeaching(target.courseId);
    await tus.cleanUpExpiredUploads(new Date(Date.now() + 25 * 3_600_000));
    await expectOwnersVideo(target);
    expect(await uploadRow(created.id)).toBeUndefined();
    expect(await stored().hasUpload(created.id)).toBe(false);
  });
});

describe('cancelled and expired uploads with a target', () => {
  it('DELETE leaves no file and no row, and does not touch the lecture', async () => {
    const target = lecture(own, 0);
    const video = await lectureVideo(target.id);
    const created = await create(10, videoOf(target.id));
    expect((await patch(created.path, 0, new Uint8Array(4))).status).toBe(204);
    expect(await stored().hasUpload(created.id)).toBe(true);
    expect((await tusRequest('DELETE', created.path)).status).toBe(204);
    expect(await uploadRow(created.id)).toBeUndefined();
    expect(await stored().hasUpload(created.id)).toBe(false);
    expect(await lectureVideo(target.id)).toBe(video);
  });

  it('DELETE of an attached video removes it and leaves the lecture without a video', async () => {
    const target = lecture(own, 5);
    const id = await uploadVideo(target.id, 'to be removed');
    expect((await tusRequest('DELETE', `/uploads/${id}`)).status).toBe(204);
    expect(await uploadRow(id)).toBeUndefined();
    expect(await stored().hasUpload(id)).toBe(false);
    expect(await lectureVideo(target.id)).toBeNull();
  });

  it('the expiry cleanup removes an incomplete one (file and row) and leaves the lecture', async () => {
    const target = lecture(own, 0);
    const video = await lectureVideo(target.id);
    expect(video).toMatch(/^[0-9a-f]{32}$/);
    const created = await create(10, videoOf(target.id));
    expect((await patch(created.path, 0, new Uint8Array(4))).status).toBe(204);

    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await tus.cleanUpExpiredUploads(later)).toBeGreaterThanOrEqual(1);
    expect(await uploadRow(created.id)).toBeUndefined();
    expect(await stored().hasUpload(created.id)).toBe(false);
    expect(await lectureVideo(target.id)).toBe(video);
    expect(await stored().hasUpload(video ?? '')).toBe(true);
  });

  it('the cleanup attaches an upload complete on disk whose finish never ran', async () => {
    const target = lecture(own, 6);
    const id = await uploadVideo(target.id, 'finished before a crash');
    // As if the server had stopped between the last byte and the finish hook.
    await api.db.update(uploads).set({ completedAt: null }).where(eq(uploads.id, id));
    await api.db.update(lectures).set({ videoUploadId: null }).where(eq(lectures.id, target.id));
    await tus.cleanUpExpiredUploads(new Date(Date.now() + 25 * 3_600_000));
    expect(await lectureVideo(target.id)).toBe(id);
    expect((await uploadRow(id))?.completedAt).toBeInstanceOf(Date);
    expect(await stored().hasUpload(id)).toBe(true);
  });
});

async function postFile(
  fields: Record<string, string>,
  file: [Uint8Array<ArrayBuffer>, string],
  as: Email = 'teacher@example.com',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([file[0]]), file[1]);
  const response = await api.app.request('/v2/files', {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[as] ?? ''}`, hilocale: 'en' },
    body: form,
  });
  const body = (await response.json()) as unknown;
  return {
    status: response.status,
    body,
    id: response.status === 201 ? uploadedFileResponse.parse(body).id : '',
  };
}

describe('form posts with a target', () => {
  it('course-cover becomes the course cover and replaces the previous one', async () => {
    const courseId = lecture(own, 0).courseId;
    const fields = { purpose: 'cover', target_type: 'course-cover', target_id: String(courseId) };
    const first = await postFile(fields, [pngBytes(), 'cover.png']);
    expect(first.status).toBe(201);
    expect(await courseCover(courseId)).toBe(first.id);
    expect(await uploadRow(first.id)).toMatchObject({
      kind: 'form',
      targetType: 'course-cover',
      targetId: courseId,
    });
    expect(await stored().hasFile(first.id)).toBe(true);

    const second = await postFile(fields, [pngBytes(), 'new-cover.png']);
    expect(second.status).toBe(201);
    expect(await courseCover(courseId)).toBe(second.id);
    expect(await uploadRow(first.id)).toBeUndefined();
    expect(await stored().hasFile(first.id)).toBe(false);
    expect((await api.app.request(`/v2/files/${first.id}`)).status).toBe(404);
    expect((await api.app.request(`/v2/files/${second.id}`)).status).toBe(200);
  });

  it('lecture-attachment adds an attachment row per file', async () => {
    const target = lecture(own, 1);
    const fields = {
      purpose: 'attachment',
      target_type: 'lecture-attachment',
      target_id: String(target.id),
    };
    const slides = await postFile(fields, [textBytes('%PDF-1.7\n'), 'slides.pdf']);
    const notes = await postFile(fields, [textBytes('# notes'), 'notes.md']);
    expect([slides.status, notes.status]).toEqual([201, 201]);
    const rows = await api.db
      .select({ uploadId: lectureAttachments.uploadId })
      .from(lectureAttachments)
      .where(eq(lectureAttachments.lectureId, target.id))
      .orderBy(asc(lectureAttachments.id));
    expect(rows.map((row) => row.uploadId)).toEqual([slides.id, notes.id]);
  });

  it('lecture-subtitle keeps one subtitle per language, replacing the previous one', async () => {
    const target = lecture(own, 1);
    const post = (language: string, content: string) =>
      postFile(
        {
          purpose: 'subtitle',
          target_type: 'lecture-subtitle',
          target_id: String(target.id),
          language,
        },
        [textBytes(`WEBVTT\n\n00:00.000 --> 00:01.000\n${content}\n`), `${language}.vtt`],
      );
    const zhTw = await post('zh-TW', '你好');
    const en = await post('en', 'Hello');
    expect([zhTw.status, en.status]).toEqual([201, 201]);
    const again = await post('zh-TW', '大家好');
    expect(again.status).toBe(201);

    const rows = await api.db
      .select({
        language: subtitles.language,
        uploadId: subtitles.uploadId,
        courseId: subtitles.courseId,
      })
      .from(subtitles)
      .where(eq(subtitles.lectureId, target.id))
      .orderBy(asc(subtitles.language));
    expect(rows).toEqual([
      { language: 'en', uploadId: en.id, courseId: target.courseId },
      { language: 'zh-TW', uploadId: again.id, courseId: target.courseId },
    ]);
    expect(await uploadRow(zhTw.id)).toBeUndefined();
    expect(await stored().hasFile(zhTw.id)).toBe(false);
    expect(await stored().hasFile(en.id)).toBe(true);

    const base = { purpose: 'subtitle', target_type: 'lecture-subtitle' };
    const vtt: [Uint8Array<ArrayBuffer>, string] = [textBytes('WEBVTT\n'), 'a.vtt'];
    const noLanguage = await postFile({ ...base, target_id: String(target.id) }, vtt);
    expect(noLanguage).toMatchObject({ status: 400, body: required('language') });
    const badLanguage = await postFile(
      { ...base, target_id: String(target.id), language: 'fr' },
      vtt,
    );
    expect(badLanguage).toMatchObject({ status: 400, body: invalid('language') });
  });

  it("answer 404 for another lecturer's course or lecture, storing nothing", async () => {
    const theirs = lecture(others, 0);
    const before = {
      rows: await uploadCount(),
      files: await listing('files/'),
      cover: await courseCover(theirs.courseId),
    };
    const attempts = [
      [
        { purpose: 'cover', target_type: 'course-cover', target_id: String(theirs.courseId) },
        pngBytes(),
      ],
      [
        { purpose: 'attachment', target_type: 'lecture-attachment', target_id: String(theirs.id) },
        textBytes('%PDF-1.7'),
      ],
      [{ purpose: 'cover', target_type: 'course-cover', target_id: '999999999' }, pngBytes()],
      [{ purpose: 'cover', target_type: 'course-cover', target_id: 'x' }, pngBytes()],
    ] as const;
    for (const [fields, bytes] of attempts) {
      const name = fields.purpose === 'cover' ? 'c.png' : 'a.pdf';
      expect(await postFile(fields, [bytes, name])).toMatchObject({ status: 404, body: notFound });
    }
    const ownCourse = String(lecture(own, 0).courseId);
    const staff = await postFile(
      { purpose: 'cover', target_type: 'course-cover', target_id: ownCourse },
      [pngBytes(), 'c.png'],
      'staff@example.com',
    );
    expect(staff.status).toBe(404);
    expect(await uploadCount()).toBe(before.rows);
    expect(await listing('files/')).toEqual(before.files);
    expect(await courseCover(theirs.courseId)).toBe(before.cover);

    // An admin with v2_course may.
    const admin = await postFile(
      { purpose: 'cover', target_type: 'course-cover', target_id: String(theirs.courseId) },
      [pngBytes(), 'c.png'],
      'admin@example.com',
    );
    expect(admin.status).toBe(201);
    expect(await courseCover(theirs.courseId)).toBe(admin.id);
  });

  it('answer 400 when the target type does not match the purpose or is unknown', async () => {
    const before = await uploadCount();
    const id = String(lecture(own, 0).id);
    const cases = [
      [{ purpose: 'attachment', target_type: 'course-cover', target_id: id }, 'target_type'],
      [{ purpose: 'cover', target_type: 'lecture-attachment', target_id: id }, 'target_type'],
      [{ purpose: 'cover', target_type: 'lecture-video', target_id: id }, 'target_type'],
      [{ purpose: 'cover', target_type: 'nope', target_id: id }, 'target_type'],
    ] as const;
    for (const [fields, field] of cases) {
      expect(await postFile(fields, [pngBytes(), 'c.png'])).toMatchObject({
        status: 400,
        body: invalid(field),
      });
    }
    expect(
      await postFile({ purpose: 'cover', target_id: id }, [pngBytes(), 'c.png']),
    ).toMatchObject({
      status: 400,
      body: required('target_type'),
    });
    expect(await uploadCount()).toBe(before);
  });

  it('are not kept when the target is gone by the time they are attached', async () => {
    const target = lecture(own, 7);
    await api.db.delete(lectures).where(eq(lectures.id, target.id));
    const attached = await api.db.transaction((tx) =>
      attachUpload(tx, 'a'.repeat(32), {
        type: 'lecture-attachment',
        id: target.id,
        language: null,
      }),
    );
    expect(attached).toBeNull();
    const rows = await api.db
      .select()
      .from(lectureAttachments)
      .where(and(eq(lectureAttachments.lectureId, target.id)));
    expect(rows).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('documents the target types of both endpoints', async () => {
    const document = (await (await api.app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { description?: string; requestBody?: unknown }>>;
    };
    const tusPost = document.paths['/uploads']?.['post'];
    expect(tusPost?.description).toContain('lecture-video');
    const filesPost = document.paths['/v2/files']?.['post'];
    for (const type of ['course-cover', 'lecture-attachment', 'lecture-subtitle'])
      expect(filesPost?.description).toContain(type);
    expect(JSON.stringify(filesPost?.requestBody)).toContain('"target_type"');
  });
});

describe('the length of an uploaded video', () => {
  /** A minimal MP4: ftyp, a small mdat, then moov/mvhd (version 0) of `seconds` at 1000/s. */
  function mp4Of(seconds: number): Uint8Array<ArrayBuffer> {
    const boxOf = (type: string, payload: Uint8Array) => {
      const out = new Uint8Array(payload.byteLength + 8);
      new DataView(out.buffer).setUint32(0, out.byteLength);
      out.set(new TextEncoder().encode(type), 4);
      out.set(payload, 8);
      return out;
    };
    const mvhd = new Uint8Array(100);
    new DataView(mvhd.buffer).setUint32(12, 1000);
    new DataView(mvhd.buffer).setUint32(16, seconds * 1000 + 400);
    const parts = [
      boxOf('ftyp', new TextEncoder().encode('isom\0\0\x02\0isom')),
      boxOf('mdat', new Uint8Array(4096)),
      boxOf('moov', boxOf('mvhd', mvhd)),
    ];
    const file = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
    let offset = 0;
    for (const part of parts) {
      file.set(part, offset);
      offset += part.byteLength;
    }
    return file;
  }

  async function durationOf(id: number) {
    const [row] = await api.db
      .select({ duration: lectures.duration })
      .from(lectures)
      .where(eq(lectures.id, id));
    return row?.duration;
  }

  it('is read from an MP4 when the tus upload finishes, and cleared by a video without one', async () => {
    const target = lecture(own, 5);
    const bytes = mp4Of(125);
    const created = await create(bytes.byteLength, videoOf(target.id));
    expect(created.status).toBe(201);
    expect((await patch(created.path, 0, bytes.slice(0, 100))).status).toBe(204);
    expect((await patch(created.path, 100, bytes.slice(100))).status).toBe(204);
    expect(await lectureVideo(target.id)).toBe(created.id);
    expect(await durationOf(target.id)).toBe(125);
    const detail = await api.request('GET', `/lecturers/v2/lectures/${target.id}`, {
      token: tokens['teacher@example.com'] ?? null,
    });
    expect(detail.body).toMatchObject({ duration: 125, video: { id: created.id } });

    // A replacement whose length cannot be read leaves no stale length behind.
    await uploadVideo(target.id, 'not an mp4');
    expect(await durationOf(target.id)).toBeNull();
  });

  it('is read from a WebM (EBML Segment Info) when the tus upload finishes', async () => {
    const target = lecture(own, 6);
    const element = (id: number[], payload: Uint8Array) =>
      new Uint8Array([...id, 0x80 | payload.byteLength, ...payload]);
    const duration = new Uint8Array(8);
    new DataView(duration.buffer).setFloat64(0, 42_400);
    const info = element([0x15, 0x49, 0xa9, 0x66], element([0x44, 0x89], duration));
    const bytes = new Uint8Array([
      ...element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], new TextEncoder().encode('webm'))),
      ...element([0x18, 0x53, 0x80, 0x67], info),
    ]);
    const created = await create(bytes.byteLength, videoOf(target.id));
    expect(created.status).toBe(201);
    expect((await patch(created.path, 0, bytes)).status).toBe(204);
    expect(await lectureVideo(target.id)).toBe(created.id);
    expect(await durationOf(target.id)).toBe(42);
  });
});
