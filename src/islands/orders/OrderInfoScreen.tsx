import type { Order, OrderEvent } from '../../../server/src/contract/orders.ts';
import { openRefund, refundableLines } from '../../stores/orders/refund.ts';
import { Price } from '../ui/Price.tsx';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { useT } from '../use-t.ts';
import { OrderStatusBadge } from '../ui/OrderLabels.tsx';
import { eventLabels, OrderFrame, OrderHeading, paymentMethodLabels } from './OrderParts.tsx';
import { RefundDialog } from './RefundDialog.tsx';

/** One event of the history: when, what (a refund: how much of which line), who, and why. */
function HistoryEntry({ event, order }: { readonly event: OrderEvent; readonly order: Order }) {
  const t = useT();
  const title = order.lines.find((line) => line.id === event.line_id)?.item.title ?? '';
  return (
    <li className="order-history__event">
      <span className="order-history__when">{taipeiDateTime(event.at)}</span>
      <span className="order-history__what">
        <strong>{t(eventLabels[event.type])}</strong>
        {event.type === 'REFUNDED' && event.amount !== null && (
          <> {t('orders.info.refundedLine', { amount: event.amount, title })}</>
        )}
      </span>
      <span className="order-history__who">
        {event.by ? event.by.name : t('orders.info.system')}
      </span>
      {event.reason && (
        <span className="order-history__reason">
          {t('orders.info.reason', { reason: event.reason })}
        </span>
      )}
    </li>
  );
}

function OrderInfo({ order }: { readonly order: Order }) {
  const t = useT();
  const canRefund = refundableLines(order).length > 0;
  return (
    <>
      <OrderHeading order={order} />
      <div className="order-summary">
        <section className="order-card" aria-labelledby="order-buyer-heading">
          <h3 id="order-buyer-heading">{t('orders.info.buyerHeading')}</h3>
          <dl className="order-facts">
            <dt>{t('orders.info.name')}</dt>
            <dd>{order.member.name}</dd>
            <dt>{t('orders.info.email')}</dt>
            <dd>{order.member.email}</dd>
          </dl>
        </section>
        <section className="order-card" aria-labelledby="order-payment-heading">
          <h3 id="order-payment-heading">{t('orders.info.paymentHeading')}</h3>
          <dl className="order-facts">
            <dt>{t('orders.info.status')}</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
            <dt>{t('orders.info.method')}</dt>
            <dd>{t(paymentMethodLabels[order.payment_method])}</dd>
            <dt>{t('orders.info.paidAt')}</dt>
            <dd>{order.paid_at ? taipeiDateTime(order.paid_at) : t('orders.info.notPaid')}</dd>
            <dt>{t('orders.info.total')}</dt>
            <dd>
              <Price twd={order.total} />
            </dd>
            <dt>{t('orders.info.refunded')}</dt>
            <dd>
              <Price twd={order.refunded} />
            </dd>
          </dl>
          <div className="order-card__actions">
            <button
              type="button"
              className="button button--danger"
              disabled={!canRefund}
              onClick={() => openRefund(order)}
            >
              {t('orders.refund.open')}
            </button>
            {!canRefund && <span className="order-none">{t('orders.refund.none')}</span>}
          </div>
        </section>
      </div>
      <section className="order-card" aria-labelledby="order-history-heading">
        <h3 id="order-history-heading">{t('orders.info.historyHeading')}</h3>
        <ol className="order-history">
          {order.events.map((event) => (
            <HistoryEntry key={event.id} event={event} order={order} />
          ))}
        </ol>
      </section>
      <RefundDialog order={order} />
    </>
  );
}

/** An order's buyer, payment and history (oldest first), and the way to refund it. */
export default function OrderInfoScreen() {
  return <OrderFrame>{(order) => <OrderInfo order={order} />}</OrderFrame>;
}
