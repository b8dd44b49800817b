/** Structures for API tests: an item with a chapter, a lecture and a subtitle, written directly. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chapters, lectureAttachments, lectures, subtitles, uploads } from '../db/schema.ts';
import { storageOf, tusKey } from '../storage/storage.ts';
import type { TestApi } from './harness.ts';
import { createItem, userIdOf } from './item-fixtures.ts';

/**
 * A fresh course or ebook of teacher@example.com with one chapter holding one lecture with an
 * English subtitle: its path and the ids of the three.
 */
export async function structured(api: TestApi, kind: 'courses' | 'ebooks') {
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
    userId: await userIdOf(api, 'teacher@example.com'),
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

/** A PDF attached to a lecture (rows only, no file); answers the attachment's id. */
export async function attachFile(api: TestApi, lectureId: number, name = 'notes.pdf') {
  const uploadId = randomBytes(16).toString('hex');
  await api.db.insert(uploads).values({
    id: uploadId,
    userId: await userIdOf(api, 'teacher@example.com'),
    kind: 'form',
    purpose: 'attachment',
    filename: name,
    mimeType: 'application/pdf',
    size: 3,
    completedAt: new Date(),
  });
  const [row] = await api.db.insert(lectureAttachments).values({ lectureId, uploadId }).returning();
  return row?.id ?? 0;
}

/**
 * A finished tus video of teacher@example.com attached to a lecture, its bytes in the test's
 * storage; answers the upload's id.
 */
export async function attachVideoFile(
  api: TestApi,
  lectureId: number,
  bytes: Uint8Array,
  mimeType = 'video/mp4',
) {
  const id = randomBytes(16).toString('hex');
  await api.db.insert(uploads).values({
    id,
    userId: await userIdOf(api, 'teacher@example.com'),
    kind: 'tus',
    purpose: 'video',
    filename: 'lesson.mp4',
    mimeType,
    size: bytes.byteLength,
    completedAt: new Date(),
  });
  await api.db.update(lectures).set({ videoUploadId: id }).where(eq(lectures.id, lectureId));
  await storageOf(api.env).put(tusKey(id), bytes, mimeType);
  return id;
}
