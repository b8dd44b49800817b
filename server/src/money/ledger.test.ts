import { describe, expect, it } from 'vitest';
import { type IncomeRow, type PartTerms, refundIncomes, saleIncomes } from './ledger.ts';
import { divide, percentOf, spread } from './split.ts';

/** A seeded generator (mulberry32): the same cases on every run. */
function random(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** Shares of `count` lecturers adding up to 100 (some may be 0). */
function shares(next: (below: number) => number, count: number): number[] {
  const cuts = Array.from({ length: count - 1 }, () => next(101)).sort((a, b) => a - b);
  return [...cuts, 100].map((cut, index) => cut - (index === 0 ? 0 : (cuts[index - 1] ?? 0)));
}

/** A random line's parts: one item, or a package of 2 to 5 courses. */
function parts(next: (below: number) => number): PartTerms[] {
  const count = next(3) === 0 ? 2 + next(4) : 1;
  return Array.from({ length: count }, (_, index) => {
    const lecturers = 1 + next(4);
    return {
      courseId: index + 1,
      title: `item ${index + 1}`,
      kind: count > 1 ? 'packages' : 'courses',
      weight: next(5) === 0 ? 0 : 1 + next(5000),
      platformShare: next(101),
      holders: shares(next, lecturers).map((share, holder) => ({
        lecturerId: 100 + holder,
        share,
      })),
    } satisfies PartTerms;
  });
}

const sum = (rows: readonly IncomeRow[], pick: (row: IncomeRow) => boolean = () => true) =>
  rows.filter(pick).reduce((total, row) => total + row.amount, 0);

describe('the division of a payment', () => {
  it('rounds the platform fee half up and gives lecturers the rest by the largest remainder', () => {
    expect(percentOf(999, 30)).toBe(300); // 299.7
    expect(percentOf(5, 30)).toBe(2); // 1.5 → 2
    expect(percentOf(1, 49)).toBe(0);
    const division = divide(1000, 30, [
      { lecturerId: 1, share: 34 },
      { lecturerId: 2, share: 33 },
      { lecturerId: 3, share: 33 },
    ]);
    expect(division.fee).toBe(300);
    // 700 × 34/100 = 238, 700 × 33/100 = 231 twice: 700 exactly.
    expect(division.lecturers.map((lecturer) => lecturer.amount)).toEqual([238, 231, 231]);
    expect(spread(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spread(7, [0, 0])).toEqual([4, 3]);
  });

  it('leaves out lecturers with a share of 0', () => {
    const division = divide(100, 0, [
      { lecturerId: 1, share: 100 },
      { lecturerId: 2, share: 0 },
    ]);
    expect(division.lecturers).toEqual([{ lecturerId: 1, share: 100, amount: 100 }]);
  });

  it('spreads a package over its courses by list price', () => {
    const rows = saleIncomes(1000, [
      {
        courseId: 1,
        title: 'a',
        kind: 'packages',
        weight: 3000,
        platformShare: 30,
        holders: [{ lecturerId: 7, share: 100 }],
      },
      {
        courseId: 2,
        title: 'b',
        kind: 'packages',
        weight: 1000,
        platformShare: 20,
        holders: [{ lecturerId: 8, share: 100 }],
      },
    ]);
    expect(rows.map((row) => [row.lecturerId, row.gross, row.amount])).toEqual([
      [null, 750, 225],
      [7, 750, 525],
      [null, 250, 50],
      [8, 250, 200],
    ]);
  });
});

describe('the books balance (property)', () => {
  it('paid − refunded = lecturer incomes + platform fees, for 2,000 random lines and refunds', () => {
    const next = random(20261126);
    let paid = 0;
    let refunded = 0;
    const ledger: IncomeRow[] = [];
    for (let line = 0; line < 2000; line += 1) {
      const pays = next(4) === 0 ? next(10) : next(20_000);
      const terms = parts(next);
      const sale = saleIncomes(pays, terms);
      paid += pays;
      ledger.push(...sale);
      // Every row of a sale is ≥ 0 and each part's rows add up to its gross.
      expect(sale.every((row) => row.amount >= 0)).toBe(true);
      // Refunds in 0 to 3 steps, sometimes to the last dollar.
      let before = 0;
      const steps = next(4);
      for (let step = 0; step < steps && before < pays; step += 1) {
        const amount =
          step === steps - 1 && next(2) === 0 ? pays - before : 1 + next(pays - before);
        const back = refundIncomes(sale, before, before + amount);
        expect(sum(back)).toBe(-amount);
        ledger.push(...back);
        refunded += amount;
        before += amount;
      }
      if (before === pays) {
        // Refunded in full: every party gives back exactly what the sale gave it.
        const net = new Map<string, number>();
        for (const row of [...sale, ...refundIncomes(sale, 0, pays)]) {
          const key = `${row.courseId}:${row.lecturerId}`;
          net.set(key, (net.get(key) ?? 0) + row.amount);
        }
        expect([...net.values()].every((value) => value === 0)).toBe(true);
      }
    }
    const lecturers = sum(ledger, (row) => row.lecturerId !== null);
    const platform = sum(ledger, (row) => row.lecturerId === null);
    expect(paid - refunded).toBe(lecturers + platform);
    expect(paid).toBeGreaterThan(1_000_000);
    expect(refunded).toBeGreaterThan(0);
  });
});
