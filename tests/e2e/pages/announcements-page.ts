import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The announcement screens (list, create, edit, view) on either host. */
export class AnnouncementsPage extends ShellPage {
  constructor(
    page: Page,
    readonly host: 'admin' | 'lecturer' = 'lecturer',
    locale: Locale = 'zh-TW',
  ) {
    super(page, locale);
  }

  private url(path: string): string {
    return `${testOrigins[this.host]}/${this.locale}/interactions/announcements${path}`;
  }

  /** Opens the list (with a query) and waits for its rows or its empty state. */
  async openList(query = ''): Promise<void> {
    await this.open(this.url(query ? `?${query}` : ''));
    await this.waitForScreen();
  }

  /** Opens the create screen and waits for its course lists. */
  async openCreate(): Promise<void> {
    await this.open(this.url('/create'));
    await this.waitForScreen();
  }

  /** Opens an announcement's edit or view screen. */
  async openAnnouncement(id: number, screen: 'edit' | 'view'): Promise<void> {
    await this.open(
      this.url(screen === 'edit' ? `/${String(id)}/edit` : `/${String(id)}/edit/view`),
    );
    await this.waitForScreen();
  }

  /** The id in the address of an announcement's screen. */
  idInAddress(): number {
    const match = /\/announcements\/(\d+)\/edit/.exec(new URL(this.page.url()).pathname);
    if (!match?.[1]) throw new Error(`no announcement id in ${this.page.url()}`);
    return Number(match[1]);
  }

  // The form (create and edit).

  get titleInput(): Locator {
    return this.main.getByRole('textbox', {
      name: this.t('announcements.form.title'),
      exact: true,
    });
  }

  get body(): Locator {
    return this.main.getByRole('textbox', { name: this.t('announcements.form.body'), exact: true });
  }

  type(type: 'notice' | 'email'): Locator {
    return this.main.getByRole('radio', { name: this.t(`announcements.type.${type}`) });
  }

  /** A course's checkbox in the list to send to or to leave out. */
  course(list: 'includes' | 'excepts', title: string): Locator {
    return this.main
      .getByRole('group', { name: this.t(`announcements.form.${list}`) })
      .getByRole('checkbox', { name: title, exact: true });
  }

  courseList(list: 'includes' | 'excepts'): Locator {
    return this.main.getByRole('group', { name: this.t(`announcements.form.${list}`) });
  }

  get progress(): Locator {
    return this.field(this.t('announcements.form.progress'));
  }

  get begin(): Locator {
    return this.field(this.t('announcements.form.begin'));
  }

  get end(): Locator {
    return this.field(this.t('announcements.form.end'));
  }

  get lecturerSearch(): Locator {
    return this.main.getByRole('searchbox', { name: this.t('announcements.form.lecturerSearch') });
  }

  get lecturerGroup(): Locator {
    return this.main.getByRole('group', { name: this.t('announcements.form.lecturer') });
  }

  get checkButton(): Locator {
    return this.button(this.t('announcements.form.check'));
  }

  get previewButton(): Locator {
    return this.button(this.t('announcements.preview.open'));
  }

  get saveDraftButton(): Locator {
    return this.button(this.t('announcements.form.saveDraft'));
  }

  get saveButton(): Locator {
    return this.button(this.t('form.save'));
  }

  get preview(): Locator {
    return this.page.getByRole('dialog', { name: this.t('announcements.preview.title') });
  }

  /** Expects a control to carry a message: invalid, and described by the message. */
  async expectMessage(control: Locator, text: string): Promise<void> {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(new RegExp(escape(text)));
  }

  // One announcement.

  get summary(): Locator {
    return this.main.getByRole('list', { name: this.t('announcements.summary') });
  }

  get summaryTitle(): Locator {
    return this.main.locator('.announcement-summary__title');
  }

  sendButton(count: number): Locator {
    return this.button(this.t('announcements.send.button', { count }));
  }

  get hideButton(): Locator {
    return this.button(this.t('announcements.hide'));
  }

  get showButton(): Locator {
    return this.button(this.t('announcements.show'));
  }

  get deleteButton(): Locator {
    return this.button(this.t('announcements.delete.button'));
  }

  tab(name: 'edit' | 'view'): Locator {
    return this.page
      .getByRole('navigation', { name: this.t('layout.tabs', { title: this.t(this.tabTitle) }) })
      .getByRole('link', { name: this.t(`tab.announcement.${name}`) });
  }

  private get tabTitle(): string {
    return this.page.url().includes('/edit/view')
      ? 'page.interactions.announcementView'
      : 'page.interactions.announcementEdit';
  }

  // Discussions.

  discussionsHeading(count: number): Locator {
    return this.main.getByRole('heading', {
      name: this.t('announcements.discussion.heading', { count }),
    });
  }

  get reply(): Locator {
    return this.main.getByRole('textbox', {
      name: this.t('announcements.discussion.replyLabel'),
      exact: true,
    });
  }

  get replyButton(): Locator {
    return this.button(this.t('announcements.discussion.reply'));
  }

  /** A discussion's action button by its accessible name's key and author. */
  discussionAction(action: 'editOf' | 'hideOf' | 'showOf' | 'deleteOf', name: string): Locator {
    return this.button(this.t(`announcements.discussion.${action}`, { name }));
  }

  // The list.

  get table(): Locator {
    return this.main.getByRole('table', { name: this.t('announcements.list.caption') });
  }

  row(title: string): Locator {
    return this.table.getByRole('row').filter({ hasText: title });
  }

  get courseFilter(): Locator {
    return this.field(this.t('announcements.list.course'));
  }

  get displayFilter(): Locator {
    return this.field(this.t('announcements.list.display'));
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
