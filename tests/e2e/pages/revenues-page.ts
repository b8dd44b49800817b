import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** A lecturer's revenue screens: income (summary, payout request, chart and tables) and records. */
export class RevenuesPage extends ShellPage {
  constructor(page: Page, locale: Locale = 'zh-TW') {
    super(page, locale);
  }

  /** Opens the income screen (with a query) and waits for it. */
  async openIncome(query = ''): Promise<void> {
    await this.open(
      `${testOrigins.lecturer}/${this.locale}/revenues/income${query ? `?${query}` : ''}`,
    );
    await this.waitForScreen();
  }

  /** Opens the records (with a query) and waits for them. */
  async openRecords(query = ''): Promise<void> {
    await this.open(
      `${testOrigins.lecturer}/${this.locale}/revenues/record${query ? `?${query}` : ''}`,
    );
    await this.waitForScreen();
  }

  get applyButton(): Locator {
    return this.button(this.t('revenues.apply.button'));
  }

  /** The open payout request's line. */
  get openApply(): Locator {
    return this.main.getByRole('status').filter({ hasText: this.t('revenues.status.requested') });
  }

  get showTable(): Locator {
    return this.button(this.t('revenues.income.showTable'));
  }

  /** The income by month table of a year. */
  monthTable(year: number): Locator {
    return this.main.getByRole('table', { name: this.t('revenues.income.byMonth', { year }) });
  }

  /** The income cell (the last) of a month's row in the month table. */
  monthIncome(year: number, monthLabel: string): Locator {
    return this.monthTable(year)
      .getByRole('row')
      .filter({ has: this.page.getByRole('button', { name: monthLabel, exact: true }) })
      .getByRole('cell')
      .last();
  }

  get monthPicker(): Locator {
    return this.field(this.t('revenues.income.month'));
  }

  get recordsTable(): Locator {
    return this.main.getByRole('table', { name: this.t('revenues.records.caption') });
  }

  /** The first cells (dates) of the records shown. */
  async recordDates(): Promise<string[]> {
    await expect(this.recordsTable).toBeVisible();
    return this.recordsTable.locator('tbody tr > :first-child').allTextContents();
  }
}

/** The amount of a money text (`NT$1,234`, `-NT$120`). */
export function amountOf(text: string): number {
  const negative = text.trim().startsWith('-');
  const digits = text.replace(/[^0-9]/g, '');
  return (negative ? -1 : 1) * Number(digits);
}
