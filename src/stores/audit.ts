/**
 * An audit trail (the changes administrators made to a record, newest first): the first page,
 * then more on demand, appended; reloaded from the first page after the record changes. One
 * trail per record page, created by the island with the record's load function.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AuditEntry, AuditLoad } from '../api/audit.ts';
import { isCancelled, reportFailure } from './action.ts';
import { $t } from './i18n.ts';

/** What a trail shows. */
export interface AuditTrailView {
  readonly status: 'loading' | 'ready' | 'error';
  readonly entries: readonly AuditEntry[];
  /** Whether older entries remain to load. */
  readonly hasMore: boolean;
  /** Whether older entries are loading. */
  readonly loadingMore: boolean;
}

/** A trail's state and actions. */
export interface AuditTrail {
  /** The trail to render. */
  readonly $trail: ReadableAtom<AuditTrailView>;
  /** Loads the newest page again (first load, after a change, retry). */
  reload(): Promise<void>;
  /** Appends the next older page. */
  more(): Promise<void>;
  /** Cancels a load in flight (the island unmounts). */
  stop(): void;
}

/** Creates the trail of one record over its load function. */
export function createAuditTrail(load: AuditLoad): AuditTrail {
  const $trail = atom<AuditTrailView>({
    status: 'loading',
    entries: [],
    hasMore: false,
    loadingMore: false,
  });
  let controller: AbortController | null = null;
  let page = 0;

  async function fetchPage(next: number, append: boolean): Promise<void> {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    const current = $trail.get();
    $trail.set(
      append
        ? { ...current, loadingMore: true }
        : { ...current, status: current.entries.length > 0 ? current.status : 'loading' },
    );
    try {
      const answer = await load(next, own.signal);
      if (controller !== own) return;
      page = next;
      const entries = append ? [...$trail.get().entries, ...answer.data] : answer.data;
      $trail.set({
        status: 'ready',
        entries,
        hasMore: answer.meta.current_page < answer.meta.last_page,
        loadingMore: false,
      });
    } catch (error) {
      if (controller !== own || isCancelled(error)) return;
      $trail.set({ ...$trail.get(), status: append ? 'ready' : 'error', loadingMore: false });
      // Older entries that failed to load: the loaded ones stay, the button stays to try again.
      if (append) reportFailure(error, () => $t.get()('load.failed'));
    }
  }

  return {
    $trail,
    reload: () => fetchPage(1, false),
    more: () => fetchPage(page + 1, true),
    stop: () => {
      controller?.abort();
      controller = null;
    },
  };
}

/** Numbers as the trail shows them: separators, every decimal kept (a rate of 0.0361 stays so). */
const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** How the trail shows one field's values (a status's words, an amount as money). */
export type AuditValueFormat = (value: string | number) => string;

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The words of a rich text, without its tags: the trail shows what a description says. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A value as the trail shows it: a dash for nothing, yes/no, lists joined, numbers with their
 * separators, rich text as its words, and a field's own `format` (statuses, money) first.
 */
export function auditValue(
  t: (id: string) => string,
  value: unknown,
  format?: AuditValueFormat,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (Array.isArray(value)) return value.map((item) => auditValue(t, item, format)).join(', ');
  if (format && (typeof value === 'string' || typeof value === 'number')) return format(value);
  if (typeof value === 'number') return numbers.format(value);
  if (typeof value === 'string') return /<\/?[a-z][^>]*>/i.test(value) ? textOfHtml(value) : value;
  return JSON.stringify(value);
}

/** A format that shows a code by its words (`ACTIVE` → "Active"); an unknown code as it is. */
export function wordsOf(
  t: (id: string) => string,
  labels: Readonly<Record<string, string>>,
): AuditValueFormat {
  return (value) => {
    const id = labels[String(value)];
    return id === undefined ? String(value) : t(id);
  };
}
