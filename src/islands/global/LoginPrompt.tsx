import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { hostKind, runtimeConfig } from '../../config/runtime.ts';
import { openMainSiteLogin } from '../../lib/guard.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import { useT } from '../use-t.ts';
import { keepTabInside } from '../../lib/focus-trap.ts';

/**
 * On the lecturer host without a session: a modal dialog (the page behind is inert, focus starts
 * on its button, Escape does not dismiss it) asking the user to log in on the main site.
 */
export function LoginPrompt() {
  const session = useStore($session);
  const page = useStore($page);
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const shown =
    session.status === 'anonymous' &&
    page.route?.audience !== 'public' &&
    hostKind(location.origin, runtimeConfig()) !== 'admin';
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
