import type { ReactNode } from 'react';
import type { IncomeResponse } from '../../../server/src/contract/finances.ts';
import { useT } from '../use-t.ts';
import { Badge } from './Badge.tsx';
import { Money } from './Money.tsx';

/**
 * A lecturer's income as tables (their own income screen, an administrator's view of a lecturer):
 * sums by month and by course, with the short month names they are labelled with.
 */

/** The sums a row of the income tables shows. */
interface Sums {
  readonly sales: number;
  readonly refunds: number;
  readonly platform_fee: number;
  readonly income: number;
}

/** The number cells of a row of sums: sales, refunds (taken back, negative), fee, income. */
function SumCells({ sums }: { readonly sums: Sums }) {
  return (
    <>
      <td className="data-table__number">
        <Money twd={sums.sales} />
      </td>
      <td className="data-table__number">
        <Money twd={-Math.abs(sums.refunds)} />
      </td>
      <td className="data-table__number">
        <Money twd={sums.platform_fee} />
      </td>
      <td className="data-table__number">
        <Money twd={sums.income} />
      </td>
    </>
  );
}

/** The words of the sums' header cells, in the order of the cells. */
const sumHeaders = [
  'revenues.income.sales',
  'revenues.income.refunds',
  'revenues.income.platformFee',
  'revenues.income.income',
] as const;

/** The header cells of the sums. */
function SumHeaders() {
  const t = useT();
  return (
    <>
      {sumHeaders.map((key) => (
        <th key={key} scope="col" className="data-table__number">
          {t(key)}
        </th>
      ))}
    </>
  );
}

/** One month of the year's sums (`2026-11`). */
type MonthSums = Sums & { readonly month: string };

/** A row of a sums table: its header cell's content and its sums. */
interface SumsRow {
  readonly key: string;
  readonly header: ReactNode;
  readonly sums: Sums;
  /** The row is the one chosen (the month shown below). */
  readonly chosen?: boolean;
}

/** A table of sums (sales, refunds, fee, income) by month or by item, with an optional total. */
function SumsTable({
  caption,
  firstHeader,
  rows,
  total,
}: {
  readonly caption: string;
  readonly firstHeader: string;
  readonly rows: readonly SumsRow[];
  readonly total?: Sums;
}) {
  const t = useT();
  return (
    <div className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table money-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{firstHeader}</th>
            <SumHeaders />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.chosen ? 'money-table__chosen' : ''}>
              <th scope="row">{row.header}</th>
              <SumCells sums={row.sums} />
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr>
              <th scope="row">{t('revenues.income.total')}</th>
              <SumCells sums={total} />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** The chart's numbers as a table: one row per month, each month a button choosing it. */
export function MonthTable({
  months,
  labels,
  chosen,
  caption,
  onPick,
}: {
  readonly months: readonly MonthSums[];
  readonly labels: readonly string[];
  readonly chosen: string;
  readonly caption: string;
  readonly onPick: (month: string) => void;
}) {
  const t = useT();
  return (
    <SumsTable
      caption={caption}
      firstHeader={t('revenues.income.month')}
      rows={months.map((month, index) => ({
        key: month.month,
        chosen: month.month === chosen,
        sums: month,
        header: (
          <button
            type="button"
            className="money-link-button"
            aria-pressed={month.month === chosen}
            onClick={() => onPick(month.month)}
          >
            {labels[index] ?? month.month}
          </button>
        ),
      }))}
    />
  );
}

/** Income by course of the month (or year) with the totals. */
export function CourseTable({
  answer,
  caption,
}: {
  readonly answer: IncomeResponse;
  readonly caption: string;
}) {
  const t = useT();
  return (
    <SumsTable
      caption={caption}
      firstHeader={t('revenues.income.item')}
      total={answer.total}
      rows={answer.courses.map((course) => ({
        key: `${course.item.kind}-${String(course.item.id)}`,
        sums: course,
        header: (
          <>
            {course.item.title}
            {course.item.kind === 'packages' && (
              <Badge className="money-badge">{t('revenues.income.inPackage')}</Badge>
            )}
          </>
        ),
      }))}
    />
  );
}

/** Short names of the twelve months in a locale (`1月`, `Jan`). */
export function monthLabels(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2026, index, 1)));
}
