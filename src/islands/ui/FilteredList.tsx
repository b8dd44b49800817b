import type { ReactNode } from 'react';
import type { LoadStatus } from '../../stores/loader.ts';
import { LoadState, type EmptySpec } from './LoadState.tsx';

interface Props<T extends { readonly data: readonly unknown[] }> {
  /** The body's class (its box and its minimum height). */
  readonly className: string;
  readonly state: { readonly status: LoadStatus; readonly data: T | null };
  readonly onRetry: () => void;
  /** Whether filters narrow the list: an empty answer then offers to clear them. */
  readonly filtered: boolean;
  /** What an empty filtered answer says, and where clearing the filters leads. */
  readonly noMatch: {
    readonly title: string;
    readonly clearLabel: string;
    readonly clearHref: string;
  };
  /** What an empty unfiltered list says, and what to do next. */
  readonly empty: EmptySpec;
  readonly children: (data: T) => ReactNode;
}

/**
 * The body of a filtered list screen: a table skeleton while loading, a retry on failure, and
 * when nothing comes back either "no match" with a link that clears the filters, or the empty
 * state with the next step.
 */
export function FilteredList<T extends { readonly data: readonly unknown[] }>({
  className,
  state,
  onRetry,
  filtered,
  noMatch,
  empty,
  children,
}: Props<T>) {
  return (
    <div className={className} aria-busy={state.status === 'loading' || state.status === 'idle'}>
      <LoadState
        state={state}
        onRetry={onRetry}
        skeleton="table"
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          filtered
            ? {
                title: noMatch.title,
                action: (
                  <a className="button" href={noMatch.clearHref}>
                    {noMatch.clearLabel}
                  </a>
                ),
              }
            : empty
        }
      >
        {children}
      </LoadState>
    </div>
  );
}
