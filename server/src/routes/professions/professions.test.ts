/** The professions a lecturer picks for an item, in the request's language. */
import { describe, expect, it } from 'vitest';
import type { ProfessionsResponse } from '../../contract/items.ts';
import { openTestApi } from '../../testing/harness.ts';

const api = await openTestApi();

async function professions(email: string | null, locale?: 'zh-TW' | 'zh-CN' | 'en') {
  const response = await api.request('GET', '/lecturers/v2/professions', {
    token: email ? await api.tokenOf(email) : null,
    ...(locale ? { locale } : {}),
  });
  return { status: response.status, body: response.body as ProfessionsResponse };
}

describe('GET /lecturers/v2/professions', () => {
  it('lists the professions of the migrations, named in the request language', async () => {
    const english = await professions('teacher@example.com', 'en');
    expect(english.status).toBe(200);
    expect(english.body.data).toHaveLength(12);
    expect(english.body.data[0]?.name).toBe('Software engineer');
    const ids = english.body.data.map((profession) => profession.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const traditional = await professions('admin@example.com', 'zh-TW');
    const simplified = await professions('teacher2@example.com', 'zh-CN');
    expect(traditional.body.data.map((profession) => profession.id)).toEqual(ids);
    expect(traditional.body.data.slice(0, 2).map((profession) => profession.name)).toEqual([
      '軟體工程師',
      '資料科學家',
    ]);
    expect(simplified.body.data.slice(0, 2).map((profession) => profession.name)).toEqual([
      '软件工程师',
      '数据科学家',
    ]);
    // Without hilocale: zh-TW.
    expect((await professions('teacher@example.com')).body).toEqual(traditional.body);
  });

  it('is for lecturers and admins with course permissions', async () => {
    expect((await professions('staff@example.com')).status).toBe(404);
    expect((await professions('student@example.com')).status).toBe(404);
    expect((await professions(null)).status).toBe(403);
  });
});
