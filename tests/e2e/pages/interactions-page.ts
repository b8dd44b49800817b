import { expect, type Locator, type Page } from '@playwright/test';
import type { ThreadType } from '../../../server/src/contract/interactions.ts';
import { withLocale, type Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** A list of student posts or the inbox, with its side panel, on the lecturer or admin host. */
export class InteractionsPage extends ShellPage {
  constructor(
    page: Page,
    readonly kind: ThreadType | 'inbox',
    readonly host: 'admin' | 'lecturer' = 'lecturer',
    locale: Locale = 'zh-TW',
  ) {
    super(page, locale);
  }

  private get path(): string {
    return {
      inbox: '/interactions',
      comments: '/interactions/questions/comments',
      discussions: '/interactions/questions/discussions',
      feedbacks: '/interactions/feedbacks',
      creations: '/interactions/creations',
    }[this.kind];
  }

  /** The list's address with a query string ('' or '?...'), as the app writes it. */
  url(query = ''): string {
    return `${testOrigins[this.host]}${withLocale(this.path, this.locale)}${query}`;
  }

  /** The address of a post open in the list's panel (not the inbox: it keeps it in the query). */
  postUrl(id: number, query = ''): string {
    return `${testOrigins[this.host]}${withLocale(`${this.path}/${String(id)}`, this.locale)}${query}`;
  }

  /** Opens the list and waits until it has loaded. */
  async openList(query = ''): Promise<void> {
    // With the locale in the path even for zh-TW: no move to the geo's locale.
    await this.open(`${testOrigins[this.host]}${withLocale(this.path, this.locale, true)}${query}`);
    await this.waitForList();
  }

  /** Waits until the list is no longer loading. */
  async waitForList(): Promise<void> {
    await expect(this.main.locator('.list-frame__body')).toHaveAttribute('aria-busy', 'false');
  }

  /** The list of posts. */
  get list(): Locator {
    return this.main.getByRole('list', {
      name: this.t('interactions.list.label', { kind: this.kind }),
    });
  }

  /** The rows' links (each opens its post). */
  get rowLinks(): Locator {
    return this.list.getByRole('link');
  }

  /** The row link of one post. */
  rowOf(type: ThreadType, id: number): Locator {
    return this.list.locator(`a[data-thread="${type}-${String(id)}"]`);
  }

  /** The post a row link opens (`{type, id}` from its address). */
  static async postOf(link: Locator): Promise<{ type: ThreadType; id: number }> {
    const [type = '', id = ''] = ((await link.getAttribute('data-thread')) ?? '').split('-');
    return { type: type as ThreadType, id: Number(id) };
  }

  combobox(label: string): Locator {
    return this.main.getByRole('combobox', { name: label, exact: true });
  }

  get courseFilter(): Locator {
    return this.combobox(this.t('interactions.filter.course'));
  }

  get lectureFilter(): Locator {
    return this.combobox(this.t('interactions.filter.lecture'));
  }

  get answeredFilter(): Locator {
    return this.combobox(this.t('interactions.filter.answered'));
  }

  get scoreFilter(): Locator {
    return this.combobox(this.t('interactions.filter.score'));
  }

  get typeFilter(): Locator {
    return this.combobox(this.t('interactions.filter.type'));
  }

  /** "N posts no longer match … refresh" and its button. */
  get refreshList(): Locator {
    return this.button(this.t('interactions.list.refresh'));
  }

  /** The side panel of the open post. */
  get panel(): Locator {
    return this.main.locator('section.thread-panel');
  }

  /** The panel's live region: what the last action did (not a part still loading). */
  get notice(): Locator {
    return this.panel.getByRole('status').and(this.panel.locator(':not([aria-busy="true"])'));
  }

  get replyBox(): Locator {
    return this.panel.getByRole('textbox', { name: this.t('interactions.reply.label') });
  }

  get sendReply(): Locator {
    return this.panel.getByRole('button', { name: this.t('interactions.reply.send'), exact: true });
  }

  get closePanel(): Locator {
    return this.panel.getByRole('button', {
      name: this.t('interactions.panel.close'),
      exact: true,
    });
  }

  panelButton(id: string): Locator {
    return this.panel.getByRole('button', { name: this.t(id), exact: true });
  }

  /** A state badge in the panel. */
  panelBadge(id: string): Locator {
    return this.panel.locator('.thread-panel__state').getByText(this.t(id), { exact: true });
  }

  /** Types a reply into the rich text editor and sends it. */
  async reply(text: string): Promise<void> {
    await this.replyBox.click();
    await this.page.keyboard.type(text);
    await this.sendReply.click();
  }

  /** The inbox's link of a course (its waiting count is in its name). */
  courseLink(title: string): Locator {
    return this.main
      .getByRole('navigation', { name: this.t('interactions.inbox.courses') })
      .getByRole('link', { name: new RegExp(`^${escape(title)}`) });
  }

  /** The rail's interactions link (its name says how many posts wait). */
  get railLink(): Locator {
    return this.rail.getByRole('link', {
      name: new RegExp(`^${escape(this.t('nav.interactions'))}`),
    });
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
