import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseTeachs, configs } from '../../db/schema.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { addCoLecturer, createItem, sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import {
  announcementOf,
  createStudent,
  insertAnnouncement,
  storedAnnouncement,
} from './fixtures.ts';
import { createUser, sendAsUser } from '../../testing/users.ts';
import { MONTHLY_LIMIT_KEY, taipeiDate, taipeiMonth } from './usage.ts';

const taipeiFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Asia/Taipei calendar date of an instant, by the platform's time zone data. */
function intlDate(instant: Date): string {
  return taipeiFormat.format(instant).replaceAll('-', '/');
}

describe('months in Asia/Taipei', () => {
  it('starts a month at midnight UTC+8, the instant before belonging to the month before', () => {
    const first = new Date('2026-11-30T16:00:00.000Z');
    expect(taipeiMonth(first)).toEqual({
      start: first,
      next: new Date('2026-12-31T16:00:00.000Z'),
    });
    expect(taipeiMonth(new Date(first.getTime() - 1))).toEqual({
      start: new Date('2026-10-31T16:00:00.000Z'),
      next: first,
    });
    // The year turns in Taipei 8 hours before it does in UTC.
    expect(taipeiMonth(new Date('2026-12-31T20:00:00.000Z')).start).toEqual(
      new Date('2026-12-31T16:00:00.000Z'),
    );
    expect(taipeiMonth(new Date('2028-02-15T00:00:00.000Z')).next).toEqual(
      new Date('2028-02-29T16:00:00.000Z'),
    );
  });

  it('agrees with the time zone database on dates and month starts', () => {
    for (let hours = 0; hours < 24 * 800; hours += 13) {
      const instant = new Date(Date.UTC(2025, 11, 1) + hours * 3_600_000);
      const { start, next } = taipeiMonth(instant);
      expect(taipeiDate(instant)).toBe(intlDate(instant));
      expect(intlDate(start).endsWith('/01')).toBe(true);
      expect(intlDate(new Date(start.getTime() - 1)).endsWith('/01')).toBe(false);
      expect(intlDate(next).endsWith('/01')).toBe(true);
      expect(intlDate(instant).slice(0, 7)).toBe(intlDate(start).slice(0, 7));
    }
  });
});

let api: TestApi;
/** Sets the configured monthly limit (null: none, the default applies). */
const setLimit = (value: string | null) =>
  value === null
    ? api.db.delete(configs).where(eq(configs.key, MONTHLY_LIMIT_KEY))
    : api.db
        .insert(configs)
        .values({ key: MONTHLY_LIMIT_KEY, value })
        .onConflictDoUpdate({ target: configs.key, set: { value } });

const lecturer = { id: 0, email: '' };
let alpha = 0;
let shared = 0;

beforeAll(async () => {
  api = await createTestApi();
  // Whatever the demo configures, these tests start from the default.
  await setLimit(null);
  Object.assign(lecturer, await createUser(api, '發送講師', true));
  const owner = await createUser(api, '課程擁有者', true);
  alpha = await createItem(api, 'courses', lecturer.email, 'Alpha');
  shared = await createItem(api, 'courses', owner.email, 'Shared');
  await addCoLecturer(api, shared, lecturer.email, ['interactions']);
  await createStudent(api, 'A', [[alpha, 20]]);
  await createStudent(api, 'B', [
    [alpha, 60],
    [shared, 90],
  ]);
});
afterAll(() => api.close());

const base = '/lecturers/v2/announcements';
const send = (method: string, path: string, options = {}) =>
  sendAsUser(api, method, path, lecturer.email, options);

describe('GET /lecturers/v2/announcements/usage', () => {
  it('answers the default limit, what is used this month and when it starts again', async () => {
    const response = await send('GET', `${base}/usage`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      limit: 10,
      used: 0,
      remaining: 10,
      resets_at: taipeiMonth(new Date()).next.toISOString(),
    });
  });

  it('reads the limit from the configuration, the default when it is no whole number', async () => {
    for (const [value, limit] of [
      ['3', 3],
      [' 0 ', 0],
      ['abc', 10],
      ['-2', 10],
      ['99999999999', 10],
    ] as const) {
      await setLimit(value);
      expect((await send('GET', `${base}/usage`)).body, value).toMatchObject({ limit });
    }
    await setLimit(null);
  });

  it('counts confirmations of this month only, and only the lecturer’s', async () => {
    const someone = await createUser(api, '計數講師', true);
    const { start } = taipeiMonth(new Date());
    await insertAnnouncement(api, { lecturerId: someone.id, confirmedAt: start, recipients: 0 });
    await insertAnnouncement(api, {
      lecturerId: someone.id,
      confirmedAt: new Date(),
      recipients: 0,
    });
    await insertAnnouncement(api, {
      lecturerId: someone.id,
      confirmedAt: new Date(start.getTime() - 1),
      recipients: 0,
    });
    await insertAnnouncement(api, { lecturerId: someone.id });
    await insertAnnouncement(api, { lecturerId: lecturer.id, confirmedAt: new Date() });
    const usage = await sendAsUser(api, 'GET', `${base}/usage`, someone.email);
    expect(usage.body).toMatchObject({ limit: 10, used: 2, remaining: 8 });
    const byAdmin = await sendAs(api, 'GET', `${base}/usage?lecturer_id=${someone.id}`, 'admin');
    expect(byAdmin.body).toEqual(usage.body);
  });

  it('asks an administrator for the lecturer; a lecturer sees only their own', async () => {
    const admin = (query: string) =>
      sendAs(api, 'GET', `${base}/usage${query}`, 'admin', { locale: 'zh-TW' });
    expect((await admin('')).body).toEqual({
      message: { lecturer_id: ['請選擇發送此公告的講師。'] },
    });
    const student = await userIdOf(api, 'student@example.com');
    // Naming no lecturer is naming nothing: 404, as a lecturer naming another gets.
    expect((await admin(`?lecturer_id=${student}`)).status).toBe(404);
    expect((await admin('?lecturer_id=2147483647')).status).toBe(404);
    expect((await admin('?lecturer_id=abc')).status).toBe(400);
    const teacher = await userIdOf(api, 'teacher@example.com');
    expect((await send('GET', `${base}/usage?lecturer_id=${teacher}`)).status).toBe(404);
    expect((await send('GET', `${base}/usage?lecturer_id=${lecturer.id}`)).status).toBe(200);
  });
});

describe('PUT /lecturers/v2/announcements/{id}/confirm', () => {
  it('sends a draft: stores when and to how many students; the count stays as sent', async () => {
    const id = await insertAnnouncement(api, { lecturerId: lecturer.id, progress: 50 });
    const before = (await send('GET', `${base}/usage`)).body as { used: number };
    const draft = announcementOf(await send('GET', `${base}/${id}`));
    expect(draft).toMatchObject({ confirmed_at: null, recipients: 1 });
    const response = await send('PUT', `${base}/${id}/confirm`);
    expect(response.status).toBe(200);
    const sent = announcementOf(response);
    expect(sent.recipients).toBe(1);
    expect(Date.now() - Date.parse(sent.confirmed_at ?? '')).toBeLessThan(60_000);
    expect(await storedAnnouncement(api, id)).toMatchObject({ recipients: 1 });
    expect((await send('GET', `${base}/usage`)).body).toMatchObject({ used: before.used + 1 });

    // A new student changes what a draft reaches, never what was sent.
    const other = await insertAnnouncement(api, { lecturerId: lecturer.id, progress: 50 });
    await createStudent(api, 'C', [[shared, 55]]);
    expect(announcementOf(await send('GET', `${base}/${id}`)).recipients).toBe(1);
    expect(announcementOf(await send('GET', `${base}/${other}`)).recipients).toBe(2);
  });

  it('refuses to send twice', async () => {
    const id = await insertAnnouncement(api, { lecturerId: lecturer.id });
    expect((await send('PUT', `${base}/${id}/confirm`)).status).toBe(200);
    const row = await storedAnnouncement(api, id);
    const again = await send('PUT', `${base}/${id}/confirm`, { locale: 'zh-TW' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: '這則公告已發送。' });
    expect(await storedAnnouncement(api, id)).toEqual(row);
  });

  it('refuses past the monthly allowance, naming the day it starts again', async () => {
    const sender = await createUser(api, '額度講師', true);
    const course = await createItem(api, 'courses', sender.email, 'Allowance');
    await setLimit('2');
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(await insertAnnouncement(api, { lecturerId: sender.id, includes: [course] }));
    // Last month's confirmation does not count.
    await insertAnnouncement(api, {
      lecturerId: sender.id,
      confirmedAt: new Date(taipeiMonth(new Date()).start.getTime() - 1),
      recipients: 0,
    });
    const confirm = (id: number | undefined, locale: 'en' | 'zh-TW' = 'en') =>
      sendAsUser(api, 'PUT', `${base}/${id}/confirm`, sender.email, { locale });
    expect((await confirm(ids[0])).status).toBe(200);
    expect((await confirm(ids[1])).status).toBe(200);
    const date = intlDate(taipeiMonth(new Date()).next);
    const en = await confirm(ids[2]);
    expect(en.status).toBe(400);
    expect(en.body).toEqual({
      message: `The monthly limit of 2 announcements is reached. More can be sent from ${date}.`,
    });
    expect((await confirm(ids[2], 'zh-TW')).body).toEqual({
      message: `本月可發送的 2 則公告已用完，${date} 起可再發送。`,
    });
    expect(await storedAnnouncement(api, ids[2] ?? 0)).toMatchObject({ confirmedAt: null });
    expect((await sendAsUser(api, 'GET', `${base}/usage`, sender.email)).body).toMatchObject({
      limit: 2,
      used: 2,
      remaining: 0,
    });
    // A larger limit lets it through.
    await setLimit('3');
    expect((await confirm(ids[2])).status).toBe(200);
    await setLimit(null);
  });

  it('checks again that the audience is still the lecturer’s and the end still ahead', async () => {
    const id = await insertAnnouncement(api, { lecturerId: lecturer.id, includes: [shared] });
    const ended = await insertAnnouncement(api, {
      lecturerId: lecturer.id,
      endsAt: new Date(Date.now() - 1000),
    });
    await api.db
      .update(courseTeachs)
      .set({ permissions: ['infos'] })
      .where(eq(courseTeachs.courseId, shared));
    const lost = await send('PUT', `${base}/${id}/confirm`);
    expect(lost.status).toBe(400);
    expect(lost.body).toEqual({
      message: {
        includes: ['Choose only courses this lecturer teaches and may answer students in.'],
      },
    });
    const past = await send('PUT', `${base}/${ended}/confirm`);
    expect(past.body).toEqual({ message: { 'date.end': ['The end must be in the future.'] } });
    expect(await storedAnnouncement(api, id)).toMatchObject({ confirmedAt: null });
    await api.db
      .update(courseTeachs)
      .set({ permissions: ['interactions'] })
      .where(eq(courseTeachs.courseId, shared));
    expect((await send('PUT', `${base}/${id}/confirm`)).status).toBe(200);
  });

  it('lets an administrator send a lecturer’s announcement within the lecturer’s allowance', async () => {
    const id = await insertAnnouncement(api, { lecturerId: lecturer.id, includes: [alpha] });
    const response = await sendAs(api, 'PUT', `${base}/${id}/confirm`, 'admin');
    expect(response.status).toBe(200);
    expect(announcementOf(response)).toMatchObject({ lecturer_id: lecturer.id, recipients: 2 });
  });
});
