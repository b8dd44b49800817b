import { expect, type Locator, type Page } from '@playwright/test';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import { message, type MessageId } from '../../../server/src/i18n/messages.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The screens of an item these tests open, by their path under the item. */
export type SettingsScreen =
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

/** An item's prices, settings, lecturers and category screens, on the admin or lecturer host. */
export class ItemSettingsPage extends ShellPage {
  constructor(
    page: Page,
    readonly host: 'admin' | 'lecturer' = 'admin',
    locale: Locale = 'en',
  ) {
    super(page, locale);
  }

  /** Opens a screen of an item and waits until the item is shown. */
  async openScreen(kind: ItemKind, id: number, screen: SettingsScreen): Promise<void> {
    await this.open(`${testOrigins[this.host]}/${this.locale}/${kind}/${String(id)}/${screen}`);
    await expect(this.main.locator('.item-settings')).toBeVisible();
  }

  /** Reloads the page and waits until the item is shown again. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.waitForIslands();
    await this.waitForSession();
    await expect(this.main.locator('.item-settings')).toBeVisible();
  }

  /** The save button of the screen's (first) form. */
  get save(): Locator {
    return this.button(this.t('form.save'));
  }

  /** A toast with a text. */
  toast(text: string): Locator {
    return this.toasts.getByText(text, { exact: true });
  }

  /** Clicks a save button and waits for the success toast. */
  async saveAndConfirm(button: Locator = this.save): Promise<void> {
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

  /** Answers the confirm dialog. */
  async confirm(answer: boolean): Promise<void> {
    const dialog = this.confirmDialog;
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('button')
      .nth(answer ? 1 : 0)
      .click();
    await expect(dialog).toBeHidden();
  }
}
