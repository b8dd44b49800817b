/** Orders (administrators): the list and an order's tabs. */
import { r, type TabSpec } from '../define.ts';

const order = { section: 'orders', tabs: 'order', link: 'orders' } as const;

/** The area's screens. */
export const routes = [
  r('orders', '/orders', 'orders/OrderListScreen', {
    list: true,
    title: 'page.orders',
    section: 'orders',
    persist: true,
  }),
  r('orders-order_id-edit', '/orders/{order_id}/edit', 'orders/OrderContentScreen', {
    title: 'page.orders.edit',
    ...order,
    subnav: false,
  }),
  r(
    'orders-order_id-edit-content',
    '/orders/{order_id}/edit/content',
    'orders/OrderContentScreen',
    {
      title: 'page.orders.content',
      ...order,
    },
  ),
  r('orders-order_id-edit-info', '/orders/{order_id}/edit/info', 'orders/OrderInfoScreen', {
    title: 'page.orders.info',
    ...order,
  }),
  r(
    'orders-order_id-edit-invoice',
    '/orders/{order_id}/edit/invoice',
    'orders/OrderInvoiceScreen',
    {
      title: 'page.orders.invoice',
      ...order,
    },
  ),
] as const;

/** The area's tab groups. */
export const tabs = {
  order: [
    {
      route: 'orders-order_id-edit-content',
      title: 'tab.order.content',
      also: ['orders-order_id-edit'],
    },
    { route: 'orders-order_id-edit-info', title: 'tab.order.info' },
    { route: 'orders-order_id-edit-invoice', title: 'tab.order.invoice' },
  ],
} as const satisfies Readonly<Record<string, readonly TabSpec[]>>;
