import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type {
  CarrierType,
  Order,
  OrderEventType,
  OrderFilter,
  PaymentMethod,
} from '../../../server/src/contract/orders.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { idParam } from '../../routes/params.ts';
import { loadOrder, orderLoader } from '../../stores/orders/order.ts';
import { $page } from '../../stores/page.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { OrderStatusBadge } from '../ui/OrderLabels.tsx';

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

/** Labels of the events of an order's history. */
export const eventLabels: Readonly<Record<OrderEventType, string>> = {
  CREATED: 'orders.event.created',
  PAID: 'orders.event.paid',
  CANCELLED: 'orders.event.cancelled',
  REFUNDED: 'orders.event.refunded',
  INVOICE_ISSUED: 'orders.event.invoiceIssued',
  INVOICE_UPDATED: 'orders.event.invoiceUpdated',
  INVOICE_VOIDED: 'orders.event.invoiceVoided',
};

/** Labels of the invoice carriers. */
export const carrierLabels: Readonly<Record<CarrierType, string>> = {
  MEMBER: 'orders.invoice.carrier.member',
  MOBILE: 'orders.invoice.carrier.mobile',
  CERTIFICATE: 'orders.invoice.carrier.certificate',
};

/**
 * The frame of an order's screens: loads the order of the route's `order_id` and renders its
 * screen once it is there (not found and failures with retry otherwise).
 */
export function OrderFrame({ children }: { readonly children: (order: Order) => ReactNode }) {
  const page = useStore($page);
  const state = useStore(orderLoader.$state);
  const id = idParam(page.params['order_id']);
  useEffect(() => {
    if (id !== null) void loadOrder(id);
  }, [id]);
  if (id === null) return <ErrorView status={404} />;
  const shown = state.key === id ? state : { status: 'loading' as const, data: null };
  return (
    <LoadState state={shown} onRetry={() => void orderLoader.retry()}>
      {(order) => <div className="stack order-screen">{children(order)}</div>}
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
      <span className="order-heading__date">{taipeiDateTime(order.created_at)}</span>
    </header>
  );
}
