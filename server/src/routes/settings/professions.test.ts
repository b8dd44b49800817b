/**
 * Professions in settings: administrators with `v2_setting.write` add, rename and archive them
 * (names required and trimmed per locale, unique per locale, refused at that locale's field);
 * staff without it and lecturers get 404; an archived profession is not offered for a new choice
 * but an item that has it keeps it and still shows its name; every change is audited.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/audit.ts';
import type { ProfessionsResponse } from '../../contract/items.ts';
import type { ManagedProfession } from '../../contract/settings.ts';
import { userPermissions } from '../../db/schema.ts';
import { openTestApi } from '../../testing/harness.ts';
import { createItem, sendAs, userIdOf } from '../../testing/item-fixtures.ts';

const api = await openTestApi();

const base = '/lecturers/v2/settings/professions';

const names = (suffix: string) => ({
  'zh-TW': `職業${suffix}`,
  'zh-CN': `职业${suffix}`,
  en: `Profession ${suffix}`,
});

async function create(body: Record<string, unknown>) {
  return sendAs(api, 'POST', base, 'admin', { json: true, body });
}

async function offered(): Promise<ProfessionsResponse['data']> {
  const response = await sendAs(api, 'GET', '/lecturers/v2/professions', 'teacher');
  return (response.body as ProfessionsResponse).data;
}

describe('settings professions: access', () => {
  it('refuses staff without v2_setting.write and lecturers (404), reads with v2_setting.read', async () => {
    for (const who of ['staff', 'teacher', 'teacher2'] as const) {
      expect((await sendAs(api, 'GET', base, who)).status).toBe(404);
      const post = await sendAs(api, 'POST', base, who, { json: true, body: names('x') });
      expect(post.status).toBe(404);
      const put = await sendAs(api, 'PUT', `${base}/1`, who, { json: true, body: names('x') });
      expect(put.status).toBe(404);
    }
    const staffId = await userIdOf(api, 'staff@example.com');
    await api.db.insert(userPermissions).values({ userId: staffId, key: 'v2_setting.read' });
    expect((await sendAs(api, 'GET', base, 'staff')).status).toBe(200);
    const post = await sendAs(api, 'POST', base, 'staff', { json: true, body: names('ro') });
    expect(post.status).toBe(404);
    expect((await offered()).some((p) => p.name === 'Profession ro')).toBe(false);
  });
});

describe('settings professions: add, rename, archive', () => {
  it('adds a profession with trimmed names, offered to lecturers, audited', async () => {
    const response = await create({ 'zh-TW': '  職業A  ', 'zh-CN': '职业A', en: ' Profession A ' });
    expect(response.status).toBe(200);
    const created = response.body as ManagedProfession;
    expect(created).toMatchObject({ ...names('A'), archived: false });
    const list = (await sendAs(api, 'GET', base, 'admin')).body as { data: ManagedProfession[] };
    expect(list.data).toContainEqual(created);
    expect(await offered()).toContainEqual({
      id: created.id,
      name: 'Profession A',
      archived: false,
    });
    const trail = await sendAs(api, 'GET', '/lecturers/v2/settings/audit?per_page=100', 'admin');
    const entry = (trail.body as { data: AuditEntry[] }).data.find(
      (each) => each.subject_key === `profession:${created.id}`,
    );
    expect(entry).toMatchObject({ action: 'CREATE', after: { en: 'Profession A' } });
  });

  it('requires every name at its locale field and keeps names unique per locale', async () => {
    const missing = await create({ 'zh-TW': '  ', en: 'Profession B' });
    expect(missing.status).toBe(400);
    const message = (missing.body as { message: Record<string, string[]> }).message;
    expect(Object.keys(message).sort()).toEqual(['zh-CN', 'zh-TW']);
    const taken = await create({ ...names('B'), en: 'software ENGINEER' });
    expect(taken.status).toBe(400);
    expect((taken.body as { message: Record<string, string[]> }).message).toEqual({
      en: ['Another profession already has this name.'],
    });
    const list = (await sendAs(api, 'GET', base, 'admin')).body as { data: ManagedProfession[] };
    expect(list.data.some((each) => each.en === 'Profession B')).toBe(false);
  });

  it('renames a profession (audited), refusing a name another one has', async () => {
    const created = (await create(names('C'))).body as ManagedProfession;
    const renamed = await sendAs(api, 'PUT', `${base}/${created.id}`, 'admin', {
      json: true,
      body: { ...names('C'), en: 'Profession C2' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ en: 'Profession C2', 'zh-TW': '職業C' });
    const clash = await sendAs(api, 'PUT', `${base}/${created.id}`, 'admin', {
      json: true,
      body: { ...names('C'), 'zh-TW': '軟體工程師' },
    });
    expect(clash.status).toBe(400);
    expect(Object.keys((clash.body as { message: object }).message)).toEqual(['zh-TW']);
    const unknown = await sendAs(api, 'PUT', `${base}/999999`, 'admin', {
      json: true,
      body: names('Z'),
    });
    expect(unknown.status).toBe(404);
    const trail = await sendAs(api, 'GET', '/lecturers/v2/settings/audit?per_page=100', 'admin');
    const entry = (trail.body as { data: AuditEntry[] }).data.find(
      (each) => each.subject_key === `profession:${created.id}` && each.action === 'UPDATE',
    );
    expect(entry).toMatchObject({ before: { en: 'Profession C' }, after: { en: 'Profession C2' } });
  });

  it('archives: not offered for a new item, kept and named on an item that has it', async () => {
    const created = (await create(names('D'))).body as ManagedProfession;
    const itemId = await createItem(api, 'courses');
    const set = await sendAs(api, 'PUT', `/lecturers/v2/courses/${itemId}`, 'teacher', {
      body: { profession_id: String(created.id) },
    });
    expect(set.status).toBe(200);
    const archived = await sendAs(api, 'PUT', `${base}/${created.id}`, 'admin', {
      json: true,
      body: { ...names('D'), archived: true },
    });
    expect(archived.body).toMatchObject({ archived: true });
    // Still listed with its name (so the item shows it), marked archived.
    expect(await offered()).toContainEqual({
      id: created.id,
      name: 'Profession D',
      archived: true,
    });
    // The item keeps it: saving it again is fine.
    const again = await sendAs(api, 'PUT', `/lecturers/v2/courses/${itemId}`, 'teacher', {
      body: { profession_id: String(created.id), title: 'Still here' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ profession_id: created.id });
    // Not for a new choice.
    const newItem = await sendAs(api, 'POST', '/lecturers/v2/courses', 'teacher', {
      body: { title: 'New', profession_id: String(created.id) },
    });
    expect(newItem.status).toBe(400);
    expect(Object.keys((newItem.body as { message: object }).message)).toEqual(['profession_id']);
    const other = await createItem(api, 'courses');
    const change = await sendAs(api, 'PUT', `/lecturers/v2/courses/${other}`, 'teacher', {
      body: { profession_id: String(created.id) },
    });
    expect(change.status).toBe(400);
  });
});
