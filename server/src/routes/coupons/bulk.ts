/**
 * The list's bulk actions on selected coupons (`POST .../global_coupons/bulk/end|trash`), shaped
 * like the catalogue's: up to MAX_BULK_ITEMS codes, in the request's one transaction, the coupons
 * locked in id order. Each code is judged on its own: one that is not a coupon the viewer changes
 * (another lecturer's, a lecturer's for an administrator, none at all) is refused as "not found"
 * (nothing about it is told), one the single-coupon rule refuses stays as it was with the reason,
 * and the others change.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/index.ts';
import { coupons } from '../../db/schema.ts';
import { badRequest, HttpError, type Problem } from '../../http/errors.ts';
import { message, type ApiLocale } from '../../i18n/messages.ts';
import type { CouponRow } from '../../selling/access.ts';
import { couponStatus } from './status.ts';
import { deleteCoupon } from './write.ts';

/** A selected coupon a bulk action left as it was. */
interface Refusal {
  readonly code: string;
  readonly reason: string;
}

/** The first problem of a refusal (400), in the request's language. */
function refusalText(locale: ApiLocale, error: HttpError): string {
  const problems = error.problems;
  const first: Problem | undefined =
    'id' in problems && typeof problems.id === 'string'
      ? (problems as Problem)
      : Object.values(problems as Record<string, readonly Problem[]>)[0]?.[0];
  return first ? message(locale, first.id, first.values) : '';
}

/**
 * Runs `act` on each selected coupon of the scope in the order selected (a code repeated in
 * another case counts once); a code outside the scope is refused as not found, a refusal (400)
 * is kept with its reason.
 */
async function eachCoupon<T>(
  tx: Transaction,
  scope: SQL,
  locale: ApiLocale,
  codes: readonly string[],
  act: (row: CouponRow) => Promise<T>,
): Promise<{ done: T[]; refused: Refusal[] }> {
  const selected = new Map<string, string>();
  for (const code of codes)
    if (!selected.has(code.toLowerCase())) selected.set(code.toLowerCase(), code);
  const rows = await tx
    .select()
    .from(coupons)
    .where(and(scope, inArray(sql`lower(${coupons.code})`, [...selected.keys()])))
    .orderBy(coupons.id)
    .for('update');
  const byCode = new Map(rows.map((row) => [row.code.toLowerCase(), row]));
  const done: T[] = [];
  const refused: Refusal[] = [];
  for (const [key, code] of selected) {
    const row = byCode.get(key);
    if (!row) {
      refused.push({ code, reason: message(locale, 'error.notFound') });
      continue;
    }
    try {
      done.push(await act(row));
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 400) throw error;
      refused.push({ code: row.code, reason: refusalText(locale, error) });
    }
  }
  return { done, refused };
}

/** Ends each selected active coupon now; the others (scheduled, expired, disabled) are refused. */
export async function bulkEndCoupons(
  tx: Transaction,
  scope: SQL,
  locale: ApiLocale,
  codes: readonly string[],
  now: Date,
) {
  const { done, refused } = await eachCoupon(tx, scope, locale, codes, async (row) => {
    const status = couponStatus(row, now);
    if (status !== 'ACTIVE') throw badRequest('coupon.endNotActive', undefined, { status });
    const [ended] = await tx
      .update(coupons)
      .set({ endsAt: now, updatedAt: now })
      .where(eq(coupons.id, row.id))
      .returning();
    return {
      code: row.code,
      title: row.title,
      ends_at: ((ended ?? row).endsAt ?? now).toISOString(),
    };
  });
  return { ended: done, refused };
}

/**
 * Moves each selected coupon never redeemed to the trash, one entry per coupon; a redeemed one is
 * refused with the reason (disable it instead).
 */
export async function bulkTrashCoupons(
  tx: Transaction,
  scope: SQL,
  locale: ApiLocale,
  codes: readonly string[],
  deletedBy: number,
) {
  const { done, refused } = await eachCoupon(tx, scope, locale, codes, async (row) => ({
    code: row.code,
    title: row.title,
    trash_id: await deleteCoupon(tx, row, deletedBy),
  }));
  return { trashed: done, refused };
}
