/**
 * An audit trail (the changes administrators made to a record, newest first): the first page,
 * then more on demand, appended; reloaded from the first page after the record changes. One
 * trail per record page, created by the island with the record's load function.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AuditEntry, AuditLoad } from '../api/audit.ts';
import { CancelledError } from '../api/client.ts';
import { $t } from './i18n.ts';
import { showToast } from './toasts.ts';

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
      if (controller !== own || error instanceof CancelledError) return;
      $trail.set({ ...$trail.get(), status: append ? 'ready' : 'error', loadingMore: false });
      // Older entries that failed to load: the loaded ones stay, the button stays to try again.
      if (append) showToast('error', $t.get()('load.failed'));
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
