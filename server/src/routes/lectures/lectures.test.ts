/**
 * Lectures of courses and ebooks: create in a chapter of the item, list by type, defaults, read,
 * change and move, delete, remove videos (one and all), content blocks, and deleting subtitles;
 * another lecturer's lectures are 404 and writes need the chapters permission.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Chapter, ChaptersResponse, LectureDetail } from '../../contract/chapters.ts';
import { courses, lectures, subtitles, uploads } from '../../db/schema.ts';
import { addCoLecturer, createItem, userIdOf } from '../../testing/item-fixtures.ts';
import { type RequestOptions, openTestApi } from '../../testing/harness.ts';
import { insertVideoUpload } from '../../testing/files.ts';
import { purgeTrashNow } from '../../testing/trash.ts';

const api = await openTestApi();

type Who = 'admin' | 'teacher' | 'teacher2';

async function send(
  method: string,
  path: string,
  who: Who,
  options: Omit<RequestOptions, 'token'> = {},
) {
  return api.request(method, path, {
    locale: 'en',
    ...options,
    token: await api.tokenOf(`${who}@example.com`),
  });
}

/** A stored tus video of `lectureId` with its file on disk; answers the upload id and path. */
async function attachVideo(lectureId: number, seed: string) {
  const id = seed.repeat(32).slice(0, 32);
  await insertVideoUpload(api, {
    id,
    userId: await userIdOf(api, 'teacher@example.com'),
    filename: `${seed}.mp4`,
    size: 3,
  });
  await api.db
    .update(lectures)
    .set({ videoUploadId: id, duration: 75 })
    .where(eq(lectures.id, lectureId));
  const folder = join(api.env.DATA_DIR, 'uploads');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, id), 'abc');
  return { id, file: join(folder, id) };
}

for (const kind of ['courses', 'ebooks'] as const) {
  const item = (id: number) => `/lecturers/v2/${kind}/${id}`;

  /** An item with chapters A (lectures A1 VIDEO, A2 ARTICLE) and B (B1 VIDEO). */
  async function structuredItem(owner: 'teacher' | 'teacher2' = 'teacher') {
    const id = await createItem(api, kind, `${owner}@example.com`);
    const response = await send('POST', `${item(id)}/chapters/outline`, owner, {
      json: true,
      body: {
        chapters: [
          { title: 'A', lectures: [{ title: 'A1' }, { title: 'A2', type: 'ARTICLE' }] },
          { title: 'B', lectures: [{ title: 'B1' }] },
        ],
      },
    });
    const data = (response.body as ChaptersResponse).data;
    const [a, b] = data as [Chapter, Chapter];
    return { id, a, b };
  }

  describe(`${kind}: lectures`, () => {
    it('creates a lecture last in a chapter of the item; another chapter_id is 400', async () => {
      const { id, a, b } = await structuredItem();
      const created = await send('POST', `${item(id)}/lectures`, 'teacher', {
        body: { chapter_id: a.id, type: 'CODE', title: 'A3' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        type: 'CODE',
        title: 'A3',
        chapter_id: a.id,
        sort: 3,
        course_id: id,
        kind,
        duration: null,
        video: null,
        attachments: [],
        subtitles: [],
        blocks: [],
      });
      const other = await structuredItem();
      const foreign = await send('POST', `${item(id)}/lectures`, 'teacher', {
        body: { chapter_id: other.a.id, type: 'VIDEO', title: 'X' },
      });
      expect(foreign).toMatchObject({
        status: 400,
        body: { message: { chapter_id: ['Choose an existing chapter.'] } },
      });
      const listed = await send('GET', `${item(id)}/lectures?type=CODE`, 'teacher');
      expect((listed.body as { data: { title: string }[] }).data.map((l) => l.title)).toEqual([
        'A3',
      ]);
      const videos = await send('GET', `${item(id)}/lectures`, 'teacher');
      expect((videos.body as { data: { id: number }[] }).data.map((l) => l.id)).toEqual([
        a.lectures[0]?.id,
        b.lectures[0]?.id,
      ]);
      expect((await send('GET', `${item(id)}/lectures?type=NOPE`, 'teacher')).status).toBe(400);
    });

    it("answers a new lecture's defaults: VIDEO, empty title, the first chapter or null", async () => {
      const { id, a } = await structuredItem();
      const defaults = await send('GET', `${item(id)}/lectures/create`, 'teacher');
      expect(defaults.body).toEqual({
        type: 'VIDEO',
        title: '',
        chapter_id: a.id,
        types: ['VIDEO', 'ARTICLE', 'CODE', 'AUDIO'],
      });
      const empty = await createItem(api, kind);
      const none = await send('GET', `${item(empty)}/lectures/create`, 'teacher');
      expect(none.body).toMatchObject({ chapter_id: null });
    });

    it('reads, renames and moves a lecture to another chapter of the item (appended last)', async () => {
      const { id, a, b } = await structuredItem();
      const a1 = a.lectures[0]?.id ?? 0;
      const path = `/lecturers/v2/lectures/${a1}`;
      const read = await send('GET', path, 'teacher');
      expect(read.body).toMatchObject({ id: a1, title: 'A1', course_id: id, kind });
      const moved = await send('PUT', path, 'teacher', {
        body: { title: 'Moved', type: 'AUDIO', chapter_id: b.id },
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        title: 'Moved',
        type: 'AUDIO',
        chapter_id: b.id,
        sort: 2,
      });
      const other = await structuredItem();
      const foreign = await send('PUT', path, 'teacher', { body: { chapter_id: other.a.id } });
      expect(foreign.status).toBe(400);
      expect((await send('GET', path, 'teacher')).body).toMatchObject({ chapter_id: b.id });
      const empty = await send('PUT', path, 'teacher', { body: {} });
      expect(empty).toMatchObject({
        status: 400,
        body: { message: 'Nothing to save: send at least one field.' },
      });
      const same = await send('PUT', path, 'teacher', { body: { chapter_id: b.id } });
      expect(same.body).toMatchObject({ chapter_id: b.id, sort: 2 });
    });

    it("answers 404 for another lecturer's lecture and needs the chapters permission to write", async () => {
      const { a } = await structuredItem('teacher2');
      const path = `/lecturers/v2/lectures/${a.lectures[0]?.id}`;
      expect((await send('GET', path, 'teacher')).status).toBe(404);
      expect((await send('PUT', path, 'teacher', { body: { title: 'X' } })).status).toBe(404);
      expect((await send('DELETE', path, 'teacher')).status).toBe(404);
      expect((await send('DELETE', `${path}/videos`, 'teacher')).status).toBe(404);
      expect((await send('GET', path, 'admin')).status).toBe(200);

      const mine = await structuredItem();
      await addCoLecturer(api, mine.id, 'teacher2@example.com', ['infos']);
      const lecturePath = `/lecturers/v2/lectures/${mine.a.lectures[0]?.id}`;
      expect((await send('GET', lecturePath, 'teacher2')).status).toBe(200);
      const refused = await send('PUT', lecturePath, 'teacher2', { body: { title: 'X' } });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: 'The owner has not given you the “chapters” permission.' },
      });
      expect((await send('GET', lecturePath, 'teacher')).body).toMatchObject({ title: 'A1' });
    });

    it('deletes a lecture to the trash; its video file goes with the purge', async () => {
      const { a } = await structuredItem();
      const a1 = a.lectures[0]?.id ?? 0;
      const video = await attachVideo(a1, kind === 'courses' ? 'd' : 'e');
      const response = await send('DELETE', `/lecturers/v2/lectures/${a1}`, 'teacher');
      expect(response).toMatchObject({ status: 200, body: { removed: 1 } });
      expect(response.body).toHaveProperty('trash_id');
      expect(await api.db.select().from(lectures).where(eq(lectures.id, a1))).toEqual([]);
      expect((await send('GET', `/lecturers/v2/lectures/${a1}`, 'teacher')).status).toBe(404);
      expect(existsSync(video.file)).toBe(true);
      await purgeTrashNow(api);
      expect(await api.db.select().from(uploads).where(eq(uploads.id, video.id))).toEqual([]);
      expect(existsSync(video.file)).toBe(false);
    });

    it("removes a lecture's video: video and duration cleared, upload and file gone", async () => {
      const { a } = await structuredItem();
      const a1 = a.lectures[0]?.id ?? 0;
      const video = await attachVideo(a1, kind === 'courses' ? 'f' : '1');
      const before = await send('GET', `/lecturers/v2/lectures/${a1}`, 'teacher');
      expect(before.body).toMatchObject({
        duration: 75,
        video: { id: video.id, name: `${kind === 'courses' ? 'f' : '1'}.mp4`, size: 3 },
      });
      const response = await send('DELETE', `/lecturers/v2/lectures/${a1}/videos`, 'teacher');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: a1, video: null, duration: null });
      expect(await api.db.select().from(uploads).where(eq(uploads.id, video.id))).toEqual([]);
      expect(existsSync(video.file)).toBe(false);
    });

    it("removes every video of the item and reports how many; others' stay", async () => {
      const { id, a, b } = await structuredItem();
      const other = await structuredItem();
      const prefix = kind === 'courses' ? ['2', '3', '4'] : ['5', '6', '7'];
      const first = await attachVideo(a.lectures[0]?.id ?? 0, prefix[0] ?? '');
      const second = await attachVideo(b.lectures[0]?.id ?? 0, prefix[1] ?? '');
      const kept = await attachVideo(other.a.lectures[0]?.id ?? 0, prefix[2] ?? '');
      const response = await send('DELETE', `${item(id)}/videos`, 'teacher');
      expect(response).toMatchObject({ status: 200, body: { removed: 2 } });
      expect(existsSync(first.file) || existsSync(second.file)).toBe(false);
      expect(existsSync(kept.file)).toBe(true);
      const rows = await api.db
        .select({ video: lectures.videoUploadId, duration: lectures.duration })
        .from(lectures)
        .where(eq(lectures.courseId, id));
      expect(rows.every((row) => row.video === null && row.duration === null)).toBe(true);
      const again = await send('DELETE', `${item(id)}/videos`, 'teacher');
      expect(again.body).toEqual({ removed: 0 });
    });

    it("replaces a lecture's blocks and the item's blocks; a lecture of another item is 404", async () => {
      const { id, a } = await structuredItem();
      const a1 = a.lectures[0]?.id ?? 0;
      const blocks = [
        { type: 'TEXT', content: 'Intro' },
        { type: 'CODE', content: 'console.log(1)' },
      ];
      const response = await send('POST', `${item(id)}/lectures/${a1}/blocks`, 'teacher', {
        json: true,
        body: { blocks },
      });
      expect(response.status).toBe(200);
      const expected = [
        { type: 'TEXT', content: 'Intro', language: null },
        { type: 'CODE', content: 'console.log(1)', language: 'javascript' },
      ];
      expect(response.body).toEqual({ data: expected });
      expect((await send('GET', `/lecturers/v2/lectures/${a1}`, 'teacher')).body).toMatchObject({
        blocks: expected,
      });
      const cleared = await send('POST', `${item(id)}/lectures/${a1}/blocks`, 'teacher', {
        json: true,
        body: { blocks: [] },
      });
      expect(cleared.body).toEqual({ data: [] });
      const other = await structuredItem();
      const foreign = await send(
        'POST',
        `${item(id)}/lectures/${other.a.lectures[0]?.id}/blocks`,
        'teacher',
        { json: true, body: { blocks } },
      );
      expect(foreign.status).toBe(404);

      const own = await send('POST', `${item(id)}/blocks`, 'teacher', {
        json: true,
        body: { blocks },
      });
      expect(own.body).toEqual({ data: expected });
      const [row] = await api.db
        .select({ blocks: courses.blocks })
        .from(courses)
        .where(eq(courses.id, id));
      expect(row?.blocks).toEqual(expected);
    });

    it('deletes a subtitle of the item; one of another item is 404', async () => {
      const { id, a } = await structuredItem();
      const a1 = a.lectures[0]?.id ?? 0;
      const form = new FormData();
      form.append('purpose', 'subtitle');
      form.append('target_type', 'lecture-subtitle');
      form.append('target_id', String(a1));
      form.append('language', 'en');
      form.append('file', new Blob(['WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n']), 'en.vtt');
      const uploaded = await send('POST', '/v2/files', 'teacher', { body: form });
      expect(uploaded.status).toBe(201);
      const lecture = (await send('GET', `/lecturers/v2/lectures/${a1}`, 'teacher'))
        .body as LectureDetail;
      const [subtitle] = lecture.subtitles;
      expect(subtitle).toMatchObject({ lecture_id: a1, language: 'en', name: 'en.vtt' });
      expect(subtitle?.url).toMatch(/\/v2\/files\/[0-9a-f]{32}$/);
      const other = await structuredItem();
      expect(
        (await send('DELETE', `${item(other.id)}/subtitles/${subtitle?.id}`, 'teacher')).status,
      ).toBe(404);
      const removed = await send('DELETE', `${item(id)}/subtitles/${subtitle?.id}`, 'teacher');
      expect(removed).toMatchObject({ status: 200, body: { removed: 1 } });
      expect(await api.db.select().from(subtitles).where(eq(subtitles.lectureId, a1))).toEqual([]);
      const uploadId = (uploaded.body as { id: string }).id;
      expect(existsSync(join(api.env.DATA_DIR, 'files', uploadId))).toBe(false);
    });
  });
}
