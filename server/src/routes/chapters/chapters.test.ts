/**
 * Chapters of courses and ebooks: the structure in order, create, rename, delete (with lectures
 * and their files), resort (complete lists only, atomic, foreign ids refused) and the quick outline.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Chapter, ChaptersResponse } from '../../contract/chapters.ts';
import { chapters, lectures, uploads, users } from '../../db/schema.ts';
import { addCoLecturer, createItem, type DemoWho, senderOf } from '../../testing/item-fixtures.ts';
import { openTestApi } from '../../testing/harness.ts';
import { purgeTrashNow } from '../../testing/trash.ts';
import { insertVideoUpload } from '../../testing/files.ts';

const api = await openTestApi();

const send = senderOf(api);

/** The structure as ids: [chapter id, [lecture ids]] in order. */
const shape = (data: readonly Chapter[]) =>
  data.map((chapter) => [chapter.id, chapter.lectures.map((lecture) => lecture.id)] as const);

for (const kind of ['courses', 'ebooks'] as const) {
  const base = (id: number) => `/lecturers/v2/${kind}/${id}/chapters`;

  /** An item of the teacher with chapters A (2 lectures), B (1 lecture), C (none). */
  async function structuredItem(
    owner = 'teacher@example.com',
  ): Promise<{ id: number; data: Chapter[] }> {
    const id = await createItem(api, kind, owner);
    const who = owner === 'teacher@example.com' ? 'teacher' : 'teacher2';
    const response = await send('POST', `${base(id)}/outline`, who, {
      body: {
        chapters: [
          { title: 'A', lectures: [{ title: 'A1' }, { title: 'A2', type: 'ARTICLE' }] },
          { title: 'B', lectures: [{ title: 'B1' }] },
          { title: 'C', lectures: [] },
        ],
      },
    });
    expect(response.status).toBe(200);
    return { id, data: (response.body as ChaptersResponse).data };
  }

  async function structureOf(id: number, who: DemoWho = 'teacher'): Promise<Chapter[]> {
    const response = await send('GET', base(id), who);
    expect(response.status).toBe(200);
    return (response.body as ChaptersResponse).data;
  }

  describe(`${kind}: chapters`, () => {
    it('creates chapters appended last, renames, marks draft, and lists them in order', async () => {
      const id = await createItem(api, kind);
      expect(await structureOf(id)).toEqual([]);
      const first = await send('POST', base(id), 'teacher', { body: { title: 'Welcome' } });
      expect(first.status).toBe(200);
      const second = await send('POST', base(id), 'teacher', {
        body: { title: 'Basics', draft: '1' },
      });
      const data = (second.body as ChaptersResponse).data;
      expect(data).toMatchObject([
        { title: 'Welcome', draft: false, sort: 1, lectures: [] },
        { title: 'Basics', draft: true, sort: 2, lectures: [] },
      ]);
      const [welcome, basics] = data;
      const renamed = await send('PUT', `${base(id)}/${welcome?.id}`, 'teacher', {
        body: { title: 'Hello', draft: 'true' },
      });
      expect(renamed.status).toBe(200);
      // Draft kept when not sent.
      await send('PUT', `${base(id)}/${basics?.id}`, 'teacher', { body: { title: 'Basics 2' } });
      expect(await structureOf(id)).toMatchObject([
        { id: welcome?.id, title: 'Hello', draft: true },
        { id: basics?.id, title: 'Basics 2', draft: true },
      ]);
      const lists = await send('GET', `${base(id)}/lists`, 'teacher');
      expect(lists.body).toEqual({
        data: [
          { id: welcome?.id, title: 'Hello', draft: true },
          { id: basics?.id, title: 'Basics 2', draft: true },
        ],
      });
      const blank = await send('POST', base(id), 'teacher', { body: { title: '  ' } });
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual({ message: { title: ['This field is required.'] } });
    });

    it('orders chapters and lectures by sort then id', async () => {
      const { id, data } = await structuredItem();
      const [a, b] = data;
      await api.db
        .update(chapters)
        .set({ sort: 5 })
        .where(eq(chapters.id, a?.id ?? 0));
      await api.db
        .update(lectures)
        .set({ sort: 0 })
        .where(eq(lectures.id, a?.lectures[1]?.id ?? 0));
      const after = shape(await structureOf(id));
      expect(after[0]?.[0]).toBe(b?.id);
      expect(after.at(-1)).toEqual([a?.id, [a?.lectures[1]?.id, a?.lectures[0]?.id]]);
    });

    it('deletes a chapter with its lectures to the trash; the purge removes their files', async () => {
      const { id, data } = await structuredItem();
      const [a, b] = data;
      const lectureId = a?.lectures[0]?.id ?? 0;
      const [teacher] = await api.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'teacher@example.com'));
      const uploadId = 'c'.repeat(32);
      await insertVideoUpload(api, {
        id: uploadId,
        userId: teacher?.id ?? 0,
        filename: 'a.mp4',
        size: 3,
      });
      await api.db
        .update(lectures)
        .set({ videoUploadId: uploadId })
        .where(eq(lectures.id, lectureId));
      const folder = join(api.env.DATA_DIR, 'uploads');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, uploadId), 'abc');
      writeFileSync(join(folder, `${uploadId}.json`), '{}');

      const response = await send('DELETE', `${base(id)}/${a?.id}`, 'teacher');
      expect(response.status).toBe(200);
      expect(shape((response.body as ChaptersResponse).data).map(([chapter]) => chapter)).toEqual([
        b?.id,
        data[2]?.id,
      ]);
      expect(
        await api.db
          .select()
          .from(lectures)
          .where(eq(lectures.chapterId, a?.id ?? 0)),
      ).toEqual([]);
      expect(existsSync(join(folder, uploadId))).toBe(true);
      await purgeTrashNow(api);
      expect(await api.db.select().from(uploads).where(eq(uploads.id, uploadId))).toEqual([]);
      expect(existsSync(join(folder, uploadId))).toBe(false);
      expect(existsSync(join(folder, `${uploadId}.json`))).toBe(false);
    });

    it("answers 404 for a chapter of another item and for another lecturer's item", async () => {
      const { id } = await structuredItem();
      const other = await structuredItem();
      const foreign = other.data[0]?.id ?? 0;
      expect(
        (await send('PUT', `${base(id)}/${foreign}`, 'teacher', { body: { title: 'X' } })).status,
      ).toBe(404);
      expect((await send('DELETE', `${base(id)}/${foreign}`, 'teacher')).status).toBe(404);
      expect((await send('GET', base(id), 'teacher2')).status).toBe(404);
      expect((await send('POST', base(id), 'teacher2', { body: { title: 'X' } })).status).toBe(404);
      expect(shape(await structureOf(other.id))).toEqual(shape(other.data));
    });

    it('needs the chapters permission to write; reading needs only access', async () => {
      const { id } = await structuredItem();
      await addCoLecturer(api, id, 'teacher2@example.com', ['infos']);
      expect((await send('GET', base(id), 'teacher2')).status).toBe(200);
      const refused = await send('POST', base(id), 'teacher2', { body: { title: 'X' } });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: 'The owner has not given you the “chapters” permission.' },
      });
      expect(await structureOf(id)).toHaveLength(3);
      const { id: allowedId } = await structuredItem();
      await addCoLecturer(api, allowedId, 'teacher2@example.com', ['chapters']);
      expect(
        (await send('POST', base(allowedId), 'teacher2', { body: { title: 'X' } })).status,
      ).toBe(200);
    });

    it('appends an outline after the existing chapters, lectures numbered within each', async () => {
      const { id, data } = await structuredItem();
      const response = await send('POST', `${base(id)}/outline`, 'teacher', {
        body: {
          chapters: [{ title: 'D', lectures: [{ title: 'D1' }, { title: 'D2', type: 'CODE' }] }],
        },
      });
      expect(response.status).toBe(200);
      const after = (response.body as ChaptersResponse).data;
      expect(after.slice(0, 3).map((chapter) => chapter.id)).toEqual(
        data.map((chapter) => chapter.id),
      );
      expect(after[3]).toMatchObject({
        title: 'D',
        sort: 4,
        lectures: [
          {
            title: 'D1',
            type: 'VIDEO',
            sort: 1,
            duration: null,
            video: null,
            attachments: [],
            subtitles: [],
          },
          { title: 'D2', type: 'CODE', sort: 2 },
        ],
      });
      // A bad entry anywhere creates nothing.
      const bad = await send('POST', `${base(id)}/outline`, 'teacher', {
        body: {
          chapters: [
            { title: 'E', lectures: [] },
            { title: '', lectures: [] },
          ],
        },
      });
      expect(bad.status).toBe(400);
      expect(await structureOf(id)).toHaveLength(4);
    });
  });

  describe(`${kind}: POST chapters/resort`, () => {
    const resortOf = (data: readonly Chapter[]) => ({
      chapters: data.map((chapter) => chapter.id),
      lectures: data.flatMap((chapter) =>
        chapter.lectures.map((lecture) => ({ id: lecture.id, parent_id: chapter.id })),
      ),
    });

    it('applies a valid order (chapters and lectures across chapters) that holds after a reload', async () => {
      const { id, data } = await structuredItem();
      const [a, b, c] = data;
      const [a1, a2] = a?.lectures ?? [];
      const [b1] = b?.lectures ?? [];
      const body = {
        chapters: [c?.id, a?.id, b?.id],
        lectures: [
          { id: a2?.id, parent_id: c?.id },
          { id: b1?.id, parent_id: a?.id },
          { id: a1?.id, parent_id: b?.id },
        ],
      };
      const response = await send('POST', `${base(id)}/resort`, 'teacher', { body });
      expect(response.status).toBe(200);
      const expected = [
        [c?.id, [a2?.id]],
        [a?.id, [b1?.id]],
        [b?.id, [a1?.id]],
      ];
      expect(shape((response.body as ChaptersResponse).data)).toEqual(expected);
      const reloaded = await structureOf(id);
      expect(shape(reloaded)).toEqual(expected);
      expect(reloaded.map((chapter) => chapter.sort)).toEqual([1, 2, 3]);
      expect(
        reloaded.flatMap((chapter) =>
          chapter.lectures.map((lecture) => [lecture.chapter_id, lecture.sort]),
        ),
      ).toEqual([
        [c?.id, 1],
        [a?.id, 1],
        [b?.id, 1],
      ]);
      // JSON bodies work the same.
      const json = await send('POST', `${base(id)}/resort`, 'teacher', {
        body: resortOf(data),
        json: true,
      });
      expect(shape((json.body as ChaptersResponse).data)).toEqual(shape(data));
    });

    it("refuses ids of another lecturer's course and changes nothing on either", async () => {
      const { id, data } = await structuredItem();
      const theirs = await structuredItem('teacher2@example.com');
      const before = {
        mine: shape(await structureOf(id)),
        theirs: shape(await structureOf(theirs.id, 'teacher2')),
      };
      const mine = resortOf(data);
      const foreign = resortOf(theirs.data);
      const attempts = [
        // Their chapters instead of mine.
        { chapters: foreign.chapters, lectures: mine.lectures },
        // Their lecture moved into my chapter.
        {
          chapters: mine.chapters,
          lectures: [
            ...mine.lectures,
            { id: theirs.data[0]?.lectures[0]?.id, parent_id: data[0]?.id },
          ],
        },
        // My lecture moved into their chapter.
        {
          chapters: mine.chapters,
          lectures: mine.lectures.map((lecture) => ({ ...lecture, parent_id: theirs.data[0]?.id })),
        },
      ];
      for (const body of attempts) {
        const response = await send('POST', `${base(id)}/resort`, 'teacher', { body, json: true });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toHaveProperty('message');
      }
      // Their course itself is not mine to see.
      expect(
        (await send('POST', `${base(theirs.id)}/resort`, 'teacher', { body: foreign, json: true }))
          .status,
      ).toBe(404);
      expect(shape(await structureOf(id))).toEqual(before.mine);
      expect(shape(await structureOf(theirs.id, 'teacher2'))).toEqual(before.theirs);
    });

    it('refuses incomplete or repeated lists in the request language, changing nothing', async () => {
      const { id, data } = await structuredItem();
      const full = resortOf(data);
      const reversed = {
        chapters: [...full.chapters].reverse(),
        lectures: [...full.lectures].reverse(),
      };
      const cases = [
        { chapters: reversed.chapters.slice(1), lectures: reversed.lectures },
        { chapters: [...reversed.chapters, reversed.chapters[0]], lectures: reversed.lectures },
        { chapters: reversed.chapters, lectures: reversed.lectures.slice(1) },
        { chapters: reversed.chapters, lectures: [...reversed.lectures, reversed.lectures[0]] },
        {
          chapters: reversed.chapters,
          lectures: reversed.lectures.map((lecture) => ({ ...lecture, parent_id: 2147483647 })),
        },
      ];
      for (const body of cases) {
        const response = await send('POST', `${base(id)}/resort`, 'teacher', { body, json: true });
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      const zh = await send('POST', `${base(id)}/resort`, 'teacher', {
        body: cases[0] ?? {},
        json: true,
        locale: 'zh-TW',
      });
      expect(zh.body).toEqual({ message: { chapters: ['排序必須列出此項目的每個章節各一次。'] } });
      const lecturesWrong = await send('POST', `${base(id)}/resort`, 'teacher', {
        body: cases[2] ?? {},
        json: true,
      });
      expect(lecturesWrong.body).toEqual({
        message: {
          lectures: [
            'The order must list every lecture exactly once, each in one of the chapters.',
          ],
        },
      });
      expect(shape(await structureOf(id))).toEqual(shape(data));
    });

    it('is atomic: a failure while writing the lectures leaves the old chapter order', async () => {
      const { id, data } = await structuredItem();
      const victim = data[1]?.lectures[0]?.id ?? 0;
      await api.db.execute(
        sql.raw(`create function fail_resort() returns trigger language plpgsql as $$
          begin raise exception 'resort interrupted'; end $$`),
      );
      await api.db.execute(
        sql.raw(`create trigger fail_resort before update on lectures
          for each row when (new.id = ${victim}) execute function fail_resort()`),
      );
      try {
        const full = resortOf(data);
        const body = {
          chapters: [...full.chapters].reverse(),
          lectures: [...full.lectures].reverse(),
        };
        const response = await send('POST', `${base(id)}/resort`, 'teacher', { body, json: true });
        expect(response.status).toBe(500);
        expect(shape(await structureOf(id))).toEqual(shape(data));
        const sorts = await api.db
          .select({ sort: chapters.sort })
          .from(chapters)
          .where(eq(chapters.courseId, id))
          .orderBy(asc(chapters.id));
        expect(sorts.map((row) => row.sort)).toEqual([1, 2, 3]);
      } finally {
        await api.db.execute(sql.raw('drop trigger fail_resort on lectures'));
        await api.db.execute(sql.raw('drop function fail_resort()'));
      }
    });
  });
}

it('has no chapters for articles', async () => {
  const id = await createItem(api, 'articles');
  expect((await send('GET', `/lecturers/v2/articles/${id}/chapters`, 'teacher')).status).toBe(404);
});
