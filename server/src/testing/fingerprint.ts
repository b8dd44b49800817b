/** A fingerprint of every table's content, to prove a request wrote nothing. */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/index.ts';
import * as schema from '../db/schema.ts';

/** Every table of the schema. */
export const tables: readonly PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable),
);

/** Table name → md5 of its rows (ordered), for comparison before and after requests. */
export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const result = await db.execute<{ digest: string | null }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
    );
    const rows =
      (result as { rows?: { digest: string | null }[] }).rows ??
      (result as { digest: string | null }[]);
    out[name] = rows[0]?.digest ?? '';
  }
  return out;
}
