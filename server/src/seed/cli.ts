/**
 * `npm run seed [-- --scale N] [-- --reset]`: fills the configured database (DATABASE_URL, else
 * PGlite at `<DATA_DIR>/pglite`) with the demo accounts and marketplace, its students and their
 * interactions. Refuses in production (demo data off) and on a database that has data, unless
 * `--reset` empties every table (but the reference data) and the form-posted files first. The
 * items' demo covers and the files of the students' works go to the storage (`<DATA_DIR>/files`,
 * or the bucket of STORAGE_URL).
 * Stop the API before seeding its PGlite folder: one process at a time may open it.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../db/index.ts';
import { readEnv } from '../env.ts';
import { storageOf } from '../storage/storage.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { isEmpty, seedDemo } from './demo.ts';

const usage = `Usage: npm run seed -- [--scale N] [--reset]
  --scale N   1 = the demo (125 courses, 30 students, about 1,300 student posts and 30
              announcements); N adds N-1 groups of 8 lecturers, 100 courses, 50 students and
              about 1,100 posts (100 = 10,025 courses, about 200,000 lectures and 110,000
              posts; about 1,000 orders per group); 0 = the accounts only
  --reset     empty every table but the reference data (professions), and remove the
              stored form files (covers, attachments, subtitles), first`;

/** The location without its password, for messages. */
function describe(location: string): string {
  if (!/^postgres(ql)?:\/\//.test(location)) return `PGlite at ${location}`;
  const url = new URL(location);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.toString()}`;
}

/** Tables of reference data the migrations fill (production needs them too): kept by --reset. */
const referenceTables = new Set(['professions', 'categories']);

/** Empties every table of the public schema but the reference data; restarts the id sequences. */
async function truncateAll(db: Database): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = tables.map((table) => table.name).filter((name) => !referenceTables.has(name));
  if (names.length > 0) {
    const list = names.map((name) => `"${name.replaceAll('"', '""')}"`).join(', ');
    await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
  }
  return names;
}

async function main(): Promise<number> {
  let options: { scale: string; reset: boolean; help: boolean };
  try {
    options = parseArgs({
      options: {
        scale: { type: 'string', default: '1' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.info(usage);
    return 0;
  }
  const scale = Number(options.scale);
  if (!/^\d+$/.test(options.scale) || scale > 1000) {
    console.error(
      `--scale must be a whole number from 0 to 1000, not "${options.scale}".\n${usage}`,
    );
    return 2;
  }
  const env = readEnv();
  if (!env.demoData) {
    console.error(
      'Refusing to seed: demo data is off here (NODE_ENV=production or DEMO_DATA=false). ' +
        'Demo accounts must never exist in production.',
    );
    return 1;
  }
  const location = env.DATABASE_URL ?? join(env.DATA_DIR, 'pglite');
  const handle = await openDatabase(location);
  try {
    if (options.reset) {
      const tables = await truncateAll(handle.db);
      // No upload row is left: the form-posted files (covers among them) are orphans now.
      const storage = storageOf(env);
      await storage.removePrefix('files/');
      console.info(
        `Emptied ${tables.length} tables of ${describe(location)} and the stored files (${storage.kind}).`,
      );
    } else if (!(await isEmpty(handle.db))) {
      console.error(
        `${describe(location)} already has data; nothing was changed.\n` +
          `To delete everything and seed again: npm run seed -- --reset${scale === 1 ? '' : ` --scale ${scale}`}`,
      );
      return 1;
    }
    console.info(`Seeding ${describe(location)} at scale ${scale}...`);
    const started = performance.now();
    await seedDemo(handle.db, {
      scale,
      twdToUsdRate: env.TWD_TO_USD_RATE,
      storage: storageOf(env),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const [counts] = await rowsOf<Record<string, number | string>>(
      handle.db,
      sql`select
        (select count(*) from users) as users,
        (select count(*) from courses where kind = 'courses') as courses,
        (select count(*) from courses where kind = 'ebooks') as ebooks,
        (select count(*) from courses where kind = 'articles') as articles,
        (select count(*) from chapters) as chapters,
        (select count(*) from lectures) as lectures,
        (select count(*) from users where cardinality(roles) = 0) as students,
        (select count(*) from enrollments) as enrollments,
        (select count(*) from interactions) as posts,
        (select count(*) from interactions where handled_at is null) as "waiting posts",
        (select count(*) from interaction_replies) as replies,
        (select count(*) from announcements) as announcements,
        (select count(*) from orders) as orders,
        (select count(*) from incomes) as "income rows",
        (select count(*) from applies) as applies`,
    );
    const line = Object.entries(counts ?? {})
      .map(([table, count]) => `${Number(count).toLocaleString('en-US')} ${table}`)
      .join(', ');
    console.info(`Seeded in ${seconds} s: ${line}. Password of every account: ${DEMO_PASSWORD}.`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
