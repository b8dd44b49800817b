import type { ReactNode } from 'react';
import type { LoadStatus } from '../../stores/loader.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { useT } from '../use-t.ts';

/** The shape a skeleton takes while its screen loads. */
export type SkeletonShape = 'form' | 'table' | 'list';

const lines: Readonly<Record<SkeletonShape, number>> = { form: 4, table: 6, list: 5 };

/** A placeholder in the shape of what is loading; screen readers hear "Loading…". */
export function Skeleton({ shape = 'form' }: { readonly shape?: SkeletonShape }) {
  const t = useT();
  return (
    <div className={`skeleton skeleton--${shape}`} role="status" aria-busy="true">
      <span className="visually-hidden">{t('load.loading')}</span>
      {Array.from({ length: lines[shape] }, (_, index) => (
        <span key={index} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A designed empty state: what is missing and the next action. */
export interface EmptySpec {
  readonly title: string;
  readonly text?: string;
  /** The next action (a link or a button). */
  readonly action?: ReactNode;
}

/** Says that there is nothing here yet, and what to do next. */
export function EmptyState({ title, text, action }: EmptySpec) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {text && <p className="empty-state__text">{text}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}

/** Says that loading failed, with the way to try again. */
export function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const t = useT();
  return (
    <div className="load-failed" role="alert">
      <p>{t('load.failed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('load.retry')}
      </button>
    </div>
  );
}

interface Props<T> {
  readonly state: { readonly status: LoadStatus; readonly data: T | null };
  /** Loads again after a failure. */
  readonly onRetry: () => void;
  readonly skeleton?: SkeletonShape;
  /** Shown instead of the children when `isEmpty` says the data holds nothing. */
  readonly empty?: EmptySpec;
  readonly isEmpty?: (data: T) => boolean;
  readonly children: (data: T) => ReactNode;
}

/**
 * Renders a loader's state: a skeleton while loading, the 404 page, a failure with a retry, the
 * empty state, or the data (kept on screen, marked busy, while it reloads).
 */
export function LoadState<T>({ state, onRetry, skeleton, empty, isEmpty, children }: Props<T>) {
  if (state.status === 'not-found') return <ErrorView status={404} />;
  if (state.status === 'error') return <LoadFailed onRetry={onRetry} />;
  if (state.data === null) return <Skeleton {...(skeleton ? { shape: skeleton } : {})} />;
  const content = empty && isEmpty?.(state.data) ? <EmptyState {...empty} /> : children(state.data);
  return state.status === 'loading' ? (
    <div className="load-state--busy" aria-busy="true">
      {content}
    </div>
  ) : (
    <>{content}</>
  );
}
