import type { ApplyStatus } from '../../../server/src/contract/finances.ts';
import { useT } from '../use-t.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';

/** Labels of the apply statuses. */
export const applyStatusLabels: Readonly<Record<ApplyStatus, string>> = {
  PENDING: 'finances.status.pending',
  REMITTED: 'finances.status.remitted',
  REJECTED: 'finances.status.rejected',
};

/** The tone of each apply status. */
const applyTones: Readonly<Record<ApplyStatus, BadgeTone>> = {
  PENDING: 'warning',
  REMITTED: 'success',
  REJECTED: 'danger',
};

/** An apply's status as a badge with its word. */
export function ApplyStatusBadge({ status }: { readonly status: ApplyStatus }) {
  const t = useT();
  return <Badge tone={applyTones[status]}>{t(applyStatusLabels[status])}</Badge>;
}
