/**
 * How money paid for an item is divided (the one rounding rule of the books, docs/decisions.md,
 * "Orders, finances and revenue"). Pure: whole TWD in, whole TWD out, every amount accounted for.
 *
 * 1. An order line's payment is one part per item: a course, ebook or article line is one part;
 *    a package line is spread over its courses in proportion to their list prices (largest
 *    remainder, ties to the earlier course), so the parts add up to what was paid.
 * 2. Each part: the platform fee is `gross × platformShare / 100` rounded half up; the rest goes to
 *    the item's lecturers by their shares (adding up to 100) by the largest remainder (ties to the
 *    earlier lecturer, the owner first), so fee + incomes = gross exactly.
 * 3. A refund takes back the difference between the division of everything refunded after it and
 *    of everything refunded before it, with the shares of the sale. Refunding a line in full,
 *    in any number of steps, takes back exactly what the sale gave each party.
 */

/** One lecturer's percent of an item's lecturers' part. */
export interface ShareHolder {
  readonly lecturerId: number;
  /** 0..100; the holders of an item add up to 100. */
  readonly share: number;
}

/** A part's division: the platform's fee and each lecturer's income (shares above 0 only). */
export interface Division {
  readonly gross: number;
  readonly fee: number;
  readonly lecturers: readonly {
    readonly lecturerId: number;
    readonly share: number;
    readonly amount: number;
  }[];
}

/**
 * Divides `total` into parts proportional to `weights` by the largest remainder: whole numbers
 * adding up to `total` (ties to the earlier weight). All weights 0: equal weights.
 */
export function spread(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const used = sum > 0 ? weights : weights.map(() => 1);
  const usedSum = sum > 0 ? sum : weights.length;
  const floors = used.map((weight) => Math.floor((total * weight) / usedSum));
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = used
    .map((weight, index) => ({ index, rest: (total * weight) % usedSum }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** `amount × percent / 100` rounded half up (amount ≥ 0, whole). */
export function percentOf(amount: number, percent: number): number {
  const hundredths = amount * percent;
  return (hundredths - (hundredths % 100)) / 100 + (hundredths % 100 >= 50 ? 1 : 0);
}

/** Divides a part's gross (≥ 0) between the platform and the item's lecturers. */
export function divide(
  gross: number,
  platformShare: number,
  holders: readonly ShareHolder[],
): Division {
  const fee = percentOf(gross, platformShare);
  const paying = holders.filter((holder) => holder.share > 0);
  const amounts = spread(
    gross - fee,
    paying.map((holder) => holder.share),
  );
  return {
    gross,
    fee,
    lecturers: paying.map((holder, index) => ({
      lecturerId: holder.lecturerId,
      share: holder.share,
      amount: amounts[index] ?? 0,
    })),
  };
}

/**
 * What a refund takes back of one part (negative amounts): the division of `after` (everything
 * refunded of the part so far, this refund included) minus that of `before`.
 */
export function divideRefund(
  before: number,
  after: number,
  platformShare: number,
  holders: readonly ShareHolder[],
): Division {
  const then = divide(before, platformShare, holders);
  const now = divide(after, platformShare, holders);
  return {
    gross: before - after,
    fee: then.fee - now.fee,
    lecturers: now.lecturers.map((holder, index) => ({
      lecturerId: holder.lecturerId,
      share: holder.share,
      amount: (then.lecturers[index]?.amount ?? 0) - holder.amount,
    })),
  };
}
