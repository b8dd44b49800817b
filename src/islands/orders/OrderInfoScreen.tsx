import type { Order, OrderEvent } from '../../../server/src/contract/orders.ts';
import { useStore } from '@nanostores/react';
import { urlFor } from '../../routes/urls.ts';
import { canActOn, openOrderAct } from '../../stores/orders/act.ts';
import { openRefund, refundableLines } from '../../stores/orders/refund.ts';
import { $page } from '../../stores/page.ts';
import { Price } from '../ui/Price.tsx';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { useT } from '../use-t.ts';
import { OrderStatusBadge } from '../ui/OrderLabels.tsx';
import { eventLabels, OrderFrame, OrderHeading, paymentMethodLabels } from './OrderParts.tsx';
import { OrderActDialog } from './OrderActDialog.tsx';
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
        {event.invoice_number !== null && <> {event.invoice_number}</>}
        {event.payment_reference !== null && (
          <> {t('orders.info.paymentReference', { reference: event.payment_reference })}</>
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
  const { locale } = useStore($page);
  const canRefund = refundableLines(order).length > 0;
  const unpaid = canActOn(order);
  return (
    <>
      <OrderHeading order={order} />
      <div className="order-summary">
        <section className="order-card" aria-labelledby="order-buyer-heading">
          <h3 id="order-buyer-heading">{t('orders.info.buyerHeading')}</h3>
          <dl className="order-facts">
            <dt>{t('orders.info.name')}</dt>
            <dd>
              <a href={urlFor(locale, 'members-member_id', { member_id: order.member.id })}>
                {order.member.name}
              </a>
            </dd>
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
          {unpaid && (
            <div className="order-card__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => openOrderAct(order, 'pay')}
              >
                {t('orders.act.payOpen')}
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => openOrderAct(order, 'cancel')}
              >
                {t('orders.act.cancelOpen')}
              </button>
            </div>
          )}
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
      <OrderActDialog />
    </>
  );
}

/**
 * An order's buyer (linking to the member's screen), payment and history (oldest first), the way
 * to refund it, and, while it is unpaid, to cancel it or mark it paid for the member.
 */
export default function OrderInfoScreen() {
  return <OrderFrame>{(order) => <OrderInfo order={order} />}</OrderFrame>;
}
