import { useStore } from '@nanostores/react';
import { formatPrice } from '../../i18n/format.ts';
import { loadSales, salesLoader, topItemRows } from '../../stores/dashboard/sales.ts';
import { $page } from '../../stores/page.ts';
import { LoadFailed } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';

/** The period's best-selling items, each a link to its screen; its space is kept while it loads. */
export function TopItems() {
  const t = useT();
  const page = useStore($page);
  const state = useStore(salesLoader.$state);
  const rows = state.data ? topItemRows(state.data, page.locale) : [];
  return (
    <section className="panel top-items" aria-labelledby="dashboard-top-heading">
      <h2 id="dashboard-top-heading" className="dashboard__heading">
        {t('dashboard.top.title')}
      </h2>
      <div className="top-items__body" aria-busy={state.data === null ? 'true' : undefined}>
        {state.status === 'error' ? (
          <LoadFailed onRetry={() => void loadSales(true)} />
        ) : state.data === null ? (
          <div className="dashboard-placeholder" role="status">
            <span className="visually-hidden">{t('load.loading')}</span>
          </div>
        ) : rows.length === 0 ? (
          <p className="top-items__empty">{t('dashboard.top.empty')}</p>
        ) : (
          <ol className="top-items__list">
            {rows.map((row) => (
              <li key={row.id} className="top-items__row">
                <a className="top-items__title" href={row.href} data-item={row.id}>
                  {row.title}
                </a>
                <span className="top-items__amount">{formatPrice(row.amount, 'TWD')}</span>
                <span className="top-items__orders">
                  {t('dashboard.card.orders', { count: row.orders })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
