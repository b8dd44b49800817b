import type { ItemStatus } from '../../../server/src/contract/items.ts';
import { Badge, type BadgeTone } from './Badge.tsx';
import { statusLabel } from '../../lib/item-labels.ts';
import { useT } from '../use-t.ts';

/** The tone of each item status. */
const tones: Readonly<Partial<Record<ItemStatus, BadgeTone>>> = {
  PUBLISH: 'success',
  REVIEW: 'info',
  SCHEDULING: 'info',
  PRESALE: 'warning',
  PREPARE: 'warning',
  OFFLINE: 'danger',
};

/** An item's status as a coloured badge. */
export function ItemStatusBadge({ status }: { readonly status: ItemStatus }) {
  const t = useT();
  return <Badge tone={tones[status]}>{t(statusLabel(status))}</Badge>;
}
