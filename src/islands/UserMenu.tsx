import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useState } from 'react';
import { hostKind, runtimeConfig } from '../config/runtime.ts';
import { urlFor } from '../routes/urls.ts';
import { $i18n } from '../stores/i18n.ts';
import { $session, signOut } from '../stores/session.ts';
import { useT } from './use-t.ts';

/** The signed-in user's name, role, the trash and the logout action. */
export default function UserMenu() {
  const session = useStore($session);
  const { locale } = useStore($i18n);
  const t = useT();
  const [busy, setBusy] = useState(false);
  if (session.status !== 'ready') return null;
  const onLogout = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // The session is forgotten locally even when the server could not be told.
    }
    const config = runtimeConfig();
    if (hostKind(location.origin, config) === 'admin') void navigate(urlFor(locale, 'login'));
    else location.assign(config.mainSite);
  };
  return (
    <div className="user-menu">
      <span className="user-menu__name">
        {session.me.name} · {t(session.persona === 'admin' ? 'user.admin' : 'user.lecturer')}
      </span>
      <a className="user-menu__link" href={urlFor(locale, 'trash')}>
        {t('user.trash')}
      </a>
      <button type="button" className="button" disabled={busy} onClick={() => void onLogout()}>
        {t('user.logout')}
      </button>
    </div>
  );
}
