/**
 * `GET .../remittances`: transfers that paid applies, the newest first, by the lecturer's name or
 * e-mail (literal) and by the Asia/Taipei days they were remitted (both ends included).
 */
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  remittanceExportQuery,
  remittanceListQuery,
  remittanceListResponse,
} from '../../contract/finances.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { remittances, users } from '../../db/schema.ts';
import { lecturerKeyword, remittanceOf } from '../../finances/applies.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { dayPeriod } from '../../time/periods.ts';

/** The lecturer paid and the administrator who remitted, as joined by the list and the export. */
export const lecturer = alias(users, 'lecturer');
export const remitter = alias(users, 'remitter');

/** The filters of the list (and the export) as one condition. */
export function remittanceFilters(query: z.output<typeof remittanceExportQuery>): SQL | undefined {
  return and(
    lecturerKeyword(lecturer.name, lecturer.email, query.keyword),
    query.from ? gte(remittances.remittedAt, dayPeriod(query.from).start) : undefined,
    query.to ? lt(remittances.remittedAt, dayPeriod(query.to).end) : undefined,
  );
}

/** One page of remittances. */
export async function listRemittances(
  tx: Database | Transaction,
  query: z.output<typeof remittanceListQuery>,
): Promise<z.input<typeof remittanceListResponse>> {
  const where = remittanceFilters(query);
  const { rows, total } = await readPage(
    tx,
    tx
      .select({
        remittance: remittances,
        lecturer: { id: lecturer.id, name: lecturer.name, email: lecturer.email },
        remitter: { id: remitter.id, name: remitter.name },
      })
      .from(remittances)
      .innerJoin(lecturer, eq(lecturer.id, remittances.lecturerId))
      .leftJoin(remitter, eq(remitter.id, remittances.remittedBy))
      .where(where)
      .orderBy(desc(remittances.remittedAt), desc(remittances.id)),
    query,
  );
  return pagedList(
    rows.map(({ remittance: paid, lecturer: who, remitter: by }) => ({
      ...remittanceOf(paid, by),
      apply_id: paid.applyId,
      lecturer: who,
    })),
    total,
    query,
  );
}
