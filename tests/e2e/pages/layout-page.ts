import type { Locator } from '@playwright/test';
import { ShellPage } from './shell-page.ts';

/** The frame's responsive parts: the narrow-screen menu button, its menu and the breadcrumb. */
export class LayoutPage extends ShellPage {
  /** The header's button that opens the rail and sidebar on narrow screens. */
  get menuButton(): Locator {
    return this.page.getByRole('button', { name: this.t('layout.menu'), exact: true });
  }

  /** The menu the button controls (the rail and the sidebar). */
  get menu(): Locator {
    return this.page.locator('#site-nav');
  }

  get breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: this.t('layout.breadcrumb') });
  }

  /** Whether the focused element is inside the menu. */
  focusInMenu(): Promise<boolean> {
    return this.page.evaluate(() => document.activeElement?.closest('#site-nav') !== null);
  }

  /** The document's scroll width beyond its visible width, in CSS pixels (0: no sideways scroll). */
  sidewaysOverflow(): Promise<number> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }
}
