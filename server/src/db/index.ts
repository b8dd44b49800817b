/**
 * The one database module: PGlite (embedded PostgreSQL) in a data folder or in memory, or a real
 * PostgreSQL when the URL says so. Migrations are applied on open.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The drizzle database, whichever driver is under it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction (every request runs in one). */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

/** The rows a raw query answers (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** An open database and how to close it. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PGlite only: a snapshot of the whole database, to open copies quickly (tests). It checkpoints
   * first, so a copy starts without replaying the write-ahead log written since the last one.
   */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/**
 * Write-ahead log settings of a PGlite database made to be dumped (the tests' template): 1 MB
 * segments (the segment size stays with the data folder) and no more than two of them kept, so the
 * snapshot holds 2 MB of log instead of two 16 MB segments (half its size: each copy opens in
 * three quarters of the time). The setting of how many to keep applies to this instance only.
 */
const compactWal = {
  initDbStartParams: ['--wal-segsize=1'],
  startParams: [...PGlite.defaultStartParams, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=2MB'],
};

/**
 * Opens the database of a location: `postgres://…` (PostgreSQL), `memory://` (PGlite in memory)
 * or a folder path (PGlite on disk), then applies pending migrations.
 */
export async function openDatabase(
  location: string,
  options: {
    readonly snapshot?: Blob;
    readonly poolSize?: number;
    /** PGlite only: a small write-ahead log, for a database that will be dumped (tests). */
    readonly compactWal?: boolean;
  } = {},
): Promise<DatabaseHandle> {
  if (/^postgres(ql)?:\/\//.test(location)) {
    const pool = new pg.Pool({ connectionString: location, max: options.poolSize ?? 10 });
    const pgDb = drizzlePg(pool, { schema });
    await migratePg(pgDb, { migrationsFolder });
    return { db: pgDb as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (location !== 'memory://') mkdirSync(location, { recursive: true });
  // PGlite ignores loadDataDir unless the data dir is given ('memory://' included).
  const client = new PGlite(location, {
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    ...(options.compactWal ? compactWal : {}),
    // Trigram indexes of the keyword searches (migration 0027 creates the extension).
    extensions: { pg_trgm },
  });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    dump: async () => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}

export { schema };
