import { useStore } from '@nanostores/react';
import { formatPrice } from '../../i18n/format.ts';
import {
  figureCards,
  figuresLoader,
  loadFigures,
  type FigureCard,
} from '../../stores/dashboard/figures.ts';
import { $page } from '../../stores/page.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';

const labels: Readonly<Record<FigureCard['key'], string>> = {
  salesToday: 'dashboard.card.salesToday',
  salesMonth: 'dashboard.card.salesMonth',
  itemsInReview: 'dashboard.card.itemsInReview',
  appliesPending: 'dashboard.card.appliesPending',
  interactionsWaiting: 'dashboard.card.interactionsWaiting',
  incomeMonth: 'dashboard.card.incomeMonth',
  questionsWaiting: 'dashboard.card.questionsWaiting',
};

/** The viewer's figures as cards, each a link to the list it counts; skeleton, retry on failure. */
export function FigureCards() {
  const t = useT();
  const page = useStore($page);
  const state = useStore(figuresLoader.$state);
  return (
    <section className="dashboard__figures" aria-labelledby="dashboard-figures-heading">
      <h2 id="dashboard-figures-heading" className="dashboard__heading">
        {t('dashboard.figures')}
      </h2>
      <LoadState state={state} onRetry={() => void loadFigures(true)} skeleton="list">
        {(figures) => (
          <ul className="figure-cards">
            {figureCards(figures, page.locale, new Date()).map((card) => (
              <li key={card.key}>
                <a className="panel figure-card" href={card.href} data-figure={card.key}>
                  <span className="figure-card__label">{t(labels[card.key])}</span>
                  <span className="figure-card__value">
                    {card.money
                      ? formatPrice(card.value, 'TWD')
                      : t('dashboard.card.count', { count: card.value })}
                  </span>
                  {card.orders !== undefined && (
                    <span className="figure-card__detail">
                      {t('dashboard.card.orders', { count: card.orders })}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
