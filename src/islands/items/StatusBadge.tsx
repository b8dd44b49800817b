import type { ItemStatus } from '../../../server/src/contract/items.ts';
import { useT } from '../use-t.ts';
import { statusLabel } from './labels.ts';

/** An item's status as a coloured badge. */
export function StatusBadge({ status }: { readonly status: ItemStatus }) {
  const t = useT();
  return (
    <span className={`status-badge status-badge--${status.toLowerCase()}`}>
      {t(statusLabel(status))}
    </span>
  );
}
