import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toasts.ts';
import { useT } from '../use-t.ts';

/** Toast messages at the bottom left; errors are announced assertively. */
export function Toasts() {
  const toasts = useStore($toasts);
  const t = useT();
  return (
    <section className="toasts" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <div
          key={toast.key}
          className={`toast toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
        >
          <span className="toast__message">{toast.message}</span>
          {toast.action ? (
            <button
              type="button"
              className="toast__action"
              onClick={() => {
                dismissToast(toast.key);
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </button>
          ) : null}
          <button
            type="button"
            className="toast__close"
            aria-label={t('toast.dismiss')}
            onClick={() => dismissToast(toast.key)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
