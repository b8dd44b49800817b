import type { IncomeResponse } from '../../../server/src/contract/finances.ts';
import type { IncomeMonth } from '../../stores/revenues/income.ts';
import { Money } from '../finances/FinanceParts.tsx';
import { useT } from '../use-t.ts';

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

/** The header cells of the sums. */
function SumHeaders() {
  const t = useT();
  return (
    <>
      <th scope="col" className="data-table__number">
        {t('revenues.income.sales')}
      </th>
      <th scope="col" className="data-table__number">
        {t('revenues.income.refunds')}
      </th>
      <th scope="col" className="data-table__number">
        {t('revenues.income.platformFee')}
      </th>
      <th scope="col" className="data-table__number">
        {t('revenues.income.income')}
      </th>
    </>
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
  readonly months: readonly IncomeMonth[];
  readonly labels: readonly string[];
  readonly chosen: string;
  readonly caption: string;
  readonly onPick: (month: string) => void;
}) {
  const t = useT();
  return (
    <div className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table money-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('revenues.income.month')}</th>
            <SumHeaders />
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={month.month} className={month.month === chosen ? 'money-table__chosen' : ''}>
              <th scope="row">
                <button
                  type="button"
                  className="money-link-button"
                  aria-pressed={month.month === chosen}
                  onClick={() => onPick(month.month)}
                >
                  {labels[index] ?? month.month}
                </button>
              </th>
              <SumCells sums={month} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
    <div className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table money-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('revenues.income.item')}</th>
            <SumHeaders />
          </tr>
        </thead>
        <tbody>
          {answer.courses.map((course) => (
            <tr key={`${course.item.kind}-${String(course.item.id)}`}>
              <th scope="row">
                {course.item.title}
                {course.item.kind === 'packages' && (
                  <span className="money-badge">{t('revenues.income.inPackage')}</span>
                )}
              </th>
              <SumCells sums={course} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('revenues.income.total')}</th>
            <SumCells sums={answer.total} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
