import type { IncomeStatus } from '../../../server/src/contract/finances.ts';
import { useT } from '../use-t.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';

/** Labels of the income record statuses. */
export const incomeStatusLabels: Readonly<Record<IncomeStatus, string>> = {
  PENDING: 'revenues.status.pending',
  AVAILABLE: 'revenues.status.available',
  REQUESTED: 'revenues.status.requested',
  PAID: 'revenues.status.paid',
};

/** The tone of each income record status. */
const incomeTones: Readonly<Record<IncomeStatus, BadgeTone>> = {
  PENDING: 'warning',
  AVAILABLE: 'success',
  REQUESTED: 'info',
  PAID: 'success',
};

/** An income record's status as a badge with its word. */
export function IncomeStatusBadge({ status }: { readonly status: IncomeStatus }) {
  const t = useT();
  return <Badge tone={incomeTones[status]}>{t(incomeStatusLabels[status])}</Badge>;
}
