import { Component, type ReactNode } from 'react';
import { urlFor } from '../../routes/urls.ts';
import { useStore } from '@nanostores/react';
import { $i18n } from '../../stores/i18n.ts';
import { useT } from '../use-t.ts';

interface Props {
  readonly status: number;
  readonly error?: Error;
}

function ErrorContent({ status }: Props) {
  const t = useT();
  const { locale } = useStore($i18n);
  const home = (
    <a className="button button--primary" href={urlFor(locale, 'index')}>
      {t('error.goHome')}
    </a>
  );
  if (status === 403)
    return (
      <div className="error-page" role="alert">
        <h1 className="error-page__title">{t('error.noAccess')}</h1>
        <p>{t('error.noAccessHint')}</p>
        <div className="error-page__actions">
          {home}
          <button type="button" className="button" onClick={() => history.back()}>
            {t('error.goBack')}
          </button>
        </div>
      </div>
    );
  return (
    <div className="error-page" role="alert">
      <p className="error-page__status">{t('error.status', { status })}</p>
      <h1 className="error-page__title">
        {t(status === 404 ? 'error.notFound' : 'error.unexpected')}
      </h1>
      {home}
    </div>
  );
}

/** Shown when showing the error page itself fails: plain text, its details and a way home. */
export function ErrorViewFailure({ error }: { readonly error: Error }) {
  const t = useT();
  return (
    <div className="error-page" role="alert">
      <h1 className="error-page__title">{t('error.renderFailed')}</h1>
      <details>
        <summary>{t('error.details')}</summary>
        <pre>{error.message}</pre>
      </details>
      <a href="/">{t('error.backHome')}</a>
    </div>
  );
}

class ErrorViewBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <ErrorViewFailure error={this.state.error} /> : this.props.children;
  }
}

/**
 * The error page of an island: status, message and 'Go Home Page' (403: the no-access page, with
 * the way back too); guarded against its own failure.
 */
export function ErrorView(props: Props) {
  return (
    <ErrorViewBoundary>
      <ErrorContent {...props} />
    </ErrorViewBoundary>
  );
}
