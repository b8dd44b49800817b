import { expect, type Locator, type Page } from '@playwright/test';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The info screens of an item (and its letter), by their path under the item. */
export type InfoPath =
  'infos/basic' | 'infos/introduction' | 'infos/material' | 'infos/student' | 'messages/letter';

/** An item's information screens and letter, on the admin or lecturer host. */
export class ItemFormPage extends ShellPage {
  constructor(
    page: Page,
    readonly host: 'admin' | 'lecturer' = 'admin',
    locale: Locale = 'en',
  ) {
    super(page, locale);
  }

  /** The address of a screen of an item (`create` for a new one). */
  url(kind: ItemKind, id: number | 'create', screen: InfoPath): string {
    return `${testOrigins[this.host]}/${this.locale}/${kind}/${String(id)}/${screen}`;
  }

  /** Opens a screen and waits until its form is shown. */
  async openScreen(kind: ItemKind, id: number | 'create', screen: InfoPath): Promise<void> {
    await this.open(this.url(kind, id, screen));
    await expect(this.form).toBeVisible();
  }

  /** Reloads the page and waits until the form is shown again. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.waitForIslands();
    await this.waitForSession();
    await expect(this.form).toBeVisible();
  }

  get form(): Locator {
    return this.main.locator('form.info-form');
  }

  get title(): Locator {
    return this.main.getByRole('textbox', { name: this.t('items.basic.title'), exact: true });
  }

  get subtitle(): Locator {
    return this.main.getByRole('textbox', { name: this.t('items.basic.subtitle'), exact: true });
  }

  get level(): Locator {
    return this.main.getByRole('combobox', { name: this.t('items.basic.level') });
  }

  get language(): Locator {
    return this.main.getByRole('combobox', { name: this.t('items.basic.language') });
  }

  get profession(): Locator {
    return this.main.getByRole('combobox', { name: this.t('items.basic.profession') });
  }

  get saveButton(): Locator {
    return this.form.getByRole('button', { name: this.t('form.save'), exact: true });
  }

  /** Saves and waits for the success toast. */
  async save(): Promise<void> {
    await this.saveButton.click();
    await expect(this.toasts.getByText(this.t('form.saved'))).toBeVisible();
  }

  /** Expects a field to carry the server's message (shown under it and announced with it). */
  async expectFieldMessage(field: Locator, text: string): Promise<void> {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
  }

  get editor(): Locator {
    return this.main.getByRole('textbox', { name: this.t('items.intro.label') });
  }

  get toolbar(): Locator {
    return this.main.getByRole('toolbar', { name: this.t('items.intro.toolbar') });
  }

  /** A toolbar button by its message id. */
  tool(id: string): Locator {
    return this.toolbar.getByRole('button', { name: this.t(id), exact: true });
  }

  get preview(): Locator {
    return this.main.getByRole('region', { name: this.t('items.intro.preview') });
  }

  /** The text field of a list entry (1-based). */
  entry(label: string, number: number): Locator {
    return this.main.getByRole('textbox', {
      name: this.t('form.list.entry', { label, number }),
      exact: true,
    });
  }

  /** Adds an entry to a list. */
  async addEntry(label: string): Promise<void> {
    await this.main.getByRole('button', { name: this.t('form.list.add', { label }) }).click();
  }

  get letter(): Locator {
    return this.main.getByRole('textbox', { name: this.t('items.letter.label') });
  }

  get errorPage(): Locator {
    return this.main.getByRole('heading', { name: this.t('error.notFound') });
  }
}
