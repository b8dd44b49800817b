import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The members screens of administrators: the list, creating one, a member's tabs. */
export class MembersPage extends ShellPage {
  constructor(page: Page, locale: Locale = 'zh-TW') {
    super(page, locale);
  }

  private url(path: string): string {
    return `${testOrigins.admin}/${this.locale}/members${path}`;
  }

  /** Opens the members list (with a query) and waits for it. */
  async openList(query = ''): Promise<void> {
    await this.open(this.url(query ? `?${query}` : ''));
    await this.waitForScreen();
  }

  /** Opens a member's page (`tail`: `/wallet`, `?tab=settings`…) and waits for it. */
  async openMember(id: number, tail = ''): Promise<void> {
    await this.open(this.url(`/${String(id)}${tail}`));
    await this.waitForScreen();
  }

  get createLink(): Locator {
    return this.main.getByRole('link', { name: this.t('members.create') });
  }

  get keyword(): Locator {
    return this.field(this.t('members.keyword'));
  }

  get search(): Locator {
    return this.button(this.t('list.search'));
  }

  get table(): Locator {
    return this.main.getByRole('table', { name: this.t('members.caption') });
  }

  get email(): Locator {
    return this.field(this.t('members.email'));
  }

  get name(): Locator {
    return this.field(this.t('members.name'));
  }

  get realName(): Locator {
    return this.field(this.t('members.realName'));
  }

  get phone(): Locator {
    return this.field(this.t('members.phone'));
  }

  get createSubmit(): Locator {
    return this.button(this.t('members.createSubmit'));
  }

  /** The seed's 'realName empty' message at its field. */
  get realNameEmpty(): Locator {
    return this.main.getByText(this.t('members.realNameEmpty'), { exact: true });
  }

  /** A tab of the member's account (the layout's strip). */
  tab(
    title: 'tab.member.basic' | 'tab.member.wallet' | 'tab.member.coupon' | 'tab.member.purchased',
  ): Locator {
    // The strip's links only (the rail names the coupons area with the same word).
    return this.page.locator('a.tabs__link').filter({ hasText: this.t(title) });
  }

  /** The settings tab inside the basic tab (`?tab=settings`). */
  get settingsTab(): Locator {
    return this.main
      .getByRole('navigation', { name: this.t('members.tab.label') })
      .getByRole('link', { name: this.t('members.tab.settings') });
  }

  get walletCard(): Locator {
    return this.main.getByRole('region', { name: this.t('members.wallet.heading'), exact: true });
  }

  get adjust(): Locator {
    return this.button(this.t('members.wallet.adjust'));
  }

  get adjustDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get adjustAmount(): Locator {
    return this.adjustDialog.getByLabel(this.t('members.wallet.amount'), { exact: true });
  }

  get adjustReason(): Locator {
    return this.adjustDialog.getByLabel(this.t('members.wallet.reason'), { exact: true });
  }

  get adjustSubmit(): Locator {
    return this.adjustDialog.getByRole('button', {
      name: this.t('members.wallet.adjustSubmit'),
      exact: true,
    });
  }

  /** The wallet history table of a member. */
  history(name: string): Locator {
    return this.main.getByRole('table', { name: this.t('members.wallet.caption', { name }) });
  }

  /** The audit trail. */
  get auditTrail(): Locator {
    return this.main.getByRole('region', { name: this.t('audit.title') });
  }

  /** A notification switch of the settings tab. */
  setting(key: 'receivePlatformLatestEvents' | 'receiveCoursePromotion'): Locator {
    return this.main.getByRole('checkbox', { name: this.t(`members.settings.${key}`) });
  }

  get save(): Locator {
    return this.button(this.t('form.save'));
  }

  /** The open dialog. */
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The search box of the open dialog's picker. */
  get pickerSearch(): Locator {
    return this.dialog.getByRole('searchbox');
  }

  /** A choice of the open dialog's picker, by its words. */
  choice(text: string): Locator {
    return this.dialog.getByRole('radio', { name: new RegExp(text) });
  }

  /** The reason of the open dialog. */
  get actingReason(): Locator {
    return this.dialog.getByLabel(this.t('members.acting.reason'), { exact: true });
  }

  get giveCoupon(): Locator {
    return this.button(this.t('members.coupons.give'));
  }

  get giveCouponSubmit(): Locator {
    return this.dialog.getByRole('button', { name: this.t('members.coupons.giveSubmit') });
  }

  /** The coupons given to a member. */
  ownedCoupons(name: string): Locator {
    return this.main.getByRole('table', { name: this.t('members.coupons.ownedCaption', { name }) });
  }

  get grant(): Locator {
    return this.main.getByRole('button', { name: this.t('members.grants.grant'), exact: true });
  }

  get grantSubmit(): Locator {
    return this.dialog.getByRole('button', { name: this.t('members.grants.grant'), exact: true });
  }

  /** The items given to a member. */
  grantedItems(name: string): Locator {
    return this.main.getByRole('table', { name: this.t('members.grants.caption', { name }) });
  }
}
