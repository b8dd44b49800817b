/**
 * What a student pays for a discount's target alone while the discount runs: the pricing
 * function's answer for a cart of that one line at the discount's start, the discount active.
 */
import type { DiscountKind } from '../contract/plain/discounts.ts';
import { priceCart } from '../pricing/price.ts';

/** A discount as priced: its kind, target, owner, rate (hundredths paid) and dates. */
export interface PricedDiscount {
  readonly kind: DiscountKind;
  readonly targetId: number;
  readonly lecturerId: number;
  /** The target's list price, TWD. */
  readonly listPrice: number;
  readonly rate: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
}

/** What a student pays for the target while the discount runs, whole TWD. */
export function discountPays(discount: PricedDiscount): number {
  const { kind, targetId, lecturerId, listPrice, rate, startsAt, endsAt } = discount;
  const result = priceCart({
    at: startsAt,
    lines: [
      {
        key: 'target',
        kind: kind === 'SINGLE' ? 'course' : 'package',
        id: targetId,
        lecturerId,
        listPrice,
      },
    ],
    discounts: [{ id: 0, kind, targetId, rate, startsAt, endsAt, endedAt: null }],
    coupon: null,
  });
  return result.lines[0]?.pays ?? listPrice;
}

/** A preview's dates: a discount running now, for a day. */
export function previewDates(now: Date): { startsAt: Date; endsAt: Date } {
  return { startsAt: now, endsAt: new Date(now.getTime() + 86_400_000) };
}
