/** Demo data: the accounts of decisions.md and a marketplace in Traditional Chinese. */
import type { Database } from '../db/index.ts';
import { users } from '../db/schema.ts';
import { seedAccounts } from './accounts.ts';

/** Options of the demo data. */
export interface DemoOptions {
  /** Multiplies the marketplace (1 = the demo; 100 = load tests). */
  readonly scale: number;
  readonly twdToUsdRate: number;
}

/** Whether the database has no users yet. */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/** Creates the demo data in one transaction. */
export async function seedDemo(db: Database, options: DemoOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await seedAccounts(tx, options.twdToUsdRate);
  });
}
