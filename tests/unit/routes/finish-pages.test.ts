/** Finishing built pages: the screen preloaded with the page, and only the messages it can show. */
import { describe, expect, it } from 'vitest';
import {
  chunkKeys,
  finishPage,
  INLINE_STYLE_LIMIT,
  inlineStylesheets,
  keysIn,
  minifyInlineScripts,
  pageScreen,
  screenOf,
  type BuiltChunk,
  type ChunkGraph,
} from '../../../src/routes/finish-pages.ts';

const chunk = (part: Partial<BuiltChunk>): BuiltChunk => ({
  imports: [],
  dynamicImports: [],
  screen: null,
  keys: [],
  ...part,
});

const graph: ChunkGraph = new Map([
  ['_astro/client.js', chunk({})],
  ['_astro/GlobalUi.js', chunk({ keys: ['toast.close'], dynamicImports: ['_astro/Panel.js'] })],
  ['_astro/Panel.js', chunk({ keys: ['uploads.title'] })],
  [
    '_astro/ScreenHost.js',
    chunk({
      imports: ['_astro/shared.js'],
      dynamicImports: ['_astro/ListScreen.js', '_astro/EditScreen.js'],
    }),
  ],
  ['_astro/shared.js', chunk({ keys: ['error.retry'] })],
  [
    '_astro/ListScreen.js',
    chunk({
      screen: 'items/ListScreen',
      imports: ['_astro/shared.js', '_astro/table.js'],
      dynamicImports: ['_astro/Editor.js'],
      keys: ['items.list.empty'],
    }),
  ],
  ['_astro/table.js', chunk({ imports: ['_astro/deep.js'], keys: ['items.list.title'] })],
  ['_astro/deep.js', chunk({})],
  ['_astro/Editor.js', chunk({ keys: ['editor.bold'] })],
  ['_astro/EditScreen.js', chunk({ screen: 'items/EditScreen', keys: ['items.edit.save'] })],
]);

const messages = {
  'toast.close': [],
  'uploads.title': [],
  'error.retry': [],
  'items.list.empty': [],
  'items.list.title': [],
  'editor.bold': [],
  'items.edit.save': [],
  'items.kind.courses': [],
  'layout.menu': [],
};

function island(component: string, props: object): string {
  const json = JSON.stringify(props).replaceAll('"', '&quot;');
  return `<astro-island component-url="/_astro/${component}.js" renderer-url="/_astro/client.js" props="${json}"></astro-island>`;
}

function page(body: string): string {
  return (
    '<html><head><link rel="modulepreload" href="/_astro/shared.js"></head><body>' +
    body +
    island('GlobalUi', {}) +
    `<script type="application/json" id="i18n-messages">${JSON.stringify(messages)}</script>` +
    '</body></html>'
  );
}

const listPage = page(
  island('ScreenHost', {
    screen: [0, 'items/ListScreen'],
    props: [0, { label: [0, 'items.kind.courses'] }],
  }),
);

function keptMessages(html: string): string[] {
  const json = /id="i18n-messages">([^<]*)</.exec(html)?.[1] ?? '{}';
  return Object.keys(JSON.parse(json) as object).sort();
}

function preloads(html: string): string[] {
  return [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href ?? '');
}

describe('finishing a page', () => {
  it('finds whole message keys of the catalogue in code, and nothing else', () => {
    const known = new Set(['items.list.empty', 'toast.close']);
    expect(
      keysIn('t("items.list.empty");x=`toast.close`;y="items.list";z="other.key"', known),
    ).toEqual(['items.list.empty', 'toast.close']);
  });

  it("leaves out the route table's screen titles (pages render them), not a screen's own use", () => {
    const known = new Set(['page.orders', 'page.login', 'nav.orders']);
    expect(
      chunkKeys(
        {
          '/repo/src/routes/areas/orders.ts': { code: "r('orders', { title: 'page.orders' })" },
          '/repo/src/routes/sections.ts': { code: "{ title: 'nav.orders' }" },
          '/repo/src/islands/LoginScreen.tsx': { code: "t('page.login')" },
        },
        known,
      ).sort(),
    ).toEqual(['nav.orders', 'page.login']);
  });

  it('names the screen of an entry module and of a page', () => {
    expect(screenOf('/repo/src/islands/items/ListScreen.tsx')).toBe('items/ListScreen');
    expect(screenOf('/repo/src/islands/GlobalUi.tsx')).toBeNull();
    expect(pageScreen(listPage)).toBe('items/ListScreen');
    expect(pageScreen(page(''))).toBeNull();
  });

  it('preloads its islands, renderer and screen with their static imports, each once', () => {
    expect(preloads(finishPage(listPage, graph)).sort()).toEqual([
      '/_astro/GlobalUi.js',
      '/_astro/ListScreen.js',
      '/_astro/ScreenHost.js',
      '/_astro/client.js',
      '/_astro/deep.js',
      '/_astro/shared.js',
      '/_astro/table.js',
    ]);
    // Not what the page loads only on demand: other screens, the upload panel, the editor.
  });

  it("names the page's screen module for the screen host, and none where no screen shows", () => {
    expect(finishPage(listPage, graph)).toContain(
      '<meta name="screen-module" data-screen="items/ListScreen" content="/_astro/ListScreen.js"></head>',
    );
    expect(finishPage(page(''), graph)).not.toContain('screen-module');
  });

  it('minifies inline scripts, leaving scripts with a source or a type alone', () => {
    const html =
      '<head><script>\n  // A comment.\n  const wide = 1;\n  window.x = wide;\n</script>' +
      '<script type="application/json" id="data">{ "a": 1 }</script>' +
      '<script src="/runtime-config.js"></script></head>';
    expect(minifyInlineScripts(html)).toBe(
      '<head><script>const wide=1;window.x=1;</script>' +
        '<script type="application/json" id="data">{ "a": 1 }</script>' +
        '<script src="/runtime-config.js"></script></head>',
    );
  });

  it("keeps the messages of the page's modules, its screen, what they load on demand and its props", () => {
    expect(keptMessages(finishPage(listPage, graph))).toEqual([
      'editor.bold',
      'error.retry',
      'items.kind.courses',
      'items.list.empty',
      'items.list.title',
      'toast.close',
      'uploads.title',
    ]);
  });

  it("puts the screen's stylesheet after the frame's, at the end of the head", () => {
    const styled = listPage
      .replace(
        '<head>',
        '<head><link rel="stylesheet" href="/_astro/coupons.css" data-screen-style><title>x</title>',
      )
      .replace('</head>', '<link rel="stylesheet" href="/_astro/frame.css"></head>');
    const head = finishPage(styled, graph).split('</head>')[0] ?? '';
    expect([...head.matchAll(/rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href)).toEqual([
      '/_astro/frame.css',
      '/_astro/coupons.css',
    ]);
  });

  it("writes the frame's and the screen's CSS into the page, in their order, and no link", () => {
    const styled = listPage
      .replace(
        '<head>',
        '<head><link rel="stylesheet" href="/_astro/coupons.css" data-screen-style><title>x</title>',
      )
      .replace('</head>', '<link rel="stylesheet" href="/_astro/frame.css"></head>');
    const styles = new Map([
      ['/_astro/frame.css', '.frame{display:grid}\n'],
      ['/_astro/coupons.css', '.coupon{color:red}'],
    ]);
    const head = finishPage(styled, graph, styles).split('</head>')[0] ?? '';
    expect(head).not.toContain('rel="stylesheet"');
    expect(
      [...head.matchAll(/<style\b([^>]*)>([^<]*)<\/style>/g)].map(([, a, css]) => [a, css]),
    ).toEqual([
      [' data-astro-transition-persist="style:/_astro/frame.css"', '.frame{display:grid}'],
      [
        ' data-astro-transition-persist="style:/_astro/coupons.css" data-screen-style',
        '.coupon{color:red}',
      ],
    ]);
  });

  it('keeps as links the stylesheets it does not know or that pass the limit', () => {
    const links =
      '<link rel="stylesheet" href="/_astro/frame.css">' +
      '<link rel="stylesheet" href="/_astro/big.css" data-screen-style>' +
      '<link rel="stylesheet" href="/elsewhere.css">';
    const styles = new Map([
      ['/_astro/frame.css', 'a{color:red}'],
      ['/_astro/big.css', 'b{}'.padEnd(INLINE_STYLE_LIMIT, ' ')],
    ]);
    expect(inlineStylesheets(links, styles)).toBe(
      '<style data-astro-transition-persist="style:/_astro/frame.css">a{color:red}</style>' +
        '<link rel="stylesheet" href="/_astro/big.css" data-screen-style>' +
        '<link rel="stylesheet" href="/elsewhere.css">',
    );
  });

  it('cannot end its style element early', () => {
    const styles = new Map([['/_astro/a.css', 'a::after{content:"</style><b>"}']]);
    expect(inlineStylesheets('<link rel="stylesheet" href="/_astro/a.css">', styles)).toBe(
      '<style data-astro-transition-persist="style:/_astro/a.css">a::after{content:"<\\/style><b>"}</style>',
    );
  });

  it('leaves out the messages of screens the page does not show', () => {
    const plain = finishPage(page(''), graph);
    expect(keptMessages(plain)).toEqual(['error.retry', 'toast.close', 'uploads.title']);
    expect(preloads(plain).sort()).toEqual([
      '/_astro/GlobalUi.js',
      '/_astro/client.js',
      '/_astro/shared.js',
    ]);
  });
});
