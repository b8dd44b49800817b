/**
 * The categories administrators manage: every one in its order with its key and names per locale,
 * adding one (at the end), renaming, archiving (an archived category is not offered for new choices;
 * items keep it) and moving one place up or down. A name is unique among categories in its locale;
 * the key is made once and never changes (items store it). Each change is audited (`SETTING`,
 * `category:<id>`).
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, max } from 'drizzle-orm';
import { recordAudit } from '../../audit/record.ts';
import type { ManagedCategory } from '../../contract/settings.ts';
import { categoryAuditKey, type CategoryMove } from '../../contract/plain/settings.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { categories } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { namesOf, requireUniqueNames, type NamedInput, type Names } from './names.ts';

type Tx = Database | Transaction;

type Row = typeof categories.$inferSelect;

function managed(row: Row): ManagedCategory {
  return {
    id: row.id,
    key: row.key,
    'zh-TW': row.names['zh-TW'],
    'zh-CN': row.names['zh-CN'],
    en: row.names.en,
    archived: row.archived,
  };
}

async function ordered(tx: Tx): Promise<Row[]> {
  return tx.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** Every category (archived ones too), in order. */
export async function listManagedCategories(tx: Tx): Promise<ManagedCategory[]> {
  return (await ordered(tx)).map(managed);
}

async function requireUnique(tx: Tx, names: Names, exceptId: number | null): Promise<void> {
  const rows = await tx.select({ id: categories.id, names: categories.names }).from(categories);
  requireUniqueNames(rows, names, exceptId, 'settings.categoryNameTaken');
}

/** Adds a category at the end of the order (names unique per locale); audited. */
export async function createCategory(
  tx: Tx,
  input: NamedInput,
  actorId: number,
): Promise<ManagedCategory> {
  const names = namesOf(input);
  await requireUnique(tx, names, null);
  const [last] = await tx.select({ value: max(categories.sortOrder) }).from(categories);
  const [row] = await tx
    .insert(categories)
    .values({
      key: `custom-${randomUUID()}`,
      names,
      sortOrder: (last?.value ?? 0) + 1,
      archived: input.archived ?? false,
    })
    .returning();
  if (!row) throw new Error('category not inserted');
  const created = managed(row);
  await recordAudit(tx, {
    subject: 'SETTING',
    key: categoryAuditKey(row.id),
    action: 'CREATE',
    before: null,
    after: { ...created },
    actorId,
  });
  return created;
}

/** Renames and (un)archives a category: 404 for an unknown id; names unique per locale; audited. */
export async function updateCategory(
  tx: Tx,
  id: number,
  input: NamedInput,
  actorId: number,
): Promise<ManagedCategory> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound();
  const names = namesOf(input);
  await requireUnique(tx, names, id);
  const [saved] = await tx
    .update(categories)
    .set({ names, archived: input.archived ?? row.archived })
    .where(eq(categories.id, id))
    .returning();
  if (!saved) throw notFound();
  const after = managed(saved);
  await recordAudit(tx, {
    subject: 'SETTING',
    key: categoryAuditKey(id),
    action: 'UPDATE',
    before: { ...managed(row) },
    after: { ...after },
    actorId,
  });
  return after;
}

/**
 * Moves a category one place up or down (nothing at either end): the order is renumbered 1…n so
 * it stays without gaps or ties; audited as the moved category's position. 404 for an unknown id.
 */
export async function moveCategory(
  tx: Tx,
  id: number,
  direction: CategoryMove,
  actorId: number,
): Promise<ManagedCategory[]> {
  await tx.select({ id: categories.id }).from(categories).for('update');
  const rows = await ordered(tx);
  const from = rows.findIndex((row) => row.id === id);
  if (from < 0) throw notFound();
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= rows.length) return rows.map(managed);
  const order = [...rows];
  const [moved] = order.splice(from, 1);
  if (!moved) throw notFound();
  order.splice(to, 0, moved);
  for (const [index, row] of order.entries()) {
    if (row.sortOrder !== index + 1)
      await tx
        .update(categories)
        .set({ sortOrder: index + 1 })
        .where(eq(categories.id, row.id));
  }
  await recordAudit(tx, {
    subject: 'SETTING',
    key: categoryAuditKey(id),
    action: 'UPDATE',
    before: { position: from + 1 },
    after: { position: to + 1 },
    actorId,
  });
  return listManagedCategories(tx);
}
