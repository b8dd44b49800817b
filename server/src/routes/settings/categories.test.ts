/**
 * Categories in settings: administrators with `v2_setting.write` add, rename, reorder and archive
 * them (names unique per locale, refused at that locale's field); staff without the key and
 * lecturers get 404 (lecturers read the categories at `GET /lecturers/v2/categories`); every change
 * is audited; a course's category must be an active one or the archived one it already has.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/audit.ts';
import type { CategoriesResponse } from '../../contract/items.ts';
import type { ManagedCategory } from '../../contract/settings.ts';
import { userPermissions } from '../../db/schema.ts';
import { openTestApi } from '../../testing/harness.ts';
import { createItem, sendAs, userIdOf } from '../../testing/item-fixtures.ts';

const api = await openTestApi();

const base = '/lecturers/v2/settings/categories';

const names = (suffix: string) => ({
  'zh-TW': `分類${suffix}`,
  'zh-CN': `分类${suffix}`,
  en: `Category ${suffix}`,
});

async function create(body: Record<string, unknown>) {
  return sendAs(api, 'POST', base, 'admin', { json: true, body });
}

async function managedList(): Promise<ManagedCategory[]> {
  return ((await sendAs(api, 'GET', base, 'admin')).body as { data: ManagedCategory[] }).data;
}

async function offered(): Promise<CategoriesResponse['data']> {
  const response = await sendAs(api, 'GET', '/lecturers/v2/categories', 'teacher');
  return (response.body as CategoriesResponse).data;
}

async function trail(key: string): Promise<AuditEntry[]> {
  const response = await sendAs(api, 'GET', '/lecturers/v2/settings/audit?per_page=100', 'admin');
  return (response.body as { data: AuditEntry[] }).data.filter((each) => each.subject_key === key);
}

function setCategory(id: number, category: string) {
  return sendAs(api, 'PUT', `/lecturers/v2/courses/${id}/type`, 'teacher', {
    body: { category, type: 'COURSE' },
  });
}

describe('settings categories: access', () => {
  it('refuses staff without v2_setting.write and lecturers (404), reads with v2_setting.read', async () => {
    for (const who of ['staff', 'teacher', 'teacher2'] as const) {
      expect((await sendAs(api, 'GET', base, who)).status).toBe(404);
      const post = await sendAs(api, 'POST', base, who, { json: true, body: names('x') });
      expect(post.status).toBe(404);
      const put = await sendAs(api, 'PUT', `${base}/1`, who, { json: true, body: names('x') });
      expect(put.status).toBe(404);
      const move = await sendAs(api, 'PUT', `${base}/1/position`, who, {
        json: true,
        body: { direction: 'down' },
      });
      expect(move.status).toBe(404);
    }
    const staffId = await userIdOf(api, 'staff@example.com');
    await api.db.insert(userPermissions).values({ userId: staffId, key: 'v2_setting.read' });
    expect((await sendAs(api, 'GET', base, 'staff')).status).toBe(200);
    const post = await sendAs(api, 'POST', base, 'staff', { json: true, body: names('ro') });
    expect(post.status).toBe(404);
    expect((await offered()).some((each) => each.name === 'Category ro')).toBe(false);
  });
});

describe('settings categories: add, rename, reorder, archive', () => {
  it('adds a category at the end with a new key, offered to lecturers, audited', async () => {
    const response = await create({ 'zh-TW': ' 分類A ', 'zh-CN': '分类A', en: ' Category A ' });
    expect(response.status).toBe(200);
    const created = response.body as ManagedCategory;
    expect(created).toMatchObject({ ...names('A'), archived: false });
    expect(created.key).toMatch(/^custom-/);
    expect((await managedList()).at(-1)).toEqual(created);
    expect((await offered()).at(-1)).toEqual({
      key: created.key,
      name: 'Category A',
      archived: false,
    });
    const entries = await trail(`category:${created.id}`);
    expect(entries[0]).toMatchObject({ action: 'CREATE', after: { en: 'Category A' } });
    const id = await createItem(api, 'courses');
    const set = await setCategory(id, created.key);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ category: created.key });
  });

  it('requires every name and keeps names unique per locale, at the locale field', async () => {
    const missing = await create({ 'zh-TW': ' ', en: 'Category B' });
    expect(missing.status).toBe(400);
    const message = (missing.body as { message: Record<string, string[]> }).message;
    expect(Object.keys(message).sort()).toEqual(['zh-CN', 'zh-TW']);
    const taken = await create({ ...names('B'), en: 'DESIGN' });
    expect(taken.status).toBe(400);
    expect((taken.body as { message: object }).message).toEqual({
      en: ['Another category already has this name.'],
    });
    expect((await managedList()).some((each) => each.en === 'Category B')).toBe(false);
  });

  it('renames keeping the key (audited); 404 for an unknown id', async () => {
    const created = (await create(names('C'))).body as ManagedCategory;
    const renamed = await sendAs(api, 'PUT', `${base}/${created.id}`, 'admin', {
      json: true,
      body: { ...names('C'), en: 'Category C2' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ key: created.key, en: 'Category C2' });
    const unknown = await sendAs(api, 'PUT', `${base}/999999`, 'admin', {
      json: true,
      body: names('Z'),
    });
    expect(unknown.status).toBe(404);
    const update = (await trail(`category:${created.id}`)).find((e) => e.action === 'UPDATE');
    expect(update).toMatchObject({ before: { en: 'Category C' }, after: { en: 'Category C2' } });
  });

  it('moves a category up and down (audited), nothing past either end', async () => {
    const before = await managedList();
    const second = before[1];
    if (!second) throw new Error('no second category');
    const up = await sendAs(api, 'PUT', `${base}/${second.id}/position`, 'admin', {
      json: true,
      body: { direction: 'up' },
    });
    expect(up.status).toBe(200);
    const moved = (up.body as { data: ManagedCategory[] }).data.map((each) => each.id);
    expect(moved.slice(0, 2)).toEqual([second.id, before[0]?.id]);
    expect((await offered()).map((each) => each.key).slice(0, 2)).toEqual([
      second.key,
      before[0]?.key,
    ]);
    const top = await sendAs(api, 'PUT', `${base}/${second.id}/position`, 'admin', {
      json: true,
      body: { direction: 'up' },
    });
    expect((top.body as { data: ManagedCategory[] }).data.map((each) => each.id)).toEqual(moved);
    const down = await sendAs(api, 'PUT', `${base}/${second.id}/position`, 'admin', {
      json: true,
      body: { direction: 'down' },
    });
    expect((down.body as { data: ManagedCategory[] }).data.map((each) => each.id)).toEqual(
      before.map((each) => each.id),
    );
    const moves = (await trail(`category:${second.id}`)).map((each) => each.after);
    expect(moves).toEqual([{ position: 2 }, { position: 1 }]);
    const unknown = await sendAs(api, 'PUT', `${base}/999999/position`, 'admin', {
      json: true,
      body: { direction: 'up' },
    });
    expect(unknown.status).toBe(404);
  });

  it('archives: kept on a course that has it, refused for a new choice or an unknown key', async () => {
    const created = (await create(names('D'))).body as ManagedCategory;
    const course = await createItem(api, 'courses');
    expect((await setCategory(course, created.key)).status).toBe(200);
    const archived = await sendAs(api, 'PUT', `${base}/${created.id}`, 'admin', {
      json: true,
      body: { ...names('D'), archived: true },
    });
    expect(archived.body).toMatchObject({ archived: true });
    expect(await offered()).toContainEqual({
      key: created.key,
      name: 'Category D',
      archived: true,
    });
    const again = await setCategory(course, created.key);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ category: created.key });
    const other = await createItem(api, 'courses');
    for (const key of [created.key, 'cooking']) {
      const refused = await setCategory(other, key);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: { category: ['Choose one of the categories offered.'] },
      });
    }
    const reloaded = await sendAs(api, 'GET', `/lecturers/v2/courses/${other}`, 'teacher');
    expect(reloaded.body).toMatchObject({ category: '' });
    const listed = await sendAs(
      api,
      'GET',
      `/lecturers/v2/courses?category=${created.key}`,
      'teacher',
    );
    expect((listed.body as { data: { id: number }[] }).data.map((each) => each.id)).toEqual([
      course,
    ]);
  });
});
