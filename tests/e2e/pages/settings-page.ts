import { expect, type Locator, type Page } from '@playwright/test';
import { message, type MessageId } from '../../../server/src/i18n/messages.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The settings screen: platform configuration, administrators, the settings' audit trail. */
export class SettingsPage extends ShellPage {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale);
  }

  /** Opens the settings screen and waits for it. */
  async openSettings(): Promise<void> {
    await this.open(`${testOrigins.admin}/${this.locale}/settings`);
    await this.waitForScreen();
  }

  get rate(): Locator {
    return this.field(this.t('settings.key.usdRate'));
  }

  get save(): Locator {
    return this.button(this.t('form.save'));
  }

  /** The one-time notice about the USD rate. */
  get ratePrompt(): Locator {
    return this.main.getByRole('complementary', { name: this.t('settings.prompt.rateTitle') });
  }

  get dismissPrompt(): Locator {
    return this.ratePrompt.getByRole('button', { name: this.t('prompt.dismiss') });
  }

  get administrators(): Locator {
    return this.main.getByRole('table', { name: this.t('settings.admins.heading') });
  }

  /** An administrator's row, by e-mail. */
  administratorRow(email: string): Locator {
    return this.administrators.getByRole('row').filter({ hasText: email });
  }

  /** Chooses an action from an administrator's row menu. */
  async rowAction(row: Locator, action: `settings.admins.${string}`): Promise<void> {
    await row.getByRole('button').click();
    await this.page.getByRole('menuitem', { name: this.t(action) }).click();
  }

  get auditTrail(): Locator {
    return this.main.getByRole('region', { name: this.t('audit.title') });
  }

  /** A message of the API in this page's locale. */
  apiMessage(id: MessageId, values?: Record<string, string | number>): string {
    return message(this.locale, id, values);
  }

  /** Expects a message at a control (linked to it and announced with it). */
  async expectErrorAt(control: Locator, text: string): Promise<void> {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(
      new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  }
}
