/** The category an item names must be one of the categories settings manage (`categories`). */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/index.ts';
import { categories } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';

/**
 * Answers the key of an existing category, or a 400 at `category`; an archived one only when the
 * item has it already (`current`).
 */
export async function knownCategory(
  tx: Transaction,
  key: string,
  current: string,
): Promise<string> {
  const [category] = await tx
    .select({ key: categories.key, archived: categories.archived })
    .from(categories)
    .where(eq(categories.key, key));
  if (!category || (category.archived && category.key !== current))
    throw badRequest('item.categoryUnknown', 'category');
  return category.key;
}
