import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The trash screen of either host: what was deleted, by kind, each with its restore button. */
export class TrashPage extends ShellPage {
  constructor(
    page: Page,
    private readonly host: 'admin' | 'lecturer',
    locale: Locale = 'zh-TW',
  ) {
    super(page, locale);
  }

  /** Opens the trash from the user menu's link, as a user would, and waits for the list. */
  async openFromMenu(): Promise<void> {
    await this.open(`${testOrigins[this.host]}/${this.locale}/`);
    await this.page.getByRole('link', { name: this.t('user.trash'), exact: true }).click();
    await this.page.waitForURL(/\/trash$/);
    await this.waitForScreen();
  }

  get table(): Locator {
    return this.main.getByRole('table', { name: this.t('trash.list.caption') });
  }

  /** The row of a deleted thing by its title. */
  row(title: string): Locator {
    return this.table.getByRole('row').filter({ hasText: title });
  }

  /** The restore button of a deleted thing. */
  restore(title: string): Locator {
    return this.main.getByRole('button', { name: this.t('trash.list.restoreNamed', { title }) });
  }

  /** The kind filter. */
  get kind(): Locator {
    return this.field(this.t('trash.list.kindFilter'));
  }
}
