/**
 * The e-mail log: administrators with `v2_setting` only; newest first with status, kind and a
 * literal keyword on the recipient or the subject; one message with its plain text (no HTML);
 * a failed message queued again under a new Message-ID, the failure kept in the audit log.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailDetail, MailEntry } from '../../contract/mail.ts';
import { auditEntries, outboxMessages } from '../../db/schema.ts';
import { openTestApi, type TestResponse } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { MAIL, queueMail } from '../../testing/mail-log.ts';

const api = await openTestApi();

const ok = (response: TestResponse, status = 200): unknown => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
};
const list = async (query: string) =>
  (ok(await sendAs(api, 'GET', `${MAIL}?${query}`, 'admin')) as { data: MailEntry[] }).data;

describe('e-mail log: access', () => {
  it('answers 404 to staff without v2_setting and to lecturers', async () => {
    const id = await queueMail(api, { status: 'FAILED' });
    for (const who of ['staff', 'teacher'] as const) {
      expect((await sendAs(api, 'GET', MAIL, who)).status).toBe(404);
      expect((await sendAs(api, 'GET', `${MAIL}/${id}`, who)).status).toBe(404);
      expect((await sendAs(api, 'POST', `${MAIL}/${id}/resend`, who)).status).toBe(404);
    }
    expect((await sendAs(api, 'GET', `${MAIL}/${id}`, 'admin')).status).toBe(200);
  });
});

describe('e-mail log: list and look', () => {
  it('lists newest first, filtered by status, kind and a literal keyword', async () => {
    const first = await queueMail(api, { address: 'a100%_x@example.com', status: 'SENT' });
    const second = await queueMail(api, {
      subject: 'Refund 100%_ made',
      kind: 'REFUND_MADE',
      status: 'FAILED',
      lastError: '550 No such user',
    });
    const all = await list('per_page=100');
    expect(all.findIndex((row) => row.id === second)).toBeLessThan(
      all.findIndex((row) => row.id === first),
    );
    const failed = all.find((row) => row.id === second);
    expect(failed).toMatchObject({
      status: 'FAILED',
      kind: 'REFUND_MADE',
      last_error: '550 No such user',
      attempts: 1,
      locale: 'en',
    });
    expect((await list('status=FAILED&per_page=100')).map((row) => row.id)).not.toContain(first);
    expect((await list('kind=REFUND_MADE')).map((row) => row.id)).toEqual([second]);
    const keyword = (await list(`keyword=${encodeURIComponent('100%_')}`)).map((row) => row.id);
    expect(keyword).toEqual([second, first]);
    expect(await list(`keyword=${encodeURIComponent('1_0')}`)).toEqual([]);
    expect((await list('keyword=A100%25_X')).map((row) => row.id)).toEqual([first]);
  });

  it('refuses a bad filter at its field', async () => {
    for (const [field, value] of [
      ['status', 'LOST'],
      ['kind', 'POSTCARD'],
      ['keyword', 'x'.repeat(1000)],
    ] as const) {
      const response = await sendAs(api, 'GET', `${MAIL}?${field}=${value}`, 'admin');
      expect(response.status).toBe(400);
      expect(response.body).toHaveProperty(['message', field]);
    }
  });

  it('answers one message with its plain text and no HTML; an unknown one is 404', async () => {
    const id = await queueMail(api, { text: 'Hello in plain words' });
    const detail = ok(await sendAs(api, 'GET', `${MAIL}/${id}`, 'admin')) as MailDetail;
    expect(detail.text).toBe('Hello in plain words');
    expect(detail).not.toHaveProperty('html');
    expect((await sendAs(api, 'GET', `${MAIL}/999999`, 'admin')).status).toBe(404);
  });
});

describe('e-mail log: resend', () => {
  it('queues a failed message again under a new Message-ID, the failure kept in the audit', async () => {
    const id = await queueMail(api, { status: 'FAILED', attempts: 5, lastError: '550 Gone' });
    const [before] = await api.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    const resent = ok(await sendAs(api, 'POST', `${MAIL}/${id}/resend`, 'admin')) as MailDetail;
    expect(resent).toMatchObject({ status: 'QUEUED', attempts: 0, last_error: null });
    expect(resent.message_id).not.toBe(before?.messageId);
    const [row] = await api.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row?.claimedAt).toBeNull();
    const audit = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subject, 'MAIL'), eq(auditEntries.subjectKey, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({
      status: 'FAILED',
      attempts: 5,
      last_error: '550 Gone',
      message_id: before?.messageId,
    });
    expect(audit[0]?.after).toMatchObject({ status: 'QUEUED', message_id: resent.message_id });
  });

  it("refuses a message that is not failed, in the request's language", async () => {
    const id = await queueMail(api, { status: 'SENT' });
    for (const [locale, text] of [
      ['en', 'Only a message that failed can be sent again.'],
      ['zh-TW', '只有傳送失敗的電子郵件可以重新傳送。'],
      ['zh-CN', '只有发送失败的电子邮件可以重新发送。'],
    ] as const) {
      const response = await sendAs(api, 'POST', `${MAIL}/${id}/resend`, 'admin', { locale });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: text });
    }
    const [row] = await api.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row?.status).toBe('SENT');
  });
});
