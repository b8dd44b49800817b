/**
 * Two discounts on one course (SINGLE) or one package (PACKAGE) may not overlap in time
 * (`a.starts < b.ends and b.starts < a.ends`, ends exclusive, so back-to-back ranges are fine);
 * one ended early before the new range starts no longer counts. The caller locks the target row
 * first, so two requests check one after the other. A clash is 400 at `starts_at`, naming the
 * other discount and its days in the request's language.
 */
import { and, asc, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { DiscountKind } from '../../contract/plain/discounts.ts';
import type { Transaction } from '../../db/index.ts';
import { discounts } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { ApiLocale } from '../../i18n/messages.ts';
import { discountDay } from '../../selling/discount-dates.ts';

/** A time range a discount would take on a target. */
export interface DiscountRange {
  readonly kind: DiscountKind;
  readonly targetId: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The discount being changed (left out), if any. */
  readonly except?: number | undefined;
}

/** Refuses (400 at `starts_at`) a range that overlaps another discount on the same target. */
export async function refuseOverlap(
  tx: Transaction,
  range: DiscountRange,
  locale: ApiLocale,
): Promise<void> {
  const target =
    range.kind === 'SINGLE'
      ? eq(discounts.courseId, range.targetId)
      : eq(discounts.packageId, range.targetId);
  const filters: (SQL | undefined)[] = [
    eq(discounts.kind, range.kind),
    target,
    lt(discounts.startsAt, range.endsAt),
    gt(discounts.endsAt, range.startsAt),
    or(isNull(discounts.endedAt), gt(discounts.endedAt, range.startsAt)),
  ];
  if (range.except !== undefined) filters.push(ne(discounts.id, range.except));
  const [other] = await tx
    .select({ title: discounts.title, startsAt: discounts.startsAt, endsAt: discounts.endsAt })
    .from(discounts)
    .where(and(...filters))
    .orderBy(asc(discounts.startsAt), asc(discounts.id))
    .limit(1);
  if (other)
    throw badRequest('discount.overlap', 'starts_at', {
      title: other.title,
      starts: discountDay(other.startsAt, locale),
      ends: discountDay(other.endsAt, locale),
    });
}
