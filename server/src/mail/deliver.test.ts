/**
 * Delivering the outbox to a real SMTP server started here: what arrives, retries after the
 * backoff (the clock is passed in), permanent failures, the attempt limit, a stale claim taken
 * over with the same Message-ID, two workers racing, the `.eml` fallback and the running worker.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/index.ts';
import { outboxMessages } from '../db/schema.ts';
import { openTestApi } from '../testing/harness.ts';
import { startTestSmtp, type TestSmtp } from '../testing/smtp.ts';
import { backoffMs, deliverAllDue, deliverDue, startMailWorker } from './deliver.ts';
import { enqueueMail } from './outbox.ts';
import { renderMail } from './render.tsx';
import { mailFolder, openMailTransport, type MailTransport } from './transport.ts';

const api = await openTestApi();
let smtp: TestSmtp;
let transport: MailTransport;
beforeAll(async () => {
  smtp = await startTestSmtp();
  transport = openMailTransport({ ...api.env, SMTP_URL: smtp.url }, () => undefined);
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});
beforeEach(async () => {
  await api.db.delete(outboxMessages);
  smtp.messages.length = 0;
});

/** The tests' clock: far enough ahead that every message queued now is due. */
const T0 = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => () => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

/** Queues `count` messages to student<i>@example.test; answers their rows, in order. */
async function queue(count: number, db: Database = api.db) {
  const ids = await enqueueMail(
    db,
    Array.from({ length: count }, (_, i) => ({
      kind: 'ANNOUNCEMENT' as const,
      to: { address: `student${String(i)}@example.test`, locale: 'zh-TW' as const },
      content: renderMail({
        locale: 'zh-TW',
        subject: `課程公告 ${String(i)}`,
        body: createElement('p', null, `第 ${String(i)} 則公告的內容`),
      }),
      source: { type: 'announcement', id: 1 },
    })),
  );
  return rowsOf(ids);
}

async function rowsOf(ids: readonly number[]) {
  const rows = await api.db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.id, [...ids]));
  return ids.map((id) => {
    const row = rows.find((each) => each.id === id);
    if (!row) throw new Error(`No outbox row ${String(id)}`);
    return row;
  });
}

async function rowOf(id: number) {
  return first(await rowsOf([id]));
}

/** The first of a list that must not be empty. */
function first<T>(list: readonly T[]): T {
  const [head] = list;
  if (head === undefined) throw new Error('Empty list');
  return head;
}

describe('delivering the outbox over SMTP', () => {
  it('delivers queued messages in order with their Message-ID, subject and both parts', async () => {
    const queued = await queue(3);
    const result = await deliverDue(api.db, transport, { now: at(0) });
    expect(result).toEqual({ claimed: 3, sent: 3, retrying: 0, failed: 0 });
    expect(smtp.messages.map((mail) => mail.messageId)).toEqual(queued.map((row) => row.messageId));
    const mail = first(smtp.messages);
    expect(mail.rcptTo).toEqual(['student0@example.test']);
    expect(mail.subject).toBe('課程公告 0');
    expect(mail.text).toContain('第 0 則公告的內容');
    expect(mail.html).toContain('<html lang="zh-TW">');
    // multipart/alternative: the plain text first, the HTML (what clients prefer) last.
    expect(mail.raw.indexOf('text/plain')).toBeLessThan(mail.raw.indexOf('text/html'));
    expect(mail.raw).toMatch(/^From: .*no-reply@localhost/m);
    for (const row of await rowsOf(queued.map((row) => row.id))) {
      expect(row).toMatchObject({ status: 'SENT', attempts: 1, sentAt: T0, claimedAt: null });
    }
    // Nothing is sent twice.
    expect((await deliverDue(api.db, transport, { now: at(MINUTE) })).claimed).toBe(0);
    expect(smtp.messages).toHaveLength(3);
  });

  it('sends an announcement with its one-click unsubscribe link (RFC 8058), others without', async () => {
    const [plain] = await queue(1);
    const [withLink] = await enqueueMail(api.db, [
      {
        kind: 'ANNOUNCEMENT',
        to: { address: 'reader@example.test', locale: 'en' },
        content: renderMail({ locale: 'en', subject: 'News', body: 'Hello' }),
        unsubscribeUrl: 'https://api.example.test/unsubscribe?u=1&s=abc',
      },
    ]);
    await deliverDue(api.db, transport, { now: at(0) });
    const byId = (id: string | undefined) => smtp.messages.find((mail) => mail.messageId === id);
    const linked = byId((await rowOf(withLink ?? 0)).messageId);
    expect(linked?.raw).toMatch(
      /^List-Unsubscribe: <https:\/\/api\.example\.test\/unsubscribe\?u=1&s=abc>$/m,
    );
    expect(linked?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(byId(plain?.messageId)?.raw).not.toMatch(/^List-Unsubscribe/m);
  });

  it('retries a temporary refusal (4xx) after the backoff, then sends it', async () => {
    const row = first(await queue(1));
    smtp.failNext(451);
    expect(await deliverDue(api.db, transport, { now: at(0) })).toMatchObject({ retrying: 1 });
    const waiting = await rowOf(row.id);
    expect(waiting).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(waiting.lastError).toMatch(/^451 /);
    expect(waiting.nextAttemptAt).toEqual(new Date(T0.getTime() + backoffMs(1)));
    // Not before the backoff has passed.
    expect((await deliverDue(api.db, transport, { now: at(backoffMs(1) - 1) })).claimed).toBe(0);
    expect(smtp.messages).toHaveLength(0);
    expect(await deliverDue(api.db, transport, { now: at(backoffMs(1)) })).toMatchObject({
      sent: 1,
    });
    expect(smtp.messages.map((mail) => mail.messageId)).toEqual([row.messageId]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('retries after a connection error', async () => {
    const row = first(await queue(1));
    const closed = await startTestSmtp();
    await closed.close();
    const nowhere = openMailTransport({ ...api.env, SMTP_URL: closed.url }, () => undefined);
    expect(await deliverDue(api.db, nowhere, { now: at(0) })).toMatchObject({ retrying: 1 });
    nowhere.close();
    expect(await rowOf(row.id)).toMatchObject({ status: 'QUEUED', attempts: 1 });
  });

  it('records a permanent refusal (5xx) as FAILED with the answer and does not retry', async () => {
    const row = first(await queue(1));
    smtp.failNext(550);
    expect(await deliverDue(api.db, transport, { now: at(0) })).toMatchObject({ failed: 1 });
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, claimedAt: null });
    expect(failed.lastError).toMatch(/^550 .*Refused by the test server/);
    expect((await deliverDue(api.db, transport, { now: at(24 * 60 * MINUTE) })).claimed).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('gives up after the attempt limit of temporary failures', async () => {
    const row = first(await queue(1));
    smtp.failNext(421, 6);
    let now = 0;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await deliverDue(api.db, transport, { now: at(now) })).toMatchObject({
        retrying: 1,
      });
      now += backoffMs(attempt);
    }
    expect(await deliverDue(api.db, transport, { now: at(now) })).toMatchObject({ failed: 1 });
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 6 });
    expect(failed.lastError).toMatch(/^421 /);
    expect(smtp.messages).toHaveLength(0);
  });

  it('takes over a stale SENDING claim and sends it again with the same Message-ID', async () => {
    const row = first(await queue(1));
    // A process claimed it at T0, sent it and was killed before recording the result.
    await api.db
      .update(outboxMessages)
      .set({ status: 'SENDING', claimedAt: T0 })
      .where(eq(outboxMessages.id, row.id));
    await transport.send(row);
    // A fresh claim is left alone.
    expect((await deliverDue(api.db, transport, { now: at(MINUTE) })).claimed).toBe(0);
    expect(await deliverDue(api.db, transport, { now: at(5 * MINUTE + 1) })).toMatchObject({
      sent: 1,
    });
    expect(smtp.messages.map((mail) => mail.messageId)).toEqual([row.messageId, row.messageId]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'SENT' });
  });

  it('does not record a result over a claim another worker took over', async () => {
    const row = first(await queue(1));
    // A transport as slow as the stale limit: meanwhile another worker takes the message over.
    const slow: MailTransport = {
      send: async () => {
        await api.db
          .update(outboxMessages)
          .set({ claimedAt: new Date(T0.getTime() + 6 * MINUTE) })
          .where(eq(outboxMessages.id, row.id));
        throw Object.assign(new Error('refused'), { responseCode: 550 });
      },
      close: () => undefined,
    };
    await deliverDue(api.db, slow, { now: at(0) });
    expect(await rowOf(row.id)).toMatchObject({
      status: 'SENDING',
      claimedAt: new Date(T0.getTime() + 6 * MINUTE),
    });
  });

  it('two workers racing on the same rows send each message once', async () => {
    const queued = await queue(40);
    // On PostgreSQL the second worker has its own connection pool, as another process would.
    const second = api.handle.url ? await openDatabase(api.handle.url) : null;
    try {
      const results = await Promise.all([
        deliverAllDue(api.db, transport, { now: at(0), batchSize: 7 }),
        deliverAllDue(second?.db ?? api.db, transport, { now: at(0), batchSize: 7 }),
      ]);
      expect(results[0].sent + results[1].sent).toBe(40);
    } finally {
      await second?.close();
    }
    const received = smtp.messages.map((mail) => mail.messageId);
    expect(new Set(received).size).toBe(received.length);
    expect(received.toSorted()).toEqual(queued.map((row) => row.messageId).toSorted());
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file with its Message-ID and prints its path', async () => {
    const row = first(await queue(1));
    const lines: string[] = [];
    const files = openMailTransport({ ...api.env, SMTP_URL: undefined }, (line) =>
      lines.push(line),
    );
    expect(await deliverDue(api.db, files, { now: at(0) })).toMatchObject({ sent: 1 });
    files.close();
    const names = readdirSync(mailFolder(api.env));
    expect(names).toHaveLength(1);
    const path = join(mailFolder(api.env), first(names));
    expect(lines).toEqual([`Mail to student0@example.test written to ${path}`]);
    const parsed = await simpleParser(readFileSync(path));
    expect(parsed.messageId).toBe(row.messageId);
    expect(parsed.subject).toBe('課程公告 0');
    expect(parsed.text).toContain('第 0 則公告的內容');
  });
});

describe('the mail worker', () => {
  it('delivers what is queued once started', async () => {
    const row = first(await queue(1));
    await api.db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outboxMessages.id, row.id));
    const stop = startMailWorker(api.db, { ...api.env, SMTP_URL: smtp.url });
    await smtp.waitFor(1);
    await stop();
    expect(smtp.messages.map((mail) => mail.messageId)).toEqual([row.messageId]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'SENT' });
  });
});
