import { navigate } from 'astro:transitions/client';
import { useState, type SyntheticEvent } from 'react';
import { login } from '../api/auth.ts';
import { ApiError } from '../api/client.ts';
import { hostKind, runtimeConfig } from '../config/runtime.ts';
import { saveLoginToken } from '../lib/session.ts';
import { urlFor } from '../routes/urls.ts';
import { $i18n } from '../stores/i18n.ts';
import { loadSession } from '../stores/session.ts';
import { FormField } from './form/FormField.tsx';
import { useT } from './use-t.ts';

/** Where to go after logging in: the `redirect` query when it stays on this site, else courses. */
export function safeReturn(redirect: string | null, origin: string, fallback: string): string {
  if (!redirect) return fallback;
  try {
    const url = new URL(redirect, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}

/** The admin host's login form: email and password, the server's messages at the fields. */
export default function LoginScreen() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setGeneral(null);
    try {
      const { token } = await login({ email, password });
      saveLoginToken(token);
      await loadSession(hostKind(location.origin, runtimeConfig()), true);
      const fallback = urlFor($i18n.get().locale, 'courses');
      void navigate(
        safeReturn(new URLSearchParams(location.search).get('redirect'), location.origin, fallback),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        // The messages show at the fields, not also as a toast.
        error.claim();
        setErrors(error.fields);
      } else if (error instanceof ApiError && error.status !== 0) setGeneral(error.message);
      else setGeneral(t('login.failed'));
      setBusy(false);
    }
  };

  const fieldError = (name: string) => errors[name]?.[0];
  return (
    <form className="login" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h1>{t('page.login')}</h1>
      <FormField
        id="login-email"
        type="email"
        autoComplete="username"
        required
        label={t('login.email')}
        value={email}
        onValue={setEmail}
        error={fieldError('email')}
      />
      <FormField
        id="login-password"
        type="password"
        autoComplete="current-password"
        required
        label={t('login.password')}
        value={password}
        onValue={setPassword}
        error={fieldError('password')}
      />
      {general && (
        <p className="field__error" role="alert">
          {general}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t(busy ? 'login.submitting' : 'login.submit')}
      </button>
    </form>
  );
}
