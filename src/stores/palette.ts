/**
 * The command palette (Ctrl/⌘ K): pages found in the route table among the sections the session
 * opens (no request), and what the server finds (`GET /lecturers/v2/search`) a moment after the
 * typing stops, the latest answer winning. One list, moved through with the arrow keys; choosing
 * a hit answers the URL of its screen.
 */
import { atom } from 'nanostores';
import type { SearchKind } from '../../server/src/contract/plain/search.ts';
import { MAX_SEARCH_LENGTH } from '../../server/src/contract/plain/search.ts';
import { searchAnything, type SearchHit } from '../api/search.ts';
import { linkVisible } from '../lib/access.ts';
import { itemScreenUrl } from '../routes/item-urls.ts';
import { routeByName } from '../routes/routes.ts';
import { sections } from '../routes/table.ts';
import { urlFor, urlForRoute } from '../routes/urls.ts';
import { $t } from './i18n.ts';
import { createLatestSearch } from './latest-search.ts';
import { $page } from './page.ts';
import { $session } from './session.ts';

/** How long the typing must stop before the server is asked (ms). */
export const PALETTE_DEBOUNCE_MS = 60;

/** Most pages listed. */
const MAX_PAGES = 5;

/** One line of the palette: a page or something the server found, with where it leads. */
export interface PaletteHit {
  readonly kind: 'page' | SearchKind;
  readonly id: string;
  readonly label: string;
  readonly detail?: string;
  readonly href: string;
}

/** The palette: open or not, the text, the server's state, the lines and the active one. */
export interface PaletteView {
  readonly open: boolean;
  readonly query: string;
  /** `too-long`: the text is past what the server searches. */
  readonly status: 'idle' | 'loading' | 'ready' | 'error' | 'too-long';
  readonly hits: readonly PaletteHit[];
  /** The index of the active line, -1 for none. */
  readonly active: number;
}

const closed: PaletteView = { open: false, query: '', status: 'idle', hits: [], active: -1 };

/** The palette's state. */
export const $palette = atom<PaletteView>(closed);

const server = createLatestSearch<null, SearchHit>((_scope, q, signal) =>
  searchAnything(q, signal),
);
let timer: ReturnType<typeof setTimeout> | null = null;

/** The pages of the sections the session opens whose title holds the text. */
function pagesFor(text: string): PaletteHit[] {
  const session = $session.get();
  if (session.status !== 'ready' || text === '') return [];
  const t = $t.get();
  const { locale } = $page.get();
  const needle = text.toLocaleLowerCase();
  const seen = new Set<string>();
  const found: PaletteHit[] = [];
  for (const section of sections) {
    if (!session.sections.includes(section.id)) continue;
    for (const link of section.links) {
      if (!linkVisible(session.persona, routeByName(link.route).audience)) continue;
      const label = t(link.title);
      const href = urlForRoute(locale, link.route, {}, link.query);
      if (seen.has(href) || !label.toLocaleLowerCase().includes(needle)) continue;
      seen.add(href);
      found.push({ kind: 'page', id: href, label, detail: t(section.title), href });
    }
  }
  return found.slice(0, MAX_PAGES);
}

/** The URL of a found object's screen. */
function hrefOf(hit: SearchHit): string {
  const { locale } = $page.get();
  switch (hit.kind) {
    case 'order':
      return urlFor(locale, 'orders-order_id-edit-info', { order_id: hit.id });
    case 'member':
      return urlFor(locale, 'members-member_id', { member_id: hit.id });
    case 'lecturer':
      return urlFor(locale, 'lecturers-lecturer_id', { lecturer_id: hit.id });
    case 'coupon':
      return urlFor(locale, 'coupons-coupon_code-mode', { coupon_code: hit.label });
    case 'course':
      return itemScreenUrl(locale, 'courses', hit.id, 'infos-basic');
    case 'ebook':
      return itemScreenUrl(locale, 'ebooks', hit.id, 'infos-basic');
    case 'article':
      return itemScreenUrl(locale, 'articles', hit.id, 'infos-basic');
  }
}

/** Rebuilds the lines from the text and the server's last answer for it. */
function refresh(): void {
  const view = $palette.get();
  const text = view.query.trim();
  const answer = server.$state.get();
  const found =
    answer.keyword === text && answer.status === 'ready'
      ? answer.results.map((hit) => ({
          kind: hit.kind,
          id: String(hit.id),
          label: hit.label,
          ...(hit.detail === undefined ? {} : { detail: hit.detail }),
          href: hrefOf(hit),
        }))
      : [];
  const hits = [...pagesFor(text), ...found];
  const status =
    view.status === 'too-long' || text === ''
      ? view.status
      : answer.keyword === text && answer.status !== 'idle'
        ? answer.status
        : 'loading';
  $palette.set({ ...view, status, hits, active: hits.length > 0 ? 0 : -1 });
}

server.$state.listen(() => {
  if ($palette.get().open) refresh();
});

/** Opens the palette, empty. */
export function openPalette(): void {
  $palette.set({ ...closed, open: true });
}

/** Closes the palette and drops a search waiting or in flight. */
export function closePalette(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  server.reset();
  $palette.set(closed);
}

/** Takes the typed text: pages at once, the server's hits once the typing stops. */
export function typePalette(text: string): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX_SEARCH_LENGTH;
  const status = trimmed === '' ? 'idle' : tooLong ? 'too-long' : 'loading';
  $palette.set({ ...$palette.get(), query: text, status });
  if (trimmed === '' || tooLong) server.reset();
  else
    timer = setTimeout(() => {
      timer = null;
      void server.search(null, trimmed);
    }, PALETTE_DEBOUNCE_MS);
  refresh();
}

/** Moves the active line by `step` (wrapping round). */
export function movePalette(step: number): void {
  const view = $palette.get();
  const count = view.hits.length;
  if (count === 0) return;
  const active = (((view.active + step) % count) + count) % count;
  $palette.set({ ...view, active });
}

/** Chooses a line (the active one by default): closes the palette and answers where it leads. */
export function choosePalette(index = $palette.get().active): string | null {
  const hit = $palette.get().hits[index];
  if (!hit) return null;
  closePalette();
  return hit.href;
}
