import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** A card of the dashboard, by its key. */
export type CardKey =
  | 'salesToday'
  | 'salesMonth'
  | 'itemsInReview'
  | 'appliesPending'
  | 'interactionsWaiting'
  | 'incomeMonth'
  | 'questionsWaiting';

/** The home page (figures and sections) and the administrators' calendar, on either host. */
export class DashboardPage extends ShellPage {
  constructor(
    page: Page,
    readonly host: 'admin' | 'lecturer' = 'admin',
    locale: Locale = 'zh-TW',
  ) {
    super(page, locale);
  }

  /** Opens the home page and waits for the session. */
  async openHome(): Promise<void> {
    await this.open(`${testOrigins[this.host]}/${this.locale}/`);
  }

  /** Opens the calendar at a month (`2026-11`). */
  async openCalendar(month: string): Promise<void> {
    await this.open(`${testOrigins[this.host]}/${this.locale}/calendars?month=${month}`);
  }

  get figures(): Locator {
    return this.main.getByRole('region', { name: this.t('dashboard.figures') });
  }

  get sections(): Locator {
    return this.main.getByRole('region', { name: this.t('dashboard.sections') });
  }

  /** Sales per day: totals, chart, table alternative. */
  get sales(): Locator {
    return this.main.getByRole('region', {
      name: this.t('dashboard.sales.title', {
        role: this.host === 'lecturer' ? 'TEACHER' : 'ADMIN',
      }),
    });
  }

  /** The sales chart (an SVG image). */
  get chart(): Locator {
    return this.sales.getByRole('img');
  }

  /** One of the sales totals: `current`, `previous` or `change`. */
  total(which: 'current' | 'previous' | 'change'): Locator {
    return this.sales.locator(`[data-total="${which}"]`);
  }

  /** The chart's table of days, opened. */
  async salesTable(): Promise<Locator> {
    await this.sales.getByText(this.t('dashboard.sales.showTable'), { exact: true }).click();
    return this.sales.getByRole('table', { name: this.t('dashboard.sales.tableCaption') });
  }

  get topItems(): Locator {
    return this.main.getByRole('region', { name: this.t('dashboard.top.title') });
  }

  /** A figure card (a link to its list). */
  card(key: CardKey): Locator {
    return this.figures.getByRole('link', { name: this.t(`dashboard.card.${key}`) });
  }

  // The calendar.

  get month(): Locator {
    return this.main.getByRole('heading', { level: 2 });
  }

  get grid(): Locator {
    return this.main.getByRole('table');
  }

  get agenda(): Locator {
    return this.main.getByRole('list', { name: this.t('calendar.agenda') });
  }

  /** A day of the grid (`2026-11-26`). */
  day(day: string): Locator {
    return this.grid.locator(`td[data-day="${day}"]`);
  }

  /** The focused day of the grid (the roving tab stop). */
  get focusedDay(): Locator {
    return this.grid.locator('td:focus');
  }

  monthLink(which: 'previous' | 'next' | 'today'): Locator {
    return this.main
      .getByRole('navigation', { name: this.t('calendar.monthNav') })
      .getByRole('link', { name: this.t(`calendar.${which}`), exact: true });
  }

  get emptyState(): Locator {
    return this.main.getByText(this.t('calendar.empty.title'), { exact: true });
  }
}
