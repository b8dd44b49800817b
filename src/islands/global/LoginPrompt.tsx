import { useStore } from '@nanostores/react';
import { hostKind, runtimeConfig } from '../../config/runtime.ts';
import { openMainSiteLogin } from '../../lib/guard.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import { useT } from '../use-t.ts';

/** On the lecturer host without a session: asks the user to log in on the main site. */
export function LoginPrompt() {
  const session = useStore($session);
  const page = useStore($page);
  const t = useT();
  if (session.status !== 'anonymous' || page.route?.audience === 'public') return null;
  if (hostKind(location.origin, runtimeConfig()) === 'admin') return null;
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="login-prompt">
      <p id="login-prompt">{t('session.loginRequired')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openMainSiteLogin(location.pathname + location.search + location.hash)}
      >
        {t('session.openLogin')}
      </button>
    </div>
  );
}
