import { expect, type Locator, type Page } from '@playwright/test';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import { message, type MessageId } from '../../../server/src/i18n/messages.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** A list of short texts on the information screens. */
type EntryField = 'learnings' | 'requirements' | 'audiences';

/** The screens of an item these tests open, by their path under the item. */
export type ItemScreenPath =
  | 'infos/basic'
  | 'infos/introduction'
  | 'infos/material'
  | 'infos/student'
  | 'messages/letter'
  | 'prices/normal'
  | 'prices/stage'
  | 'settings/fundraising-threshold'
  | 'settings/status'
  | 'settings/privacy'
  | 'settings/interaction'
  | 'settings/profit'
  | 'settings/delete'
  | 'lecturers/profit'
  | 'permissions/lecturer'
  | 'types/category';

/** Any screen of an item in the one item frame (its header, note and form), on either host. */
export class ItemScreenPage extends ShellPage {
  constructor(
    page: Page,
    readonly host: 'admin' | 'lecturer' = 'admin',
    locale: Locale = 'en',
  ) {
    super(page, locale);
  }

  /** The address of a screen of an item (`create` for a new one). */
  url(kind: ItemKind, id: number | 'create', screen: ItemScreenPath): string {
    return `${testOrigins[this.host]}/${this.locale}/${kind}/${String(id)}/${screen}`;
  }

  /** Opens a screen of an item and waits until the frame shows it. */
  async openScreen(kind: ItemKind, id: number | 'create', screen: ItemScreenPath): Promise<void> {
    await this.open(this.url(kind, id, screen));
    await expect(this.frame).toBeVisible();
  }

  /** Reloads the page and waits until the item is shown again. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.waitForIslands();
    await this.waitForSession();
    await expect(this.frame).toBeVisible();
  }

  /** The item frame around the screen. */
  get frame(): Locator {
    return this.main.locator('.item-screen');
  }

  /** The header above the tabs: the way back to the list, the item's cover, title and status. */
  get header(): Locator {
    return this.page.locator('.item-header');
  }

  /** Why the viewer may only look at the screen. */
  get readOnlyNote(): Locator {
    return this.main.getByRole('note');
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

  /** The save button of the screen's (first) form. */
  get saveButton(): Locator {
    return this.main.getByRole('button', { name: this.t('form.save'), exact: true }).first();
  }

  /** Saves and waits for the success toast. */
  async save(): Promise<void> {
    await this.saveAndConfirm();
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
  entry(field: EntryField, number: number): Locator {
    return this.main.getByRole('textbox', {
      name: this.t('items.entries.entry', { field, number }),
      exact: true,
    });
  }

  /** Adds an entry to a list. */
  async addEntry(field: EntryField): Promise<void> {
    await this.main.getByRole('button', { name: this.t('items.entries.add', { field }) }).click();
  }

  get letter(): Locator {
    return this.main.getByRole('textbox', { name: this.t('items.letter.label') });
  }

  get errorPage(): Locator {
    return this.main.getByRole('heading', { name: this.t('error.notFound') });
  }

  /** A toast with a text. */
  toast(text: string): Locator {
    return this.toasts.getByText(text, { exact: true });
  }

  /** Clicks a save button and waits for the success toast. */
  async saveAndConfirm(button: Locator = this.saveButton): Promise<void> {
    await button.click();
    await expect(this.toast(this.t('form.saved')).first()).toBeVisible();
  }

  /** The API's message in this page's locale. */
  apiMessage(id: MessageId, values?: Record<string, string | number>): string {
    return message(this.locale, id, values);
  }

  /** Expects the server's message at a control (linked to it and announced with it, after any hint). */
  async expectErrorAt(control: Locator, text: string): Promise<void> {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(control).toHaveAccessibleDescription(new RegExp(`${escaped}$`));
  }
}
