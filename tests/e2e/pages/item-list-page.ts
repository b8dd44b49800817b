import { expect, type Locator, type Page } from '@playwright/test';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** A catalogue list (courses, ebooks or articles) on the admin or lecturer host. */
export class ItemListPage extends ShellPage {
  constructor(
    page: Page,
    readonly kind: ItemKind,
    readonly host: 'admin' | 'lecturer' = 'admin',
    locale: Locale = 'en',
  ) {
    super(page, locale);
  }

  /** The list's address with a query string ('' or '?...'). */
  url(query = ''): string {
    return `${testOrigins[this.host]}/${this.locale}/${this.kind}${query}`;
  }

  /** Opens the list and waits until it has loaded. */
  async openList(query = ''): Promise<void> {
    await this.open(this.url(query));
    await this.waitForList();
  }

  /** Waits until the list is no longer loading. */
  async waitForList(): Promise<void> {
    await expect(this.body).toHaveAttribute('aria-busy', 'false');
  }

  get body(): Locator {
    return this.main.locator('.list-frame__body');
  }

  get keyword(): Locator {
    return this.main.getByRole('searchbox', { name: this.t('items.list.keyword') });
  }

  get searchButton(): Locator {
    return this.main.getByRole('button', { name: this.t('list.search'), exact: true });
  }

  get category(): Locator {
    return this.main.getByRole('combobox', { name: this.t('items.list.category') });
  }

  get status(): Locator {
    return this.main.getByRole('combobox', { name: this.t('items.list.status') });
  }

  get order(): Locator {
    return this.main.getByRole('combobox', { name: this.t('items.list.orderLabel') });
  }

  get table(): Locator {
    return this.main.getByRole('table', {
      name: this.t('items.list.caption', { kind: this.kind }),
    });
  }

  /** The header cells of the table. */
  get columns(): Locator {
    return this.table.getByRole('columnheader');
  }

  /** The rows of items (without the header row). */
  get rows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  /** The link to an item's basic information, by its title. */
  itemLink(title: string): Locator {
    return this.table.getByRole('link', { name: title, exact: true });
  }

  get pager(): Locator {
    return this.main.getByRole('navigation', { name: this.t('items.list.pages') });
  }

  /** The link to a numbered page. */
  pageLink(page: number): Locator {
    return this.pager.getByRole('link', {
      name: this.t('items.list.page', { page }),
      exact: true,
    });
  }

  get nextPage(): Locator {
    return this.pager.getByRole('link', { name: this.t('items.list.nextPage'), exact: true });
  }

  get createLink(): Locator {
    return this.main.getByRole('link', { name: this.t('items.list.create', { kind: this.kind }) });
  }

  get noMatch(): Locator {
    return this.main.getByText(this.t('items.list.noMatch', { kind: this.kind }));
  }

  get clearFilters(): Locator {
    return this.main.getByRole('link', { name: this.t('list.clearFilters') });
  }

  /** The checkbox selecting an item's row, by its title. */
  select(title: string): Locator {
    return this.table.getByRole('checkbox', { name: this.t('items.bulk.selectOne', { title }) });
  }

  /** A button of the selection toolbar, by its message key. */
  bulk(
    key:
      | 'items.bulk.review'
      | 'items.bulk.publish'
      | 'items.bulk.offline'
      | 'items.bulk.draft'
      | 'items.bulk.trash',
  ): Locator {
    return this.main
      .getByRole('toolbar', { name: this.t('items.bulk.label') })
      .getByRole('button', { name: this.t(key), exact: true });
  }

  /** Types a keyword and submits it with Enter. */
  async search(keyword: string): Promise<void> {
    await this.keyword.fill(keyword);
    await this.keyword.press('Enter');
  }
}
