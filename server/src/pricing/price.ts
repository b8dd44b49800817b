/**
 * The one pricing function (issue #16): what a student pays for each line of a cart, with every
 * discount and the coupon applied. Pure: no database, no clock (`at` is an input). Money is whole
 * TWD; rates are integer hundredths of the price PAID (85: the student pays 85 %, "8.50 折").
 *
 * The order (the contract):
 * 1. Each line starts at its list price.
 * 2. Discount: a SINGLE discount applies to a `course` line whose id is its targetId, a PACKAGE
 *    discount to a `package` line whose id is its targetId, when active (`startsAt <= at < endsAt`
 *    and not `endedAt <= at`). The price becomes `listPrice * rate / 100`, kept exact. If several
 *    are active for one line the lowest price wins (equal rates: the lowest discount id).
 * 3. Coupon (at most one). Checks, the first failing wins: disabled, not_started (`at < startsAt`),
 *    expired (`endsAt <= at`), code_spent, exhausted (`used >= totalLimit`), member_exhausted
 *    (`usedByMember >= perMemberLimit`), not_in_group (limited to a member group the member is
 *    not in: `inAudience` false), not_applicable (no eligible line), bundle_incomplete
 *    (BUNDLE and a courseId missing from the course lines), min_spend (the eligible lines' exact
 *    prices after discounts sum below minSpend). Eligible lines are `course` lines only (a package
 *    is already a bundle price): ALL, those of the coupon's lecturer (any, for a platform coupon
 *    whose lecturerId is null); COURSES and BUNDLE, those whose id is in courseIds.
 *    PERCENT: each eligible line's exact price × rate / 100. AMOUNT: the coupon takes
 *    min(amount, the eligible lines' prices after discounts rounded to whole TWD), spread over
 *    the eligible lines in proportion to their exact prices by the largest-remainder method (ties:
 *    the earlier line), so the lines' couponOff add up to what it takes and no line goes below 0.
 * 4. Rounding once: each line's exact price after discount is rounded half up to whole TWD, and so
 *    is its exact final price (PERCENT), never below 0. discountOff = listPrice − round(after
 *    discount); couponOff = round(after discount) − pays (AMOUNT: the line's share, whole TWD).
 * 5. total = the sum of pays; listTotal = the sum of list prices; coupon.off = the sum of couponOff.
 *
 * Exact prices are kept as whole numbers of ten-thousandths of a TWD (list × two rates in hundredths
 * is always whole), so rounding never meets a floating-point 0.4999…; amounts are expected to be
 * integers, as the types say.
 */

/** Which courses a coupon covers: a lecturer's (or every) course, listed courses, or a bundle. */
export type CouponScope = 'ALL' | 'COURSES' | 'BUNDLE';
/** A coupon takes an amount of TWD off, or a percentage (a rate paid). */
export type CouponType = 'AMOUNT' | 'PERCENT';

/** A line of the cart: a course, or a package (a bundle sold as one product). */
export interface CartLine {
  /** The caller's id of the line, echoed back. */
  readonly key: string;
  readonly kind: 'course' | 'package';
  /** The course id or the package id. */
  readonly id: number;
  /** The owner of the course / package. */
  readonly lecturerId: number;
  /** TWD, integer >= 0. */
  readonly listPrice: number;
}

/** A time-limited price: SINGLE targets a course id, PACKAGE a package id. */
export interface PriceDiscount {
  readonly id: number;
  readonly kind: 'SINGLE' | 'PACKAGE';
  readonly targetId: number;
  /** Hundredths paid, 1..99. */
  readonly rate: number;
  readonly startsAt: Date;
  /** Exclusive. */
  readonly endsAt: Date;
  /** Ended early (by an admin): not active from then on. */
  readonly endedAt: Date | null;
}

/** A coupon as the cart sees it, with how much it has been used. */
export interface PriceCoupon {
  readonly id: number;
  readonly code: string;
  readonly type: CouponType;
  /** TWD off (AMOUNT), integer; ignored for PERCENT. */
  readonly amount: number;
  /** Hundredths paid (PERCENT); ignored for AMOUNT. */
  readonly rate: number;
  /** TWD; 0 = none. Compared with the eligible lines after discounts. */
  readonly minSpend: number;
  /** ALL: every course of lecturerId (platform coupon, lecturerId null: every course). */
  readonly scope: CouponScope;
  /** COURSES: the courses it applies to; BUNDLE: all must be in the cart. */
  readonly courseIds: readonly number[];
  readonly lecturerId: number | null;
  readonly startsAt: Date;
  /** Exclusive; null = no end. */
  readonly endsAt: Date | null;
  readonly disabled: boolean;
  /** null = unlimited. */
  readonly totalLimit: number | null;
  /** null = unlimited. */
  readonly perMemberLimit: number | null;
  /** Redemptions so far. */
  readonly used: number;
  /** This member's redemptions so far. */
  readonly usedByMember: number;
  /** A single-use generated code already redeemed. */
  readonly codeSpent: boolean;
  /** The member is in the coupon's audience (no group, or in its group); false: refused. */
  readonly inAudience: boolean;
}

/** What to price: the cart, the candidate discounts (the active ones are picked), the coupon. */
export interface PriceInput {
  readonly at: Date;
  readonly lines: readonly CartLine[];
  /** Candidates; the function picks the active ones. */
  readonly discounts: readonly PriceDiscount[];
  readonly coupon: PriceCoupon | null;
}

/** Why a coupon did not apply. */
export type CouponRefusal =
  | 'disabled'
  | 'not_started'
  | 'expired'
  | 'code_spent'
  | 'exhausted'
  | 'member_exhausted'
  | 'not_in_group'
  | 'not_applicable'
  | 'bundle_incomplete'
  | 'min_spend';

/** A priced line: list price, what the discount and the coupon took, what the student pays. */
export interface PricedLine {
  readonly key: string;
  readonly listPrice: number;
  /** The discount applied, if any. */
  readonly discountId: number | null;
  /** Whole TWD: list − the rounded price after discount. */
  readonly discountOff: number;
  /** Whole TWD. */
  readonly couponOff: number;
  /** Whole TWD, >= 0; = listPrice − discountOff − couponOff. */
  readonly pays: number;
}

/** The priced cart, and what became of the coupon. */
export interface PriceResult {
  readonly lines: readonly PricedLine[];
  readonly listTotal: number;
  /** The sum of the lines' pays. */
  readonly total: number;
  readonly coupon: {
    readonly id: number;
    readonly applied: boolean;
    readonly refusal: CouponRefusal | null;
    readonly off: number;
  } | null;
}

/** Ten-thousandths of a TWD per TWD: the unit of exact prices. */
const UNIT = 10_000;

/** Whether a discount is active at a time. */
export function discountActive(discount: PriceDiscount, at: Date): boolean {
  const time = at.getTime();
  return (
    discount.startsAt.getTime() <= time &&
    time < discount.endsAt.getTime() &&
    (discount.endedAt === null || time < discount.endedAt.getTime())
  );
}

/** Why a coupon cannot be used at a time by the member (time, status and limits only), or null. */
export function couponUsable(coupon: PriceCoupon, at: Date): CouponRefusal | null {
  const time = at.getTime();
  if (coupon.disabled) return 'disabled';
  if (time < coupon.startsAt.getTime()) return 'not_started';
  if (coupon.endsAt !== null && coupon.endsAt.getTime() <= time) return 'expired';
  if (coupon.codeSpent) return 'code_spent';
  if (coupon.totalLimit !== null && coupon.used >= coupon.totalLimit) return 'exhausted';
  if (coupon.perMemberLimit !== null && coupon.usedByMember >= coupon.perMemberLimit) {
    return 'member_exhausted';
  }
  if (!coupon.inAudience) return 'not_in_group';
  return null;
}

/** An exact price (ten-thousandths) rounded half up to whole TWD, never below 0. */
function toWhole(units: number): number {
  if (units <= 0) return 0;
  const rest = units % UNIT;
  return (units - rest) / UNIT + (rest * 2 >= UNIT ? 1 : 0);
}

/** The discount a line gets at a time: the active one giving the lowest price, or null. */
function lineDiscount(
  line: CartLine,
  discounts: readonly PriceDiscount[],
  at: Date,
): PriceDiscount | null {
  const kind = line.kind === 'course' ? 'SINGLE' : 'PACKAGE';
  let best: PriceDiscount | null = null;
  for (const discount of discounts) {
    if (discount.kind !== kind || discount.targetId !== line.id) continue;
    if (!discountActive(discount, at)) continue;
    if (
      best === null ||
      discount.rate < best.rate ||
      (discount.rate === best.rate && discount.id < best.id)
    ) {
      best = discount;
    }
  }
  return best;
}

/** Whether the coupon's scope covers a line (course lines only). */
function couponCovers(coupon: PriceCoupon, line: CartLine): boolean {
  if (line.kind !== 'course') return false;
  if (coupon.scope === 'ALL') {
    return coupon.lecturerId === null || coupon.lecturerId === line.lecturerId;
  }
  return coupon.courseIds.includes(line.id);
}

/** A line after its discount: exact (ten-thousandths) and rounded, and whether the coupon covers it. */
interface DiscountedLine {
  readonly line: CartLine;
  readonly discountId: number | null;
  readonly exact: number;
  readonly whole: number;
  readonly covered: boolean;
}

/** The sum of some numbers (0 for none). */
function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** A line at its best active discount (steps 1 and 2). */
function discounted(line: CartLine, input: PriceInput): DiscountedLine {
  const discount = lineDiscount(line, input.discounts, input.at);
  const exact =
    discount === null ? line.listPrice * UNIT : line.listPrice * discount.rate * (UNIT / 100);
  return {
    line,
    discountId: discount?.id ?? null,
    exact,
    whole: toWhole(exact),
    covered: input.coupon !== null && couponCovers(input.coupon, line),
  };
}

/** Why the coupon does not apply to this cart (step 3's checks, first failing wins), or null. */
function couponRefusal(
  coupon: PriceCoupon,
  at: Date,
  lines: readonly DiscountedLine[],
): CouponRefusal | null {
  const unusable = couponUsable(coupon, at);
  if (unusable !== null) return unusable;
  const eligible = lines.filter((line) => line.covered);
  if (eligible.length === 0) return 'not_applicable';
  if (
    coupon.scope === 'BUNDLE' &&
    !coupon.courseIds.every((id) => eligible.some((line) => line.line.id === id))
  ) {
    return 'bundle_incomplete';
  }
  if (sum(eligible.map((line) => line.exact)) < coupon.minSpend * UNIT) return 'min_spend';
  return null;
}

/** PERCENT: each covered line's coupon share, from its exact final price rounded once. */
function percentOffs(rate: number, lines: readonly DiscountedLine[]): number[] {
  // `exact` is a whole number of hundredths of a TWD times 100, so `exact / 100 * rate` is whole.
  return lines.map((line) =>
    line.covered ? line.whole - Math.min(line.whole, toWhole((line.exact / 100) * rate)) : 0,
  );
}

/**
 * AMOUNT: min(amount, the covered lines' rounded prices) spread over the covered lines in
 * proportion to their exact prices, by the largest remainder (ties: the earlier line), no line's
 * share above its rounded price. The shares add up to exactly what the coupon takes.
 */
function amountOffs(amount: number, lines: readonly DiscountedLine[]): number[] {
  const caps = lines.map((line) => (line.covered ? line.whole : 0));
  const take = Math.max(0, Math.min(Math.floor(amount), sum(caps)));
  const weights = lines.map((line) => (line.covered ? line.exact : 0));
  const weightTotal = sum(weights);
  if (take === 0 || weightTotal === 0) return lines.map(() => 0);
  // BigInt: take × weight can pass Number.MAX_SAFE_INTEGER on a large cart.
  const shares = weights.map((weight, index) => {
    const scaled = BigInt(take) * BigInt(weight);
    const cap = caps[index] ?? 0;
    return {
      index,
      cap,
      off: Math.min(cap, Number(scaled / BigInt(weightTotal))),
      rest: scaled % BigInt(weightTotal),
    };
  });
  const byRest = [...shares].sort((a, b) =>
    a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1,
  );
  let left = take - sum(shares.map((share) => share.off));
  // One pass gives the largest remainders their dollar; more only when a capped line skipped one.
  while (left > 0) {
    for (const share of byRest) {
      if (left > 0 && share.off < share.cap) {
        share.off += 1;
        left -= 1;
      }
    }
  }
  return shares.map((share) => share.off);
}

/** Prices a cart at a time: each line with its discount and the coupon, in the order above. */
export function priceCart(input: PriceInput): PriceResult {
  const lines = input.lines.map((line) => discounted(line, input));
  const { coupon } = input;
  const refusal = coupon === null ? null : couponRefusal(coupon, input.at, lines);
  const offs =
    coupon === null || refusal !== null
      ? lines.map(() => 0)
      : coupon.type === 'PERCENT'
        ? percentOffs(coupon.rate, lines)
        : amountOffs(coupon.amount, lines);
  const priced = lines.map((line, index): PricedLine => {
    const couponOff = offs[index] ?? 0;
    return {
      key: line.line.key,
      listPrice: line.line.listPrice,
      discountId: line.discountId,
      discountOff: line.line.listPrice - line.whole,
      couponOff,
      pays: line.whole - couponOff,
    };
  });
  const couponOff = sum(priced.map((line) => line.couponOff));
  return {
    lines: priced,
    listTotal: sum(priced.map((line) => line.listPrice)),
    total: sum(priced.map((line) => line.pays)),
    coupon:
      coupon === null
        ? null
        : { id: coupon.id, applied: refusal === null, refusal, off: couponOff },
  };
}
