/**
 * The list's bulk actions on items: `POST /lecturers/v2/{kind}/bulk/status` and `.../bulk/trash`.
 * Ids outside the viewer's scope answer 404 with nothing changed; refused items are answered by
 * title with the reason, the others change in the same request.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BulkStatusResponse, BulkTrashResponse } from '../../contract/items.ts';
import { enrollments, trashEntries } from '../../db/schema.ts';
import { message } from '../../i18n/messages.ts';
import { openTestApi } from '../../testing/harness.ts';
import { addCoLecturer, senderOf, userIdOf } from '../../testing/item-fixtures.ts';
import { prepareItem, storedItem } from '../../testing/item-setup.ts';

const api = await openTestApi();
const send = senderOf(api);
const ready = { introduction: '<p>Intro</p>', category: 'design' };

const bulkStatus = (who: 'teacher' | 'teacher2' | 'admin' | 'staff', body: object) =>
  send('POST', '/lecturers/v2/courses/bulk/status', who, { json: true, body: { ...body } });
const bulkTrash = (who: 'teacher' | 'teacher2' | 'admin' | 'staff', ids: number[]) =>
  send('POST', '/lecturers/v2/courses/bulk/trash', who, { json: true, body: { ids } });

const statusOf = async (id: number) => (await storedItem(api, id))?.status;

describe('POST /lecturers/v2/{kind}/bulk/status', () => {
  it('moves the owner’s items and names each refused one with its reason', async () => {
    const published = await prepareItem(api, 'courses', { status: 'PUBLISH', title: 'Live one' });
    const offline = await prepareItem(api, 'courses', { status: 'OFFLINE', title: 'Off one' });
    const draft = await prepareItem(api, 'courses', { status: 'DRAFT', title: 'Draft one' });
    const response = await bulkStatus('teacher', {
      ids: [published, offline, draft],
      status: 'OFFLINE',
    });
    expect(response.status).toBe(200);
    const answer = response.body as BulkStatusResponse;
    expect(answer.moved.map((item) => [item.id, item.status])).toEqual([
      [published, 'OFFLINE'],
      [offline, 'OFFLINE'],
    ]);
    expect(answer.refused).toEqual([
      { id: draft, title: 'Draft one', reason: message('en', 'item.move.noMove') },
    ]);
    expect(await statusOf(published)).toBe('OFFLINE');
    expect(await statusOf(draft)).toBe('DRAFT');
  });

  it('answers 404 and changes nothing when an id is another lecturer’s', async () => {
    const mine = await prepareItem(api, 'courses', { status: 'PUBLISH' });
    const theirs = await prepareItem(
      api,
      'courses',
      { status: 'PUBLISH' },
      { owner: 'teacher2@example.com' },
    );
    const response = await bulkStatus('teacher', { ids: [mine, theirs], status: 'OFFLINE' });
    expect(response.status).toBe(404);
    expect(await statusOf(mine)).toBe('PUBLISH');
    expect(await statusOf(theirs)).toBe('PUBLISH');
    // An ebook's id is no course either.
    const ebook = await prepareItem(api, 'ebooks', { status: 'PUBLISH' });
    expect((await bulkStatus('teacher', { ids: [mine, ebook], status: 'OFFLINE' })).status).toBe(
      404,
    );
    expect(await statusOf(mine)).toBe('PUBLISH');
  });

  it('refuses a co-lecturer’s moves (owner only), item by item', async () => {
    const shared = await prepareItem(api, 'courses', { status: 'PUBLISH', title: 'Shared live' });
    await addCoLecturer(api, shared, 'teacher2@example.com', ['infos', 'settings']);
    const response = await bulkStatus('teacher2', { ids: [shared], status: 'OFFLINE' });
    expect(response.status).toBe(200);
    expect((response.body as BulkStatusResponse).refused).toEqual([
      { id: shared, title: 'Shared live', reason: message('en', 'item.move.ownerOnly') },
    ]);
    expect(await statusOf(shared)).toBe('PUBLISH');
  });

  it('lets an admin make the admin’s moves on any lecturer’s items; staff gets 404', async () => {
    const one = await prepareItem(api, 'courses', { ...ready, status: 'REVIEW' });
    const two = await prepareItem(
      api,
      'courses',
      { ...ready, status: 'REVIEW' },
      { owner: 'teacher2@example.com' },
    );
    expect((await bulkStatus('staff', { ids: [one], status: 'PUBLISH' })).status).toBe(404);
    const response = await bulkStatus('admin', { ids: [one, two], status: 'PUBLISH' });
    expect(response.status).toBe(200);
    expect((response.body as BulkStatusResponse).refused).toEqual([]);
    expect([await statusOf(one), await statusOf(two)]).toEqual(['PUBLISH', 'PUBLISH']);
  });

  it('takes the kind’s spelling and refuses a status the list does not set', async () => {
    const ebook = await prepareItem(api, 'ebooks', { status: 'PUBLISH' });
    const moved = await send('POST', '/lecturers/v2/ebooks/bulk/status', 'teacher', {
      json: true,
      body: { ids: [ebook], status: 'offline' },
    });
    expect((moved.body as BulkStatusResponse).moved).toMatchObject([{ status: 'offline' }]);
    const course = await prepareItem(api, 'courses', { status: 'REVIEW' });
    for (const status of ['SCHEDULING', 'PRESALE', 'offline']) {
      const refused = await bulkStatus('admin', { ids: [course], status });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: { status: [message('en', 'validation.invalid')] } });
    }
    expect(await statusOf(course)).toBe('REVIEW');
  });
});

describe('POST /lecturers/v2/{kind}/bulk/trash', () => {
  it('trashes the deletable items and names the online and sold ones', async () => {
    const a = await prepareItem(api, 'courses', { title: 'Trash A' });
    const b = await prepareItem(api, 'courses', { status: 'OFFLINE', title: 'Trash B' });
    const live = await prepareItem(api, 'courses', { status: 'PUBLISH', title: 'Live C' });
    const sold = await prepareItem(api, 'courses', { status: 'OFFLINE', title: 'Sold D' });
    await api.db
      .insert(enrollments)
      .values({ courseId: sold, studentId: await userIdOf(api, 'student@example.com') });
    const response = await bulkTrash('teacher', [a, b, live, sold]);
    expect(response.status).toBe(200);
    const answer = response.body as BulkTrashResponse;
    expect(answer.trashed.map((item) => [item.id, item.title])).toEqual([
      [a, 'Trash A'],
      [b, 'Trash B'],
    ]);
    expect(answer.refused).toEqual([
      { id: live, title: 'Live C', reason: message('en', 'item.deleteOnline') },
      { id: sold, title: 'Sold D', reason: message('en', 'item.deleteSold') },
    ]);
    expect(await storedItem(api, a)).toBeUndefined();
    expect(await storedItem(api, live)).toBeDefined();
    // Each trashed item is its own entry, restorable one by one (the toast's undo restores all).
    for (const item of answer.trashed) {
      const [entry] = await api.db
        .select()
        .from(trashEntries)
        .where(eq(trashEntries.id, item.trash_id));
      expect(entry?.subjectId).toBe(item.id);
      const restored = await send(
        'POST',
        `/lecturers/v2/trash/${item.trash_id}/restore`,
        'teacher',
      );
      expect(restored.status).toBe(200);
    }
    expect(await storedItem(api, a)).toBeDefined();
  });

  it('answers 404 and trashes nothing when an id is another lecturer’s', async () => {
    const mine = await prepareItem(api, 'courses');
    const theirs = await prepareItem(api, 'courses', {}, { owner: 'teacher2@example.com' });
    expect((await bulkTrash('teacher', [mine, theirs])).status).toBe(404);
    expect(await storedItem(api, mine)).toBeDefined();
    expect(await storedItem(api, theirs)).toBeDefined();
  });

  it('refuses a co-lecturer (only the owner or an admin deletes)', async () => {
    const shared = await prepareItem(api, 'courses', { title: 'Shared draft' });
    await addCoLecturer(api, shared, 'teacher2@example.com', ['infos', 'settings']);
    const response = await bulkTrash('teacher2', [shared]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      trashed: [],
      refused: [{ id: shared, title: 'Shared draft', reason: message('en', 'item.ownerOnly') }],
    });
    expect(await storedItem(api, shared)).toBeDefined();
  });

  it('lets an admin trash any lecturer’s items', async () => {
    const one = await prepareItem(api, 'courses', {}, { owner: 'teacher2@example.com' });
    const response = await bulkTrash('admin', [one]);
    expect((response.body as BulkTrashResponse).trashed).toMatchObject([{ id: one }]);
    expect(await storedItem(api, one)).toBeUndefined();
  });
});
