import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { SettingsPage } from './settings-page.ts';

/** Staff accounts: the invitation dialog of the settings screen and the e-mail log. */
export class StaffPage extends SettingsPage {
  constructor(page: Page, locale: Locale = 'zh-TW') {
    super(page, locale);
  }

  get inviteDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t('settings.admins.inviteTitle') });
  }

  /** Invites an administrator with the given keys ticked in the dialog (checkbox names). */
  async invite(email: string, name: string, ticks: readonly string[]): Promise<void> {
    await this.button(this.t('settings.admins.invite')).click();
    const dialog = this.inviteDialog;
    await dialog.getByLabel(this.t('settings.admins.inviteEmail'), { exact: true }).fill(email);
    await dialog.getByLabel(this.t('settings.admins.inviteName'), { exact: true }).fill(name);
    for (const tick of ticks) await dialog.getByRole('checkbox', { name: tick }).check();
    await dialog.getByRole('button', { name: this.t('settings.admins.send') }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens the e-mail log and waits for it. */
  async openMailLog(): Promise<void> {
    await this.open(
      `${testOrigins.admin}${this.locale === 'zh-TW' ? '' : `/${this.locale}`}/settings/mail`,
    );
    await this.waitForScreen();
  }

  get mailLog(): Locator {
    return this.main.getByRole('table', { name: this.t('mail.list.caption') });
  }

  /** The log's row of the message to an address. */
  mailTo(address: string): Locator {
    return this.mailLog.getByRole('row').filter({ hasText: address });
  }

  /** Reloads the log until the message to an address shows as sent (the worker delivers it). */
  async waitUntilSent(address: string): Promise<void> {
    const sent = this.t('mail.status', { status: 'SENT' });
    await expect(async () => {
      await this.openMailLog();
      await expect(this.mailTo(address)).toContainText(sent, { timeout: 1000 });
    }).toPass();
  }

  /** Opens the message to an address and answers its set-password link. */
  async setPasswordLink(address: string): Promise<string> {
    await this.mailTo(address).getByRole('button', { name: address, exact: true }).click();
    const text = this.page.getByRole('region', { name: this.t('mail.message.text') });
    await expect(text).toContainText('/set-password?token=');
    const link = /https?:\/\/\S+\/set-password\?token=\S+/.exec((await text.textContent()) ?? '');
    expect(link, 'the set-password link in the plain text').not.toBeNull();
    return link?.[0] ?? '';
  }
}
