import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useT } from '../use-t.ts';

/** One entry of a row menu: an action, or a link when `href` is given. */
export interface RowMenuItem {
  readonly key: string;
  readonly label: string;
  readonly onSelect?: () => void;
  readonly href?: string;
  readonly danger?: boolean;
  readonly disabled?: boolean;
}

interface Props {
  /** The accessible name of the menu button (e.g. "More actions for chapter Basics"). */
  readonly label: string;
  /** The entries, or a function giving them (called only while the menu is open). */
  readonly items: readonly RowMenuItem[] | (() => readonly RowMenuItem[]);
  /** Lets a test or a caller find the button again after a re-render. */
  readonly focusKey?: string;
}

interface Place {
  readonly top: number;
  readonly left: number;
}

const MENU_GAP = 4;

/**
 * A menu button for a row's secondary actions (WAI-ARIA menu button): Enter, Space or ArrowDown
 * open it on the first entry, ArrowUp on the last; arrows, Home and End move, Escape and Tab close,
 * and focus returns to the button. The menu is placed fixed next to the button so a scrolling
 * table does not clip it.
 */
export function RowMenu({ label, items, focusKey }: Props) {
  const t = useT();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [place, setPlace] = useState<Place | null>(null);
  /** Where the button was when the menu was placed (a scroll that moves it closes the menu). */
  const anchorAt = useRef<Place | null>(null);
  const entries = open ? (typeof items === 'function' ? items() : items) : [];

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    setPlace(null);
    if (refocus) button.current?.focus();
  }, []);

  // Placed first (the menu renders hidden to be measured), then the chosen entry is focused.
  useLayoutEffect(() => {
    if (!open || !button.current || !menu.current) return;
    const anchor = button.current.getBoundingClientRect();
    const box = menu.current.getBoundingClientRect();
    const below = anchor.bottom + MENU_GAP;
    const top =
      below + box.height > innerHeight && anchor.top - box.height - MENU_GAP > 0
        ? anchor.top - box.height - MENU_GAP
        : below;
    const left = Math.max(
      MENU_GAP,
      Math.min(anchor.right - box.width, innerWidth - box.width - MENU_GAP),
    );
    anchorAt.current = { top: anchor.top, left: anchor.left };
    setPlace({ top, left });
  }, [open]);

  useLayoutEffect(() => {
    if (!open || !place || !menu.current) return;
    if (menu.current.contains(document.activeElement)) return;
    const targets = menu.current.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])');
    (open === 'last' ? targets[targets.length - 1] : targets[0])?.focus();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    const away = () => close(false);
    // A scroll still arriving from before the menu opened (bringing the button into view) leaves
    // it open; one that moves the button closes it.
    const scrolled = () => {
      const anchor = button.current?.getBoundingClientRect();
      const at = anchorAt.current;
      if (anchor?.top !== at?.top || anchor?.left !== at?.left || !at) close(false);
    };
    document.addEventListener('pointerdown', outside, true);
    addEventListener('resize', away);
    addEventListener('scroll', scrolled, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      removeEventListener('resize', away);
      removeEventListener('scroll', scrolled, true);
    };
  }, [open, close]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const targets = [
      ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? []),
    ];
    const at = targets.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      targets[(index + targets.length) % targets.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(targets.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const choose = (item: RowMenuItem) => {
    close(true);
    item.onSelect?.();
  };

  return (
    <span className="row-menu">
      <button
        ref={button}
        type="button"
        className="row-menu__button"
        aria-label={label}
        title={t('ui.rowMenu.more')}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? id : undefined}
        data-focus={focusKey}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKey}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="3" cy="8" r="1.5" />
          <circle cx="8" cy="8" r="1.5" />
          <circle cx="13" cy="8" r="1.5" />
        </svg>
      </button>
      {open && (
        <ul
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          className="row-menu__list"
          style={
            place ? { top: place.top, left: place.left } : { top: 0, left: 0, visibility: 'hidden' }
          }
          onKeyDown={onMenuKey}
        >
          {entries.map((item) => (
            <li key={item.key} role="none">
              {item.href && !item.disabled ? (
                <a
                  role="menuitem"
                  tabIndex={-1}
                  className="row-menu__item"
                  href={item.href}
                  onClick={() => close(false)}
                >
                  {item.label}
                </a>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={`row-menu__item${item.danger ? ' row-menu__item--danger' : ''}`}
                  disabled={item.disabled}
                  onClick={() => choose(item)}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
