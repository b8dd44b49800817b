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
import type { SessionState } from '../session.ts';
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

/**
 * Whose figures the home page draws: the session's when it sees figures; while the session is
 * not known yet, the host's persona's (as placeholders), so that figures arriving with the session
 * do not push the sections down (an administrator without the permission sees them go).
 */
export function figuresPersona(
  session: SessionState,
  host: 'admin' | 'lecturer' | 'unknown',
): Persona | null {
  if (session.status === 'ready')
    return seesFigures(session.persona, session.permissions) ? session.persona : null;
  if (session.status === 'unknown' || session.status === 'loading')
    return host === 'unknown' ? null : host;
  return null;
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
  /** What waits: whole days the oldest has waited at `now` (null when nothing waits). */
  readonly oldestDays?: number | null;
}

const DAY_MS = 86_400_000;

/** Whole days from an instant to `now` (0 for less than a day; null for no instant). */
export function waitingDays(since: string | null, now: Date): number | null {
  if (since === null) return null;
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / DAY_MS));
}

/** The cards a persona's figures make, in order (the skeleton draws as many while loading). */
export function figureKeysOf(persona: Persona): FigureCard['key'][] {
  return persona === 'lecturer'
    ? ['incomeMonth', 'itemsInReview', 'questionsWaiting']
    : ['salesToday', 'salesMonth', 'itemsInReview', 'appliesPending', 'interactionsWaiting'];
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
      {
        key: 'itemsInReview',
        value: figures.items_in_review,
        money: false,
        href: review,
        oldestDays: waitingDays(figures.oldest.items_in_review, now),
      },
      {
        key: 'questionsWaiting',
        value: figures.questions_waiting,
        money: false,
        href: urlFor(locale, 'interactions-index', {}, { type: 'comments' }),
        oldestDays: waitingDays(figures.oldest.questions_waiting, now),
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
    {
      key: 'itemsInReview',
      value: figures.items_in_review,
      money: false,
      href: review,
      oldestDays: waitingDays(figures.oldest.items_in_review, now),
    },
    {
      key: 'appliesPending',
      value: figures.applies_pending,
      money: false,
      href: urlFor(locale, 'finances-applies', {}, { status: 'PENDING' }),
      oldestDays: waitingDays(figures.oldest.applies_pending, now),
    },
    {
      key: 'interactionsWaiting',
      value: figures.interactions_waiting,
      money: false,
      href: urlFor(locale, 'interactions-index'),
      oldestDays: waitingDays(figures.oldest.interactions_waiting, now),
    },
  ];
}
