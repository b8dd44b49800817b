import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The coupon screens (list, create, edit, usage) on either host. */
export class CouponsPage extends ShellPage {
  constructor(
    page: Page,
    readonly host: 'admin' | 'lecturer' = 'lecturer',
    locale: Locale = 'zh-TW',
  ) {
    super(page, locale);
  }

  private url(path: string): string {
    return `${testOrigins[this.host]}/${this.locale}/coupons${path}`;
  }

  /** Opens the list (with a query) and waits for its rows or its empty state. */
  async openList(query = ''): Promise<void> {
    await this.open(this.url(query ? `?${query}` : ''));
    await this.waitForScreen();
  }

  /** Opens the create screen. */
  async openCreate(): Promise<void> {
    await this.open(this.url('/create'));
    await this.waitForScreen();
  }

  /** Opens a coupon's edit view or its usage. */
  async openCoupon(code: string, mode: 'edit' | 'usage' = 'edit'): Promise<void> {
    await this.open(this.url(`/${code}/${mode}`));
    await this.waitForScreen();
  }

  // The list.

  get table(): Locator {
    return this.main.getByRole('table', { name: this.t('coupons.list.caption') });
  }

  /** The row of a coupon in the list. */
  row(code: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name: code }) });
  }

  /** Opens a row's menu and picks an action. */
  async rowAction(code: string, action: string): Promise<void> {
    await this.main
      .getByRole('button', { name: this.t('coupons.list.actionsOf', { code }) })
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** The administrator's "end now" or "disable" dialog of a lecturer's coupon. */
  get stopDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The reason field of that dialog. */
  get stopReason(): Locator {
    return this.stopDialog.getByLabel(this.t('coupons.stop.reason'));
  }

  get statusFilter(): Locator {
    return this.field(this.t('coupons.list.status'));
  }

  get keywordFilter(): Locator {
    return this.main.getByRole('searchbox', { name: this.t('coupons.list.keyword') });
  }

  /** The checkbox selecting a coupon's row. */
  select(code: string): Locator {
    return this.main.getByRole('checkbox', { name: this.t('coupons.list.selectOne', { code }) });
  }

  bulk(action: 'disable' | 'enable' | 'end'): Locator {
    return this.main
      .getByRole('toolbar', { name: this.t('coupons.bulk.label') })
      .getByRole('button', { name: this.t(`coupons.bulk.${action}`), exact: true });
  }

  get createLink(): Locator {
    return this.main.getByRole('link', { name: this.t('coupons.list.create') }).first();
  }

  /** The status as the address holds it. */
  statusInAddress(): string | null {
    return new URL(this.page.url()).searchParams.get('status');
  }

  // The form.

  get code(): Locator {
    return this.field(this.t('coupons.form.code'));
  }

  get titleInput(): Locator {
    return this.field(this.t('coupons.form.title'));
  }

  type(type: 'amount' | 'percent'): Locator {
    return this.main.getByRole('radio', { name: this.t(`coupons.type.${type}`), exact: true });
  }

  scope(scope: 'all' | 'courses' | 'bundle'): Locator {
    return this.main.getByRole('radio', { name: this.t(`coupons.scope.${scope}`), exact: true });
  }

  get amount(): Locator {
    return this.field(this.t('coupons.form.amount'));
  }

  get discount(): Locator {
    return this.field(this.t('coupons.form.discount'));
  }

  get courseSearch(): Locator {
    return this.main.getByRole('searchbox', { name: this.t('coupons.form.searchCourses') });
  }

  /** The add button of a course in the picker's results. */
  addCourse(title: string): Locator {
    return this.main.getByRole('button', { name: this.t('coupons.form.addCourse', { title }) });
  }

  /** The remove button of a chosen course's chip. */
  removeCourse(title: string): Locator {
    return this.main.getByRole('button', { name: this.t('coupons.form.removeCourse', { title }) });
  }

  get chosenCourses(): Locator {
    return this.main.getByRole('list', { name: this.t('coupons.form.chosenCourses') });
  }

  get saveButton(): Locator {
    return this.button(this.t('coupons.form.save'));
  }

  get deleteButton(): Locator {
    return this.button(this.t('coupons.delete.open'));
  }

  get previewButton(): Locator {
    return this.button(this.t('coupons.preview.run'));
  }

  get previewPanel(): Locator {
    return this.main.getByRole('complementary', { name: this.t('coupons.preview.heading') });
  }

  /** Expects a field's message, linked to it. */
  async expectMessage(field: Locator, text: string): Promise<void> {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(text));
  }

  // Usage and codes.

  get prefix(): Locator {
    return this.field(this.t('coupons.codes.prefix'));
  }

  get count(): Locator {
    return this.field(this.t('coupons.codes.count'));
  }

  get generateButton(): Locator {
    return this.button(this.t('coupons.codes.generate'));
  }

  get downloadButton(): Locator {
    return this.button(this.t('coupons.codes.download'));
  }

  get codesTable(): Locator {
    return this.main.getByRole('table', { name: this.t('coupons.codes.caption') });
  }
}
