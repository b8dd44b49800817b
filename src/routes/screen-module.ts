/**
 * The meta element the build adds to a page for its screen's module (`finish-pages.ts`), which
 * the screen host imports instead of carrying a list of every screen.
 */
export const SCREEN_MODULE_META = 'screen-module';
