import type { OrderLineKind, OrderStatus } from '../../../server/src/contract/orders.ts';
import { useT } from '../use-t.ts';
import { Badge, type BadgeTone } from './Badge.tsx';

/** Labels of the order statuses. */
export const orderStatusLabels: Readonly<Record<OrderStatus, string>> = {
  UNPAID: 'orders.status.unpaid',
  PAID: 'orders.status.paid',
  PARTIALLY_REFUNDED: 'orders.status.partiallyRefunded',
  REFUNDED: 'orders.status.refunded',
  CANCELLED: 'orders.status.cancelled',
};

/** Labels of the kinds of order lines. */
export const lineKindLabels: Readonly<Record<OrderLineKind, string>> = {
  courses: 'orders.kind.course',
  ebooks: 'orders.kind.ebook',
  articles: 'orders.kind.article',
  packages: 'orders.kind.package',
};

/** The tone of each order status. */
const orderTones: Readonly<Record<OrderStatus, BadgeTone>> = {
  PAID: 'success',
  UNPAID: 'warning',
  PARTIALLY_REFUNDED: 'caution',
  REFUNDED: 'danger',
  CANCELLED: 'muted',
};

/** An order's status as a badge. */
export function OrderStatusBadge({ status }: { readonly status: OrderStatus }) {
  const t = useT();
  return <Badge tone={orderTones[status]}>{t(orderStatusLabels[status])}</Badge>;
}
