import { useStore } from '@nanostores/react';
import { $overlay } from '../../stores/activity.ts';
import { useT } from '../use-t.ts';

/** The full-screen loading overlay, shown while any caller holds it. */
export function LoadingOverlay() {
  const holders = useStore($overlay);
  const t = useT();
  if (holders === 0) return null;
  return (
    <div className="overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="overlay__label">{t('loading.label')}</span>
    </div>
  );
}
