/** The categories a course is filed under, in their order and the request's language. */
import { describe, expect, it } from 'vitest';
import type { CategoriesResponse } from '../../contract/items.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs, type SendArgs } from '../../testing/item-fixtures.ts';

const api = await openTestApi();

async function categories(who: SendArgs[2], locale?: 'zh-TW' | 'zh-CN' | 'en') {
  const response = await sendAs(api, 'GET', '/lecturers/v2/categories', who, {
    ...(locale ? { locale } : {}),
  });
  return { status: response.status, body: response.body as CategoriesResponse };
}

describe('GET /lecturers/v2/categories', () => {
  it('lists the categories of the migration in order, named in the request language', async () => {
    const english = await categories('teacher', 'en');
    expect(english.status).toBe(200);
    expect(english.body.data.map((category) => category.key)).toEqual([
      'programming',
      'design',
      'language',
      'business',
      'marketing',
      'photography',
      'music',
      'lifestyle',
    ]);
    expect(english.body.data[0]).toEqual({
      key: 'programming',
      name: 'Programming',
      archived: false,
    });
    const traditional = await categories('admin', 'zh-TW');
    expect(traditional.body.data.slice(0, 2).map((category) => category.name)).toEqual([
      '程式設計',
      '設計',
    ]);
    const simplified = await categories('teacher2', 'zh-CN');
    expect(simplified.body.data.at(-1)?.name).toBe('生活方式');
  });

  it('is read by lecturers and admins who edit items, refused to staff and members', async () => {
    expect((await categories('staff')).status).toBe(404);
    const member = await api.request('GET', '/lecturers/v2/categories', {
      token: await api.tokenOf('student@example.com'),
    });
    expect(member.status).toBe(404);
    const anonymous = await api.request('GET', '/lecturers/v2/categories', { token: null });
    expect(anonymous.status).toBe(403);
  });
});
