/**
 * An item's cover (`POST /lecturers/v2/{kind}/{id}/cover` and the `course-cover` upload target)
 * and the files an item takes with it when it is deleted.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail } from '../../contract/items.ts';
import { chapters, courses, lectures, uploads } from '../../db/schema.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { purgeTrashNow } from '../../testing/trash.ts';
import { addCoLecturer, userIdOf } from '../../testing/item-fixtures.ts';
import { prepareItem, storedItem } from '../../testing/item-setup.ts';
import { pngBytes, textBytes } from '../../testing/files.ts';
import { insertVideoUpload } from '../../testing/files.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
  rmSync(api.env.DATA_DIR, { recursive: true, force: true });
});

type Who = 'admin@example.com' | 'teacher@example.com' | 'teacher2@example.com';

/** Posts a file to `/v2/files` as someone; answers the status and the stored id. */
async function postFile(
  who: Who,
  fields: Record<string, string>,
  [bytes, name]: [Uint8Array<ArrayBuffer>, string],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([bytes]), name);
  const response = await api.request('POST', '/v2/files', {
    token: await api.tokenOf(who),
    body: form,
    locale: 'en',
  });
  return { status: response.status, id: (response.body as { id?: string }).id ?? '' };
}

async function cover(who: Who, kind: string, id: number, uploadId: string) {
  return api.request('POST', `/lecturers/v2/${kind}/${id}/cover`, {
    token: await api.tokenOf(who),
    body: { upload_id: uploadId },
    locale: 'en',
  });
}

const formFile = (id: string) => join(join(api.env.DATA_DIR, 'files'), id);
const served = async (id: string) => (await api.app.request(`/v2/files/${id}`)).status;
const refusedUpload = {
  status: 400,
  body: {
    message: { upload_id: ['Choose a cover image you uploaded that is not used elsewhere.'] },
  },
};

describe('POST /lecturers/v2/{kind}/{id}/cover', () => {
  it('sets, replaces and removes the cover; replaced files are deleted', async () => {
    const id = await prepareItem(api, 'ebooks');
    const first = await postFile('teacher@example.com', { purpose: 'cover' }, [
      pngBytes(),
      'a.png',
    ]);
    const set = await cover('teacher@example.com', 'ebooks', id, first.id);
    expect(set.status).toBe(200);
    expect((set.body as ItemDetail).cover).toEqual({
      id: first.id,
      url: `${api.env.PUBLIC_URL}/v2/files/${first.id}`,
    });
    const [row] = await api.db.select().from(uploads).where(eq(uploads.id, first.id));
    expect(row).toMatchObject({ targetType: 'course-cover', targetId: id });
    // Setting the same cover again changes nothing.
    expect((await cover('teacher@example.com', 'ebooks', id, first.id)).status).toBe(200);

    const second = await postFile('teacher@example.com', { purpose: 'cover' }, [
      pngBytes(),
      'b.png',
    ]);
    const replaced = await cover('teacher@example.com', 'ebooks', id, second.id);
    expect((replaced.body as ItemDetail).cover?.id).toBe(second.id);
    expect(await api.db.select().from(uploads).where(eq(uploads.id, first.id))).toEqual([]);
    expect(existsSync(formFile(first.id))).toBe(false);
    expect(await served(first.id)).toBe(404);
    expect(await served(second.id)).toBe(200);

    const removed = await cover('teacher@example.com', 'ebooks', id, '');
    expect((removed.body as ItemDetail).cover).toBeNull();
    expect(existsSync(formFile(second.id))).toBe(false);
    expect((await storedItem(api, id))?.coverUploadId).toBeNull();
  });

  it("refuses another user's upload, a file of another purpose, an unknown id and a cover in use", async () => {
    const id = await prepareItem(api, 'courses');
    const theirs = await postFile('teacher2@example.com', { purpose: 'cover' }, [
      pngBytes(),
      'c.png',
    ]);
    const subtitle = await postFile('teacher@example.com', { purpose: 'subtitle' }, [
      textBytes('WEBVTT\n'),
      's.vtt',
    ]);
    for (const uploadId of [theirs.id, subtitle.id, 'f'.repeat(32), 'not-an-id']) {
      expect(await cover('teacher@example.com', 'courses', id, uploadId)).toMatchObject(
        refusedUpload,
      );
    }
    const used = await postFile('teacher@example.com', { purpose: 'cover' }, [pngBytes(), 'd.png']);
    const other = await prepareItem(api, 'courses');
    expect((await cover('teacher@example.com', 'courses', other, used.id)).status).toBe(200);
    expect(await cover('teacher@example.com', 'courses', id, used.id)).toMatchObject(refusedUpload);
    // An admin sets covers they uploaded themselves.
    expect(await cover('admin@example.com', 'courses', id, used.id)).toMatchObject(refusedUpload);
    const admins = await postFile('admin@example.com', { purpose: 'cover' }, [pngBytes(), 'e.png']);
    expect((await cover('admin@example.com', 'courses', id, admins.id)).status).toBe(200);
    expect((await storedItem(api, other))?.coverUploadId).toBe(used.id);
  });

  it('needs the infos permission of a co-lecturer; others do not see the item', async () => {
    const id = await prepareItem(api, 'courses');
    const upload = await postFile('teacher2@example.com', { purpose: 'cover' }, [
      pngBytes(),
      'f.png',
    ]);
    expect((await cover('teacher2@example.com', 'courses', id, upload.id)).status).toBe(404);
    await addCoLecturer(api, id, 'teacher2@example.com', ['prices']);
    expect(await cover('teacher2@example.com', 'courses', id, upload.id)).toMatchObject({
      status: 400,
      body: { message: 'The owner has not given you the “infos” permission.' },
    });
    const withInfos = await prepareItem(api, 'courses');
    await addCoLecturer(api, withInfos, 'teacher2@example.com', ['infos']);
    expect((await cover('teacher2@example.com', 'courses', withInfos, upload.id)).status).toBe(200);
  });
});

describe('the course-cover upload target', () => {
  it('sets the cover of every kind, for owners and co-lecturers with infos', async () => {
    for (const kind of ['courses', 'ebooks', 'articles'] as const) {
      const id = await prepareItem(api, kind);
      const posted = await postFile(
        'teacher@example.com',
        { purpose: 'cover', target_type: 'course-cover', target_id: String(id) },
        [pngBytes(), 'g.png'],
      );
      expect(posted.status).toBe(201);
      expect((await storedItem(api, id))?.coverUploadId).toBe(posted.id);
    }
    const shared = await prepareItem(api, 'ebooks');
    await addCoLecturer(api, shared, 'teacher2@example.com', ['chapters']);
    const fields = { purpose: 'cover', target_type: 'course-cover', target_id: String(shared) };
    const before = (await api.db.select({ id: uploads.id }).from(uploads)).length;
    expect((await postFile('teacher2@example.com', fields, [pngBytes(), 'h.png'])).status).toBe(
      400,
    );
    expect((await api.db.select({ id: uploads.id }).from(uploads)).length).toBe(before);
    const other = await prepareItem(api, 'ebooks');
    await addCoLecturer(api, other, 'teacher2@example.com', ['infos']);
    const allowed = await postFile(
      'teacher2@example.com',
      { ...fields, target_id: String(other) },
      [pngBytes(), 'i.png'],
    );
    expect(allowed.status).toBe(201);
    expect((await storedItem(api, other))?.coverUploadId).toBe(allowed.id);
  });
});

describe('DELETE /lecturers/v2/{kind}/{id} and files', () => {
  it("removes the item's cover, videos, attachments, subtitles and pending uploads", async () => {
    const id = await prepareItem(api, 'courses');
    const teacher = await userIdOf(api, 'teacher@example.com');
    const [chapter] = await api.db
      .insert(chapters)
      .values({ courseId: id, title: 'Chapter' })
      .returning();
    const [lecture] = await api.db
      .insert(lectures)
      .values({ courseId: id, chapterId: chapter?.id ?? 0, title: 'Lecture' })
      .returning();
    const lectureId = String(lecture?.id);
    const coverFile = await postFile(
      'teacher@example.com',
      { purpose: 'cover', target_type: 'course-cover', target_id: String(id) },
      [pngBytes(), 'cover.png'],
    );
    const attachment = await postFile(
      'teacher@example.com',
      { purpose: 'attachment', target_type: 'lecture-attachment', target_id: lectureId },
      [textBytes('%PDF-1.7 notes'), 'notes.pdf'],
    );
    const subtitle = await postFile(
      'teacher@example.com',
      {
        purpose: 'subtitle',
        target_type: 'lecture-subtitle',
        target_id: lectureId,
        language: 'en',
      },
      [textBytes('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'), 'en.vtt'],
    );
    const keep = await postFile('teacher@example.com', { purpose: 'cover' }, [
      pngBytes(),
      'keep.png',
    ]);
    for (const posted of [coverFile, attachment, subtitle, keep]) expect(posted.status).toBe(201);

    // A finished video and one still uploading, as the tus server leaves them on disk.
    const tusFolder = join(api.env.DATA_DIR, 'uploads');
    mkdirSync(tusFolder, { recursive: true });
    const videos = ['a'.repeat(32), 'b'.repeat(32)];
    for (const [index, video] of videos.entries()) {
      writeFileSync(join(tusFolder, video), 'video');
      writeFileSync(join(tusFolder, `${video}.json`), '{}');
      await insertVideoUpload(api, {
        id: video,
        userId: teacher,
        filename: 'v.mp4',
        size: 5,
        completedAt: index === 0 ? new Date() : null,
        targetType: 'lecture-video',
        targetId: lecture?.id ?? 0,
      });
    }
    await api.db
      .update(lectures)
      .set({ videoUploadId: videos[0] })
      .where(eq(lectures.id, lecture?.id ?? 0));

    const response = await api.request('DELETE', `/lecturers/v2/courses/${id}`, {
      token: await api.tokenOf('teacher@example.com'),
    });
    expect(response).toMatchObject({ status: 200, body: { deleted: true } });
    // In the trash the files stay (it can come back); the purge removes them.
    expect(existsSync(formFile(coverFile.id))).toBe(true);
    await purgeTrashNow(api);
    for (const posted of [coverFile, attachment, subtitle]) {
      expect(existsSync(formFile(posted.id))).toBe(false);
      expect(await api.db.select().from(uploads).where(eq(uploads.id, posted.id))).toEqual([]);
    }
    for (const video of videos) {
      expect(existsSync(join(tusFolder, video))).toBe(false);
      expect(existsSync(join(tusFolder, `${video}.json`))).toBe(false);
      expect(await api.db.select().from(uploads).where(eq(uploads.id, video))).toEqual([]);
    }
    expect(existsSync(formFile(keep.id))).toBe(true);
    expect(await api.db.select().from(lectures).where(eq(lectures.courseId, id))).toEqual([]);
    expect(await api.db.select().from(courses).where(eq(courses.id, id))).toEqual([]);
  });
});
