import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type {
  CarrierType,
  Order,
  OrderEventType,
  OrderFilter,
  OrderLineKind,
  OrderStatus,
  PaymentMethod,
} from '../../../server/src/contract/orders.ts';
import { loadOrder, orderIdOf, orderLoader } from '../../stores/orders/order.ts';
import { $page } from '../../stores/page.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';

/** Labels of the order statuses. */
export const orderStatusLabels: Readonly<Record<OrderStatus, string>> = {
  UNPAID: 'orders.status.unpaid',
  PAID: 'orders.status.paid',
  PARTIALLY_REFUNDED: 'orders.status.partiallyRefunded',
  REFUNDED: 'orders.status.refunded',
  CANCELLED: 'orders.status.cancelled',
};

/** Labels of the seed's filter values, as toggles. */
export const orderFilterLabels: Readonly<Record<OrderFilter, string>> = {
  LEARNED: 'orders.filter.learned',
  COURSE: 'orders.filter.course',
  PAID: 'orders.filter.paid',
};

/** Labels of the payment methods. */
export const paymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  CREDIT_CARD: 'orders.payment.creditCard',
  ATM: 'orders.payment.atm',
  CVS: 'orders.payment.cvs',
  LINE_PAY: 'orders.payment.linePay',
  APPLE_PAY: 'orders.payment.applePay',
};

/** Labels of the kinds of order lines. */
export const lineKindLabels: Readonly<Record<OrderLineKind, string>> = {
  courses: 'orders.kind.course',
  ebooks: 'orders.kind.ebook',
  articles: 'orders.kind.article',
  packages: 'orders.kind.package',
};

/** Labels of the events of an order's history. */
export const eventLabels: Readonly<Record<OrderEventType, string>> = {
  CREATED: 'orders.event.created',
  PAID: 'orders.event.paid',
  CANCELLED: 'orders.event.cancelled',
  REFUNDED: 'orders.event.refunded',
  INVOICE_ISSUED: 'orders.event.invoiceIssued',
  INVOICE_UPDATED: 'orders.event.invoiceUpdated',
};

/** Labels of the invoice carriers. */
export const carrierLabels: Readonly<Record<CarrierType, string>> = {
  MEMBER: 'orders.invoice.carrier.member',
  MOBILE: 'orders.invoice.carrier.mobile',
  CERTIFICATE: 'orders.invoice.carrier.certificate',
};

const taipei = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as an Asia/Taipei date and time (`2026/11/26 14:05`). */
export function formatTaipei(iso: string): string {
  return taipei.format(new Date(iso)).replaceAll('-', '/');
}

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

/**
 * The frame of an order's screens: loads the order of the route's `order_id` and renders its
 * screen once it is there (not found and failures with retry otherwise).
 */
export function OrderFrame({ children }: { readonly children: (order: Order) => ReactNode }) {
  const page = useStore($page);
  const state = useStore(orderLoader.$state);
  const id = orderIdOf(page.params['order_id']);
  useEffect(() => {
    if (id !== null) void loadOrder(id);
  }, [id]);
  if (id === null) return <ErrorView status={404} />;
  const shown = state.key === id ? state : { status: 'loading' as const, data: null };
  return (
    <LoadState state={shown} onRetry={() => void orderLoader.retry()}>
      {(order) => <div className="order-screen">{children(order)}</div>}
    </LoadState>
  );
}

/** The order's number, status and total above each of its screens. */
export function OrderHeading({ order }: { readonly order: Order }) {
  const t = useT();
  return (
    <header className="order-heading">
      <h2 className="order-heading__number">{t('orders.heading', { number: order.order_no })}</h2>
      <OrderStatusBadge status={order.status} />
      <span className="order-heading__date">{formatTaipei(order.created_at)}</span>
    </header>
  );
}
