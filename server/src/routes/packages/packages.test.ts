import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, discounts, packages, uploads } from '../../db/schema.ts';
import { openTestApi, type TestResponse } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { createUser, sendAsUser, twoLecturers } from '../../testing/users.ts';
import { insertPackage, pricedItem, sellingItems } from '../../testing/selling.ts';
import { packageOf, postCover } from './fixtures.ts';

const api = await openTestApi();
const { lecturer, other } = await twoLecturers(api, '組合包講師', '另一位講師');
const item = await sellingItems(api, lecturer.email, other.email, [1200, 800]);

const base = '/lecturers/v2/packages';
const send = (method: string, path: string, options = {}) =>
  sendAsUser(api, method, path, lecturer.email, options);
const create = (body: Record<string, unknown>) =>
  send('POST', base, {
    json: true,
    body: { title: 'Bundle', price: 1500, course_ids: [item.a, item.b], ...body },
  });
const ok = (response: TestResponse, status = 200) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return packageOf(response);
};
const refused = (response: TestResponse, field: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toHaveProperty(['message', field]);
};

describe('POST /lecturers/v2/packages', () => {
  it("creates a draft of the lecturer's courses in order, with their prices added up", async () => {
    const created = ok(
      await create({ title: '  Starter  ', course_ids: [item.ebook, item.a], price: '1500' }),
      201,
    );
    expect(created).toMatchObject({
      title: 'Starter',
      price: 1500,
      list_price: 1700,
      cover_url: null,
      status: 'DRAFT',
      courses: [
        { id: item.ebook, title: 'Gamma ebook', kind: 'ebooks', price: 500 },
        { id: item.a, title: 'Alpha course', kind: 'courses', price: 1200 },
      ],
      owner: { id: lecturer.id, name: '組合包講師' },
    });
    expect(ok(await send('GET', `${base}/${created.id}`))).toEqual(created);
  });

  it('takes the status and a form-encoded body', async () => {
    const form = ok(
      await send('POST', base, {
        body: { title: 'Form', price: '10', course_ids: [item.a, item.b], status: 'PUBLISH' },
      }),
      201,
    );
    expect(form).toMatchObject({ price: 10, status: 'PUBLISH', list_price: 2000 });
    expect(ok(await create({ status: 'CLOSED' }), 201).status).toBe('CLOSED');
  });

  it("refuses another lecturer's course and an article (404), nothing written", async () => {
    const stored = async () => (await api.db.select({ id: packages.id }).from(packages)).length;
    const before = await stored();
    expect((await create({ course_ids: [item.a, item.theirs] })).status).toBe(404);
    expect((await create({ course_ids: [item.a, item.article] })).status).toBe(404);
    expect((await create({ course_ids: [item.a, 2_000_000_000] })).status).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('refuses one course, a course twice, a price not whole or negative, an empty title', async () => {
    refused(await create({ course_ids: [item.a] }), 'course_ids');
    refused(await create({ course_ids: [item.a, item.a] }), 'course_ids');
    refused(await create({ price: 10.5 }), 'price');
    refused(await create({ price: -1 }), 'price');
    refused(await create({ title: '   ' }), 'title');
    refused(await create({ status: 'OPEN' }), 'status');
  });

  it('takes a cover upload of the lecturer, and refuses one of another user or in use', async () => {
    const upload = await postCover(api, lecturer.email);
    const created = ok(await create({ cover_upload_id: upload }), 201);
    expect(created.cover_url).toBe(`${api.env.PUBLIC_URL}/v2/files/${upload}`);
    const [row] = await api.db.select().from(uploads).where(eq(uploads.id, upload));
    expect(row).toMatchObject({ targetType: 'package-cover', targetId: created.id });
    // In use by that package already.
    refused(await create({ cover_upload_id: upload }), 'cover_upload_id');
    refused(
      await create({ cover_upload_id: await postCover(api, other.email) }),
      'cover_upload_id',
    );
    refused(await create({ cover_upload_id: 'nope' }), 'cover_upload_id');
  });

  it('is for lecturers: an administrator and staff get 404', async () => {
    const body = { title: 'Admin', price: 1, course_ids: [item.a, item.b] };
    expect((await sendAs(api, 'POST', base, 'admin', { json: true, body })).status).toBe(404);
    expect((await sendAs(api, 'POST', base, 'staff', { json: true, body })).status).toBe(404);
  });
});

describe('GET /lecturers/v2/packages', () => {
  it("lists the lecturer's own newest first, by status and literal keyword, paged", async () => {
    const mine = await createUser(api, '列表講師', true);
    const x = await pricedItem(api, 'courses', mine.email, 'X', 100);
    const y = await pricedItem(api, 'courses', mine.email, 'Y', 200);
    const first = await insertPackage(api, mine.id, [x, y], {
      title: '100% off pack',
      status: 'PUBLISH',
    });
    const second = await insertPackage(api, mine.id, [y, x], { title: 'Plain_pack' });
    const list = async (query: string) => {
      const response = await sendAsUser(api, 'GET', `${base}${query}`, mine.email);
      expect(response.status).toBe(200);
      return response.body as { data: { id: number; list_price: number }[]; meta: unknown };
    };
    const all = await list('');
    expect(all.data.map((row) => row.id)).toEqual([second, first]);
    expect(all.data[0]?.list_price).toBe(300);
    expect(all.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
    expect((await list('?status=PUBLISH')).data.map((row) => row.id)).toEqual([first]);
    expect((await list('?keyword=100%25')).data.map((row) => row.id)).toEqual([first]);
    expect((await list('?keyword=%25')).data.map((row) => row.id)).toEqual([first]);
    expect((await list('?keyword=n_pack')).data.map((row) => row.id)).toEqual([second]);
    expect((await list('?keyword=e_pack')).data).toEqual([]);
    const paged = await list('?per_page=1&page=2');
    expect(paged.data.map((row) => row.id)).toEqual([first]);
    expect(paged.meta).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect((await sendAsUser(api, 'GET', `${base}?status=OPEN`, mine.email)).status).toBe(400);
  });

  it("an administrator sees every lecturer's; another lecturer and staff do not", async () => {
    const id = await insertPackage(api, lecturer.id, [item.a, item.b], { title: 'Seen by admin' });
    const admin = await sendAs(api, 'GET', `${base}?keyword=Seen by admin&per_page=100`, 'admin');
    expect((admin.body as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([id]);
    const theirs = await sendAsUser(api, 'GET', `${base}?keyword=Seen by admin`, other.email);
    expect((theirs.body as { data: unknown[] }).data).toEqual([]);
    expect((await sendAs(api, 'GET', base, 'staff')).status).toBe(404);
    expect((await sendAsUser(api, 'GET', base, 'student@example.com')).status).toBe(404);
  });
});

describe('GET, PUT and DELETE /lecturers/v2/packages/{id}', () => {
  it("answers 404 for another lecturer's package, 200 for an administrator's read", async () => {
    const id = await insertPackage(api, lecturer.id, [item.a, item.b]);
    expect((await sendAsUser(api, 'GET', `${base}/${id}`, other.email)).status).toBe(404);
    expect((await sendAs(api, 'GET', `${base}/${id}`, 'admin')).status).toBe(200);
    expect((await sendAs(api, 'GET', `${base}/${id}`, 'staff')).status).toBe(404);
    const body = { title: 'T', price: 1, course_ids: [item.a, item.b] };
    for (const who of ['admin', 'staff'] as const) {
      expect((await sendAs(api, 'PUT', `${base}/${id}`, who, { json: true, body })).status).toBe(
        404,
      );
      expect((await sendAs(api, 'DELETE', `${base}/${id}`, who)).status).toBe(404);
    }
    expect(
      (await sendAsUser(api, 'PUT', `${base}/${id}`, other.email, { json: true, body })).status,
    ).toBe(404);
    expect((await sendAsUser(api, 'DELETE', `${base}/${id}`, other.email)).status).toBe(404);
  });

  it('changes everything by the rules of creating; a replaced cover is deleted', async () => {
    const firstCover = await postCover(api, lecturer.email);
    const created = ok(await create({ cover_upload_id: firstCover }), 201);
    const secondCover = await postCover(api, lecturer.email);
    const updated = ok(
      await send('PUT', `${base}/${created.id}`, {
        json: true,
        body: {
          title: 'Renamed',
          price: 999,
          course_ids: [item.b, item.ebook, item.a],
          cover_upload_id: secondCover,
          status: 'PUBLISH',
        },
      }),
    );
    expect(updated).toMatchObject({
      title: 'Renamed',
      price: 999,
      list_price: 2500,
      status: 'PUBLISH',
      cover_url: `${api.env.PUBLIC_URL}/v2/files/${secondCover}`,
    });
    expect(updated.courses.map((course) => course.id)).toEqual([item.b, item.ebook, item.a]);
    expect(await api.db.select().from(uploads).where(eq(uploads.id, firstCover))).toEqual([]);
    await expect
      .poll(() => existsSync(join(join(api.env.DATA_DIR, 'files'), firstCover)))
      .toBe(false);
    const removed = ok(
      await send('PUT', `${base}/${created.id}`, {
        json: true,
        body: { title: 'Renamed', price: 999, course_ids: [item.a, item.b], cover_upload_id: '' },
      }),
    );
    expect(removed).toMatchObject({ cover_url: null, status: 'PUBLISH' });
    const third = await postCover(api, lecturer.email);
    ok(
      await send('PUT', `${base}/${created.id}`, {
        json: true,
        body: {
          title: 'Renamed',
          price: 999,
          course_ids: [item.a, item.b],
          cover_upload_id: third,
        },
      }),
    );
    // Left out, the cover stays.
    const kept = ok(
      await send('PUT', `${base}/${created.id}`, {
        json: true,
        body: { title: 'Renamed again', price: 999, course_ids: [item.a, item.b] },
      }),
    );
    expect(kept).toMatchObject({
      title: 'Renamed again',
      cover_url: `${api.env.PUBLIC_URL}/v2/files/${third}`,
    });
    refused(
      await send('PUT', `${base}/${created.id}`, {
        json: true,
        body: { title: 'Renamed', price: 999, course_ids: [item.b, item.b] },
      }),
      'course_ids',
    );
    expect(
      (
        await send('PUT', `${base}/${created.id}`, {
          json: true,
          body: { title: 'Renamed', price: 999, course_ids: [item.b, item.theirs] },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses to delete while a discount on it is scheduled or running; ended ones go with it', async () => {
    const id = await insertPackage(api, lecturer.id, [item.a, item.b]);
    const cover = await postCover(api, lecturer.email);
    await api.db.update(packages).set({ coverUploadId: cover }).where(eq(packages.id, id));
    await api.db
      .update(uploads)
      .set({ targetType: 'package-cover', targetId: id })
      .where(eq(uploads.id, cover));
    const now = Date.now();
    const [running] = await api.db
      .insert(discounts)
      .values({
        kind: 'PACKAGE',
        lecturerId: lecturer.id,
        title: 'Running',
        rate: 80,
        packageId: id,
        startsAt: new Date(now - 86_400_000),
        endsAt: new Date(now + 86_400_000),
      })
      .returning({ id: discounts.id });
    const response = await send('DELETE', `${base}/${id}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('end it before deleting');
    await api.db
      .update(discounts)
      .set({ endedAt: new Date(now) })
      .where(eq(discounts.id, running?.id ?? 0));
    expect((await send('DELETE', `${base}/${id}`)).body).toEqual({ deleted: true });
    expect(await api.db.select().from(packages).where(eq(packages.id, id))).toEqual([]);
    expect(await api.db.select().from(discounts).where(eq(discounts.packageId, id))).toEqual([]);
    expect(await api.db.select().from(uploads).where(eq(uploads.id, cover))).toEqual([]);
    expect((await send('GET', `${base}/${id}`)).status).toBe(404);
  });
});

describe('oversight of packages', () => {
  it("filters an administrator's list by owner; a lecturer's owner filter is ignored", async () => {
    const mine = await insertPackage(api, lecturer.id, [item.a, item.b], { title: 'Owned one' });
    const idsFor = async (query: string, as?: string) => {
      const response = as
        ? await sendAsUser(api, 'GET', `${base}${query}`, as)
        : await sendAs(api, 'GET', `${base}${query}`, 'admin');
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body as { data: { id: number }[] }).data.map((row) => row.id);
    };
    expect(await idsFor(`?owner=${lecturer.id}&per_page=100`)).toContain(mine);
    expect(await idsFor(`?owner=${other.id}&per_page=100`)).not.toContain(mine);
    expect(await idsFor('?owner=platform')).toEqual([]);
    expect(await idsFor('?owner=platform&per_page=100', lecturer.email)).toContain(mine);
  });

  it("lets an administrator close a lecturer's package with a reason, kept in the audit log", async () => {
    const id = await insertPackage(api, lecturer.id, [item.a, item.b], { status: 'PUBLISH' });
    const path = `${base}/${id}/close`;
    refused(await sendAs(api, 'PUT', path, 'admin', { json: true, body: {} }), 'reason');
    refused(
      await sendAs(api, 'PUT', path, 'admin', { json: true, body: { reason: ' ' } }),
      'reason',
    );
    for (const email of [lecturer.email, other.email]) {
      const response = await sendAsUser(api, 'PUT', path, email, {
        json: true,
        body: { reason: 'x' },
      });
      expect(response.status).toBe(404);
    }
    expect(
      (await sendAs(api, 'PUT', path, 'staff', { json: true, body: { reason: 'x' } })).status,
    ).toBe(404);
    const closed = ok(
      await sendAs(api, 'PUT', path, 'admin', { json: true, body: { reason: '侵權' } }),
    );
    expect(closed.status).toBe('CLOSED');
    expect(ok(await send('GET', `${base}/${id}`)).status).toBe('CLOSED');
    const entries = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subject, 'PACKAGE'), eq(auditEntries.subjectKey, String(id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ownerId: lecturer.id,
      before: { status: 'PUBLISH', reason: null },
      after: { status: 'CLOSED', reason: '侵權' },
    });
    const again = await sendAs(api, 'PUT', path, 'admin', {
      json: true,
      body: { reason: 'again' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'This bundle is already closed.' });
  });
});
