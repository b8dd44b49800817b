import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The compiler screens: `/compilers`, its console window and its preview window. */
export class CompilerPage extends ShellPage {
  constructor(
    page: Page,
    readonly host: 'admin' | 'lecturer' = 'lecturer',
    locale: Locale = 'en',
  ) {
    super(page, locale);
  }

  /** Opens one of the compiler screens and waits until the user's programs are loaded. */
  async openScreen(screen: '' | '/console' | '/preview'): Promise<void> {
    await this.open(`${testOrigins[this.host]}/${this.locale}/compilers${screen}`);
    await this.waitForLoaded();
  }

  /** Waits until the user's draft and runs are loaded. */
  async waitForLoaded(): Promise<void> {
    await expect(this.page.getByText(this.t('compiler.loading'))).toHaveCount(0);
  }

  get code(): Locator {
    return this.main.getByLabel(this.t('compiler.code'), { exact: true });
  }

  get stdin(): Locator {
    return this.main.getByLabel(this.t('compiler.stdin'), { exact: true });
  }

  get run(): Locator {
    return this.main.getByRole('button', { name: this.t('compiler.run'), exact: true });
  }

  /** The output section of the compiler screen. */
  get output(): Locator {
    return this.main.getByRole('region', { name: this.t('compiler.output') });
  }

  /** The standard output shown in a result. */
  stdout(scope: Locator = this.main): Locator {
    return scope.locator('.run-result__stdout');
  }

  /** Opens a link that makes a new window (console, preview) and answers it as a compiler page. */
  async openWindow(name: 'compiler.openConsole' | 'compiler.openPreview'): Promise<CompilerPage> {
    const opened = this.page.context().waitForEvent('page');
    await this.main.getByRole('link', { name: this.t(name) }).click();
    const other = new CompilerPage(await opened, this.host, this.locale);
    await other.page.waitForLoadState();
    await other.waitForIslands();
    await other.waitForSession();
    await other.waitForLoaded();
    return other;
  }

  /** The console's list of runs, newest first. */
  get runs(): Locator {
    return this.main.getByRole('list', { name: this.t('compiler.console.listLabel') });
  }

  /** The preview's frame. */
  get frame(): FrameLocator {
    return this.main.frameLocator(`iframe[title="${this.t('compiler.preview.frameTitle')}"]`);
  }
}
