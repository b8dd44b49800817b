import type { ReactNode } from 'react';
import type { Order, OrderLine } from '../../../server/src/contract/orders.ts';
import { formatDiscount, percentOff } from '../../i18n/format.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { Price } from '../ui/Price.tsx';
import { useT } from '../use-t.ts';
import { lineKindLabels } from '../ui/OrderLabels.tsx';
import { OrderFrame, OrderHeading } from './OrderParts.tsx';

/** An amount taken off, as a negative price, or a dash when nothing was. */
function Off({ twd }: { readonly twd: number }) {
  return twd > 0 ? (
    <span className="order-off">
      − <Price twd={twd} />
    </span>
  ) : (
    <span className="order-none">—</span>
  );
}

/**
 * A cell's content with its column's name before it, shown only where the table collapses into
 * cards (the header row is hidden there; screen readers keep the table's own headers).
 */
function Labelled({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <>
      <span className="order-cell__label" aria-hidden="true">
        {label}
      </span>
      <span className="order-cell__value">{children}</span>
    </>
  );
}

function OrderContent({ order }: { readonly order: Order }) {
  const t = useT();
  const labelled = (
    column: Omit<DataColumn<OrderLine>, 'cell'> & {
      readonly value: (line: OrderLine) => ReactNode;
    },
  ): DataColumn<OrderLine> => ({
    ...column,
    cell: (line) => <Labelled label={column.header}>{column.value(line)}</Labelled>,
  });
  const columns: DataColumn<OrderLine>[] = [
    {
      key: 'item',
      header: t('orders.content.itemColumn'),
      rowHeader: true,
      className: 'order-lines__item',
      cell: (line) => (
        <>
          <span className="order-lines__title">{line.item.title}</span>
          <span className="order-lines__kind">{t(lineKindLabels[line.kind])}</span>
        </>
      ),
    },
    labelled({
      key: 'lecturer',
      header: t('orders.content.lecturerColumn'),
      value: (line) => line.lecturer.name,
    }),
    labelled({
      key: 'list',
      header: t('orders.content.listPriceColumn'),
      className: 'order-table__money',
      value: (line) => <Price twd={line.list_price} />,
    }),
    labelled({
      key: 'discount',
      header: t('orders.content.discountColumn'),
      className: 'order-lines__discount',
      value: (line) =>
        line.discount ? (
          <>
            <span className="order-lines__discount-title">{line.discount.title}</span>
            <span className="order-lines__rate">
              {t('discounts.rate', {
                rate: formatDiscount(line.discount.discount),
                off: percentOff(line.discount.discount),
              })}
            </span>
            <Off twd={line.discount_off} />
          </>
        ) : (
          <span className="order-none">—</span>
        ),
    }),
    labelled({
      key: 'coupon',
      header: t('orders.content.couponColumn'),
      className: 'order-table__money',
      value: (line) => <Off twd={line.coupon_off} />,
    }),
    labelled({
      key: 'pays',
      header: t('orders.content.paysColumn'),
      className: 'order-table__money',
      value: (line) => <Price twd={line.pays} />,
    }),
    labelled({
      key: 'refunded',
      header: t('orders.content.refundedColumn'),
      className: 'order-table__money',
      value: (line) =>
        line.refunded > 0 ? (
          <span className="order-refunded">
            <Price twd={line.refunded} />
          </span>
        ) : (
          <span className="order-none">—</span>
        ),
    }),
  ];
  const discountOff = order.lines.reduce((sum, line) => sum + line.discount_off, 0);
  const couponOff = order.lines.reduce((sum, line) => sum + line.coupon_off, 0);
  return (
    <>
      <OrderHeading order={order} />
      <section className="order-card" aria-labelledby="order-lines-heading">
        <h3 id="order-lines-heading">{t('orders.content.linesHeading')}</h3>
        <DataTable
          caption={t('orders.content.linesCaption', { number: order.order_no })}
          className="order-table order-lines"
          columns={columns}
          rows={order.lines}
          rowKey={(line) => line.id}
        />
      </section>
      <div className="order-summary">
        <section className="order-card" aria-labelledby="order-coupon-heading">
          <h3 id="order-coupon-heading">{t('orders.content.couponHeading')}</h3>
          {order.coupon ? (
            <p className="order-coupon">
              <code>{order.coupon.code}</code> {order.coupon.title} <Off twd={order.coupon.off} />
            </p>
          ) : (
            <p className="order-none">{t('orders.content.noCoupon')}</p>
          )}
        </section>
        <section className="order-card" aria-labelledby="order-totals-heading">
          <h3 id="order-totals-heading">{t('orders.content.totalsHeading')}</h3>
          <dl className="order-facts order-facts--money">
            <dt>{t('orders.content.listTotal')}</dt>
            <dd>
              <Price twd={order.list_total} />
            </dd>
            <dt>{t('orders.content.discountTotal')}</dt>
            <dd>
              <Off twd={discountOff} />
            </dd>
            <dt>{t('orders.content.couponTotal')}</dt>
            <dd>
              <Off twd={couponOff} />
            </dd>
            <dt>{t('orders.content.total')}</dt>
            <dd className="order-facts__total">
              <Price twd={order.total} />
            </dd>
            <dt>{t('orders.content.refundedTotal')}</dt>
            <dd>
              {order.refunded > 0 ? (
                <span className="order-refunded">
                  <Price twd={order.refunded} />
                </span>
              ) : (
                <span className="order-none">—</span>
              )}
            </dd>
          </dl>
        </section>
      </div>
    </>
  );
}

/** An order's lines as they were priced (discount, coupon, paid, refunded), its coupon and totals. */
export default function OrderContentScreen() {
  return <OrderFrame>{(order) => <OrderContent order={order} />}</OrderFrame>;
}
