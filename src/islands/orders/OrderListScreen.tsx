import { useStore } from '@nanostores/react';
import type {
  OrderListItem,
  OrderSort,
  OrderStatusFilter,
} from '../../../server/src/contract/orders.ts';
import {
  orderFilters,
  orderSorts,
  orderStatusFilters,
  paymentMethods,
} from '../../../server/src/contract/plain/orders.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  canExportOrders,
  exportOrderList,
  exportSelectedOrders,
  orderList,
} from '../../stores/orders/list.ts';
import { $export } from '../../stores/exports.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ExportButton } from '../ui/ExportButton.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { OrderStatusBadge, orderStatusLabels } from '../ui/OrderLabels.tsx';
import { Price } from '../ui/Price.tsx';
import { useT } from '../use-t.ts';
import { orderFilterLabels, paymentMethodLabels } from './OrderParts.tsx';

/** The words of each status filter: every order, or one status. */
const statusFilterLabels: Readonly<Record<OrderStatusFilter, string>> = {
  ALL: 'orders.status.all',
  ...orderStatusLabels,
};

const sortLabels: Readonly<Record<OrderSort, string>> = {
  latest: 'orders.sort.latest',
  oldest: 'orders.sort.oldest',
  amount: 'orders.sort.amount',
};

/**
 * The orders (administrators): filters by status, the seed's filter values, keyword, payment
 * method and days of creation with an order, kept in the address (the status always, ALL
 * included); pages; and the CSV export of exactly the filtered list.
 */
export default function OrderListScreen() {
  const t = useT();
  const { locale } = useStore($page);
  const session = useStore($session);
  const mayExport = canExportOrders(session);
  const exporting = useStore($export) !== null;
  const orderHref = (order: OrderListItem) =>
    urlFor(locale, 'orders-order_id-edit-content', { order_id: order.id });

  const columns: DataColumn<OrderListItem>[] = [
    {
      key: 'number',
      header: t('orders.list.numberColumn'),
      rowHeader: true,
      className: 'order-table__number',
      cell: (order) => (
        <>
          <a href={orderHref(order)}>{order.order_no}</a>
          <span className="order-table__date">
            <span className="visually-hidden">{t('orders.list.createdColumn')} </span>
            <time dateTime={order.created_at}>{taipeiDateTime(order.created_at)}</time>
          </span>
        </>
      ),
    },
    {
      key: 'member',
      header: t('orders.list.memberColumn'),
      className: 'order-table__member',
      cell: (order) => (
        <>
          <a
            className="order-table__name"
            href={urlFor(locale, 'members-member_id', { member_id: order.member.id })}
          >
            {order.member.name}
          </a>
          <span className="order-table__email">{order.member.email}</span>
        </>
      ),
    },
    {
      key: 'items',
      header: t('orders.list.itemsColumn'),
      className: 'order-table__items',
      cell: (order) => (
        <>
          <span className="order-table__title">{order.title}</span>
          {order.lines_count > 1 && (
            <span className="order-table__more">
              {t('orders.list.more', { count: order.lines_count - 1 })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'total',
      header: t('orders.list.totalColumn'),
      className: 'order-table__money',
      cell: (order) => (
        <>
          <Price twd={order.total} struck={order.refunded > 0 && order.refunded >= order.total} />
          {order.refunded > 0 && (
            <span className="order-table__refunded">
              {t('orders.list.refunded', { amount: order.refunded })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('orders.list.statusColumn'),
      className: 'order-table__status',
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      key: 'payment',
      header: t('orders.list.paymentColumn'),
      className: 'order-table__payment',
      cell: (order) => t(paymentMethodLabels[order.payment_method]),
    },
    {
      key: 'learned',
      header: t('orders.list.learnedColumn'),
      className: 'order-table__learned',
      cell: (order) =>
        order.learned ? (
          <span className="order-learned">{t('orders.list.learned')}</span>
        ) : (
          <span className="order-learned order-learned--no">{t('orders.list.notLearned')}</span>
        ),
    },
  ];

  return (
    <ListFrame
      list={orderList}
      caption={t('orders.list.caption')}
      columns={columns}
      stack={false}
      tableClassName="order-table"
      filters={[
        {
          kind: 'select',
          key: 'status',
          label: t('orders.list.status'),
          options: orderStatusFilters.map((value) => ({
            value,
            label: t(statusFilterLabels[value]),
          })),
        },
        {
          kind: 'select',
          key: 'paymentMethod',
          label: t('orders.list.payment'),
          options: [
            { value: '', label: t('orders.payment.all') },
            ...paymentMethods.map((value) => ({ value, label: t(paymentMethodLabels[value]) })),
          ],
        },
        {
          kind: 'select',
          key: 'sort',
          label: t('orders.list.sort'),
          options: orderSorts.map((value) => ({ value, label: t(sortLabels[value]) })),
        },
        {
          kind: 'days',
          from: 'from',
          to: 'to',
          fromLabel: t('orders.list.from'),
          toLabel: t('orders.list.to'),
        },
        {
          kind: 'search',
          key: 'keyword',
          label: t('orders.list.keyword'),
          placeholder: t('orders.list.keywordHint'),
        },
        {
          kind: 'custom',
          key: 'filter',
          render: ({ draft, apply }) => (
            <fieldset className="orders__toggles">
              <legend>{t('orders.list.toggles')}</legend>
              {orderFilters.map((value) => (
                <label key={value} className="order-toggle">
                  <input
                    type="checkbox"
                    checked={draft.filter.includes(value)}
                    onChange={(event) =>
                      apply({
                        filter: orderFilters.filter((each) =>
                          each === value ? event.target.checked : draft.filter.includes(each),
                        ),
                      })
                    }
                  />
                  {t(orderFilterLabels[value])}
                </label>
              ))}
            </fieldset>
          ),
        },
      ]}
      actions={
        <span className="orders__export">
          <ExportButton
            exportKey="orders"
            label={t('orders.list.export')}
            run={exportOrderList}
            disabled={!mayExport}
          />
          {!mayExport && <span className="orders__export-note">{t('orders.list.noExport')}</span>}
        </span>
      }
      {...(mayExport
        ? {
            bulk: {
              label: t('orders.bulk.label'),
              rowLabel: (order: OrderListItem) =>
                t('orders.bulk.selectOne', { number: order.order_no }),
              busy: exporting,
              actions: [
                { key: 'export', label: t('ui.export.selected'), run: exportSelectedOrders },
              ],
            },
          }
        : {})}
      summary={(answer) => (
        <p className="orders__count" aria-live="polite">
          {t('orders.list.count', { count: answer.meta.total })}
        </p>
      )}
      empty={{ title: t('orders.list.empty'), text: t('orders.list.emptyNext') }}
      noMatch={t('orders.list.noMatch')}
    />
  );
}
