import { describe, expect, it } from 'vitest';
import type { CourseSourcesResponse, ItemDetail } from '../../contract/items.ts';
import { addCoLecturer, createItem, senderOf } from '../../testing/item-fixtures.ts';
import { openTestApi } from '../../testing/harness.ts';
import { isWebUrl } from './routes.ts';

const api = await openTestApi();

const send = senderOf(api);

describe('PUT /lecturers/v2/courses/{id}/type', () => {
  const path = (id: number) => `/lecturers/v2/courses/${id}/type`;

  it('sets the category and the type and answers the item; a reload shows them', async () => {
    const id = await createItem(api, 'courses');
    const response = await send('PUT', path(id), 'teacher', {
      body: { category: 'design', type: 'SINGLE' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, category: 'design', type: 'SINGLE' });
    const reloaded = await send('GET', `/lecturers/v2/courses/${id}`, 'teacher');
    expect(reloaded.body).toMatchObject({ category: 'design', type: 'SINGLE' });
  });

  it('refuses an unknown category or type at its field', async () => {
    const id = await createItem(api, 'courses');
    const response = await send('PUT', path(id), 'teacher', {
      body: { category: 'design', type: 'BUNDLE' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: { type: ['This value is not valid.'] } });
    const unknown = await send('PUT', path(id), 'teacher', {
      body: { category: 'cooking', type: 'COURSE' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      message: { category: ['Choose one of the categories offered.'] },
    });
    const missing = await send('PUT', path(id), 'teacher', { body: { type: 'COURSE' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty('message.category');
    const reloaded = await send('GET', `/lecturers/v2/courses/${id}`, 'teacher');
    expect(reloaded.body).toMatchObject({ category: '', type: 'COURSE' });
  });

  it('needs the infos permission; another lecturer gets 404; an admin can', async () => {
    const id = await createItem(api, 'courses');
    await addCoLecturer(api, id, 'teacher2@example.com', ['prices']);
    const body = { category: 'music', type: 'COURSE' };
    const refused = await send('PUT', path(id), 'teacher2', { body });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'The owner has not given you the “infos” permission.',
    });
    const other = await createItem(api, 'courses', 'teacher2@example.com');
    expect((await send('PUT', path(other), 'teacher', { body })).status).toBe(404);
    expect((await send('PUT', path(other), 'staff', { body })).status).toBe(404);
    const admin = await send('PUT', path(other), 'admin', { body });
    expect(admin.status).toBe(200);
    expect((admin.body as ItemDetail).category).toBe('music');
  });

  it('is for courses only', async () => {
    const id = await createItem(api, 'ebooks');
    const response = await send('PUT', `/lecturers/v2/ebooks/${id}/type`, 'teacher', {
      body: { category: 'music', type: 'COURSE' },
    });
    expect(response.status).toBe(404);
  });
});

describe('/lecturers/v2/courses/{id}/course_sources', () => {
  const path = (id: number) => `/lecturers/v2/courses/${id}/course_sources`;
  const sources = [
    { title: 'MDN Web Docs', url: 'https://developer.mozilla.org/' },
    { title: '官方文件', url: 'http://example.com/docs?page=1' },
  ];

  it('starts empty, saves the sources in order and a reload shows them', async () => {
    const id = await createItem(api, 'courses');
    expect((await send('GET', path(id), 'teacher')).body).toEqual({ data: [] });
    const saved = await send('PUT', path(id), 'teacher', { body: { sources } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ data: sources });
    const reloaded = await send('GET', path(id), 'teacher');
    expect(reloaded.body).toEqual({ data: sources });
    // An empty list (JSON) removes them.
    const cleared = await send('PUT', path(id), 'teacher', { body: { sources: [] }, json: true });
    expect((cleared.body as CourseSourcesResponse).data).toEqual([]);
    expect((await send('GET', path(id), 'teacher')).body).toEqual({ data: [] });
    // A body without the list is refused, not taken as an empty list.
    await send('PUT', path(id), 'teacher', { body: { sources } });
    const missing = await send('PUT', path(id), 'teacher', { body: {} });
    expect(missing.body).toEqual({ message: { sources: ['This field is required.'] } });
    expect((await send('GET', path(id), 'teacher')).body).toEqual({ data: sources });
  });

  it('refuses addresses that are not http(s) at sources.{i}.url, every one at once', async () => {
    const id = await createItem(api, 'courses');
    const response = await send('PUT', path(id), 'teacher', {
      body: {
        sources: [
          { title: 'Fine', url: 'https://example.com' },
          { title: 'Script', url: 'javascript:alert(1)' },
          { title: 'Blank', url: '   ' },
          { title: 'Relative', url: '/docs' },
        ],
      },
      json: true,
    });
    expect(response.status).toBe(400);
    const message = 'Enter a web address that starts with http:// or https://.';
    expect(response.body).toEqual({
      message: {
        'sources.1.url': [message],
        'sources.2.url': ['This field is required.'],
        'sources.3.url': [message],
      },
    });
    const zh = await send('PUT', path(id), 'teacher', {
      body: { sources: [{ title: 'FTP', url: 'ftp://example.com/file' }] },
      locale: 'zh-TW',
    });
    expect(zh.body).toEqual({
      message: { 'sources.0.url': ['請輸入以 http:// 或 https:// 開頭的網址。'] },
    });
    const untitled = await send('PUT', path(id), 'teacher', {
      body: { sources: [{ title: '', url: 'https://example.com' }] },
    });
    expect(untitled.body).toEqual({ message: { 'sources.0.title': ['This field is required.'] } });
    expect((await send('GET', path(id), 'teacher')).body).toEqual({ data: [] });
  });

  it('writes nothing when the same sources are saved again', async () => {
    const id = await createItem(api, 'courses');
    await send('PUT', path(id), 'teacher', { body: { sources } });
    const before = (await send('GET', `/lecturers/v2/courses/${id}`, 'teacher')).body as ItemDetail;
    await send('PUT', path(id), 'teacher', { body: { sources } });
    const after = (await send('GET', `/lecturers/v2/courses/${id}`, 'teacher')).body as ItemDetail;
    expect(after.updated_at).toBe(before.updated_at);
  });

  it('is read by any lecturer of the course; writing needs the infos permission', async () => {
    const id = await createItem(api, 'courses');
    await send('PUT', path(id), 'teacher', { body: { sources } });
    await addCoLecturer(api, id, 'teacher2@example.com', ['prices']);
    expect((await send('GET', path(id), 'teacher2')).body).toEqual({ data: sources });
    const refused = await send('PUT', path(id), 'teacher2', { body: { sources: [sources[0]] } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'The owner has not given you the “infos” permission.',
    });
    expect((await send('GET', path(id), 'teacher')).body).toEqual({ data: sources });
  });

  it("answers 404 on another lecturer's course and to an admin without the course area; an admin can", async () => {
    const id = await createItem(api, 'courses', 'teacher2@example.com');
    expect((await send('GET', path(id), 'teacher')).status).toBe(404);
    expect((await send('PUT', path(id), 'teacher', { body: { sources } })).status).toBe(404);
    expect((await send('GET', path(id), 'staff')).status).toBe(404);
    const admin = await send('PUT', path(id), 'admin', { body: { sources } });
    expect(admin.status).toBe(200);
    expect((await send('GET', path(id), 'teacher2')).body).toEqual({ data: sources });
  });
});

describe('isWebUrl', () => {
  it('takes absolute http(s) addresses only', () => {
    expect(isWebUrl('https://example.com/a?b=c#d')).toBe(true);
    expect(isWebUrl('HTTP://EXAMPLE.COM')).toBe(true);
    for (const url of ['example.com', 'mailto:a@example.com', 'https://', 'data:text/html,x', ''])
      expect(isWebUrl(url), url).toBe(false);
  });
});
