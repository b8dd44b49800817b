import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrollments, outboxMessages, users } from '../../db/schema.ts';
import { openTestApi } from '../../testing/harness.ts';
import { createItem, sendAs } from '../../testing/item-fixtures.ts';
import { createUser, sendAsUser } from '../../testing/users.ts';
import { announcementOf, createStudent, insertAnnouncement } from './fixtures.ts';
import { ANNOUNCEMENT_MAIL_CHUNK } from './mail.ts';
import { deliverAllDue } from '../../mail/deliver.ts';
import { openMailTransport } from '../../mail/transport.ts';
import { startTestSmtp } from '../../testing/smtp.ts';

const api = await openTestApi();
const base = '/lecturers/v2/announcements';

const lecturer = { id: 0, email: '' };
let alpha = 0;
let beta = 0;
let other = 0;
/** Students by name: id and address. */
const students: Record<string, { id: number; email: string }> = {};

/** A student enrolled in courses, with a locale. */
async function student(
  name: string,
  locale: string,
  courses: readonly (readonly [number, number])[],
) {
  const id = await createStudent(api, name, courses);
  const [row] = await api.db
    .update(users)
    .set({ locale })
    .where(eq(users.id, id))
    .returning({ email: users.email });
  students[name] = { id, email: row?.email ?? '' };
}

/** The outbox rows of an announcement, by recipient id. */
function outboxOf(announcementId: number) {
  return api.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.sourceType, 'announcement'),
        eq(outboxMessages.sourceId, announcementId),
      ),
    )
    .orderBy(asc(outboxMessages.toUserId));
}

const confirm = (id: number) =>
  sendAsUser(api, 'PUT', `${base}/${String(id)}/confirm`, lecturer.email);

beforeAll(async () => {
  Object.assign(lecturer, await createUser(api, 'Mail Lecturer', true));
  const someone = await createUser(api, 'Other Lecturer', true);
  alpha = await createItem(api, 'courses', lecturer.email, 'Alpha');
  beta = await createItem(api, 'ebooks', lecturer.email, 'Beta');
  other = await createItem(api, 'courses', someone.email, 'Other');
  await student('tw', 'zh-TW', [[alpha, 50]]);
  await student('cn', 'zh-CN', [
    [alpha, 80],
    [beta, 10],
  ]);
  await student('en', 'en', [[beta, 100]]);
  await student('slow', 'en', [[alpha, 5]]);
  await student('outsider', 'en', [[other, 100]]);
  await student('betaOnly', 'zh-TW', [[beta, 40]]);
});

describe('confirming an EMAIL announcement', () => {
  it('queues one message per student of its audience, in each student’s locale', async () => {
    const id = await insertAnnouncement(api, {
      lecturerId: lecturer.id,
      type: 'EMAIL',
      title: 'Exam on Friday',
      body: '<p>Bring a pencil</p>',
      progress: 10,
    });
    const response = await confirm(id);
    expect(response.status).toBe(200);
    const rows = await outboxOf(id);
    const expected = ['tw', 'cn', 'en', 'betaOnly']
      .map((name) => students[name])
      .sort((a, b) => (a?.id ?? 0) - (b?.id ?? 0));
    expect(rows.map((row) => [row.toUserId, row.toAddress])).toEqual(
      expected.map((s) => [s?.id, s?.email]),
    );
    expect(announcementOf(response).recipients).toBe(4);
    const byName = (name: string) => rows.find((row) => row.toUserId === students[name]?.id);
    expect(byName('tw')).toMatchObject({
      kind: 'ANNOUNCEMENT',
      locale: 'zh-TW',
      status: 'QUEUED',
      subject: 'Mail Lecturer 的公告：Exam on Friday',
    });
    expect(byName('cn')).toMatchObject({
      locale: 'zh-CN',
      subject: 'Mail Lecturer 的公告：Exam on Friday',
    });
    const english = byName('en');
    expect(english).toMatchObject({
      locale: 'en',
      subject: 'Announcement from Mail Lecturer: Exam on Friday',
    });
    expect(english?.html).toContain('<p>Bring a pencil</p>');
    expect(english?.text).toContain('Bring a pencil');
    expect(english?.unsubscribeUrl).toMatch(/\/unsubscribe\?user=\d+&purpose=announcement&/);
    expect(english?.text).toContain(english?.unsubscribeUrl ?? '-');
    expect(english?.html).toContain((english?.unsubscribeUrl ?? '-').replaceAll('&', '&amp;'));
    // A message per student, each with its own Message-ID.
    expect(new Set(rows.map((row) => row.messageId)).size).toBe(rows.length);
  });

  it('reaches exactly its students over SMTP, each in their language, with the unsubscribe header', async () => {
    const smtp = await startTestSmtp();
    const transport = openMailTransport({ ...api.env, SMTP_URL: smtp.url }, () => undefined);
    try {
      const id = await insertAnnouncement(api, {
        lecturerId: lecturer.id,
        type: 'EMAIL',
        title: 'Field trip',
        body: '<p>Meet at the gate</p>',
        includes: [alpha],
      });
      expect((await confirm(id)).status).toBe(200);
      await deliverAllDue(api.db, transport, { now: () => new Date() });
      const arrived = smtp.messages.filter((mail) => mail.subject.includes('Field trip'));
      const audience = ['tw', 'cn', 'slow'].map((name) => students[name]);
      expect(arrived.flatMap((mail) => mail.rcptTo).sort()).toEqual(
        audience.map((each) => each?.email).sort(),
      );
      const langOf = (name: string) =>
        /<html lang="([^"]+)"/.exec(
          arrived.find((mail) => mail.rcptTo.includes(students[name]?.email ?? '-'))?.html ?? '',
        )?.[1];
      expect(['tw', 'cn', 'slow'].map(langOf)).toEqual(['zh-TW', 'zh-CN', 'en']);
      for (const mail of arrived) {
        expect(mail.text).toContain('Meet at the gate');
        // Long headers are folded onto continuation lines.
        const headers = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
        expect(headers).toMatch(/^List-Unsubscribe: <\S+\/unsubscribe\?\S+>$/m);
      }
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('respects includes and excepts', async () => {
    const only = await insertAnnouncement(api, {
      lecturerId: lecturer.id,
      type: 'EMAIL',
      includes: [beta],
    });
    await confirm(only);
    expect((await outboxOf(only)).map((row) => row.toUserId).sort()).toEqual(
      [students.cn?.id, students.en?.id, students.betaOnly?.id].sort(),
    );
    const except = await insertAnnouncement(api, {
      lecturerId: lecturer.id,
      type: 'EMAIL',
      excepts: [beta],
    });
    await confirm(except);
    expect((await outboxOf(except)).map((row) => row.toUserId).sort()).toEqual(
      [students.tw?.id, students.cn?.id, students.slow?.id].sort(),
    );
  });

  it('queues nothing for a NOTICE', async () => {
    const id = await insertAnnouncement(api, { lecturerId: lecturer.id, type: 'NOTICE' });
    expect((await confirm(id)).status).toBe(200);
    expect(await outboxOf(id)).toEqual([]);
  });

  it('sends no further announcement to a student who unsubscribed through the link', async () => {
    const first = await insertAnnouncement(api, {
      lecturerId: lecturer.id,
      type: 'EMAIL',
      includes: [alpha],
    });
    await confirm(first);
    const mail = (await outboxOf(first)).find((row) => row.toUserId === students.slow?.id);
    const link = new URL(mail?.unsubscribeUrl ?? 'http://invalid/');
    // The link's button (a one-click POST, as a mail client's List-Unsubscribe sends).
    const page = await api.app.request(`${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      'You will no longer receive announcement e-mail from lecturers.',
    );
    const second = await insertAnnouncement(api, {
      lecturerId: lecturer.id,
      type: 'EMAIL',
      includes: [alpha],
    });
    await confirm(second);
    expect((await outboxOf(second)).map((row) => row.toUserId).sort()).toEqual(
      [students.tw?.id, students.cn?.id].sort(),
    );
    await api.db
      .update(users)
      .set({ announcementMail: true })
      .where(eq(users.id, students.slow?.id ?? 0));
  });

  it('queues every student of a large audience, across insert chunks', async () => {
    const big = await createItem(api, 'courses', lecturer.email, 'Big');
    const many = ANNOUNCEMENT_MAIL_CHUNK + 3;
    const rows = await api.db
      .insert(users)
      .values(
        Array.from({ length: many }, (_, index) => ({
          email: `bulk-${String(index)}-${String(big)}@example.test`,
          name: `Bulk ${String(index)}`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    await api.db
      .insert(enrollments)
      .values(rows.map((row) => ({ courseId: big, studentId: row.id, progress: 0 })));
    const id = await insertAnnouncement(api, {
      lecturerId: lecturer.id,
      type: 'EMAIL',
      includes: [big],
    });
    expect((await confirm(id)).status).toBe(200);
    const queued = await outboxOf(id);
    expect(queued.map((row) => row.toUserId).sort()).toEqual(rows.map((row) => row.id).sort());
  });
});

describe('delivery counts', () => {
  it('answers queued, sent and failed counts on the detail and the list', async () => {
    const id = await insertAnnouncement(api, {
      lecturerId: lecturer.id,
      type: 'EMAIL',
      includes: [alpha, beta],
      progress: 10,
    });
    await confirm(id);
    const ids = (await outboxOf(id)).map((row) => row.id);
    expect(ids).toHaveLength(4);
    await api.db
      .update(outboxMessages)
      .set({ status: 'SENT' })
      .where(inArray(outboxMessages.id, ids.slice(0, 2)));
    await api.db
      .update(outboxMessages)
      .set({ status: 'FAILED' })
      .where(eq(outboxMessages.id, ids[2] ?? 0));
    const detail = await sendAsUser(api, 'GET', `${base}/${String(id)}`, lecturer.email);
    expect(announcementOf(detail).deliveries).toEqual({ queued: 1, sent: 2, failed: 1 });
    const list = await sendAs(
      api,
      'GET',
      `/lecturers/v2/interactions/announcements?per_page=50`,
      'admin',
    );
    const listed = (list.body as { data: { id: number; deliveries: unknown }[] }).data.find(
      (row) => row.id === id,
    );
    expect(listed?.deliveries).toEqual({ queued: 1, sent: 2, failed: 1 });
    const draft = await insertAnnouncement(api, { lecturerId: lecturer.id, type: 'EMAIL' });
    const none = await sendAsUser(api, 'GET', `${base}/${String(draft)}`, lecturer.email);
    expect(announcementOf(none).deliveries).toEqual({ queued: 0, sent: 0, failed: 0 });
  });
});
