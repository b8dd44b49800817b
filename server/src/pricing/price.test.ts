/**
 * The pricing function (price.ts): a table of named carts, each with what every line pays, the
 * total and the coupon's refusal, then the rules one at a time.
 */
import { describe, expect, it } from 'vitest';
import {
  couponUsable,
  discountActive,
  priceCart,
  type CartLine,
  type CouponRefusal,
  type PriceCoupon,
  type PriceDiscount,
  type PriceInput,
} from './price.ts';

const NOW = new Date('2030-01-01T00:00:00Z');
const EARLIER = new Date('2029-12-01T00:00:00Z');
const LATER = new Date('2030-02-01T00:00:00Z');

/** A course line keyed `c<id>`. */
function course(id: number, listPrice: number, lecturerId = 7): CartLine {
  return { key: `c${id}`, kind: 'course', id, lecturerId, listPrice };
}

/** A package line keyed `p<id>`. */
function pkg(id: number, listPrice: number, lecturerId = 7): CartLine {
  return { key: `p${id}`, kind: 'package', id, lecturerId, listPrice };
}

/** A discount on a course, active from a month before NOW to a month after unless told. */
function discount(values: Partial<PriceDiscount> & Pick<PriceDiscount, 'targetId' | 'rate'>) {
  return {
    id: 1,
    kind: 'SINGLE',
    startsAt: EARLIER,
    endsAt: LATER,
    endedAt: null,
    ...values,
  } satisfies PriceDiscount;
}

/** A coupon of lecturer 7's courses, usable at NOW with no limits, unless told. */
function coupon(values: Partial<PriceCoupon>): PriceCoupon {
  return {
    id: 50,
    code: 'SAVE',
    type: 'AMOUNT',
    amount: 100,
    rate: 100,
    minSpend: 0,
    scope: 'ALL',
    courseIds: [],
    lecturerId: 7,
    startsAt: EARLIER,
    endsAt: LATER,
    disabled: false,
    totalLimit: null,
    perMemberLimit: null,
    used: 0,
    usedByMember: 0,
    codeSpent: false,
    inAudience: true,
    ...values,
  };
}

const percent = (rate: number, values: Partial<PriceCoupon> = {}) =>
  coupon({ type: 'PERCENT', rate, ...values });
const amount = (off: number, values: Partial<PriceCoupon> = {}) =>
  coupon({ type: 'AMOUNT', amount: off, ...values });

interface Case {
  readonly name: string;
  readonly lines: readonly CartLine[];
  readonly discounts: readonly PriceDiscount[];
  readonly coupon: PriceCoupon | null;
  /** NOW unless told. */
  readonly at?: Date;
  readonly pays: readonly number[];
  readonly total: number;
  /** null: applied, or no coupon at all. */
  readonly refusal: CouponRefusal | null;
}

const cases: readonly Case[] = [
  {
    name: 'empty cart, no coupon',
    lines: [],
    discounts: [],
    coupon: null,
    pays: [],
    total: 0,
    refusal: null,
  },
  {
    name: 'empty cart with a coupon: nothing it applies to',
    lines: [],
    discounts: [],
    coupon: amount(100),
    pays: [],
    total: 0,
    refusal: 'not_applicable',
  },
  {
    name: 'list prices only',
    lines: [course(1, 1000), course(2, 500)],
    discounts: [],
    coupon: null,
    pays: [1000, 500],
    total: 1500,
    refusal: null,
  },
  {
    name: 'free course (price 0) with a percent coupon: applied, nothing to take',
    lines: [course(1, 0)],
    discounts: [],
    coupon: percent(80),
    pays: [0],
    total: 0,
    refusal: null,
  },
  {
    name: 'free course beside a paid one: an amount coupon goes to the paid one',
    lines: [course(1, 0), course(2, 600)],
    discounts: [],
    coupon: amount(100),
    pays: [0, 500],
    total: 500,
    refusal: null,
  },
  {
    name: 'percent coupon: 80 paid',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: percent(80),
    pays: [800],
    total: 800,
    refusal: null,
  },
  {
    name: 'amount coupon: NT$150 off',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(150),
    pays: [850],
    total: 850,
    refusal: null,
  },
  {
    name: 'min spend met exactly (1000 >= 1000)',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { minSpend: 1000 }),
    pays: [900],
    total: 900,
    refusal: null,
  },
  {
    name: 'min spend not met by a dollar',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { minSpend: 1001 }),
    pays: [1000],
    total: 1000,
    refusal: 'min_spend',
  },
  {
    name: 'min spend compared after discounts: list 1200 meets 1000, 960 after 80 % does not',
    lines: [course(1, 1200)],
    discounts: [discount({ targetId: 1, rate: 80 })],
    coupon: amount(100, { minSpend: 1000 }),
    pays: [960],
    total: 960,
    refusal: 'min_spend',
  },
  {
    name: 'min spend counts only the eligible lines (another lecturer’s course does not help)',
    lines: [course(1, 600), course(2, 900, 8)],
    discounts: [],
    coupon: amount(100, { minSpend: 1000 }),
    pays: [600, 900],
    total: 1500,
    refusal: 'min_spend',
  },
  {
    name: 'bundle incomplete: course 3 missing',
    lines: [course(1, 1000), course(2, 1000)],
    discounts: [],
    coupon: amount(300, { scope: 'BUNDLE', courseIds: [1, 2, 3] }),
    pays: [1000, 1000],
    total: 2000,
    refusal: 'bundle_incomplete',
  },
  {
    name: 'bundle incomplete: the package with id 3 is not course 3',
    lines: [course(1, 1000), course(2, 1000), pkg(3, 1000)],
    discounts: [],
    coupon: amount(300, { scope: 'BUNDLE', courseIds: [1, 2, 3] }),
    pays: [1000, 1000, 1000],
    total: 3000,
    refusal: 'bundle_incomplete',
  },
  {
    name: 'bundle complete: NT$300 over its three courses, the extra course untouched',
    lines: [course(1, 1000), course(2, 1000), course(3, 1000), course(4, 1000)],
    discounts: [],
    coupon: amount(300, { scope: 'BUNDLE', courseIds: [1, 2, 3] }),
    pays: [900, 900, 900, 1000],
    total: 3700,
    refusal: null,
  },
  {
    name: 'COURSES scope: only the listed courses',
    lines: [course(1, 1000), course(2, 1000)],
    discounts: [],
    coupon: percent(50, { scope: 'COURSES', courseIds: [2], lecturerId: null }),
    pays: [1000, 500],
    total: 1500,
    refusal: null,
  },
  {
    name: 'COURSES scope with none of its courses in the cart',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: percent(50, { scope: 'COURSES', courseIds: [2] }),
    pays: [1000],
    total: 1000,
    refusal: 'not_applicable',
  },
  {
    name: 'stacked: 2,399 at 85 % (2,039.15) then a 90 % coupon = 1,835.235 → 1,835',
    lines: [course(1, 2399)],
    discounts: [discount({ targetId: 1, rate: 85 })],
    coupon: percent(90),
    pays: [1835],
    total: 1835,
    refusal: null,
  },
  {
    name: 'stacked: a discount then an amount coupon',
    lines: [course(1, 2000)],
    discounts: [discount({ targetId: 1, rate: 75 })],
    coupon: amount(200),
    pays: [1300],
    total: 1300,
    refusal: null,
  },
  {
    name: 'coupon not started yet',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { startsAt: LATER }),
    pays: [1000],
    total: 1000,
    refusal: 'not_started',
  },
  {
    name: 'coupon starting exactly now applies',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { startsAt: NOW }),
    pays: [900],
    total: 900,
    refusal: null,
  },
  {
    name: 'coupon expired',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { endsAt: EARLIER }),
    pays: [1000],
    total: 1000,
    refusal: 'expired',
  },
  {
    name: 'coupon ending exactly now does not apply',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { endsAt: NOW }),
    pays: [1000],
    total: 1000,
    refusal: 'expired',
  },
  {
    name: 'coupon with no end, ten years on',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { endsAt: null }),
    at: new Date('2040-01-01T00:00:00Z'),
    pays: [900],
    total: 900,
    refusal: null,
  },
  {
    name: 'discount not started yet: list price',
    lines: [course(1, 1000)],
    discounts: [discount({ targetId: 1, rate: 80, startsAt: LATER, endsAt: LATER })],
    coupon: null,
    pays: [1000],
    total: 1000,
    refusal: null,
  },
  {
    name: 'discount starting exactly now applies',
    lines: [course(1, 1000)],
    discounts: [discount({ targetId: 1, rate: 80, startsAt: NOW })],
    coupon: null,
    pays: [800],
    total: 800,
    refusal: null,
  },
  {
    name: 'discount ending exactly now does not apply',
    lines: [course(1, 1000)],
    discounts: [discount({ targetId: 1, rate: 80, endsAt: NOW })],
    coupon: null,
    pays: [1000],
    total: 1000,
    refusal: null,
  },
  {
    name: 'discount ended early (exactly now) by an admin',
    lines: [course(1, 1000)],
    discounts: [discount({ targetId: 1, rate: 80, endedAt: NOW })],
    coupon: null,
    pays: [1000],
    total: 1000,
    refusal: null,
  },
  {
    name: 'discount to be ended early later: still active',
    lines: [course(1, 1000)],
    discounts: [discount({ targetId: 1, rate: 80, endedAt: LATER })],
    coupon: null,
    pays: [800],
    total: 800,
    refusal: null,
  },
  {
    name: 'overlapping active discounts: the lowest price wins',
    lines: [course(1, 1000)],
    discounts: [
      discount({ id: 1, targetId: 1, rate: 90 }),
      discount({ id: 2, targetId: 1, rate: 70 }),
      discount({ id: 3, targetId: 1, rate: 80 }),
    ],
    coupon: null,
    pays: [700],
    total: 700,
    refusal: null,
  },
  {
    name: 'coupon uses exhausted',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { totalLimit: 10, used: 10 }),
    pays: [1000],
    total: 1000,
    refusal: 'exhausted',
  },
  {
    name: 'coupon uses of this member exhausted',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { totalLimit: 10, used: 3, perMemberLimit: 1, usedByMember: 1 }),
    pays: [1000],
    total: 1000,
    refusal: 'member_exhausted',
  },
  {
    name: 'unlimited coupon, used a lot',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { totalLimit: null, perMemberLimit: null, used: 9999, usedByMember: 99 }),
    pays: [900],
    total: 900,
    refusal: null,
  },
  {
    name: 'single-use code already redeemed',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { codeSpent: true }),
    pays: [1000],
    total: 1000,
    refusal: 'code_spent',
  },
  {
    name: 'disabled coupon',
    lines: [course(1, 1000)],
    discounts: [],
    coupon: amount(100, { disabled: true }),
    pays: [1000],
    total: 1000,
    refusal: 'disabled',
  },
  {
    name: 'floor at 0: NT$5,000 off an 800 course',
    lines: [course(1, 800)],
    discounts: [],
    coupon: amount(5000),
    pays: [0],
    total: 0,
    refusal: null,
  },
  {
    name: 'floor at 0 on every eligible line, the other lecturer’s course paid in full',
    lines: [course(1, 300), course(2, 450), course(3, 999, 8)],
    discounts: [discount({ targetId: 2, rate: 85 })],
    coupon: amount(5000),
    pays: [0, 0, 999],
    total: 999,
    refusal: null,
  },
  {
    name: 'rounding: 2,399 at 85 % = 2,039.15 → 2,039',
    lines: [course(1, 2399)],
    discounts: [discount({ targetId: 1, rate: 85 })],
    coupon: null,
    pays: [2039],
    total: 2039,
    refusal: null,
  },
  {
    name: 'rounding: 1,999 at 85 % = 1,699.15 → 1,699',
    lines: [course(1, 1999)],
    discounts: [discount({ targetId: 1, rate: 85 })],
    coupon: null,
    pays: [1699],
    total: 1699,
    refusal: null,
  },
  {
    name: 'rounding half up: 1,990 at 85 % = 1,691.5 → 1,692',
    lines: [course(1, 1990)],
    discounts: [discount({ targetId: 1, rate: 85 })],
    coupon: null,
    pays: [1692],
    total: 1692,
    refusal: null,
  },
  {
    name: 'rounding once: 1,990 at 85 % (1,691.5) then 90 % = 1,522.35 → 1,522',
    lines: [course(1, 1990)],
    discounts: [discount({ targetId: 1, rate: 85 })],
    coupon: percent(90),
    pays: [1522],
    total: 1522,
    refusal: null,
  },
  {
    name: 'amount spread: NT$100 over three equal lines = 34/33/33',
    lines: [course(1, 300), course(2, 300), course(3, 300)],
    discounts: [],
    coupon: amount(100),
    pays: [266, 267, 267],
    total: 800,
    refusal: null,
  },
  {
    name: 'amount spread in proportion to the prices after discounts (1,000 and 3,000 × 50 %)',
    lines: [course(1, 1000), course(2, 3000)],
    discounts: [discount({ targetId: 2, rate: 50 })],
    coupon: amount(500),
    pays: [800, 1200],
    total: 2000,
    refusal: null,
  },
  {
    name: 'amount spread over odd exact prices: 2,039.15 / 1,699.15 / 1,001, NT$777 off',
    lines: [course(1, 2399), course(2, 1999), course(3, 1001)],
    discounts: [
      discount({ id: 1, targetId: 1, rate: 85 }),
      discount({ id: 2, targetId: 2, rate: 85 }),
    ],
    coupon: amount(777),
    // Shares 334.32 / 278.57 / 164.11: floors 334 + 278 + 164 = 776, the last dollar goes to
    // the largest remainder (.57, the second line): 334 + 279 + 164 = 777.
    pays: [1705, 1420, 837],
    total: 3962,
    refusal: null,
  },
  {
    name: 'platform coupon (lecturer null) on two lecturers’ courses',
    lines: [course(1, 1000, 7), course(2, 2000, 8)],
    discounts: [],
    coupon: percent(90, { lecturerId: null }),
    pays: [900, 1800],
    total: 2700,
    refusal: null,
  },
  {
    name: 'ALL scope ignores another lecturer’s course',
    lines: [course(1, 1000, 7), course(2, 2000, 8)],
    discounts: [],
    coupon: percent(90, { lecturerId: 7 }),
    pays: [900, 2000],
    total: 2900,
    refusal: null,
  },
  {
    name: 'package with its package discount; the coupon applies to the course, not the package',
    lines: [pkg(10, 5000), course(1, 1000)],
    discounts: [discount({ id: 4, kind: 'PACKAGE', targetId: 10, rate: 80 })],
    coupon: percent(50),
    pays: [4000, 500],
    total: 4500,
    refusal: null,
  },
  {
    name: 'only a package in the cart: the coupon applies to nothing',
    lines: [pkg(10, 5000)],
    discounts: [discount({ id: 4, kind: 'PACKAGE', targetId: 10, rate: 80 })],
    coupon: percent(50, { lecturerId: null }),
    pays: [4000],
    total: 4000,
    refusal: 'not_applicable',
  },
  {
    name: 'a SINGLE discount does not apply to a package of the same id, nor PACKAGE to a course',
    lines: [pkg(1, 5000), course(10, 1000)],
    discounts: [
      discount({ id: 1, kind: 'SINGLE', targetId: 1, rate: 50 }),
      discount({ id: 2, kind: 'PACKAGE', targetId: 10, rate: 50 }),
    ],
    coupon: null,
    pays: [5000, 1000],
    total: 6000,
    refusal: null,
  },
];

function run(row: Case) {
  const input: PriceInput = {
    at: row.at ?? NOW,
    lines: row.lines,
    discounts: row.discounts,
    coupon: row.coupon,
  };
  return priceCart(input);
}

describe('priceCart: the table', () => {
  it.each(cases)('$name', (row) => {
    const result = run(row);
    expect(result.lines.map((line) => line.pays)).toEqual(row.pays);
    expect(result.total).toBe(row.total);
    if (row.coupon === null) {
      expect(result.coupon).toBeNull();
    } else {
      expect(result.coupon).toMatchObject({
        id: row.coupon.id,
        applied: row.refusal === null,
        refusal: row.refusal,
      });
    }
    // What every result keeps, whatever the case.
    expect(result.lines.map((line) => line.key)).toEqual(row.lines.map((line) => line.key));
    expect(result.listTotal).toBe(row.lines.reduce((total, line) => total + line.listPrice, 0));
    for (const line of result.lines) {
      expect(line.pays).toBeGreaterThanOrEqual(0);
      expect(line.discountOff).toBeGreaterThanOrEqual(0);
      expect(line.couponOff).toBeGreaterThanOrEqual(0);
      expect(line.pays).toBe(line.listPrice - line.discountOff - line.couponOff);
      for (const value of [line.pays, line.discountOff, line.couponOff]) {
        expect(Number.isInteger(value)).toBe(true);
      }
    }
    const couponOff = result.lines.reduce((total, line) => total + line.couponOff, 0);
    expect(result.coupon?.off ?? 0).toBe(couponOff);
    if (row.refusal !== null) expect(couponOff).toBe(0);
  });

  it('has at least 20 named cases, each name once', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    expect(new Set(cases.map((row) => row.name)).size).toBe(cases.length);
  });
});

describe('priceCart: the lines in detail', () => {
  it('stacked discount and coupon: which discount, and what each took', () => {
    const result = priceCart({
      at: NOW,
      lines: [course(1, 2399), course(2, 500, 8)],
      discounts: [discount({ id: 9, targetId: 1, rate: 85 })],
      coupon: percent(90),
    });
    expect(result).toEqual({
      lines: [
        { key: 'c1', listPrice: 2399, discountId: 9, discountOff: 360, couponOff: 204, pays: 1835 },
        { key: 'c2', listPrice: 500, discountId: null, discountOff: 0, couponOff: 0, pays: 500 },
      ],
      listTotal: 2899,
      total: 2335,
      coupon: { id: 50, applied: true, refusal: null, off: 204 },
    });
  });

  it('overlapping discounts at the same rate: the lowest id, whatever the order', () => {
    const result = priceCart({
      at: NOW,
      lines: [course(1, 1000)],
      discounts: [
        discount({ id: 8, targetId: 1, rate: 70 }),
        discount({ id: 3, targetId: 1, rate: 70 }),
      ],
      coupon: null,
    });
    expect(result.lines[0]).toMatchObject({ discountId: 3, discountOff: 300, pays: 700 });
  });

  it('an amount spread takes exactly min(amount, the eligible rounded prices), never more', () => {
    const prices = [1, 7, 299, 300, 1001, 1999, 2399];
    const rates = [null, 85, 50, 99];
    for (const off of [1, 2, 3, 50, 100, 101, 999, 1000, 4000, 10_000]) {
      for (const rate of rates) {
        const lines = prices.map((price, index) => course(index + 1, price));
        const discounts =
          rate === null
            ? []
            : prices.map((_, index) => discount({ id: index + 1, targetId: index + 1, rate }));
        const result = priceCart({ at: NOW, lines, discounts, coupon: amount(off) });
        const afterDiscounts = result.lines.reduce(
          (total, line) => total + line.pays + line.couponOff,
          0,
        );
        expect(result.coupon?.off).toBe(Math.min(off, afterDiscounts));
        expect(result.total).toBe(afterDiscounts - Math.min(off, afterDiscounts));
        for (const line of result.lines) expect(line.pays).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('half-dollar lines: a NT$1 coupon takes one dollar, from the earlier line', () => {
    // 1 × 50 % = 0.5 → 1 each; 3 × 15 % = 0.45 → 0.
    const result = priceCart({
      at: NOW,
      lines: [course(1, 1), course(2, 1), course(3, 3)],
      discounts: [
        discount({ id: 1, targetId: 1, rate: 50 }),
        discount({ id: 2, targetId: 2, rate: 50 }),
        discount({ id: 3, targetId: 3, rate: 15 }),
      ],
      coupon: amount(1),
    });
    expect(result.lines.map((line) => line.couponOff)).toEqual([1, 0, 0]);
    expect(result.lines.map((line) => line.pays)).toEqual([0, 1, 0]);
    expect(result.coupon?.off).toBe(1);
  });

  it('a line rounding to 0 takes no share: its dollar goes to a line that can take it', () => {
    // 1 × 40 % = 0.4 → 0 (three times), 3 × 50 % = 1.5 → 2; NT$2 spread: 0.30 / 0.30 / 0.30 / 1.11.
    const result = priceCart({
      at: NOW,
      lines: [course(1, 1), course(2, 1), course(3, 1), course(4, 3)],
      discounts: [1, 2, 3]
        .map((id) => discount({ id, targetId: id, rate: 40 }))
        .concat([discount({ id: 4, targetId: 4, rate: 50 })]),
      coupon: amount(2),
    });
    expect(result.lines.map((line) => line.couponOff)).toEqual([0, 0, 0, 2]);
    expect(result.total).toBe(0);
    expect(result.coupon?.off).toBe(2);
  });

  it('reads no clock and changes nothing: the same input gives the same result', () => {
    const input: PriceInput = Object.freeze({
      at: NOW,
      lines: Object.freeze([course(1, 2399), course(2, 300)]),
      discounts: Object.freeze([discount({ targetId: 1, rate: 85 })]),
      coupon: Object.freeze(amount(100)),
    });
    const first = priceCart(input);
    expect(priceCart(input)).toEqual(first);
    expect(
      priceCart({ ...input, at: new Date(LATER.getTime() + 1) }).lines[0]?.discountId,
    ).toBeNull();
  });
});

describe('discountActive', () => {
  const active = discount({ targetId: 1, rate: 80, startsAt: NOW, endsAt: LATER });
  it.each([
    { name: 'a millisecond before it starts', at: new Date(NOW.getTime() - 1), expected: false },
    { name: 'exactly when it starts', at: NOW, expected: true },
    { name: 'a millisecond before it ends', at: new Date(LATER.getTime() - 1), expected: true },
    { name: 'exactly when it ends', at: LATER, expected: false },
  ])('$name: $expected', ({ at, expected }) => {
    expect(discountActive(active, at)).toBe(expected);
  });

  it('ended early: active until endedAt, not from then on', () => {
    const ended = { ...active, endedAt: new Date(NOW.getTime() + 1000) };
    expect(discountActive(ended, new Date(NOW.getTime() + 999))).toBe(true);
    expect(discountActive(ended, new Date(NOW.getTime() + 1000))).toBe(false);
  });
});

describe('couponUsable', () => {
  it('the first failing check wins, in the stated order', () => {
    const failing: Partial<PriceCoupon> = {
      disabled: true,
      startsAt: LATER,
      endsAt: EARLIER,
      codeSpent: true,
      totalLimit: 1,
      used: 1,
      perMemberLimit: 1,
      usedByMember: 1,
      inAudience: false,
    };
    const order: readonly [CouponRefusal, Partial<PriceCoupon>][] = [
      ['disabled', { disabled: false }],
      ['not_started', { startsAt: EARLIER }],
      ['expired', { endsAt: LATER }],
      ['code_spent', { codeSpent: false }],
      ['exhausted', { totalLimit: null }],
      ['member_exhausted', { perMemberLimit: null }],
      ['not_in_group', { inAudience: true }],
    ];
    let values = failing;
    for (const [refusal, fix] of order) {
      expect(couponUsable(coupon(values), NOW)).toBe(refusal);
      values = { ...values, ...fix };
    }
    expect(couponUsable(coupon(values), NOW)).toBeNull();
  });

  it('cart checks come after: not_applicable, then bundle_incomplete, then min_spend', () => {
    const bundle = amount(100, { scope: 'BUNDLE', courseIds: [1, 2], minSpend: 5000 });
    const refusal = (lines: readonly CartLine[]) =>
      priceCart({ at: NOW, lines, discounts: [], coupon: bundle }).coupon?.refusal;
    expect(refusal([course(3, 1000)])).toBe('not_applicable');
    expect(refusal([course(1, 1000)])).toBe('bundle_incomplete');
    expect(refusal([course(1, 1000), course(2, 1000)])).toBe('min_spend');
    expect(refusal([course(1, 3000), course(2, 2000)])).toBeNull();
  });
});
