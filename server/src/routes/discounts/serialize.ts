/**
 * Discounts as the contract answers them: the target with its list price, what a student pays
 * while it runs (the pricing function), the status now, who ended it early and why, the owner.
 */
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { discount } from '../../contract/discounts.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { courses, packages, users } from '../../db/schema.ts';
import type { DiscountRow } from '../../selling/discount-access.ts';
import { discountPays } from '../../selling/discount-pays.ts';
import { discountStatus } from '../../selling/discount-status.ts';

/** A discount as answered. */
export type DiscountAnswer = z.input<typeof discount>;

type Reader = Database | Transaction;

/** The ids a column of rows names, without nulls and repeats. */
function idsOf(values: readonly (number | null)[]): number[] {
  return [...new Set(values.filter((value): value is number => value !== null))];
}

/** Reads the rows of some ids of a table (none without ids). */
async function byId<T extends { id: number }>(
  ids: readonly number[],
  read: (ids: number[]) => Promise<T[]>,
): Promise<Map<number, T>> {
  const rows = ids.length === 0 ? [] : await read([...ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Serialises discount rows, in their order (three queries at most). */
export async function serializeDiscounts(
  tx: Reader,
  rows: readonly DiscountRow[],
  now: Date,
): Promise<DiscountAnswer[]> {
  if (rows.length === 0) return [];
  const courseOf = await byId(idsOf(rows.map((row) => row.courseId)), (ids) =>
    tx
      .select({ id: courses.id, title: courses.title, kind: courses.kind, price: courses.price })
      .from(courses)
      .where(inArray(courses.id, ids)),
  );
  const packageOf = await byId(idsOf(rows.map((row) => row.packageId)), (ids) =>
    tx
      .select({ id: packages.id, title: packages.title, price: packages.price })
      .from(packages)
      .where(inArray(packages.id, ids)),
  );
  const userOf = await byId(idsOf(rows.flatMap((row) => [row.lecturerId, row.endedBy])), (ids) =>
    tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)),
  );
  const person = (id: number | null) =>
    (id === null ? undefined : userOf.get(id)) ?? { id: id ?? 0, name: '' };
  return rows.map((row) => {
    const course = row.courseId === null ? undefined : courseOf.get(row.courseId);
    const pack = row.packageId === null ? undefined : packageOf.get(row.packageId);
    const target = course ?? (pack ? { ...pack, kind: 'packages' as const } : undefined);
    if (!target) throw new Error(`Discount ${String(row.id)} has no target`);
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      discount: row.rate / 100,
      target,
      pays: discountPays({
        kind: row.kind,
        targetId: target.id,
        lecturerId: row.lecturerId,
        listPrice: target.price,
        rate: row.rate,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      }),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      status: discountStatus(row, now),
      ended: row.endedAt
        ? { at: row.endedAt.toISOString(), reason: row.endReason ?? '', by: person(row.endedBy) }
        : null,
      owner: person(row.lecturerId),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** Serialises one discount. */
export async function serializeDiscount(
  tx: Reader,
  row: DiscountRow,
  now: Date,
): Promise<DiscountAnswer> {
  const [answer] = await serializeDiscounts(tx, [row], now);
  if (!answer) throw new Error('The discount was not serialised');
  return answer;
}
