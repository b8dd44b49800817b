/** Reading the outbox in API tests: the newest message to an address and the token of its link. */
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../db/schema.ts';
import type { TestApi } from './harness.ts';

/** The newest queued message to an address (or undefined) with the set-password token it links. */
export async function lastMailTo(api: TestApi, address: string) {
  const [row] = await api.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, address))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!row) return undefined;
  const href = /href="([^"]*\/set-password\?[^"]*)"/.exec(row.html)?.[1]?.replace(/&amp;/g, '&');
  const link = href === undefined ? null : new URL(href);
  return { ...row, link, token: link?.searchParams.get('token') ?? null };
}
