import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useState } from 'react';
import type {
  OrderListItem,
  OrderSort,
  OrderStatusFilter,
  PaymentMethod,
} from '../../../server/src/contract/orders.ts';
import {
  orderFilters,
  orderSorts,
  orderStatusFilters,
  paymentMethods,
} from '../../../server/src/contract/plain/orders.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  canExportOrders,
  changeOrderFilters,
  defaultOrderFilters,
  exportOrderList,
  hasOrderFilters,
  loadOrderList,
  orderFiltersFromQuery,
  orderListLoader,
  queryOfOrderFilters,
  toggledFilters,
  type OrderFilters,
} from '../../stores/orders/list.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import { SelectField } from '../form/SelectField.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ExportButton } from '../ui/ExportButton.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { Price } from '../ui/Price.tsx';
import { useT } from '../use-t.ts';
import {
  formatTaipei,
  orderFilterLabels,
  OrderStatusBadge,
  orderStatusLabels,
  paymentMethodLabels,
} from './OrderParts.tsx';
import { DayRangeFields } from '../ui/DayRangeFields.tsx';

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
  const page = useStore($page);
  const list = useStore(orderListLoader.$state);
  const session = useStore($session);
  const onList = page.route?.name === 'orders';
  const query = page.query.toString();
  const filters = onList ? orderFiltersFromQuery(page.query) : defaultOrderFilters;
  const [keyword, setKeyword] = useState(filters.keyword);
  const mayExport = canExportOrders(session);

  // The status filter starts at ALL and stays in the address.
  useEffect(() => {
    if (!onList) return;
    const params = new URLSearchParams(query);
    const read = orderFiltersFromQuery(params);
    if (!params.has('status'))
      void navigate(urlFor(page.locale, 'orders', {}, queryOfOrderFilters(read)), {
        history: 'replace',
      });
    else void loadOrderList(read);
    setKeyword(read.keyword);
  }, [onList, query, page.locale]);

  const hrefOf = (next: OrderFilters) =>
    urlFor(page.locale, 'orders', {}, queryOfOrderFilters(next));
  const onChange = (change: Partial<OrderFilters>) =>
    void navigate(hrefOf(changeOrderFilters(filters, change)));
  const orderHref = (order: OrderListItem) =>
    urlFor(page.locale, 'orders-order_id-edit-content', { order_id: order.id });
  const meta = list.data?.meta;

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
            <time dateTime={order.created_at}>{formatTaipei(order.created_at)}</time>
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
          <span className="order-table__name">{order.member.name}</span>
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
    <section className="orders" aria-labelledby="orders-heading">
      <div className="orders__header">
        <h2 id="orders-heading" className="visually-hidden">
          {t('orders.list.heading')}
        </h2>
        {meta && (
          <span className="orders__count" aria-live="polite">
            {t('orders.list.count', { count: meta.total })}
          </span>
        )}
        <span className="orders__export">
          <ExportButton
            exportKey="orders"
            label={t('orders.list.export')}
            run={exportOrderList(filters)}
            disabled={!mayExport}
          />
          {!mayExport && <span className="orders__export-note">{t('orders.list.noExport')}</span>}
        </span>
      </div>
      <div className="item-filters orders__filters">
        <SelectField<OrderStatusFilter>
          id="order-filter-status"
          label={t('orders.list.status')}
          value={filters.status}
          options={orderStatusFilters.map((value) => ({
            value,
            label: t(value === 'ALL' ? 'orders.status.all' : orderStatusLabels[value]),
          }))}
          onValue={(status) => onChange({ status })}
        />
        <SelectField<PaymentMethod | ''>
          id="order-filter-payment"
          label={t('orders.list.payment')}
          value={filters.paymentMethod}
          options={[
            { value: '', label: t('orders.payment.all') },
            ...paymentMethods.map((value) => ({ value, label: t(paymentMethodLabels[value]) })),
          ]}
          onValue={(paymentMethod) => onChange({ paymentMethod })}
        />
        <SelectField<OrderSort>
          id="order-filter-sort"
          label={t('orders.list.sort')}
          value={filters.sort}
          options={orderSorts.map((value) => ({ value, label: t(sortLabels[value]) }))}
          onValue={(sort) => onChange({ sort })}
        />
        <DayRangeFields
          id="order-filter"
          fromLabel={t('orders.list.from')}
          toLabel={t('orders.list.to')}
          value={filters}
          onValue={(change) => onChange(change)}
        />
        <form
          role="search"
          className="orders__search"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ keyword: keyword.trim() });
          }}
        >
          <div className="field">
            <label htmlFor="order-filter-keyword">{t('orders.list.keyword')}</label>
            <input
              id="order-filter-keyword"
              type="search"
              value={keyword}
              placeholder={t('orders.list.keywordHint')}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </div>
          <button type="submit" className="button">
            {t('orders.list.search')}
          </button>
        </form>
        <fieldset className="orders__toggles">
          <legend>{t('orders.list.toggles')}</legend>
          {orderFilters.map((value) => (
            <label key={value} className="order-toggle">
              <input
                type="checkbox"
                checked={filters.filters.includes(value)}
                onChange={(event) =>
                  onChange({ filters: toggledFilters(filters, value, event.target.checked) })
                }
              />
              {t(orderFilterLabels[value])}
            </label>
          ))}
        </fieldset>
      </div>
      <PagedTable
        className="orders__body"
        tableClassName="order-table"
        caption={t('orders.list.caption')}
        state={list}
        onRetry={() => void orderListLoader.retry()}
        filtered={hasOrderFilters(filters)}
        noMatch={{
          title: t('orders.list.noMatch'),
          clearLabel: t('orders.list.clearFilters'),
          clearHref: hrefOf(defaultOrderFilters),
        }}
        empty={{ title: t('orders.list.empty'), text: t('orders.list.emptyNext') }}
        columns={columns}
        page={filters.page}
        pageHref={(number) => hrefOf({ ...filters, page: number })}
      />
    </section>
  );
}
