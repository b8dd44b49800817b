/**
 * The professions administrators manage: every one with its names per locale, adding one, renaming
 * and archiving it (an archived profession is not offered for new choices; items keep it). A name
 * is unique among professions in its locale. Each change is audited (`SETTING`, `profession:<id>`).
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record.ts';
import type { ManagedProfession } from '../../contract/settings.ts';
import { professionAuditKey } from '../../contract/plain/settings.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { professions } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { namesOf, requireUniqueNames, type NamedInput, type Names } from './names.ts';

type Tx = Database | Transaction;

type Row = typeof professions.$inferSelect;

function managed(row: Row): ManagedProfession {
  return {
    id: row.id,
    'zh-TW': row.names['zh-TW'],
    'zh-CN': row.names['zh-CN'],
    en: row.names.en,
    archived: row.archived,
  };
}

/** Every profession (archived ones too), in order. */
export async function listManagedProfessions(tx: Tx): Promise<ManagedProfession[]> {
  const rows = await tx.select().from(professions).orderBy(asc(professions.id));
  return rows.map(managed);
}

/** Refuses (400 at each locale's field) a name another profession has in that locale. */
async function requireUnique(tx: Tx, names: Names, exceptId: number | null): Promise<void> {
  const rows = await tx.select({ id: professions.id, names: professions.names }).from(professions);
  requireUniqueNames(rows, names, exceptId, 'settings.professionNameTaken');
}

/** Adds a profession (names unique per locale); audited. */
export async function createProfession(
  tx: Tx,
  input: NamedInput,
  actorId: number,
): Promise<ManagedProfession> {
  const names = namesOf(input);
  await requireUnique(tx, names, null);
  const [row] = await tx
    .insert(professions)
    .values({ key: `custom-${randomUUID()}`, names, archived: input.archived ?? false })
    .returning();
  if (!row) throw new Error('profession not inserted');
  const created = managed(row);
  await recordAudit(tx, {
    subject: 'SETTING',
    key: professionAuditKey(row.id),
    action: 'CREATE',
    before: null,
    after: { ...created },
    actorId,
  });
  return created;
}

/** Renames and (un)archives a profession: 404 for an unknown id; names unique per locale; audited. */
export async function updateProfession(
  tx: Tx,
  id: number,
  input: NamedInput,
  actorId: number,
): Promise<ManagedProfession> {
  const [row] = await tx.select().from(professions).where(eq(professions.id, id)).for('update');
  if (!row) throw notFound();
  const names = namesOf(input);
  await requireUnique(tx, names, id);
  const [saved] = await tx
    .update(professions)
    .set({ names, archived: input.archived ?? row.archived })
    .where(eq(professions.id, id))
    .returning();
  if (!saved) throw notFound();
  const before = managed(row);
  const after = managed(saved);
  await recordAudit(tx, {
    subject: 'SETTING',
    key: professionAuditKey(id),
    action: 'UPDATE',
    before: { ...before },
    after: { ...after },
    actorId,
  });
  return after;
}
