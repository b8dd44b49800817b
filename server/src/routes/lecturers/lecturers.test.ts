import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LecturerListResponse } from '../../contract/items.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import { demoCounts } from '../../seed/demo.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';

const PATH = '/lecturers/v2/lecturers';

let api: TestApi;
/** Lecturers this file adds to the demo's. */
const added = [
  { name: 'Zed Picker', email: 'zed@example.com' },
  { name: 'Amy Picker', email: 'amy@example.com' },
  { name: 'Mia Picker', email: 'mia@example.com' },
  { name: '100% 講師', email: 'percent@example.com' },
  { name: '1000 講師', email: 'thousand@example.com' },
  { name: 'Under Score', email: 'under_score@example.com' },
  ...Array.from({ length: 15 }, (_, i) => ({
    name: `Filler ${String(i).padStart(2, '0')}`,
    email: `filler${i}@example.com`,
  })),
];
const lecturerCount = demoCounts(1).lecturers + added.length;

beforeAll(async () => {
  api = await createTestApi();
  const passwordHash = await hashPassword('irrelevant');
  await api.db
    .insert(users)
    .values(added.map((user) => ({ ...user, roles: ['TEACHER' as const], passwordHash })));
  // Users without the lecturer role never show, whatever they are called.
  await api.db.insert(users).values([
    { name: 'Ann Picker', email: 'ann@example.com', roles: ['ADMIN'], passwordHash },
    { name: 'Bob Picker', email: 'bob@example.com', roles: [], passwordHash },
  ]);
});
afterAll(() => api.close());

async function list(who: string | null, query = '') {
  const response = await api.request('GET', `${PATH}${query ? `?${query}` : ''}`, {
    token: who ? await api.tokenOf(`${who}@example.com`) : null,
    locale: 'en',
  });
  return { status: response.status, body: response.body as LecturerListResponse };
}

describe('GET /lecturers/v2/lecturers', () => {
  it('lists users with the lecturer role, 20 a page, with the pagination of other lists', async () => {
    const first = await list('teacher');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(lecturerCount / 20),
      per_page: 20,
      total: lecturerCount,
    });
    expect(first.body.data).toHaveLength(20);
    const second = await list('teacher', 'page=2');
    expect(second.body.data).toHaveLength(lecturerCount - 20);
    const all = [...first.body.data, ...second.body.data];
    expect(new Set(all.map((lecturer) => lecturer.id)).size).toBe(lecturerCount);
    const names = all.map((lecturer) => lecturer.name);
    expect(names).toContain('王大明');
    expect(names).toContain('李美華');
    for (const name of ['林雅婷', '張小芳', 'Ann Picker']) expect(names).not.toContain(name);
    // Names only: nobody's e-mail address is listed.
    expect(all.filter((lecturer) => 'email' in lecturer)).toEqual([]);
    const beyond = await list('teacher', 'page=9');
    expect(beyond.body).toEqual({ data: [], meta: { ...first.body.meta, current_page: 9 } });
  });

  it('matches a part of the name, case-insensitively, ordered by name, without e-mails', async () => {
    const byName = await list('teacher', 'keyword=picker');
    expect(byName.body.data.map((lecturer) => lecturer.name)).toEqual([
      'Amy Picker',
      'Mia Picker',
      'Zed Picker',
    ]);
    expect(byName.body.data.filter((lecturer) => 'email' in lecturer)).toEqual([]);
  });

  it('matches an e-mail only when typed whole (any case), answering only that address', async () => {
    for (const who of ['teacher', 'admin']) {
      for (const part of ['TEACHER2@', 'example.com', '@', 'teacher2@example.co', 'picker']) {
        const partial = await list(who, `keyword=${encodeURIComponent(part)}`);
        expect(partial.body.data.filter((lecturer) => 'email' in lecturer)).toEqual([]);
        expect(partial.body.data.map((lecturer) => lecturer.name)).not.toContain('李美華');
      }
      const exact = await list(who, `keyword=${encodeURIComponent(' Teacher2@Example.COM ')}`);
      expect(exact.body.data).toEqual([
        { id: expect.any(Number) as number, name: '李美華', email: 'teacher2@example.com' },
      ]);
      expect(exact.body.meta.total).toBe(1);
    }
  });

  it('matches % and _ literally', async () => {
    const percent = await list('teacher', `keyword=${encodeURIComponent('100%')}`);
    expect(percent.body.data.map((lecturer) => lecturer.name)).toEqual(['100% 講師']);
    expect((await list('teacher', 'keyword=_')).body.data).toEqual([]);
    const underscore = await list('teacher', 'keyword=under_score%40example.com');
    expect(underscore.body.data.map((lecturer) => lecturer.email)).toEqual([
      'under_score@example.com',
    ]);
    // `_` is no wildcard in an address either.
    expect((await list('teacher', 'keyword=underXscore%40example.com')).body.data).toEqual([]);
  });

  it('refuses a keyword that is too long or a bad page', async () => {
    expect((await list('teacher', `keyword=${'x'.repeat(500)}`)).status).toBe(400);
    expect((await list('teacher', 'page=0')).status).toBe(400);
  });

  it('is for lecturers and admins with the course area', async () => {
    expect((await list(null)).status).toBe(403);
    expect((await list('student')).status).toBe(404);
    expect((await list('staff')).status).toBe(404);
    expect((await list('admin')).status).toBe(200);
    expect((await list('teacher2')).status).toBe(200);
  });
});
