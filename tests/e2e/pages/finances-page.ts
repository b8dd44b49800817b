import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The finance screens of administrators: payout requests, one request, deciding it, remittances. */
export class FinancesPage extends ShellPage {
  constructor(page: Page, locale: Locale = 'zh-TW') {
    super(page, locale);
  }

  private url(path: string): string {
    return `${testOrigins.admin}/${this.locale}/finances${path}`;
  }

  /** Opens the payout requests list (with a query) and waits for it. */
  async openApplies(query = ''): Promise<void> {
    await this.open(this.url(`/applies${query ? `?${query}` : ''}`));
    await this.waitForScreen();
  }

  /** Opens the remittances list (with a query) and waits for it. */
  async openRemittances(query = ''): Promise<void> {
    await this.open(this.url(`/remittances${query ? `?${query}` : ''}`));
    await this.waitForScreen();
  }

  get appliesTable(): Locator {
    return this.main.getByRole('table', { name: this.t('finances.applies.caption') });
  }

  get statusFilter(): Locator {
    return this.field(this.t('finances.applies.status'));
  }

  get keyword(): Locator {
    return this.field(this.t('finances.keyword'));
  }

  get search(): Locator {
    return this.button(this.t('list.search'));
  }

  /** The link of a lecturer's apply in the list. */
  applyLink(lecturer: string): Locator {
    return this.appliesTable.getByRole('link', { name: lecturer });
  }

  get decideLink(): Locator {
    return this.main.getByRole('link', { name: this.t('finances.apply.decide') });
  }

  get remittancesLink(): Locator {
    return this.main.getByRole('link', { name: this.t('finances.apply.toRemittances') });
  }

  /** The payout accounts to choose from. */
  get payouts(): Locator {
    return this.main.getByRole('group', { name: this.t('finances.approve.payout') });
  }

  get clearPayout(): Locator {
    return this.button(this.t('finances.approve.clear'));
  }

  get approve(): Locator {
    return this.main
      .getByRole('form', { name: this.t('finances.approve.heading') })
      .getByRole('button', { name: this.t('finances.approve.submit'), exact: true });
  }

  get noPayoutMessage(): Locator {
    return this.payouts.getByText(this.t('finances.approve.noPayout'));
  }

  /** The status badge of the apply shown. */
  statusBadge(status: 'finances.status.pending' | 'finances.status.remitted'): Locator {
    return this.main.getByText(this.t(status), { exact: true });
  }

  get remittancesTable(): Locator {
    return this.main.getByRole('table', { name: this.t('finances.remittances.caption') });
  }

  /** Filters remittances by days (each applies at once) and keyword. */
  async filterRemittances(from: string, to: string, keyword: string): Promise<void> {
    // A day shows once the list has read it back from the address (typing then is kept).
    const fromField = this.field(this.t('finances.remittances.from'));
    await fromField.fill(from);
    await expect(this.page).toHaveURL(new RegExp(`from=${from}`));
    await expect(fromField).toHaveValue(from);
    const toField = this.field(this.t('finances.remittances.to'));
    await toField.fill(to);
    await expect(this.page).toHaveURL(new RegExp(`to=${to}`));
    await expect(toField).toHaveValue(to);
    await this.field(this.t('finances.keyword')).fill(keyword);
    await this.search.click();
    await expect(this.page).toHaveURL(/keyword=/);
    await this.waitForScreen();
  }
}
