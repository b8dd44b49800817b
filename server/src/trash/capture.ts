/**
 * Taking a row with everything that goes with it, and putting it all back. The tables' foreign
 * keys say what goes: rows that refer to a taken row and would be deleted with it (`cascade`,
 * `restrict`) are taken too, and references a deletion would clear (`set null`) are noted. A
 * restore inserts the rows parents first and sets the noted references again.
 */
import { and, eq, getTableColumns, inArray, is, isNull } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/index.ts';
import * as schema from '../db/schema.ts';
import type { TrashedLinks, TrashedRows } from '../db/schema.ts';

type Row = Record<string, unknown>;

/** A table with its columns by property name. */
interface TableInfo {
  readonly table: PgTable;
  readonly name: string;
  readonly columns: Readonly<Record<string, PgColumn>>;
  /** Properties of the primary key. */
  readonly primary: readonly string[];
  /** Properties holding a moment (revived from JSON on restore). */
  readonly dates: ReadonlySet<string>;
  /** Tables this one refers to. */
  readonly parents: ReadonlySet<string>;
}

/** A foreign key seen from the table it points at. */
interface ChildKey {
  readonly child: TableInfo;
  /** The child's referring property and the parent's referred one. */
  readonly column: string;
  readonly parentColumn: string;
  readonly onDelete: string;
}

/** The property name of a column of a table. */
function propertyOf(columns: Readonly<Record<string, PgColumn>>, column: PgColumn): string {
  const found = Object.entries(columns).find(([, candidate]) => candidate.name === column.name);
  if (!found) throw new Error(`column ${column.name} not found`);
  return found[0];
}

/** Every table of the schema, and each one's referring keys (built once). */
const graph = (() => {
  const tables = new Map<string, TableInfo>();
  const children = new Map<string, ChildKey[]>();
  const configs = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => ({ table, config: getTableConfig(table), columns: getTableColumns(table) }));
  for (const { table, config, columns } of configs) {
    const composite = config.primaryKeys[0]?.columns ?? [];
    const primary =
      composite.length > 0
        ? composite.map((column) => propertyOf(columns, column))
        : Object.keys(columns).filter((key) => columns[key]?.primary);
    const dates = new Set(Object.keys(columns).filter((key) => columns[key]?.dataType === 'date'));
    const parents = new Set(
      config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name),
    );
    tables.set(config.name, { table, name: config.name, columns, primary, dates, parents });
  }
  for (const { config, columns } of configs) {
    const child = tables.get(config.name);
    if (!child) continue;
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      const [column] = reference.columns;
      const [parentColumn] = reference.foreignColumns;
      if (!column || !parentColumn || reference.columns.length !== 1) continue;
      const parentName = getTableConfig(reference.foreignTable).name;
      const parent = tables.get(parentName);
      if (!parent) continue;
      const list = children.get(parentName) ?? [];
      list.push({
        child,
        column: propertyOf(columns, column),
        parentColumn: propertyOf(parent.columns, parentColumn),
        onDelete: key.onDelete ?? 'no action',
      });
      children.set(parentName, list);
    }
  }
  return { tables, children };
})();

/** A table by name (a snapshot names tables, not objects). */
function tableInfo(name: string): TableInfo {
  const info = graph.tables.get(name);
  if (!info) throw new Error(`unknown table ${name}`);
  return info;
}

/** What a deletion takes: rows by table (parents first), cleared references, refusing rows. */
export interface Capture {
  readonly rows: TrashedRows[];
  readonly links: TrashedLinks[];
  /** Rows whose key refuses the deletion (`restrict`): deleted first, deepest first. */
  readonly blockers: {
    readonly table: string;
    readonly column: string;
    readonly values: unknown[];
  }[];
}

/** The distinct, non-null values of a property of rows. */
function valuesOf(rows: readonly Row[], property: string): unknown[] {
  return [...new Set(rows.map((row) => row[property]).filter((value) => value != null))];
}

/** A row's primary key (properties and values). */
function keyOf(info: TableInfo, row: Row): Row {
  return Object.fromEntries(info.primary.map((property) => [property, row[property]]));
}

/** The rows of `table` whose `column` is `ids`, and everything that would go with them. */
export async function captureTree(
  tx: Transaction,
  table: PgTable,
  column: string,
  ids: readonly unknown[],
): Promise<Capture> {
  const taken = new Map<string, Map<string, Row>>();
  const links: TrashedLinks[] = [];
  const blockers: Capture['blockers'] = [];
  async function visit(info: TableInfo, property: string, values: readonly unknown[]) {
    const where = info.columns[property];
    if (values.length === 0 || !where) return;
    const found = (await tx
      .select()
      .from(info.table)
      .where(inArray(where, [...values]))) as Row[];
    const seen = taken.get(info.name) ?? new Map<string, Row>();
    taken.set(info.name, seen);
    const fresh = found.filter((row) => {
      const key = JSON.stringify(keyOf(info, row));
      if (seen.has(key)) return false;
      seen.set(key, row);
      return true;
    });
    for (const key of graph.children.get(info.name) ?? []) {
      const parentValues = valuesOf(fresh, key.parentColumn);
      const referring = key.child.columns[key.column];
      if (parentValues.length === 0 || !referring) continue;
      if (key.onDelete === 'set null') {
        const rows = (await tx
          .select()
          .from(key.child.table)
          .where(inArray(referring, parentValues))) as Row[];
        if (rows.length > 0)
          links.push({
            table: key.child.name,
            column: key.column,
            rows: rows.map((row) => ({ key: keyOf(key.child, row), value: row[key.column] })),
          });
        continue;
      }
      if (key.onDelete !== 'cascade')
        blockers.push({ table: key.child.name, column: key.column, values: parentValues });
      await visit(key.child, key.column, parentValues);
    }
  }
  await visit(tableInfo(getTableConfig(table).name), column, ids);
  const rows = [...taken]
    .filter(([, byKey]) => byKey.size > 0)
    .map(([name, byKey]) => ({ table: name, rows: [...byKey.values()] }));
  return { rows: parentsFirst(rows), links, blockers };
}

/** Deletes what a capture took: the refusing rows deepest first, then the root rows. */
export async function deleteTree(
  tx: Transaction,
  table: PgTable,
  column: string,
  ids: readonly unknown[],
  capture: Capture,
): Promise<void> {
  for (const blocker of [...capture.blockers].reverse()) {
    const info = tableInfo(blocker.table);
    const where = info.columns[blocker.column];
    if (where) await tx.delete(info.table).where(inArray(where, blocker.values));
  }
  const root = tableInfo(getTableConfig(table).name).columns[column];
  if (root) await tx.delete(table).where(inArray(root, [...ids]));
}

/** Orders tables so that each comes after the tables it refers to. */
function parentsFirst(groups: readonly TrashedRows[]): TrashedRows[] {
  const left = new Map(groups.map((group) => [group.table, group]));
  const ordered: TrashedRows[] = [];
  while (left.size > 0) {
    const ready = [...left.values()].filter((group) =>
      [...tableInfo(group.table).parents].every(
        (parent) => parent === group.table || !left.has(parent),
      ),
    );
    // A cycle would leave nothing ready: take the rest as they are.
    for (const group of ready.length > 0 ? ready : [...left.values()]) {
      ordered.push(group);
      left.delete(group.table);
    }
  }
  return ordered;
}

/** A row as JSON kept it, with its moments as dates again. */
function revive(info: TableInfo, row: Row): Row {
  const copy: Row = { ...row };
  for (const property of info.dates) {
    const value = copy[property];
    if (typeof value === 'string') copy[property] = new Date(value);
  }
  return copy;
}

/** Most rows inserted by one statement. */
const INSERT_CHUNK = 500;

/** Puts back what a capture took: rows parents first, then the cleared references still clear. */
export async function restoreTree(
  tx: Transaction,
  rows: readonly TrashedRows[],
  links: readonly TrashedLinks[],
): Promise<void> {
  for (const group of parentsFirst(rows)) {
    const info = tableInfo(group.table);
    const revived = group.rows.map((row) => revive(info, row));
    for (let at = 0; at < revived.length; at += INSERT_CHUNK)
      await tx.insert(info.table).values(revived.slice(at, at + INSERT_CHUNK));
  }
  for (const link of links) {
    const info = tableInfo(link.table);
    const column = info.columns[link.column];
    if (!column) continue;
    for (const { key, value } of link.rows) {
      const match = Object.entries(key).map(([property, keyValue]) => {
        const keyColumn = info.columns[property];
        if (!keyColumn) throw new Error(`unknown key ${property} of ${link.table}`);
        return eq(keyColumn, keyValue);
      });
      await tx
        .update(info.table)
        .set({ [link.column]: value })
        .where(and(isNull(column), ...match));
    }
  }
}
