/** Writing an item's row. */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/index.ts';
import { courses } from '../db/schema.ts';
import type { ItemRow } from './access.ts';

/** Writes changes to an item; answers the item as it is now. */
export async function writeItem(
  tx: Transaction,
  item: ItemRow,
  changes: Partial<typeof courses.$inferInsert>,
): Promise<ItemRow> {
  const [updated] = await tx
    .update(courses)
    .set(changes)
    .where(eq(courses.id, item.id))
    .returning();
  return updated ?? item;
}
