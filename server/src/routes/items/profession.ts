/** The profession an item names must exist (reference data; `GET /lecturers/v2/professions`). */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/index.ts';
import { professions } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * Answers the id of an existing profession, or a 400 at `profession_id`; an archived one only
 * when the item has it already (`current`).
 */
export async function knownProfession(
  tx: Transaction,
  id: number,
  current: number | null = null,
): Promise<number> {
  const [profession] = await tx
    .select({ id: professions.id, archived: professions.archived })
    .from(professions)
    .where(eq(professions.id, id));
  if (!profession || (profession.archived && profession.id !== current))
    throw badRequest('item.professionUnknown', 'profession_id');
  return profession.id;
}
