import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Thread, ThreadListResponse } from '../../../server/src/contract/interactions.ts';
import type { AnyThreadFilters, ListKind } from '../../stores/interactions/filters.ts';
import {
  neighbourThread,
  replyShortcut,
  shortcutOf,
  solveShortcut,
} from '../../stores/interactions/keyboard.ts';
import { $leavingIds, refreshThreadList } from '../../stores/interactions/list.ts';
import { closeThread, openThread, type ThreadKey } from '../../stores/interactions/thread.ts';
import type { List } from '../../stores/list.ts';
import { $page, syncPage } from '../../stores/page.ts';
import { $confirm } from '../../stores/unsaved.ts';
import { ListFrame, type FilterSpec } from '../ui/ListFrame.tsx';
import { Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { ShortcutHelp } from './ShortcutHelp.tsx';
import { ThreadRows } from './ThreadRows.tsx';
import { goWithinList, openThreadOf, threadListUrl } from './thread-urls.ts';

interface Props<F extends AnyThreadFilters> {
  readonly kind: ListKind;
  /** The route this list is on (the screen does nothing on another). */
  readonly route: string;
  readonly list: List<F, ThreadListResponse>;
  /** The list's filters (kept in the address by the list frame). */
  readonly filters: readonly FilterSpec<F>[];
}

type PanelComponent = ComponentType<{
  readonly onClose: () => void;
  readonly focusRequest: number;
}>;

let loadedPanel: PanelComponent | null = null;

/**
 * The side panel's module (the post, its replies, the actions and the reply box): loaded once
 * the list has rendered (when the browser is idle) or at once when a post is open, so the list's
 * first load does not carry it.
 */
function usePanel(needed: boolean): PanelComponent | null {
  const [panel, setPanel] = useState<PanelComponent | null>(() => loadedPanel);
  useEffect(() => {
    if (panel) return;
    let active = true;
    const load = () =>
      void import('./ThreadPanel.tsx').then((module) => {
        loadedPanel = module.default;
        if (active) setPanel(() => module.default);
      });
    if (needed || typeof requestIdleCallback !== 'function') load();
    else {
      const idle = requestIdleCallback(load, { timeout: 2000 });
      return () => {
        active = false;
        cancelIdleCallback(idle);
      };
    }
    return () => {
      active = false;
    };
  }, [needed, panel]);
  return panel;
}

const keyOf = (key: ThreadKey) => `${key.type}-${String(key.id)}`;

function focusRow(key: ThreadKey | null): void {
  if (!key) return;
  document.querySelector<HTMLElement>(`.thread-rows [data-thread="${keyOf(key)}"]`)?.focus();
}

/** The number of posts, and how many shown ones have left the filters (with a refresh). */
function ListBar({ total }: { readonly total: number }) {
  const t = useT();
  const leaving = useStore($leavingIds);
  return (
    <div className="threads__bar">
      <p className="threads__total">{t('interactions.list.total', { total })}</p>
      {leaving.size > 0 && (
        <p className="threads__leaving">
          {t('interactions.list.leaving', { count: leaving.size })}{' '}
          <button type="button" className="button" onClick={() => void refreshThreadList()}>
            {t('interactions.list.refresh')}
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * A list of posts in the list frame (its filters in the address, paging) and the side panel of
 * the open post beside it (over it on narrow screens). The list stays where it is while posts are
 * opened, answered and closed; keys move through it when focus is not in a text field.
 */
export function ThreadBoard<F extends AnyThreadFilters>({ kind, route, list, filters }: Props<F>) {
  const t = useT();
  const page = useStore($page);
  const leaving = useStore($leavingIds);
  // The help under the list comes with the list's first answer: drawn under the loading list, it
  // would move down as the rows arrive.
  const loaded = useStore(list.loader.$state).data !== null;
  const onList = page.route?.name === route;
  const open = onList ? openThreadOf(kind, page.params, page.query) : null;
  const openKey = open ? keyOf(open) : '';
  const lastOpen = useRef<ThreadKey | null>(null);
  const Panel = usePanel(open !== null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (!onList) return;
    const [type, id] = openKey.split(/-(?=\d+$)/);
    if (type && id) void openThread(type as ThreadKey['type'], Number(id));
    else {
      closeThread();
      focusRow(lastOpen.current);
    }
    lastOpen.current = type && id ? { type: type as ThreadKey['type'], id: Number(id) } : null;
  }, [onList, openKey]);

  // Back and Forward between posts opened without a page load (their entries hold no state).
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      if (event.state === null) syncPage(window.location);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const urlOf = (post: ThreadKey | null) => threadListUrl(page.locale, kind, page.query, post);
  const close = () => goWithinList(urlOf(null), false);

  useEffect(() => {
    if (!onList) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || $confirm.get() !== null) return;
      if (document.documentElement.hasAttribute('data-nav-open')) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const shortcut = shortcutOf({
        key: event.key,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        target,
      });
      if (!shortcut) return;
      // Arrows scroll the page unless focus is on a row.
      if (event.key.startsWith('Arrow') && !target?.closest('.thread-rows')) return;
      if (shortcut === 'next' || shortcut === 'previous') {
        const row = neighbourThread(shortcut === 'next' ? 1 : -1);
        if (!row) return;
        event.preventDefault();
        const key = { type: row.type, id: row.id };
        goWithinList(urlOf(key), true);
        requestAnimationFrame(() => focusRow(key));
      } else if (shortcut === 'reply') {
        if (replyShortcut()) event.preventDefault();
      } else if (shortcut === 'solve') {
        event.preventDefault();
        void solveShortcut();
      } else if (open) {
        event.preventDefault();
        close();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const listLabel = t('interactions.list.label', { kind });
  return (
    <div className={`threads${open ? ' threads--open' : ''}`}>
      <div className="threads__list">
        <ListFrame
          list={list}
          caption={listLabel}
          rowKey={(thread: Thread) => keyOf(thread)}
          filters={filters}
          empty={{
            title: t('interactions.list.empty', { kind }),
            text: t('interactions.list.emptyText', { kind }),
          }}
          noMatch={t('interactions.list.noMatch', { kind })}
          summary={(answer) => <ListBar total={answer.meta.total} />}
        >
          {(rows) => (
            <ThreadRows
              rows={rows}
              open={open}
              leaving={leaving}
              showType={kind === 'inbox'}
              label={listLabel}
              hrefOf={(thread) => urlOf({ type: thread.type, id: thread.id })}
              onOpen={(_thread, href) => {
                goWithinList(href, false);
                setFocusRequest((count) => count + 1);
              }}
            />
          )}
        </ListFrame>
        {loaded && <ShortcutHelp />}
      </div>
      {open && (
        <div className="threads__panel">
          {Panel ? <Panel onClose={close} focusRequest={focusRequest} /> : <Skeleton />}
        </div>
      )}
    </div>
  );
}
