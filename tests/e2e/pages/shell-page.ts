import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { translate } from '../../../src/i18n/catalogs.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { waitForUploadApi } from '../support/uploads.ts';

/** The frame every screen shares: rail, sidebar, tabs, language switcher and global UI. */
export class ShellPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale = 'zh-TW',
  ) {}

  /** Translates a message id in this page's locale. */
  t(id: string, values?: Record<string, string | number>): string {
    return translate(this.locale)(id, values);
  }

  get rail(): Locator {
    return this.page.getByRole('navigation', { name: this.t('layout.mainNav') });
  }

  get sidebar(): Locator {
    return this.page.locator('nav.sidebar');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get languageSwitcher(): Locator {
    return this.page.getByRole('navigation', { name: this.t('layout.language') });
  }

  get toasts(): Locator {
    return this.page.getByRole('region', { name: this.t('toast.region') });
  }

  get uploadPanel(): Locator {
    return this.page.getByRole('region', { name: this.t('upload.panel.title') });
  }

  get confirmDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The screen's content. */
  get main(): Locator {
    return this.page.locator('main');
  }

  /** A form control of the screen by its exact label. */
  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true });
  }

  /** A button of the screen by its exact name. */
  button(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  /** Opens a path and waits for the islands and, for signed-in pages, the session. */
  async open(path: string, options: { signedIn?: boolean } = {}): Promise<void> {
    await this.page.goto(path);
    await this.waitForIslands();
    if (options.signedIn ?? true) await this.waitForSession();
  }

  /** Waits until the guard has loaded the session and shown the user's sections. */
  async waitForSession(): Promise<void> {
    await this.page.waitForFunction(() => document.documentElement.hasAttribute('data-sections'));
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

  /** Whether the focused element is inside a container. */
  focusIsWithin(container: Locator): Promise<boolean> {
    return container.evaluate((element) => element.contains(document.activeElement));
  }

  /** The outline style of the focused element: `none` when focus does not show. */
  focusOutline(): Promise<string> {
    return this.page.evaluate(() => {
      const focused = document.activeElement;
      return focused && focused !== document.body ? getComputedStyle(focused).outlineStyle : 'none';
    });
  }

  /** Waits until the screen shows what it loaded (no skeleton left). */
  async waitForScreen(): Promise<void> {
    await expect(this.main.locator('.skeleton')).toHaveCount(0);
  }

  /** Waits until every island on the page has hydrated. */
  async waitForIslands(): Promise<void> {
    await this.page.waitForFunction(
      () => document.querySelectorAll('astro-island[ssr]').length === 0,
    );
  }

  /**
   * Expects no toast with a text: a marker toast is raised after every task the page had queued
   * (a deferred failure report among them), and once it shows, the text has not.
   */
  async expectNoToast(text: string): Promise<void> {
    const marker = `marker-${String(Date.now())}`;
    await this.page.evaluate(
      (label) =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            (
              window as unknown as { __backoffice: { showToast(type: string, text: string): void } }
            ).__backoffice.showToast('success', label);
            resolve();
          }, 0);
        }),
      marker,
    );
    await expect(this.toasts.getByText(marker)).toBeVisible();
    await expect(this.toasts.getByText(text, { exact: true })).toHaveCount(0);
  }

  /**
   * Waits until the page's upload queue holds `count` uploads and every one has ended (finished,
   * failed or cancelled): what a screen shows after an upload can be expected from then on. No
   * budget of its own: the test's timeout bounds it, however slow the machine.
   */
  async waitForUploadsToEnd(count = 1): Promise<void> {
    await waitForUploadApi(this.page);
    await this.page.waitForFunction(
      (expected) => {
        const { uploads } = (
          window as unknown as {
            __backoffice: { uploads: { $uploads: { get(): readonly { status: string }[] } } };
          }
        ).__backoffice;
        const items = uploads.$uploads.get();
        return (
          items.length === expected &&
          items.every((item) => ['FINISHED', 'FAILED', 'ABORT'].includes(item.status))
        );
      },
      count,
      { timeout: 0 },
    );
  }

  /**
   * The answer to the page's next compiler run (`POST /lecturers/v2/compiler`); call it before
   * starting the run. No budget of its own: a run lasts what the machine makes it last.
   */
  compilerAnswer(): Promise<Response> {
    return this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/lecturers/v2/compiler'),
      { timeout: 0 },
    );
  }

  /** Runs a function against the stores exposed to tests (runtime config `exposeStores`). */
  async stores<T>(fn: (stores: TestStores) => T): Promise<T> {
    await waitForUploadApi(this.page);
    return this.page.evaluate<T>(`(${fn.toString()})(window.__backoffice)`);
  }
}

/** What the page exposes on `window.__backoffice` when the runtime config asks for it. */
export interface TestStores {
  showToast(type: 'success' | 'error', message: string): string;
  markDirty(id: string): void;
  holdOverlay(): () => void;
  uploads: {
    enqueueUpload(request: { file: { name: string; size: number }; url: string }): string;
    startQueued(): string[];
    reportProgress(id: string, loaded: number): void;
  };
}
