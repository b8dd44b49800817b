/**
 * Wires the route table into Astro: the dev server applies the same rewrite rules as the CDN, and
 * the build records the client modules' graph, finishes every page with it (the screen preloaded,
 * only the messages it can show: `finish-pages.ts`), puts each locale's 404 page where CDNs look
 * for it and writes the host files (`_redirects`, `_headers`, the nginx include).
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { defaultLocale, locales } from '../i18n/locales.ts';
import { readCatalog } from '../i18n/message-files.ts';
import { chunkGraphPlugin, finishPages, type ChunkGraph } from './finish-pages.ts';
import { applyRules } from './redirects-file.ts';
import { writeHostFiles } from './host-files.ts';
import { routePatterns } from './route-patterns.ts';
import { buildRules } from './rules.ts';
import { notFoundPaths, screenPaths } from './static-paths.ts';

function knownPagePaths(): Set<string> {
  const pages = new Set(screenPaths().map(({ params }) => `/${params.path ?? ''}`));
  for (const { params } of notFoundPaths()) pages.add(`/${params.locale}/404.html`);
  pages.add('/404.html');
  return pages;
}

function isAsset(pathname: string): boolean {
  return (
    /^\/(@|_|src\/|node_modules\/|\.astro\/)/.test(pathname) ||
    /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '')
  );
}

/**
 * The browser's `route-patterns.ts`: the patterns as a plain object, without the route table the
 * build reads them from (titles, screens, sections and their lookups stay out of every page).
 */
export function routePatternsPlugin(): Plugin {
  return {
    name: 'backoffice:route-patterns',
    enforce: 'pre',
    load(id, options) {
      const file = id.split('?')[0] ?? '';
      if (options?.ssr || !file.endsWith('/src/routes/route-patterns.ts')) return null;
      return `export const routePatterns = ${JSON.stringify(routePatterns)};\n`;
    },
  };
}

/** The route table's integration. */
export function routeTable(): AstroIntegration {
  const graph: ChunkGraph = new Map();
  return {
    name: 'backoffice:route-table',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [routePatternsPlugin()] } });
      },
      'astro:build:setup': ({ vite, target }) => {
        if (target !== 'client') return;
        const keys = new Set(Object.keys(readCatalog(defaultLocale)));
        vite.plugins = [...(vite.plugins ?? []), chunkGraphPlugin(graph, keys)];
      },
      'astro:server:setup': ({ server }) => {
        const rules = buildRules();
        const pages = knownPagePaths();
        const find = (path: string) => {
          const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
          return pages.has(clean) ? clean : null;
        };
        server.middlewares.use((req, res, next) => {
          const url = new URL(req.url ?? '/', 'http://dev.local');
          if (isAsset(url.pathname)) {
            next();
            return;
          }
          const resolution = applyRules(rules, url.pathname, url.search, find);
          if (resolution.kind === 'redirect') {
            res.statusCode = resolution.status;
            res.setHeader('Location', resolution.location);
            res.end();
            return undefined;
          }
          if (resolution.kind === 'file' && resolution.status === 200) {
            req.url = resolution.path + url.search;
          }
          next();
        });
      },
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        await finishPages(out, graph);
        for (const locale of locales) {
          const built = join(out, locale, '404', 'index.html');
          if (!existsSync(built)) continue;
          const target = join(out, locale, '404.html');
          await mkdir(dirname(target), { recursive: true });
          await rename(built, target);
          await rm(dirname(built), { recursive: true, force: true });
        }
        await writeHostFiles(out);
      },
    },
  };
}
