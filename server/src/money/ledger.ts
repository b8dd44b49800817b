/**
 * The income rows of the books (table `incomes`) for a payment or a refund of one order line,
 * from money/split.ts. Pure: the callers read the terms and write the rows.
 */
import type { OrderLineKind } from '../contract/plain/orders.ts';
import { divide, divideRefund, spread, type Division, type ShareHolder } from './split.ts';

/** One item of a line with the terms of its division: its weight in a package, its shares. */
export interface PartTerms {
  readonly courseId: number | null;
  readonly title: string;
  readonly kind: OrderLineKind;
  /** A package's courses share its price in proportion to these (their list prices). */
  readonly weight: number;
  readonly platformShare: number;
  readonly holders: readonly ShareHolder[];
}

/** An income row as written: the platform's (`lecturerId` null) or a lecturer's. */
export interface IncomeRow {
  readonly kind: 'SALE' | 'REFUND';
  readonly courseId: number | null;
  readonly itemTitle: string;
  readonly itemKind: OrderLineKind;
  readonly lecturerId: number | null;
  readonly share: number;
  readonly gross: number;
  readonly platformFee: number;
  readonly amount: number;
}

/** The rows of one part's division. */
function rowsOf(kind: IncomeRow['kind'], part: PartTerms, division: Division): IncomeRow[] {
  const common = {
    kind,
    courseId: part.courseId,
    itemTitle: part.title,
    itemKind: part.kind,
    gross: division.gross,
    platformFee: division.fee,
  };
  return [
    { ...common, lecturerId: null, share: part.platformShare, amount: division.fee },
    ...division.lecturers.map((lecturer) => ({
      ...common,
      lecturerId: lecturer.lecturerId,
      share: lecturer.share,
      amount: lecturer.amount,
    })),
  ];
}

/** The SALE rows of a line paid `pays`: one division per part (a package spread by weight). */
export function saleIncomes(pays: number, parts: readonly PartTerms[]): IncomeRow[] {
  const grosses = spread(
    pays,
    parts.map((part) => part.weight),
  );
  return parts.flatMap((part, index) =>
    rowsOf('SALE', part, divide(grosses[index] ?? 0, part.platformShare, part.holders)),
  );
}

/** A line's parts as its SALE rows recorded them (the shares of the sale), in order. */
export function partsOfSale(sale: readonly IncomeRow[]): PartTerms[] {
  const parts: PartTerms[] = [];
  let current: { part: PartTerms; holders: ShareHolder[] } | null = null;
  for (const row of sale) {
    if (row.lecturerId === null) {
      const holders: ShareHolder[] = [];
      current = {
        part: {
          courseId: row.courseId,
          title: row.itemTitle,
          kind: row.itemKind,
          weight: row.gross,
          platformShare: row.share,
          holders,
        },
        holders,
      };
      parts.push(current.part);
    } else {
      current?.holders.push({ lecturerId: row.lecturerId, share: row.share });
    }
  }
  return parts;
}

/**
 * The REFUND rows (negative) of a line whose refunded total goes from `before` to `after`, divided
 * with the sale's terms (its SALE rows, platform row first for each part, as `saleIncomes` wrote).
 */
export function refundIncomes(
  sale: readonly IncomeRow[],
  before: number,
  after: number,
): IncomeRow[] {
  const parts = partsOfSale(sale);
  const weights = parts.map((part) => part.weight);
  const then = spread(before, weights);
  const now = spread(after, weights);
  return parts.flatMap((part, index) =>
    rowsOf(
      'REFUND',
      part,
      divideRefund(then[index] ?? 0, now[index] ?? 0, part.platformShare, part.holders),
    ),
  );
}
