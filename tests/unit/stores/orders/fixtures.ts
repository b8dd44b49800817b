/** Orders as the API answers them, for the order store tests. */
import type { Order, OrderLine } from '../../../../server/src/contract/orders.ts';

/** A paid course line (NT$1,000, nothing refunded yet unless told otherwise). */
export function line(id: number, change: Partial<OrderLine> = {}): OrderLine {
  return {
    id,
    kind: 'courses',
    item: { id: id * 10, title: `Course ${String(id)}` },
    lecturer: { id: 3, name: '王大明' },
    list_price: 1000,
    discount: null,
    discount_off: 0,
    coupon_off: 0,
    pays: 1000,
    refunded: 0,
    refundable: 1000,
    learned: false,
    ...change,
  };
}

/** A paid order of two lines (NT$1,000 and NT$600) with a personal member-carrier invoice. */
export function order(change: Partial<Order> = {}): Order {
  return {
    id: 42,
    order_no: 'O202611260001',
    status: 'PAID',
    member: { id: 9, name: '陳小明', email: 'student@example.com' },
    title: 'Course 1',
    lines_count: 2,
    list_total: 1600,
    total: 1600,
    refunded: 0,
    payment_method: 'CREDIT_CARD',
    learned: false,
    invoice_type: 'PERSONAL',
    created_at: '2026-11-26T02:00:00.000Z',
    paid_at: '2026-11-26T02:05:00.000Z',
    lines: [line(1), line(2, { pays: 600, list_price: 600, refundable: 600 })],
    coupon: null,
    invoice: {
      type: 'PERSONAL',
      carrier_type: 'MEMBER',
      carrier_number: '',
      company_title: '',
      company_tax_id: '',
      number: 'AB12345678',
      issued_at: '2026-11-26T02:05:00.000Z',
    },
    events: [],
    ...change,
  };
}
