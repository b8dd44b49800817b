import { useEffect, useRef } from 'react';
import { openMainSiteLogin } from '../../lib/guard.ts';
import { useT } from '../use-t.ts';
import { keepTabInside } from '../../lib/focus-trap.ts';
import { useLoginPromptShown } from './login-prompt-shown.ts';

/**
 * On the lecturer host without a session: a modal dialog (the page behind is inert, focus starts
 * on its button, Escape does not dismiss it) asking the user to log in on the main site.
 */
export function LoginPrompt() {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const shown = useLoginPromptShown();
  useEffect(() => {
    const element = dialog.current;
    if (shown && element && !element.open) element.showModal();
  }, [shown]);
  if (!shown) return null;
  return (
    <dialog
      ref={dialog}
      className="login-prompt"
      aria-labelledby="login-prompt"
      onKeyDown={(event) => {
        keepTabInside(event, event.currentTarget);
      }}
      onCancel={(event) => {
        event.preventDefault();
      }}
    >
      <p id="login-prompt">{t('session.loginRequired')}</p>
      <button
        type="button"
        className="button button--primary"
        autoFocus
        onClick={() => openMainSiteLogin(location.pathname + location.search + location.hash)}
      >
        {t('session.openLogin')}
      </button>
    </dialog>
  );
}
