import { useStore } from '@nanostores/react';
import type { Sales } from '../../api/dashboard.ts';
import { formatPrice } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { chartLines, loadSales, salesLoader, salesTotals } from '../../stores/dashboard/sales.ts';
import { $page } from '../../stores/page.ts';
import { LoadFailed } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';

/** The chart's drawing box (stretched to the panel's width; lines keep their stroke). */
const WIDTH = 600;
const HEIGHT = 160;

/** A day `2026-11-26` as the locale writes a short date. */
function shortDay(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The change in percent, signed; a dash when the previous period sold nothing. */
function Change({ change }: { readonly change: number | null }) {
  const t = useT();
  if (change === null) return <>{t('dashboard.sales.noChange')}</>;
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  return <>{t('dashboard.sales.change', { direction, change: Math.abs(change) })}</>;
}

/** The loaded sales: totals, the chart (described by a table of the days) and its legend. */
function SalesFigures({ sales, locale }: { readonly sales: Sales; readonly locale: Locale }) {
  const t = useT();
  const totals = salesTotals(sales);
  const lines = chartLines(sales, WIDTH, HEIGHT);
  const first = sales.current[0]?.day ?? '';
  const last = sales.current.at(-1)?.day ?? '';
  return (
    <>
      <dl className="sales-totals">
        <div>
          <dt>{t('dashboard.sales.current')}</dt>
          <dd data-total="current">{formatPrice(totals.current, 'TWD')}</dd>
        </div>
        <div>
          <dt>{t('dashboard.sales.previous')}</dt>
          <dd data-total="previous">{formatPrice(totals.previous, 'TWD')}</dd>
        </div>
        <div>
          <dt>{t('dashboard.sales.changeLabel')}</dt>
          <dd data-total="change">
            <Change change={totals.change} />
          </dd>
        </div>
      </dl>
      <div className="sales-chart">
        <span className="sales-chart__top" aria-hidden="true">
          {formatPrice(lines.top, 'TWD')}
        </span>
        <svg
          className="sales-chart__svg"
          viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t('dashboard.sales.chartLabel', {
            from: shortDay(locale, first),
            to: shortDay(locale, last),
          })}
          aria-describedby="sales-table"
          data-chart="sales"
        >
          <line className="sales-chart__base" x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} />
          <polyline className="sales-chart__previous" points={lines.previous} />
          <polyline className="sales-chart__current" points={lines.current} />
        </svg>
      </div>
      <div className="sales-legend">
        <span className="sales-legend__item sales-legend__item--current">
          {t('dashboard.sales.current')}
        </span>
        <span className="sales-legend__item sales-legend__item--previous">
          {t('dashboard.sales.previous')}
        </span>
        <details className="sales-details">
          <summary>{t('dashboard.sales.showTable')}</summary>
          <table id="sales-table" className="sales-table">
            <caption>{t('dashboard.sales.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.sales.day')}</th>
                <th scope="col">{t('dashboard.sales.current')}</th>
                <th scope="col">{t('dashboard.sales.previousDay')}</th>
                <th scope="col">{t('dashboard.sales.previous')}</th>
              </tr>
            </thead>
            <tbody>
              {sales.current.map((day, index) => {
                const before = sales.previous[index];
                return (
                  <tr key={day.day}>
                    <th scope="row">
                      <time dateTime={day.day}>{shortDay(locale, day.day)}</time>
                    </th>
                    <td>{formatPrice(day.amount, 'TWD')}</td>
                    <td>
                      {before && <time dateTime={before.day}>{shortDay(locale, before.day)}</time>}
                    </td>
                    <td>{before ? formatPrice(before.amount, 'TWD') : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </details>
      </div>
    </>
  );
}

/**
 * Sales per day over the last 30 days beside the 30 before (administrators: all sales; lecturers:
 * their own income), with the totals and the change; its space is kept while it loads.
 */
export function SalesPanel({ lecturer }: { readonly lecturer: boolean }) {
  const t = useT();
  const page = useStore($page);
  const state = useStore(salesLoader.$state);
  return (
    <section className="panel sales-panel" aria-labelledby="dashboard-sales-heading">
      <h2 id="dashboard-sales-heading" className="dashboard__heading">
        {t('dashboard.sales.title', { role: lecturer ? 'TEACHER' : 'ADMIN' })}
      </h2>
      <div className="sales-panel__body" aria-busy={state.data === null ? 'true' : undefined}>
        {state.status === 'error' ? (
          <LoadFailed onRetry={() => void loadSales(true)} />
        ) : state.data === null ? (
          <div className="dashboard-placeholder" role="status">
            <span className="visually-hidden">{t('load.loading')}</span>
          </div>
        ) : (
          <SalesFigures sales={state.data} locale={page.locale} />
        )}
      </div>
    </section>
  );
}
