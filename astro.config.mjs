// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { routeTable } from './src/routes/astro-integration.ts';

export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // The product prefetches on its own terms (never on 2g or with data saver): src/lib/prefetch.ts.
  prefetch: false,
  devToolbar: { enabled: false },
  server: { port: 4321 },
  integrations: [react(), routeTable()],
});
