/**
 * Finishes the built pages (build step, after Astro wrote them). Each page preloads its screen's
 * module and everything that module imports, so the screen arrives with the page instead of after
 * the screen host asked for it, each page carries only the messages its scripts can show (the
 * keys named in the modules it loads, statically or on demand, and in its islands' props), and
 * its screen's stylesheet follows the frame's. The page's stylesheets (the frame's and its
 * screen's) are written into the page, so its first paint waits for no other request.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { SCREEN_MODULE_META } from './screen-module.ts';
import type { Plugin } from 'vite';

/** One module of the client build, as the finishing step needs it. */
export interface BuiltChunk {
  /** Files it imports statically (`_astro/…`). */
  readonly imports: readonly string[];
  /** Files it imports on demand. */
  readonly dynamicImports: readonly string[];
  /** The screen it is the entry of (`items/ItemListScreen`), or null. */
  readonly screen: string | null;
  /** The message keys its code names. */
  readonly keys: readonly string[];
}

/** The client build's modules by file name (`_astro/…js`). */
export type ChunkGraph = Map<string, BuiltChunk>;

/** The page's own stylesheet (its screen's area: `src/styles/screen-styles.ts`). */
const SCREEN_STYLE = /<link rel="stylesheet" href="[^"]+" data-screen-style>/;

/** A stylesheet link of a page: its address and its other attributes. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"([^>]*)>/g;

/**
 * The most CSS a page carries in itself (bytes, before compression): the frame's and the largest
 * area's are about 45 KB, some 9 KB compressed, which arrive with the page in its first round
 * trip. A stylesheet that would pass the limit stays a link.
 */
export const INLINE_STYLE_LIMIT = 64_000;

/**
 * The page's stylesheets (addresses in `styles`, the built CSS by address) as `<style>` elements
 * in their place, in their order, while the page's CSS stays within `INLINE_STYLE_LIMIT`: the
 * first paint then needs no request but the page's. Each keeps its address as the id the client
 * router persists it by (`data-astro-transition-persist`), so a page swap keeps the frame's
 * styles like it kept their link.
 */
export function inlineStylesheets(html: string, styles: ReadonlyMap<string, string>): string {
  let total = 0;
  return html.replace(STYLESHEET_LINK, (link, href: string, attributes: string) => {
    const css = styles.get(href);
    if (css === undefined || total + css.length > INLINE_STYLE_LIMIT) return link;
    total += css.length;
    const text = css.trim().replaceAll('</style', '<\\/style');
    return `<style data-astro-transition-persist="style:${href}"${attributes}>${text}</style>`;
  });
}

/** The script that carries the page's messages (its id is `MESSAGES_ELEMENT_ID` of `src/stores/i18n.ts`). */
const MESSAGES_SCRIPT =
  /(<script type="application\/json" id="i18n-messages">)([\s\S]*?)(<\/script>)/;
const KEY_LITERAL = /["'`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)["'`]/g;

/** The message keys of a catalogue that a text names as whole string literals. */
export function keysIn(text: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const [, literal = ''] of text.matchAll(KEY_LITERAL)) {
    if (known.has(literal)) found.add(literal);
  }
  return [...found];
}

/** The screen an entry module stands for: its path under `src/islands/` without `.tsx`. */
export function screenOf(moduleId: string | null | undefined): string | null {
  const match = /\/src\/islands\/(.+Screen)\.tsx$/.exec(moduleId ?? '');
  return match?.[1] ?? null;
}

/**
 * The message keys a chunk's modules name, but for the screen titles of the route table
 * (`src/routes/`): the pages render those on the server, and no script shows them.
 */
export function chunkKeys(
  modules: Readonly<Record<string, { readonly code: string | null }>>,
  known: ReadonlySet<string>,
): string[] {
  const keys = new Set<string>();
  for (const [id, { code }] of Object.entries(modules)) {
    const routeTable = id.includes('/src/routes/');
    for (const key of keysIn(code ?? '', known))
      if (!(routeTable && key.startsWith('page.'))) keys.add(key);
  }
  return [...keys];
}

/** A Vite plugin that records the client build's module graph into `graph`. */
export function chunkGraphPlugin(graph: ChunkGraph, messageKeys: ReadonlySet<string>): Plugin {
  return {
    name: 'backoffice:chunk-graph',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        graph.set(chunk.fileName, {
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          screen: chunk.isDynamicEntry ? screenOf(chunk.facadeModuleId) : null,
          keys: chunkKeys(chunk.modules, messageKeys),
        });
      }
    },
  };
}

function unescapeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** What a page loads at once: its script, island and preload URLs, as build file names. */
function pageFiles(html: string): string[] {
  const files = new Set<string>();
  for (const [, url = ''] of html.matchAll(
    /\b(?:src|href|component-url|renderer-url|before-hydration-url)="\/(_astro\/[^"]+\.js)"/g,
  )) {
    files.add(url);
  }
  return [...files];
}

/** The files a page already preloads. */
function preloadedFiles(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" href="\/(_astro\/[^"]+\.js)"/g)].map(
    ([, file = '']) => file,
  );
}

/** The files a page loads as scripts (fetched at once, no preload needed). */
function scriptFiles(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<script\b[^>]*\bsrc="\/(_astro\/[^"]+\.js)"/g)].map(([, file = '']) => file),
  );
}

/** The screen the page's screen host mounts, from the island's props, or null. */
export function pageScreen(html: string): string | null {
  for (const [island = ''] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!/component-url="[^"]*\/ScreenHost\.[^"]*"/.test(island)) continue;
    const props = /\bprops="([^"]*)"/.exec(island)?.[1];
    if (props === undefined) continue;
    const parsed = JSON.parse(unescapeAttribute(props)) as { screen?: [number, unknown] };
    const screen = parsed.screen?.[1];
    return typeof screen === 'string' ? screen : null;
  }
  return null;
}

const INLINE_SCRIPT = /(<script\b(?![^>]*\b(?:src|type)=)[^>]*>)([\s\S]*?)(<\/script\s*>)/gi;
const minified = new Map<string, string>();

/**
 * The inline scripts of a page minified (the layout's are written readable, with comments; every
 * page carries them). The CDN's CSP hashes are computed from the finished pages.
 */
export function minifyInlineScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (_match, open: string, text: string, close: string) => {
    let small = minified.get(text);
    if (small === undefined) {
      small = transformSync(text, { minify: true, target: 'es2022' }).code.trim();
      minified.set(text, small);
    }
    return `${open}${small}${close}`;
  });
}

/** Finishes one page's HTML with the client build's graph and its CSS (by address). */
export function finishPage(
  html: string,
  graph: ChunkGraph,
  styles: ReadonlyMap<string, string> = new Map(),
): string {
  const screens = new Map<string, string>();
  for (const [file, chunk] of graph) if (chunk.screen) screens.set(chunk.screen, file);
  const screenName = pageScreen(html);
  const screenFile = screenName === null ? undefined : screens.get(screenName);

  // Everything the page runs before any interaction, preloaded with the page: its islands'
  // components and renderer (Astro requests them only once an island starts), its screen's
  // module, and what they import statically. The browser then fetches them all at once.
  const present = new Set(pageFiles(html));
  const preloaded = new Set(preloadedFiles(html));
  const scripts = scriptFiles(html);
  const preload: string[] = [];
  const staticQueue = [...present, ...(screenFile ? [screenFile] : [])];
  const staticSeen = new Set<string>();
  while (staticQueue.length > 0) {
    const file = staticQueue.shift() ?? '';
    if (staticSeen.has(file)) continue;
    staticSeen.add(file);
    if (!preloaded.has(file) && !scripts.has(file)) preload.push(file);
    staticQueue.push(...(graph.get(file)?.imports ?? []));
  }

  // Every module the page may run: its own, the screen's, and what they load on demand, except
  // other screens (the screen host can load any screen; this page shows one).
  const keys = new Set<string>();
  const queue = [...staticSeen];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = graph.get(file);
    if (!chunk) continue;
    for (const key of chunk.keys) keys.add(key);
    queue.push(...chunk.imports);
    queue.push(...chunk.dynamicImports.filter((next) => !graph.get(next)?.screen));
  }

  // The screen's stylesheet comes after the frame's (Astro writes its own at the end of the
  // head), so an area's rule wins over a frame rule of the same weight.
  let finished = minifyInlineScripts(html);
  const screenStyle = SCREEN_STYLE.exec(html)?.[0];
  if (screenStyle)
    finished = finished.replace(screenStyle, '').replace('</head>', `${screenStyle}</head>`);
  finished = inlineStylesheets(finished, styles);
  const messages = MESSAGES_SCRIPT.exec(html);
  if (messages) {
    const all = JSON.parse(messages[2] ?? '{}') as Record<string, unknown>;
    const islandProps = [...html.matchAll(/\bprops="([^"]*)"/g)].map(([, value = '']) =>
      unescapeAttribute(value),
    );
    for (const key of keysIn(islandProps.join('\n'), new Set(Object.keys(all)))) keys.add(key);
    const kept = Object.fromEntries(Object.entries(all).filter(([key]) => keys.has(key)));
    const json = JSON.stringify(kept).replaceAll('<', '\\u003c');
    finished = finished.replace(MESSAGES_SCRIPT, (_match, open: string, _body, close: string) =>
      [open, json, close].join(''),
    );
  }
  if (preload.length > 0) {
    const links = preload.map((file) => `<link rel="modulepreload" href="/${file}">`).join('');
    finished = finished.replace('</head>', `${links}</head>`);
  }
  // The screen host imports the page's screen from here, not from a list of every screen.
  if (screenName !== null && screenFile)
    finished = finished.replace(
      '</head>',
      `<meta name="${SCREEN_MODULE_META}" data-screen="${screenName}" content="/${screenFile}"></head>`,
    );
  return finished;
}

/** Finishes every HTML page under the built site in `dir`. */
export async function finishPages(dir: string, graph: ChunkGraph): Promise<void> {
  const styles = new Map<string, string>();
  const built = join(dir, '_astro');
  for (const entry of existsSync(built) ? readdirSync(built, { withFileTypes: true }) : []) {
    if (entry.isFile() && entry.name.endsWith('.css'))
      styles.set(`/_astro/${entry.name}`, await readFile(join(built, entry.name), 'utf8'));
  }
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    const finished = finishPage(html, graph, styles);
    if (finished !== html) await writeFile(file, finished);
  }
}
