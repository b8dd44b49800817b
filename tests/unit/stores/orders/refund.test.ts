import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, RefundBody } from '../../../../server/src/contract/orders.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { line, order } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchOrder: vi.fn<(id: number, signal?: AbortSignal) => Promise<Order>>(),
  refundOrder: vi.fn<(id: number, body: RefundBody) => Promise<Order>>(),
}));
vi.mock('../../../../src/api/orders.ts', () => api);

const { catalogs } = await import('../../../../src/i18n/catalogs.ts');
const { compileMessages } = await import('../../../../src/i18n/compile.ts');
const { $i18n } = await import('../../../../src/stores/i18n.ts');
const refund = await import('../../../../src/stores/orders/refund.ts');
const { orderLoader } = await import('../../../../src/stores/orders/order.ts');

$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

/** A paid order whose first line has NT$200 refunded already. */
const paid = order({
  status: 'PARTIALLY_REFUNDED',
  refunded: 200,
  lines: [
    line(1, { refunded: 200, refundable: 800 }),
    line(2, { pays: 600, refundable: 600 }),
    line(3, { pays: 300, refunded: 300, refundable: 0 }),
  ],
});

describe('the refund dialog', () => {
  beforeEach(() => {
    api.fetchOrder.mockReset();
    api.refundOrder.mockReset();
    $toasts.set([]);
    orderLoader.reset();
    refund.closeRefund();
  });

  it('in full refunds every line what is left of it, the fully refunded line left out', () => {
    refund.openRefund(paid);
    const state = refund.$refund.get();
    expect(refund.refundLinesOf(paid, state)).toEqual([
      { line_id: 1, amount: 800 },
      { line_id: 2, amount: 600 },
    ]);
    expect(refund.refundTotalOf(paid, state)).toBe(1400);
  });

  it('in part refunds the amounts typed, empty lines left out', () => {
    refund.openRefund(paid);
    refund.setRefundMode('part');
    refund.setRefundAmount(2, ' 150 ');
    const state = refund.$refund.get();
    expect(refund.refundLinesOf(paid, state)).toEqual([{ line_id: 2, amount: 150 }]);
    expect(refund.refundTotalOf(paid, state)).toBe(150);
  });

  it('needs a reason and an amount; more than what is left or not whole shows at the line', () => {
    refund.openRefund(paid);
    refund.setRefundMode('part');
    expect(refund.reviewRefund()).toBe(false);
    expect(refund.$refund.get().errors).toEqual({
      lines: 'Enter an amount for at least one product.',
      reason: 'Enter the reason for the refund.',
    });
    refund.setRefundAmount(1, '801');
    refund.setRefundAmount(2, '1.5');
    refund.setRefundReason('   ');
    expect(refund.reviewRefund()).toBe(false);
    expect(refund.$refund.get().errors).toEqual({
      'amount.1': 'The most you can refund for this product is NT$800.',
      'amount.2': 'Enter a whole amount in NT$.',
      reason: 'Enter the reason for the refund.',
    });
    expect(refund.$refund.get().step).toBe('edit');
    // Typing clears the field's message only; nothing typed is lost.
    refund.setRefundAmount(1, '800');
    expect(refund.$refund.get().errors['amount.1']).toBeUndefined();
    expect(refund.$refund.get().errors['amount.2']).toBeDefined();
    expect(refund.$refund.get().amounts).toEqual({ 1: '800', 2: '1.5' });
  });

  it('confirms, sends the lines with the trimmed reason and shows the answered order', async () => {
    const answered = order({ ...paid, status: 'PARTIALLY_REFUNDED', refunded: 350 });
    api.refundOrder.mockResolvedValue(answered);
    refund.openRefund(paid);
    refund.setRefundMode('part');
    refund.setRefundAmount(2, '150');
    refund.setRefundReason('  wrong course  ');
    // Nothing is sent before the confirmation step.
    await expect(refund.confirmRefund()).resolves.toBe(false);
    expect(refund.reviewRefund()).toBe(true);
    expect(refund.$refund.get().step).toBe('confirm');
    expect(api.refundOrder).not.toHaveBeenCalled();
    await expect(refund.confirmRefund()).resolves.toBe(true);
    expect(api.refundOrder).toHaveBeenCalledWith(42, {
      lines: [{ line_id: 2, amount: 150 }],
      reason: 'wrong course',
    });
    expect(orderLoader.dataFor(42)).toBe(answered);
    expect(refund.$refund.get().open).toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Refunded NT$150.']);
  });

  it("a refusal shows the server's message on the amounts step, keeping what was typed", async () => {
    const refusal = new ApiError(
      400,
      { lines: ['The most you can refund for this product is NT$100.'] },
      'x',
    );
    api.refundOrder.mockRejectedValue(refusal);
    refund.openRefund(paid);
    refund.setRefundReason('duplicate');
    refund.reviewRefund();
    await expect(refund.confirmRefund()).resolves.toBe(false);
    const state = refund.$refund.get();
    expect(state.step).toBe('edit');
    expect(state.open).toBe(true);
    expect(state.errors).toEqual({ lines: 'The most you can refund for this product is NT$100.' });
    expect(state.reason).toBe('duplicate');
    expect(state.mode).toBe('full');
  });

  it('a refusal without field messages shows its message at the amounts', async () => {
    api.refundOrder.mockRejectedValue(new ApiError(400, {}, 'The order was refunded already.'));
    refund.openRefund(paid);
    refund.setRefundReason('duplicate');
    refund.reviewRefund();
    await expect(refund.confirmRefund()).resolves.toBe(false);
    expect(refund.$refund.get().errors).toEqual({ lines: 'The order was refunded already.' });
    expect($toasts.get()).toEqual([]);
  });

  it('any other failure is one toast, and the dialog keeps what was typed', async () => {
    api.refundOrder.mockRejectedValue(new ApiError(500, {}, 'down'));
    refund.openRefund(paid);
    refund.setRefundReason('duplicate');
    refund.reviewRefund();
    await expect(refund.confirmRefund()).resolves.toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      catalogs.en['orders.refund.failed'],
    ]);
    expect(refund.$refund.get()).toMatchObject({ open: true, busy: false, reason: 'duplicate' });
  });
});
