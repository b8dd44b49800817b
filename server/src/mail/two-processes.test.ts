/**
 * Two API processes on one PostgreSQL deliver the outbox to a test SMTP server: 1,000 messages
 * with none sent twice and none lost; then, with one process killed (kill -9) mid-batch, none
 * lost and any repeat carrying its first Message-ID. PostgreSQL only (the api-pg step): PGlite
 * is one process's database.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema.ts';
import { startChildService, type ChildService } from '../testing/child-service.ts';
import { freePort } from '../testing/ports.ts';
import { createTestApi, type TestApi } from '../testing/harness.ts';
import { startTestSmtp, type TestSmtp } from '../testing/smtp.ts';
import { deliverAllDue } from './deliver.ts';
import { enqueueMail } from './outbox.ts';
import { openMailTransport } from './transport.ts';

const onPostgres = /^postgres(ql)?:\/\//.test(process.env['DATABASE_URL'] ?? '');
if (!onPostgres) {
  console.info('Two processes delivering the outbox: skipped, DATABASE_URL is not PostgreSQL.');
}

/** Queues `count` messages; answers their Message-IDs. */
async function queue(api: TestApi, count: number, tag: string): Promise<string[]> {
  const ids = await enqueueMail(
    api.db,
    Array.from({ length: count }, (_, i) => ({
      kind: 'ANNOUNCEMENT' as const,
      to: { address: `s${String(i)}@example.test`, locale: 'en' as const },
      content: { subject: `${tag} ${String(i)}`, html: `<p>${tag} ${String(i)}</p>`, text: tag },
    })),
  );
  const rows = await api.db
    .select({ messageId: outboxMessages.messageId })
    .from(outboxMessages)
    .where(inArray(outboxMessages.id, ids));
  return rows.map((row) => row.messageId);
}

/** How many times each Message-ID of `ids` arrived. */
function arrivals(smtp: TestSmtp, ids: readonly string[]): Map<string, number> {
  const wanted = new Set(ids);
  const counts = new Map<string, number>();
  for (const mail of smtp.messages) {
    if (wanted.has(mail.messageId))
      counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  }
  return counts;
}

describe.runIf(onPostgres)('two API processes delivering the outbox', () => {
  let api: TestApi;
  let smtp: TestSmtp;
  let workers: ChildService[] = [];

  beforeAll(async () => {
    api = await createTestApi();
    await api.db.delete(outboxMessages);
    smtp = await startTestSmtp();
    const url = api.handle.url;
    if (!url) throw new Error('No PostgreSQL database URL');
    workers = await Promise.all(
      ['first', 'second'].map(async (name) => {
        const port = await freePort();
        return startChildService({
          name: `The ${name} API`,
          args: ['server/src/main.ts'],
          env: {
            DATABASE_URL: url,
            SMTP_URL: smtp.url,
            DEMO_DATA: '0',
            API_PORT: String(port),
            API_HOST: '127.0.0.1',
            DATA_DIR: `${api.env.DATA_DIR}-${name}`,
            PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
          },
          readyUrl: `http://127.0.0.1:${String(port)}/openapi.json`,
          timeoutMs: 110_000,
        });
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await smtp.close();
    await api.close();
  });

  it('deliver 1,000 queued messages, none twice and none lost', async () => {
    const ids = await queue(api, 1000, 'first round');
    await smtp.waitFor(1000);
    const counts = arrivals(smtp, ids);
    expect(counts.size).toBe(1000);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  }, 240_000);

  it('lose none when one is killed mid-batch; a repeat carries its first Message-ID', async () => {
    const before = smtp.messages.length;
    const ids = await queue(api, 1000, 'second round');
    await smtp.waitFor(before + 200);
    const [killed, survivor] = workers;
    await killed?.kill('SIGKILL');
    // The survivor goes on with everything not claimed by the dead process, then stops.
    await smtp.waitFor(before + 600);
    await survivor?.stop();
    // Later (past the stale limit) a worker takes over what the dead process had claimed.
    const transport = openMailTransport({ ...api.env, SMTP_URL: smtp.url }, () => undefined);
    const later = new Date(Date.now() + 6 * 60_000);
    await deliverAllDue(api.db, transport, { now: () => later });
    transport.close();

    const counts = arrivals(smtp, ids);
    expect(counts.size).toBe(1000);
    const repeats = [...counts.values()].filter((count) => count > 1);
    // At most the one message the killed process was sending, once more, with its Message-ID.
    expect(repeats.length).toBeLessThanOrEqual(1);
    expect(repeats.every((count) => count === 2)).toBe(true);
    const rows = await api.db.select({ status: outboxMessages.status }).from(outboxMessages);
    expect(rows.filter((row) => row.status !== 'SENT')).toEqual([]);
  }, 240_000);
});
