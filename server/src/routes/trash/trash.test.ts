/**
 * The trash: deleting a lecture, chapter, item, attachment, coupon or announcement keeps it for 30
 * days with everything that went with it; the owner (or an administrator with the area's key)
 * restores it with its ids; another lecturer cannot see or restore it; the purge removes expired
 * entries with their files.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Chapter, ChaptersResponse, LectureDetail } from '../../contract/chapters.ts';
import type { TrashListResponse } from '../../contract/trash.ts';
import {
  enrollments,
  lectureAttachments,
  lectures,
  trashEntries,
  uploads,
} from '../../db/schema.ts';
import { openTestApi } from '../../testing/harness.ts';
import { couponBody } from '../../testing/selling.ts';
import { createItem, senderOf, userIdOf } from '../../testing/item-fixtures.ts';
import { purgeTrash } from '../../trash/entries.ts';

const api = await openTestApi();
const send = senderOf(api);

/** A course of the teacher with chapters A (A1, A2) and B (B1). */
async function course() {
  const id = await createItem(api, 'courses');
  const response = await send('POST', `/lecturers/v2/courses/${id}/chapters/outline`, 'teacher', {
    json: true,
    body: {
      chapters: [
        { title: 'A', lectures: [{ title: 'A1' }, { title: 'A2', type: 'ARTICLE' }] },
        { title: 'B', lectures: [{ title: 'B1' }] },
      ],
    },
  });
  const [a, b] = (response.body as ChaptersResponse).data as [Chapter, Chapter];
  const [a1, a2] = a.lectures;
  if (!a1 || !a2) throw new Error('outline not written');
  return { id, a, b, a1: a1.id, a2: a2.id };
}

/** A form upload attached to a lecture, with its file on disk. */
async function attach(lectureId: number, name: string) {
  const id = `${name.replace(/\W/g, '')}${'0'.repeat(32)}`.slice(0, 32);
  await api.db.insert(uploads).values({
    id,
    userId: await userIdOf(api, 'teacher@example.com'),
    kind: 'form',
    purpose: 'attachment',
    filename: name,
    mimeType: 'application/pdf',
    size: 3,
    completedAt: new Date(),
  });
  const [row] = await api.db
    .insert(lectureAttachments)
    .values({ lectureId, uploadId: id })
    .returning();
  const folder = join(api.env.DATA_DIR, 'files');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, id), 'pdf');
  if (!row) throw new Error('attachment not written');
  return { uploadId: id, attachmentId: row.id, file: join(folder, id) };
}

const lecture = async (id: number, who: 'teacher' | 'teacher2' = 'teacher') =>
  send('GET', `/lecturers/v2/lectures/${id}`, who);

const trashOf = async (who: 'teacher' | 'teacher2' | 'admin' | 'staff') => {
  const response = await send('GET', '/lecturers/v2/trash', who);
  return { status: response.status, body: response.body as TrashListResponse };
};

const restore = (who: 'teacher' | 'teacher2' | 'admin' | 'staff', id: number) =>
  send('POST', `/lecturers/v2/trash/${id}/restore`, who);

describe('trash', () => {
  it('a deleted lecture comes back with its id, files and attachments; only for its owner', async () => {
    const { a1 } = await course();
    const file = await attach(a1, 'notes.pdf');
    const deleted = await send('DELETE', `/lecturers/v2/lectures/${a1}`, 'teacher');
    expect(deleted).toMatchObject({ status: 200, body: { removed: 1 } });
    const trashId = (deleted.body as { trash_id: number }).trash_id;
    expect((await lecture(a1)).status).toBe(404);
    // The file stays until the purge.
    expect(existsSync(file.file)).toBe(true);

    const mine = await trashOf('teacher');
    expect(mine.body.data[0]).toMatchObject({
      id: trashId,
      kind: 'lecture',
      subject_id: a1,
      title: 'A1',
      deleted_by: { name: '王大明' },
    });
    expect((await trashOf('teacher2')).body.data.some((entry) => entry.id === trashId)).toBe(false);
    expect((await trashOf('admin')).body.data.some((entry) => entry.id === trashId)).toBe(true);
    // Staff hold no course key: the entry is not theirs to see.
    expect((await trashOf('staff')).body.data.some((entry) => entry.id === trashId)).toBe(false);
    expect((await restore('teacher2', trashId)).status).toBe(404);
    expect((await restore('staff', trashId)).status).toBe(404);

    const restored = await restore('teacher', trashId);
    expect(restored).toMatchObject({ status: 200, body: { kind: 'lecture', subject_id: a1 } });
    const back = (await lecture(a1)).body as LectureDetail;
    expect(back).toMatchObject({ id: a1, title: 'A1' });
    expect(back.attachments).toMatchObject([{ id: file.uploadId, name: 'notes.pdf' }]);
    // Restored once: the entry is gone.
    expect((await restore('teacher', trashId)).status).toBe(404);
  });

  it('a lecture of a deleted chapter waits for its chapter; the chapter brings its lectures', async () => {
    const { id, a, a1, a2 } = await course();
    const lectureGone = await send('DELETE', `/lecturers/v2/lectures/${a1}`, 'teacher');
    const chapterGone = await send(
      'DELETE',
      `/lecturers/v2/courses/${id}/chapters/${a.id}`,
      'teacher',
    );
    expect(chapterGone.status).toBe(200);
    expect((chapterGone.body as ChaptersResponse).data.map((chapter) => chapter.title)).toEqual([
      'B',
    ]);
    expect((await lecture(a2)).status).toBe(404);
    const lectureEntry = (lectureGone.body as { trash_id: number }).trash_id;
    const chapterEntry = (chapterGone.body as { trash_id: number }).trash_id;
    const refused = await restore('teacher', lectureEntry);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Restore that first');
    expect((await restore('teacher', chapterEntry)).status).toBe(200);
    expect((await lecture(a2)).status).toBe(200);
    expect((await restore('teacher', lectureEntry)).status).toBe(200);
    const structure = (await send('GET', `/lecturers/v2/courses/${id}/chapters`, 'teacher'))
      .body as ChaptersResponse;
    expect(structure.data.map((chapter) => chapter.lectures.map((row) => row.title))).toEqual([
      ['A1', 'A2'],
      ['B1'],
    ]);
  });

  it('an item goes with its structure and comes back; one with students is never deleted', async () => {
    const { id, a1 } = await course();
    const gone = await send('DELETE', `/lecturers/v2/courses/${id}`, 'teacher');
    expect(gone).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await send('GET', `/lecturers/v2/courses/${id}`, 'teacher')).status).toBe(404);
    const entry = (gone.body as { trash_id: number }).trash_id;
    expect((await trashOf('teacher')).body.data[0]).toMatchObject({
      kind: 'course',
      subject_id: id,
    });
    expect((await restore('teacher', entry)).status).toBe(200);
    expect((await lecture(a1)).status).toBe(200);

    await api.db
      .insert(enrollments)
      .values({ courseId: id, studentId: await userIdOf(api, 'student@example.com') });
    const kept = await send('DELETE', `/lecturers/v2/courses/${id}`, 'teacher');
    expect(kept.status).toBe(400);
    expect(JSON.stringify(kept.body)).toContain('Take it offline instead');
  });

  it('attachments are renamed, reordered and removed to the trash', async () => {
    const { a1 } = await course();
    const first = await attach(a1, 'one.pdf');
    const second = await attach(a1, 'two.pdf');
    const base = `/lecturers/v2/lectures/${a1}/attachments`;
    const renamed = await send('PUT', `${base}/${first.attachmentId}`, 'teacher', {
      body: { name: 'Slides.pdf' },
    });
    expect((renamed.body as LectureDetail).attachments.map((file) => file.name)).toEqual([
      'Slides.pdf',
      'two.pdf',
    ]);
    expect(
      (await send('PUT', `${base}/${first.attachmentId}`, 'teacher', { body: { name: 'a/b' } }))
        .status,
    ).toBe(400);
    expect(
      (await send('PUT', `${base}/${first.attachmentId}`, 'teacher2', { body: { name: 'x' } }))
        .status,
    ).toBe(404);
    const sorted = await send('PUT', base, 'teacher', {
      json: true,
      body: { ids: [second.attachmentId, first.attachmentId] },
    });
    expect((sorted.body as LectureDetail).attachments.map((file) => file.name)).toEqual([
      'two.pdf',
      'Slides.pdf',
    ]);
    const partial = await send('PUT', base, 'teacher', {
      json: true,
      body: { ids: [second.attachmentId] },
    });
    expect(partial.status).toBe(400);
    expect((await send('DELETE', `${base}/${first.attachmentId}`, 'teacher2')).status).toBe(404);
    const removed = await send('DELETE', `${base}/${first.attachmentId}`, 'teacher');
    expect((removed.body as LectureDetail).attachments.map((file) => file.name)).toEqual([
      'two.pdf',
    ]);
    const entry = (removed.body as { trash_id: number }).trash_id;
    expect((await trashOf('teacher')).body.data[0]).toMatchObject({
      kind: 'attachment',
      title: 'Slides.pdf',
    });
    expect((await restore('teacher', entry)).status).toBe(200);
    expect(((await lecture(a1)).body as LectureDetail).attachments.map((f) => f.name)).toEqual([
      'two.pdf',
      'Slides.pdf',
    ]);
  });

  it('a coupon whose code was taken again cannot come back', async () => {
    const body = couponBody({ code: 'TRASHME' });
    const coupons = '/lecturers/v2/global_coupons';
    const created = await send('POST', coupons, 'teacher', { json: true, body });
    expect(created.status).toBe(201);
    const gone = await send('DELETE', `${coupons}/TRASHME`, 'teacher');
    expect(gone).toMatchObject({ status: 200, body: { deleted: true } });
    const entry = (gone.body as { trash_id: number }).trash_id;
    expect((await send('POST', coupons, 'teacher', { json: true, body })).status).toBe(201);
    const refused = await restore('teacher', entry);
    expect(refused.status).toBe(400);
    await send('DELETE', `${coupons}/TRASHME`, 'teacher');
    expect((await restore('teacher', entry)).status).toBe(200);
    expect((await send('GET', `${coupons}/TRASHME`, 'teacher')).status).toBe(200);
  });

  it('the purge removes expired entries with their uploads and files', async () => {
    const { a1 } = await course();
    const file = await attach(a1, 'old.pdf');
    const deleted = await send('DELETE', `/lecturers/v2/lectures/${a1}`, 'teacher');
    const entry = (deleted.body as { trash_id: number }).trash_id;
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    const purged = await api.db.transaction((tx) => purgeTrash(tx, later));
    expect(purged.files).toContainEqual({ id: file.uploadId, kind: 'form' });
    expect(await api.db.select().from(trashEntries).where(eq(trashEntries.id, entry))).toEqual([]);
    expect(await api.db.select().from(uploads).where(eq(uploads.id, file.uploadId))).toEqual([]);
    expect(await api.db.select().from(lectures).where(eq(lectures.id, a1))).toEqual([]);
    expect((await restore('teacher', entry)).status).toBe(404);
  });
});
