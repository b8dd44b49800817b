import { useStore } from '@nanostores/react';
import { formatPrice } from '../../i18n/format.ts';
import type { Persona } from '../../lib/access.ts';
import {
  figureCards,
  figureKeysOf,
  figuresLoader,
  loadFigures,
  type FigureCard,
} from '../../stores/dashboard/figures.ts';
import { $page } from '../../stores/page.ts';
import { LoadFailed } from '../ui/LoadState.tsx';
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

/**
 * The viewer's figures as cards, each a link to the list it counts, what waits with the oldest's
 * age; while loading, the same cards hold their place with their labels; retry on failure.
 */
export function FigureCards({ persona }: { readonly persona: Persona }) {
  const t = useT();
  const page = useStore($page);
  const state = useStore(figuresLoader.$state);
  let body;
  if (state.status === 'error') body = <LoadFailed onRetry={() => void loadFigures(true)} />;
  else if (state.data === null)
    body = (
      <ul className="figure-cards" aria-busy="true">
        {figureKeysOf(persona).map((key) => (
          <li key={key}>
            <div className="panel figure-card" data-figure={key}>
              <span className="figure-card__label">{t(labels[key])}</span>
              <span className="figure-card__value figure-card__value--loading">
                <span className="visually-hidden">{t('load.loading')}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  else
    body = (
      <ul className="figure-cards">
        {figureCards(state.data, page.locale, new Date()).map((card) => (
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
              {card.oldestDays !== undefined && card.oldestDays !== null && (
                <span className="figure-card__detail" data-oldest={card.oldestDays}>
                  {t('dashboard.card.oldest', { days: card.oldestDays })}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="dashboard__figures" aria-labelledby="dashboard-figures-heading">
      <h2 id="dashboard-figures-heading" className="dashboard__heading">
        {t('dashboard.figures')}
      </h2>
      {body}
    </section>
  );
}
