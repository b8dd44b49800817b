// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { routeTable } from './src/routes/astro-integration.ts';

/**
 * The browser gets the ICU parser's no-parser build: pages carry their messages compiled
 * (src/i18n/compile.ts), so formatting needs no parser. The build itself keeps the parser.
 * @type {import('vite').Plugin}
 */
const icuWithoutParser = {
  name: 'backoffice:icu-without-parser',
  enforce: 'pre',
  resolveId(id, importer, options) {
    if (id !== '@formatjs/icu-messageformat-parser' || options.ssr) return null;
    return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, {
      ...options,
      skipSelf: true,
    });
  },
};

export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // The product prefetches on its own terms (never on 2g or with data saver): src/lib/prefetch.ts.
  prefetch: false,
  devToolbar: { enabled: false },
  server: { port: 4321 },
  integrations: [react(), routeTable()],
  vite: {
    plugins: [icuWithoutParser],
    build: {
      // A page preloads its screen and everything the screen imports (src/routes/finish-pages.ts),
      // so the screen host's on-demand imports carry no dependency lists of their own: that list
      // named every screen's chunks and came with every page. The command palette, loaded on its
      // first use, fetches its imports as it loads rather than add their names to every page.
      modulePreload: {
        resolveDependencies: (file, dependencies, { hostId }) =>
          /(^|\/)ScreenHost\.[\w-]+\.js$/.test(hostId) ||
          /(^|\/)CommandPalette\.[\w-]+\.js$/.test(file)
            ? []
            : dependencies,
      },
    },
  },
});
