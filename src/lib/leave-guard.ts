/**
 * Asks before leaving a page with unsaved content: the confirm dialog before an in-app link
 * navigation (the click is held until the user answers), and the browser's prompt whenever the
 * page would unload (reloads, other sites, back and forward, which Astro turns into full loads
 * when a preparation is cancelled).
 */
import { navigate } from 'astro:transitions/client';
import type { Translate } from '../i18n/intl.ts';
import { $leaveWarning, askConfirm, discardUnsaved } from '../stores/unsaved.ts';

function inAppLink(event: MouseEvent, doc: Document): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, doc.baseURI);
  if (url.origin !== doc.location.origin) return null;
  if (url.pathname === doc.location.pathname && url.search === doc.location.search) return null;
  return anchor;
}

/** Installs the unload prompt and the in-app navigation confirmation. */
export function installLeaveGuard(win: Window, t: () => Translate): void {
  const doc = win.document;
  win.addEventListener('beforeunload', (event) => {
    if ($leaveWarning.get() !== null) event.preventDefault();
  });

  let allowNext = false;
  doc.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || $leaveWarning.get() !== 'unsaved') return;
      const anchor = inAppLink(event, doc);
      if (!anchor) return;
      event.preventDefault();
      const translate = t();
      void askConfirm({
        title: translate('confirm.title'),
        message: translate('confirm.unsaved'),
        confirmLabel: translate('confirm.leave'),
        cancelLabel: translate('confirm.stay'),
        danger: true,
      }).then((leave) => {
        if (!leave) return;
        discardUnsaved();
        allowNext = true;
        void navigate(anchor.href);
      });
    },
    { capture: true },
  );

  doc.addEventListener('astro:before-preparation', (event) => {
    if (allowNext) {
      allowNext = false;
      return;
    }
    // Not a guarded click (back, forward, a script): cancelling makes Astro load the page fully,
    // where the browser's own prompt asks.
    if ($leaveWarning.get() === 'unsaved') event.preventDefault();
  });
}
