/**
 * Demo data: the accounts of decisions.md and a marketplace in Traditional Chinese (the professions
 * it names are reference data of the migrations), with its students, their interactions, the
 * coupons and a year of orders with the money they made (incomes, applies, remittances).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { users } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { demoAccounts, seedAccounts } from './accounts.ts';
import { demoCoverWriter } from './covers.ts';
import { seedDiscounts } from './discounts.ts';
import { couponCounts, seedCoupons } from './coupons.ts';
import { creationFileWriter } from './creation-files.ts';
import { interactionCounts, type InteractionCounts } from './interactions.ts';
import {
  DEMO_LECTURER_EMAILS,
  insertGroups,
  insertRemainingGroups,
  marketplaceCounts,
  type MarketplaceCounts,
  planGroup,
} from './marketplace.ts';
import { seedMembers } from './members.ts';
import { seedLecturerProfiles } from './lecturers.ts';
import { seedMemberGroups } from './member-groups.ts';
import { orderCounts, seedOrders } from './orders.ts';

/** Options of the demo data. */
export interface DemoOptions {
  /**
   * Multiplies the marketplace: 1 = the demo (125 courses), N = N groups of eight lecturers and
   * 100 courses each on top (100 = load tests, 10,025 courses); 0 = the accounts only.
   */
  readonly scale: number;
  readonly twdToUsdRate: number;
  /**
   * The storage that gets the items' demo covers, stored as cover uploads are (seed/covers.ts),
   * and the files of the students' works (seed/creation-files.ts). Without it the items have no
   * covers and the works no files.
   */
  readonly storage?: Storage | undefined;
  /** The seed's "now": the demo orders run for a year up to it (default: the time of seeding). */
  readonly now?: Date | undefined;
}

/** Row counts of the demo data of a scale: the marketplace's (with the demo lecturers) and more. */
export interface DemoCounts extends MarketplaceCounts, InteractionCounts {
  readonly users: number;
  /** Coupons (the demo lecturers', the platform's, a handful per group). */
  readonly coupons: number;
  /** Orders (about 1,000 per group; their coupon redemptions depend on the time of seeding). */
  readonly orders: number;
}

/** The rows seedDemo creates at a scale (computed from the deterministic plan, no database). */
export function demoCounts(scale: number): DemoCounts {
  const market = marketplaceCounts(scale);
  const talk = interactionCounts(scale);
  return {
    users: demoAccounts.length + market.lecturers + talk.students,
    ...market,
    lecturers: DEMO_LECTURER_EMAILS.length + market.lecturers,
    ...talk,
    ...couponCounts(scale),
    ...orderCounts(scale),
  };
}

/** Whether the database has no users yet. */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/**
 * Creates the demo data: the accounts and the scale-1 marketplace in one transaction, then the
 * further groups of larger scales in transactions of about 1,000 courses; with a data folder the
 * items get covers (their files written before each transaction); then the coupons and the
 * orders up to `options.now`. Returns the counts.
 */
export async function seedDemo(db: Database, options: DemoOptions): Promise<DemoCounts> {
  const { scale } = options;
  if (!Number.isInteger(scale) || scale < 0) throw new Error(`Invalid scale ${scale}`);
  const covers = options.storage ?? null;
  const shared = await db.transaction(async (tx) => {
    const lecturerIds = await seedAccounts(tx, options.twdToUsdRate);
    const [teacher] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, DEMO_LECTURER_EMAILS[0]));
    if (!teacher) throw new Error('The accounts seed made no demo lecturer');
    // Marketplace lecturers share the demo password (and its hash: no scrypt per account).
    const context = {
      passwordHash: teacher.passwordHash,
      lecturerIds,
      covers: covers ? demoCoverWriter(covers) : undefined,
      files: covers ? creationFileWriter(covers) : undefined,
    };
    if (scale >= 1) {
      await insertGroups(tx, [planGroup(0)], context);
      await seedDiscounts(tx);
    }
    return context;
  });
  await insertRemainingGroups(db, scale, shared);
  await db.transaction((tx) => seedCoupons(tx, scale));
  if (scale >= 1) await db.transaction((tx) => seedMemberGroups(tx));
  await seedOrders(db, scale, options.now ?? new Date());
  await seedMembers(db, scale, options.now ?? new Date());
  await seedLecturerProfiles(db);
  // Fresh statistics after a bulk load (PGlite has no autovacuum to gather them).
  await db.execute(sql`analyze`);
  return demoCounts(scale);
}
