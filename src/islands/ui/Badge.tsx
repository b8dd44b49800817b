import type { ReactNode } from 'react';

/**
 * What a badge's colour says at a glance; its text always says it too (colour is never the only
 * signal): done or good, waiting on someone, needs care, scheduled or informative, refused or
 * taken back, over or off, or nothing in particular.
 */
export type BadgeTone = 'success' | 'warning' | 'caution' | 'info' | 'danger' | 'muted' | 'neutral';

/** A status pill: one look for every area's statuses. */
export function Badge({
  tone = 'neutral',
  compact = false,
  className,
  children,
}: {
  readonly tone?: BadgeTone | undefined;
  /** Smaller, for rows that carry several badges. */
  readonly compact?: boolean;
  /** Where the badge sits in its area's layout (spacing). */
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const classes = ['badge', `badge--${tone}`, compact && 'badge--compact', className].filter(
    Boolean,
  );
  return <span className={classes.join(' ')}>{children}</span>;
}
