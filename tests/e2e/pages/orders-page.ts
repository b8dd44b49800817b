import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The order screens (list, content, info with the refund dialog, invoice) on the admin host. */
export class OrdersPage extends ShellPage {
  constructor(page: Page, locale: Locale = 'zh-TW') {
    super(page, locale);
  }

  private url(path: string): string {
    const prefix = this.locale === 'zh-TW' ? '' : `/${this.locale}`;
    return `${testOrigins.admin}${prefix}/orders${path}`;
  }

  /** Opens the list (with a query) and waits for its rows or its empty state. */
  async openList(query = ''): Promise<void> {
    await this.open(this.url(query ? `?${query}` : ''));
    await this.waitForScreen();
  }

  /** Opens a tab of an order's screens. */
  async openOrder(id: number, tab: 'content' | 'info' | 'invoice'): Promise<void> {
    await this.open(this.url(`/${String(id)}/edit/${tab}`));
    await this.waitForScreen();
  }

  // The list.

  get table(): Locator {
    return this.main.getByRole('table', { name: this.t('orders.list.caption') });
  }

  /** The order numbers of the rows shown, top to bottom. */
  async shownNumbers(): Promise<string[]> {
    return this.table.getByRole('rowheader').getByRole('link').allInnerTexts();
  }

  get statusFilter(): Locator {
    return this.field(this.t('orders.list.status'));
  }

  get fromFilter(): Locator {
    return this.field(this.t('orders.list.from'));
  }

  get toFilter(): Locator {
    return this.field(this.t('orders.list.to'));
  }

  get keywordFilter(): Locator {
    return this.main.getByRole('searchbox', { name: this.t('orders.list.keyword') });
  }

  get searchButton(): Locator {
    return this.button(this.t('list.search'));
  }

  /** The toggle of one of the seed's filter values. */
  toggle(label: 'orders.filter.learned' | 'orders.filter.course' | 'orders.filter.paid'): Locator {
    return this.main.getByRole('checkbox', { name: this.t(label), exact: true });
  }

  /** The count of orders the filters match. */
  count(total: number): Locator {
    return this.main.getByText(this.t('orders.list.count', { count: total }), { exact: true });
  }

  get exportButton(): Locator {
    return this.button(this.t('orders.list.export'));
  }

  /** Waits until the list shows what the address asks (no load in flight). */
  async waitForList(): Promise<void> {
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
    await this.waitForScreen();
  }

  // An order.

  /** The tabs of an order's screens. */
  tab(label: 'tab.order.content' | 'tab.order.info' | 'tab.order.invoice'): Locator {
    return this.page.getByRole('link', { name: this.t(label), exact: true });
  }

  /** The order's status badge in its heading. */
  get headingStatus(): Locator {
    return this.main.locator('.order-heading .badge');
  }

  get history(): Locator {
    return this.main.getByRole('region', { name: this.t('orders.info.historyHeading') });
  }

  get refundButton(): Locator {
    return this.button(this.t('orders.refund.open'));
  }

  get refundDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The amount input of a line in the refund dialog. */
  refundAmount(title: string): Locator {
    return this.refundDialog.getByRole('textbox', {
      name: this.t('orders.refund.amountOf', { title }),
    });
  }

  get refundReason(): Locator {
    return this.refundDialog.getByLabel(this.t('orders.refund.reason'), { exact: true });
  }

  /** A button of the refund dialog. */
  refundDialogButton(label: string): Locator {
    return this.refundDialog.getByRole('button', { name: this.t(label), exact: true });
  }

  /** The invoice type radio. */
  invoiceType(type: 'orders.invoice.personal' | 'orders.invoice.company'): Locator {
    return this.main.getByRole('radio', { name: this.t(type), exact: true });
  }

  get companyTitle(): Locator {
    return this.field(this.t('orders.invoice.companyTitle'));
  }

  get companyTaxId(): Locator {
    return this.field(this.t('orders.invoice.companyTaxId'));
  }

  get saveButton(): Locator {
    return this.button(this.t('form.save'));
  }

  /** Expects a field to show a message (linked to it and marked invalid). */
  async expectMessage(field: Locator, text: string): Promise<void> {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
  }

  // Acting for the member on an unpaid order.

  /** The button opening an action on an unpaid order. */
  actButton(label: 'orders.act.cancelOpen' | 'orders.act.payOpen'): Locator {
    return this.button(this.t(label));
  }

  get actDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get actReason(): Locator {
    return this.actDialog.getByLabel(this.t('orders.act.reason'), { exact: true });
  }

  /** A button of the action dialog. */
  actDialogButton(label: 'orders.act.cancelSubmit' | 'orders.act.paySubmit'): Locator {
    return this.actDialog.getByRole('button', { name: this.t(label), exact: true });
  }

  /** The buyer's name, a link to the member's screen. */
  get buyerLink(): Locator {
    return this.main
      .getByRole('region', { name: this.t('orders.info.buyerHeading') })
      .getByRole('link');
  }
}
