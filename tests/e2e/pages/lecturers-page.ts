import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The lecturers screens of administrators: list, create, profile, payouts and comments. */
export class LecturersPage extends ShellPage {
  constructor(page: Page, locale: Locale = 'zh-TW') {
    super(page, locale);
  }

  private url(path: string): string {
    return `${testOrigins.admin}/${this.locale}/lecturers${path}`;
  }

  /** Opens the list (with a query) and waits for it. */
  async openList(query = ''): Promise<void> {
    await this.open(this.url(query ? `?${query}` : ''));
    await this.waitForScreen();
  }

  get createLink(): Locator {
    return this.main.getByRole('link', { name: this.t('lecturers.list.create') });
  }

  get keyword(): Locator {
    return this.field(this.t('lecturers.list.keyword'));
  }

  get search(): Locator {
    return this.button(this.t('list.search'));
  }

  get table(): Locator {
    return this.main.getByRole('table', { name: this.t('lecturers.list.caption') });
  }

  /** A form field of a lecturer by its message key. */
  lecturerField(key: string): Locator {
    return this.field(this.t(key));
  }

  get description(): Locator {
    return this.main.getByRole('textbox', { name: this.t('lecturers.field.description') });
  }

  get createSubmit(): Locator {
    return this.button(this.t('lecturers.create.submit'));
  }

  /** A tab of the lecturer's screens by its message key. */
  tab(key: string): Locator {
    return this.main
      .getByRole('navigation', { name: this.t('lecturers.tabs') })
      .getByRole('link', { name: this.t(key), exact: true });
  }

  get addPayout(): Locator {
    return this.main.getByRole('link', { name: this.t('lecturers.payouts.add') });
  }

  /** The account form's field by its message key. */
  payoutField(key: string): Locator {
    return this.field(this.t(key));
  }

  get save(): Locator {
    return this.button(this.t('form.save'));
  }

  /** The card of a payout account by its (shown) account number. */
  payoutCard(number: string): Locator {
    return this.main.getByRole('listitem').filter({ hasText: number });
  }

  /** The "make main" button of an account. */
  makeMain(number: string): Locator {
    return this.button(this.t('lecturers.payouts.makeMainOf', { account: number }));
  }

  /** The delete button of an account. */
  deletePayout(number: string): Locator {
    return this.button(this.t('lecturers.payouts.deleteOf', { account: number }));
  }

  get newComment(): Locator {
    return this.field(this.t('lecturers.comments.new'));
  }

  get writeComment(): Locator {
    return this.button(this.t('lecturers.comments.write'));
  }

  get editComment(): Locator {
    return this.field(this.t('lecturers.comments.editLabel'));
  }

  /** The comment card holding a text. */
  comment(text: string): Locator {
    return this.main.getByRole('listitem').filter({ hasText: text });
  }
}
