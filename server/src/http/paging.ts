/** Paging of list answers: the `meta` every paged list answers with, and reading one page. */
import { count, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.ts';

/** The page a list asks for: its number (from 1) and its size. */
export interface PageAsk {
  readonly page: number;
  readonly per_page: number;
}

/** Paging metadata of a total: the page asked for, the last page (at least 1), its size, the total. */
export function pageMeta(total: number, page: number, perPage: number) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** A paged list answer: the entries of one page and the paging metadata of the total. */
export function pagedList<T>(data: T, total: number, ask: PageAsk) {
  return { data, meta: pageMeta(total, ask.page, ask.per_page) };
}

/** An ordered select that can be cut to a page: a drizzle select before its `limit`. */
interface Listing<Row> extends SQLWrapper {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of an ordered select and the total of its rows on every page, counted from the same
 * select, so the total always matches what the pages list.
 */
export async function readPage<Row>(
  tx: Database | Transaction,
  select: Listing<Row>,
  ask: PageAsk,
): Promise<{ rows: Row[]; total: number }> {
  const [counted] = await tx.select({ total: count() }).from(sql`(${select.getSQL()}) as listed`);
  const rows = await select.limit(ask.per_page).offset((ask.page - 1) * ask.per_page);
  return { rows, total: counted?.total ?? 0 };
}
