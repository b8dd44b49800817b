/**
 * Asks before leaving a page with unsaved content: the browser's prompt when the page unloads and
 * the confirm dialog before an in-app navigation (which waits until the user answers).
 */
import { navigate } from 'astro:transitions/client';
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import type { Translate } from '../i18n/intl.ts';
import { $leaveWarning, askConfirm, discardUnsaved } from '../stores/unsaved.ts';

/** Installs the unload prompt and the in-app navigation confirmation. */
export function installLeaveGuard(win: Window, t: () => Translate): void {
  win.addEventListener('beforeunload', (event) => {
    if ($leaveWarning.get() === null) return;
    event.preventDefault();
    // Older browsers need a returnValue to show the prompt.
    event.returnValue = '';
  });

  let allowNext = false;
  win.document.addEventListener('astro:before-preparation', (event) => {
    const preparation = event as TransitionBeforePreparationEvent;
    if (allowNext) {
      allowNext = false;
      return;
    }
    if ($leaveWarning.get() !== 'unsaved') return;
    preparation.preventDefault();
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
      void navigate(preparation.to.href, { history: preparation.navigationType === 'replace' ? 'replace' : 'auto' });
    });
  });
}
