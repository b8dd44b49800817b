/**
 * Every screen island (`src/islands/**\/*Screen.tsx`): the build emits a module per screen from
 * this list. Pages import their own screen's module by the URL the build gives them
 * (`ScreenHost`); this list loads only where a page has none (the dev server).
 */
import type { ComponentType } from 'react';

/** A screen island's module. */
export interface ScreenModule {
  readonly default: ComponentType<Readonly<Record<string, string>>>;
}

/**
 * The screens by path under `src/islands/` (`./orders/OrderListScreen.tsx`); a load answers
 * undefined when the chunk reload took over its failure (the page reloads).
 */
export const screenModules = import.meta.glob<ScreenModule | undefined>('./**/*Screen.tsx');
