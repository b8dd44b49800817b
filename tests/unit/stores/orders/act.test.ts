import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CancelBody,
  MarkPaidBody,
  Order,
  ReissueBody,
} from '../../../../server/src/contract/orders.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { order } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchOrder: vi.fn<(id: number, signal?: AbortSignal) => Promise<Order>>(),
  cancelOrder: vi.fn<(id: number, body: CancelBody) => Promise<Order>>(),
  markOrderPaid: vi.fn<(id: number, body: MarkPaidBody) => Promise<Order>>(),
  reissueInvoice: vi.fn<(id: number, body: ReissueBody) => Promise<Order>>(),
}));
vi.mock('../../../../src/api/orders.ts', () => api);

const { catalogs } = await import('../../../../src/i18n/catalogs.ts');
const { compileMessages } = await import('../../../../src/i18n/compile.ts');
const { $i18n } = await import('../../../../src/stores/i18n.ts');
const act = await import('../../../../src/stores/orders/act.ts');
const { orderLoader } = await import('../../../../src/stores/orders/order.ts');

$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const unpaid = order({ status: 'UNPAID', paid_at: null });

describe('acting for a member on an unpaid order', () => {
  beforeEach(() => {
    api.cancelOrder.mockReset();
    api.markOrderPaid.mockReset();
    api.reissueInvoice.mockReset();
    orderLoader.reset();
    act.closeOrderAct();
  });

  it('is offered on unpaid orders only', () => {
    expect(act.canActOn(unpaid)).toBe(true);
    for (const status of ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'CANCELLED'] as const)
      expect(act.canActOn(order({ status })), status).toBe(false);
  });

  it('cancels with the reason trimmed, shows the answered order and closes', async () => {
    const cancelled = order({ ...unpaid, status: 'CANCELLED' });
    api.cancelOrder.mockResolvedValue(cancelled);
    act.openOrderAct(unpaid, 'cancel');
    act.setOrderActField('reason', '  Asked by phone ');
    await expect(act.submitOrderAct()).resolves.toBe(true);
    expect(api.cancelOrder).toHaveBeenCalledWith(unpaid.id, { reason: 'Asked by phone' });
    expect(api.markOrderPaid).not.toHaveBeenCalled();
    expect(orderLoader.$state.get().data).toEqual(cancelled);
    expect(act.$orderAct.get()).toBeNull();
    expect(act.orderActForm.$values.get()).toEqual({ reason: '', reference: '' });
  });

  it('marks paid with the reference and the reason', async () => {
    api.markOrderPaid.mockResolvedValue(order({ ...unpaid, status: 'PAID' }));
    act.openOrderAct(unpaid, 'pay');
    act.setOrderActField('reference', ' TX-42 ');
    act.setOrderActField('reason', 'Transfer arrived');
    await expect(act.submitOrderAct()).resolves.toBe(true);
    expect(api.markOrderPaid).toHaveBeenCalledWith(unpaid.id, {
      reason: 'Transfer arrived',
      reference: 'TX-42',
    });
  });

  it("keeps the dialog and what was typed, with the server's messages at the fields", async () => {
    api.markOrderPaid.mockRejectedValue(
      new ApiError(400, { reason: ['請填寫原因。'], reference: ['請填寫付款參考編號。'] }, 'x'),
    );
    act.openOrderAct(unpaid, 'pay');
    act.setOrderActField('reference', 'TX');
    await expect(act.submitOrderAct()).resolves.toBe(false);
    expect(act.$orderAct.get()).toMatchObject({ kind: 'pay' });
    expect(act.orderActForm.errorOf('reason')).toBe('請填寫原因。');
    expect(act.orderActForm.errorOf('reference')).toBe('請填寫付款參考編號。');
    expect(act.orderActForm.$values.get()).toEqual({ reason: '', reference: 'TX' });
    act.setOrderActField('reason', 'R');
    expect(act.orderActForm.errorOf('reason')).toBeUndefined();
  });

  it('closing drops what was typed; reopening starts empty', () => {
    act.openOrderAct(unpaid, 'cancel');
    act.setOrderActField('reason', 'Half typed');
    act.closeOrderAct();
    expect(act.$orderAct.get()).toBeNull();
    act.openOrderAct(unpaid, 'pay');
    expect(act.orderActForm.$values.get()).toEqual({ reason: '', reference: '' });
  });

  it('voids and re-issues an issued invoice only, with the reason', async () => {
    const paid = order();
    expect(act.canReissue(paid)).toBe(true);
    expect(act.canReissue(order({ ...unpaid, invoice: { ...paid.invoice, number: null } }))).toBe(
      false,
    );
    const cancelledWithNumber = order({ status: 'CANCELLED' });
    expect(act.canReissue(cancelledWithNumber)).toBe(false);
    const reissued = order({ invoice: { ...paid.invoice, number: 'AF12345678' } });
    api.reissueInvoice.mockResolvedValue(reissued);
    act.openOrderAct(paid, 'reissue');
    act.setOrderActField('reason', ' Wrong carrier ');
    await expect(act.submitOrderAct()).resolves.toBe(true);
    expect(api.reissueInvoice).toHaveBeenCalledWith(paid.id, { reason: 'Wrong carrier' });
    expect(orderLoader.$state.get().data?.invoice.number).toBe('AF12345678');
  });
});
