import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The discount lists (a lecturer's, an administrator's review) and the package list. */
export class DiscountsPage extends ShellPage {
  constructor(
    page: Page,
    readonly host: 'admin' | 'lecturer' = 'lecturer',
    locale: Locale = 'zh-TW',
  ) {
    super(page, locale);
  }

  /** Opens a discount list (`single`, `package` or all) with a query. */
  async openDiscounts(kind: 'single' | 'package' | '' = '', query = ''): Promise<void> {
    const base = this.host === 'admin' ? 'management-discounts' : 'discounts';
    const path = `/${base}${kind ? `/${kind}` : ''}${query ? `?${query}` : ''}`;
    await this.open(`${testOrigins[this.host]}/${this.locale}${path}`);
    await this.waitForScreen();
  }

  /** Opens the package list. */
  async openPackages(): Promise<void> {
    await this.open(`${testOrigins.lecturer}/${this.locale}/packages`);
    await this.waitForScreen();
  }

  /** The list's table. */
  get table(): Locator {
    return this.main.getByRole('table');
  }

  /** A row of the list by its title. */
  row(title: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: title }) });
  }

  /** The cover thumbnail of a package's row. */
  rowCover(title: string): Locator {
    return this.row(title).locator('.package-table__cover img');
  }

  /** Opens a row's menu and picks an action. */
  async rowAction(title: string, action: string): Promise<void> {
    await this.main
      .getByRole('button', { name: this.t('discounts.list.actionsOf', { title }) })
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  get statusFilter(): Locator {
    return this.field(this.t('discounts.list.status'));
  }

  // The dialogs.

  /** The open form dialog (new or edit discount, new package, end early). */
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  dialogField(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  get titleInput(): Locator {
    return this.dialogField(this.t('discounts.form.title'));
  }

  get rate(): Locator {
    return this.dialogField(this.t('discounts.form.rate'));
  }

  get startsAt(): Locator {
    return this.dialogField(this.t('discounts.form.startsAt'));
  }

  get endsAt(): Locator {
    return this.dialogField(this.t('discounts.form.endsAt'));
  }

  get preview(): Locator {
    return this.dialog.getByRole('status');
  }

  /** Searches the picker of a dialog and picks one result (radio) or several (checkboxes). */
  async pick(legend: string, title: string, several = false): Promise<void> {
    const picker = this.dialog.getByRole('group', { name: legend });
    await picker
      .getByRole('searchbox', { name: this.t('ui.productPicker.search', { legend }) })
      .fill(title);
    const choice = picker.getByRole(several ? 'checkbox' : 'radio', {
      name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await choice.check();
  }

  dialogButton(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** Expects a dialog field to carry a message (invalid, described by it). */
  async expectMessage(field: Locator, message: string): Promise<void> {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  }
}
