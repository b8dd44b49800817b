/**
 * The home page's figures: who may see them (administrators with the `dashboard` permission, every
 * lecturer), loading them, and the cards they make, each a link to the list it counts.
 */
import { fetchFigures, type Figures } from '../../api/dashboard.ts';
import type { Locale } from '../../i18n/locales.ts';
import { hasArea, type Persona } from '../../lib/access.ts';
import { itemListUrl } from '../../routes/item-urls.ts';
import { urlFor } from '../../routes/urls.ts';
import { createLoader } from '../loader.ts';
import { monthRange, taipeiDay, taipeiMonth } from './months.ts';

/** The figures of the viewer's role. */
export const figuresLoader = createLoader<'figures', Figures>((_key, signal) =>
  fetchFigures(signal),
);

/** Loads the figures (again when `force`). */
export function loadFigures(force = false): Promise<void> {
  return figuresLoader.load('figures', force);
}

/** Whether a user sees figures: lecturers always, administrators with the `dashboard` permission. */
export function seesFigures(persona: Persona, permissions: readonly string[]): boolean {
  if (persona === 'lecturer') return true;
  return persona === 'admin' && hasArea(permissions, 'dashboard');
}

/** One card of the dashboard. */
export interface FigureCard {
  /** Names the card. */
  readonly key:
    | 'salesToday'
    | 'salesMonth'
    | 'itemsInReview'
    | 'appliesPending'
    | 'interactionsWaiting'
    | 'incomeMonth'
    | 'questionsWaiting';
  /** A count, or a TWD amount when `money`. */
  readonly value: number;
  readonly money: boolean;
  /** Sales: how many paid orders. */
  readonly orders?: number;
  /** The list the figure counts, filtered the same way. */
  readonly href: string;
}

/** The cards of a role's figures, their links built for `locale` as of `now` (Asia/Taipei). */
export function figureCards(figures: Figures, locale: Locale, now: Date): FigureCard[] {
  const today = taipeiDay(now);
  const month = taipeiMonth(now);
  const review = itemListUrl(locale, 'courses', { status: 'REVIEW' });
  if (figures.role === 'TEACHER') {
    return [
      {
        key: 'incomeMonth',
        value: figures.income_month,
        money: true,
        href: urlFor(locale, 'revenues-record', {}, { month }),
      },
      { key: 'itemsInReview', value: figures.items_in_review, money: false, href: review },
      {
        key: 'questionsWaiting',
        value: figures.questions_waiting,
        money: false,
        href: urlFor(locale, 'interactions-index', {}, { type: 'comments' }),
      },
    ];
  }
  const { from, to } = monthRange(month);
  return [
    {
      key: 'salesToday',
      value: figures.sales_today.amount,
      orders: figures.sales_today.orders,
      money: true,
      href: urlFor(locale, 'orders', {}, { filter: 'PAID', from: today, to: today }),
    },
    {
      key: 'salesMonth',
      value: figures.sales_month.amount,
      orders: figures.sales_month.orders,
      money: true,
      href: urlFor(locale, 'orders', {}, { filter: 'PAID', from, to }),
    },
    { key: 'itemsInReview', value: figures.items_in_review, money: false, href: review },
    {
      key: 'appliesPending',
      value: figures.applies_pending,
      money: false,
      href: urlFor(locale, 'finances-applies', {}, { status: 'PENDING' }),
    },
    {
      key: 'interactionsWaiting',
      value: figures.interactions_waiting,
      money: false,
      href: urlFor(locale, 'interactions-index'),
    },
  ];
}
