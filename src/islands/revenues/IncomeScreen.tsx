import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useState } from 'react';
import type { RevenueSummary } from '../../../server/src/contract/finances.ts';
import { MIN_APPLY_AMOUNT } from '../../../server/src/contract/plain/finances.ts';
import { formatPrice } from '../../i18n/format.ts';
import { bankLabel } from '../../lib/banks.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  chooseIncomeMonth,
  incomeChartData,
  incomeFiltersFromQuery,
  incomeLoader,
  incomeYears,
  loadIncome,
  monthsOfYear,
  queryOfIncomeFilters,
  type IncomeFilters,
} from '../../stores/revenues/income.ts';
import {
  applyForm,
  appliesLoader,
  loadSummary,
  refundOwed,
  requestPayout,
  setApplyAmount,
  summaryLoader,
} from '../../stores/revenues/summary.ts';
import { taipeiDateTime, taipeiMonth } from '../../lib/taipei.ts';
import { $page } from '../../stores/page.ts';
import { FormField } from '../form/FormField.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { useForm } from '../form/use-form.ts';
import { Money } from '../ui/Money.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { IncomeChart } from './IncomeChart.tsx';
import { CourseTable, monthLabels, MonthTable } from '../ui/IncomeTables.tsx';
import { IncomeStatusBadge } from './RevenueParts.tsx';

/** The balances, the payout request button and the open request. */
function Summary({ summary }: { readonly summary: RevenueSummary }) {
  const t = useT();
  const form = useForm(applyForm);
  const owed = refundOwed(summary);
  const { locale } = useStore($page);
  const figures = [
    ['pending', 'revenues.summary.pending', summary.pending],
    ['available', 'revenues.summary.available', summary.available],
    ['requested', 'revenues.summary.requested', summary.requested],
    ['paid', 'revenues.summary.paid', summary.paid],
  ] as const;
  return (
    <div className="money-card revenue-summary">
      <dl className="revenue-summary__figures">
        {figures.map(([key, label, amount]) => (
          <div key={key} className={`revenue-summary__figure revenue-summary__figure--${key}`}>
            <dt>{t(label)}</dt>
            <dd>
              <Money twd={amount} />
              {key === 'available' && owed > 0 && (
                <p className="revenue-summary__hint" id="revenue-owed-note">
                  {t('revenues.summary.refundOwed', { price: formatPrice(owed, 'TWD') })}
                </p>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <form
        className="revenue-summary__apply"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void requestPayout();
        }}
      >
        {summary.can_apply && (
          <>
            <FormField
              id="revenue-apply-amount"
              label={t('revenues.apply.amount')}
              inputMode="numeric"
              value={form.values.amount}
              onValue={setApplyAmount}
              error={form.error('amount')}
              aria-describedby="revenue-apply-available"
            />
            <p id="revenue-apply-available" className="revenue-summary__hint">
              {t('revenues.apply.availableBeside', {
                price: formatPrice(summary.available, 'TWD'),
              })}
            </p>
          </>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={!summary.can_apply || form.saving}
          aria-describedby="revenue-apply-hint"
        >
          {t('revenues.apply.button')}
        </button>
        <a className="button" href={urlFor(locale, 'revenues-payouts-payout_id-mode', {})}>
          {t('revenues.payouts.link')}
        </a>
        <p id="revenue-apply-hint" className="revenue-summary__hint">
          {summary.open_apply
            ? t('revenues.apply.waiting')
            : summary.can_apply
              ? t('revenues.apply.canApply', { price: formatPrice(summary.available, 'TWD') })
              : t('revenues.apply.notEnough', { price: formatPrice(MIN_APPLY_AMOUNT, 'TWD') })}
        </p>
      </form>
      {summary.open_apply && (
        <p className="revenue-summary__open" role="status">
          {t('revenues.apply.open', {
            price: formatPrice(summary.open_apply.amount, 'TWD'),
            at: taipeiDateTime(summary.open_apply.created_at),
          })}{' '}
          <IncomeStatusBadge status="REQUESTED" />
        </p>
      )}
    </div>
  );
}

const applyStatusLabels = {
  PENDING: 'revenues.history.pending',
  REMITTED: 'revenues.history.remitted',
  REJECTED: 'revenues.history.rejected',
} as const;

/** The lecturer's payout requests: amount, state, the rejection's reason, the remittance. */
function ApplyHistory() {
  const t = useT();
  const state = useStore(appliesLoader.$state);
  const { locale } = useStore($page);
  const rows = state.data?.data ?? [];
  return (
    <section className="money-card" aria-labelledby="revenue-history-title">
      <h2 id="revenue-history-title">{t('revenues.history.title')}</h2>
      {rows.length === 0 ? (
        <p className="revenue-summary__hint">{t('revenues.history.empty')}</p>
      ) : (
        <ul className="payout-cards">
          {rows.map((row) => (
            <li key={row.id} className="payout-card">
              <p className="payout-card__title">
                <Money twd={row.amount} /> {t(applyStatusLabels[row.status])}
              </p>
              <p className="payout-card__note">
                {t('revenues.history.requestedAt', { at: taipeiDateTime(row.created_at) })}
              </p>
              {row.rejection && (
                <p>{t('revenues.history.reason', { reason: row.rejection.reason })}</p>
              )}
              {row.remittance && (
                <p>
                  {t('revenues.history.paid', {
                    at: taipeiDateTime(row.remittance.remitted_at),
                    bank: bankLabel(
                      row.remittance.payout.financial_code,
                      locale,
                      row.remittance.payout.bank_name,
                    ),
                    account: row.remittance.payout.account_number,
                  })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A lecturer's income: the balances with the payout request, then a year's income by month (a
 * chart, or the same numbers as a table) and by course for the month chosen (or the whole year).
 * The year and month stay in the address.
 */
export default function IncomeScreen() {
  const t = useT();
  const page = useStore($page);
  const summary = useStore(summaryLoader.$state);
  const income = useStore(incomeLoader.$state);
  const [asTable, setAsTable] = useState(false);
  const currentYear = Number(taipeiMonth(new Date()).slice(0, 4));
  const query = page.query.toString();
  const filters = incomeFiltersFromQuery(page.query, currentYear);
  const labels = monthLabels(page.locale);

  useEffect(() => {
    void loadSummary();
  }, []);
  useEffect(() => {
    void loadIncome(incomeFiltersFromQuery(new URLSearchParams(query), currentYear));
  }, [query, currentYear]);

  const go = (next: IncomeFilters) =>
    void navigate(urlFor(page.locale, 'revenues-income', {}, queryOfIncomeFilters(next)));
  const pick = (month: string) => go(chooseIncomeMonth(filters, month));
  const monthName = (month: string) =>
    t('revenues.income.monthOf', {
      year: month.slice(0, 4),
      month: labels[Number(month.slice(5)) - 1] ?? month,
    });

  return (
    <section className="stack money-screen revenue-income" aria-labelledby="income-heading">
      <h2 id="income-heading" className="visually-hidden">
        {t('revenues.income.heading')}
      </h2>
      <LoadState state={summary} onRetry={() => void summaryLoader.retry()}>
        {(data) => (
          <>
            <Summary summary={data} />
            <ApplyHistory />
          </>
        )}
      </LoadState>
      <div className="money-card">
        <div className="panel item-filters money-filters">
          <SelectField<string>
            id="income-year"
            label={t('revenues.income.year')}
            value={String(filters.year)}
            options={incomeYears(currentYear).map((year) => ({
              value: String(year),
              label: String(year),
            }))}
            onValue={(year) => go({ year: Number(year), month: '' })}
          />
          <SelectField<string>
            id="income-month"
            label={t('revenues.income.month')}
            value={filters.month}
            options={[
              { value: '', label: t('revenues.income.wholeYear') },
              ...monthsOfYear(filters.year).map((month) => ({
                value: month,
                label: monthName(month),
              })),
            ]}
            onValue={(month) => go({ ...filters, month })}
          />
          <button
            type="button"
            className="button"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
          >
            {t('revenues.income.showTable')}
          </button>
        </div>
        <LoadState state={income} onRetry={() => void incomeLoader.retry()}>
          {(answer) => {
            const months = incomeChartData(answer);
            const chosen = answer.month ?? '';
            return (
              <>
                <h3 className="money-card__title">
                  {t('revenues.income.byMonth', { year: answer.year })}
                </h3>
                {asTable ? (
                  <MonthTable
                    months={months}
                    labels={labels}
                    chosen={chosen}
                    caption={t('revenues.income.byMonth', { year: answer.year })}
                    onPick={pick}
                  />
                ) : (
                  <div className="income-chart">
                    <IncomeChart
                      months={months}
                      chosen={chosen}
                      labels={labels}
                      seriesLabel={t('revenues.income.income')}
                      onPick={pick}
                    />
                    <p className="visually-hidden">{t('revenues.income.chartHint')}</p>
                  </div>
                )}
                <h3 className="money-card__title">
                  {chosen
                    ? t('revenues.income.byCourseOf', { month: monthName(chosen) })
                    : t('revenues.income.byCourseYear', { year: answer.year })}
                </h3>
                {answer.courses.length === 0 ? (
                  <p className="empty-state__text">{t('revenues.income.noIncome')}</p>
                ) : (
                  <CourseTable
                    answer={answer}
                    caption={
                      chosen
                        ? t('revenues.income.byCourseOf', { month: monthName(chosen) })
                        : t('revenues.income.byCourseYear', { year: answer.year })
                    }
                  />
                )}
                {chosen && (
                  <a
                    className="button"
                    href={urlFor(page.locale, 'revenues-record', {}, { month: chosen })}
                  >
                    {t('revenues.income.recordsOf', { month: monthName(chosen) })}
                  </a>
                )}
              </>
            );
          }}
        </LoadState>
      </div>
    </section>
  );
}
