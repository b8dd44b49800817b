import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { MAX_SEARCH_LENGTH } from '../../../server/src/contract/plain/search.ts';
import type { Translate } from '../../i18n/intl.ts';
import {
  $palette,
  choosePalette,
  closePalette,
  movePalette,
  openPalette,
  typePalette,
  type PaletteHit,
  type PaletteView,
} from '../../stores/palette.ts';
import { ModalDialog } from '../ui/ModalDialog.tsx';
import { useT } from '../use-t.ts';

/** Each kind's group label. */
const groupKeys: Readonly<Record<PaletteHit['kind'], string>> = {
  page: 'palette.group.page',
  order: 'palette.group.order',
  member: 'palette.group.member',
  course: 'palette.group.course',
  ebook: 'palette.group.ebook',
  article: 'palette.group.article',
  lecturer: 'palette.group.lecturer',
  coupon: 'palette.group.coupon',
};

/** The status line: what the list holds, or why it holds nothing. */
function statusOf(view: PaletteView, t: Translate): string {
  if (view.status === 'too-long') return t('palette.tooLong', { max: MAX_SEARCH_LENGTH });
  if (view.query.trim() === '') return t('palette.hint');
  if (view.status === 'loading') return t('palette.searching');
  if (view.status === 'error') return t('palette.failed');
  if (view.hits.length === 0) return t('palette.none', { query: view.query.trim() });
  return t('palette.count', { count: view.hits.length });
}

/** The lines in groups of one kind, in the order they come, each with its index in the list. */
function groupsOf(hits: readonly PaletteHit[]) {
  const groups: { kind: PaletteHit['kind']; lines: { hit: PaletteHit; index: number }[] }[] = [];
  hits.forEach((hit, index) => {
    const last = groups.at(-1);
    if (last?.kind === hit.kind) last.lines.push({ hit, index });
    else groups.push({ kind: hit.kind, lines: [{ hit, index }] });
  });
  return groups;
}

/** Opens a chosen line's screen. */
function open(index?: number): void {
  const href = choosePalette(index);
  if (href) void navigate(href);
}

/**
 * The command palette: a modal dialog holding a combobox (WAI-ARIA 1.2) over a listbox of pages
 * and records grouped by kind; the arrow keys move, Enter opens, Escape closes and gives focus
 * back to where it was.
 */
export default function CommandPalette() {
  const t = useT();
  const view = useStore($palette);
  const input = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  // Mounted on the first ask (PaletteLoader), it opens at once and on every ask after.
  useEffect(() => {
    openPalette();
    document.addEventListener('palette:open', openPalette);
    return () => document.removeEventListener('palette:open', openPalette);
  }, []);

  useEffect(() => {
    if (view.open) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== input.current ? active : null;
      input.current?.focus();
    } else if (returnTo.current?.isConnected) {
      returnTo.current.focus();
      returnTo.current = null;
    }
  }, [view.open]);

  useEffect(() => {
    if (view.active >= 0)
      document.getElementById(`palette-hit-${view.active}`)?.scrollIntoView({ block: 'nearest' });
  }, [view.active]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      movePalette(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open();
    }
  }

  const expanded = view.hits.length > 0;
  return (
    <ModalDialog
      open={view.open}
      className="palette"
      labelledBy="palette-title"
      onCancel={closePalette}
    >
      <div className="palette__head">
        <h2 id="palette-title">{t('palette.title')}</h2>
        <button type="button" className="button palette__close" onClick={closePalette}>
          {t('palette.close')}
        </button>
      </div>
      <input
        ref={input}
        className="palette__input"
        type="text"
        role="combobox"
        aria-label={t('palette.input')}
        placeholder={t('palette.input')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? 'palette-list' : undefined}
        aria-activedescendant={view.active >= 0 ? `palette-hit-${view.active}` : undefined}
        aria-invalid={view.status === 'too-long' || undefined}
        autoComplete="off"
        spellCheck={false}
        value={view.query}
        onChange={(event) => typePalette(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className="palette__status" role="status" aria-live="polite">
        {statusOf(view, t)}
      </p>
      {expanded && (
        <div
          id="palette-list"
          className="palette__list"
          role="listbox"
          aria-label={t('palette.results')}
        >
          {groupsOf(view.hits).map((group) => (
            <div
              key={group.kind}
              role="group"
              className="palette__group"
              aria-labelledby={`palette-group-${group.kind}`}
            >
              <div
                id={`palette-group-${group.kind}`}
                className="palette__group-label"
                role="presentation"
              >
                {t(groupKeys[group.kind])}
              </div>
              {group.lines.map(({ hit, index }) => (
                <div
                  key={`${hit.kind}-${hit.id}`}
                  id={`palette-hit-${index}`}
                  role="option"
                  aria-selected={index === view.active}
                  className="palette__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => open(index)}
                >
                  <span className="palette__label">{hit.label}</span>
                  {hit.detail && <span className="palette__detail">{hit.detail}</span>}
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
    </ModalDialog>
  );
}
