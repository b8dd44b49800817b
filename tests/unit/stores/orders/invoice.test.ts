import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceBody, Order } from '../../../../server/src/contract/orders.ts';
import { validTaxId } from '../../../../server/src/contract/plain/orders.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { order } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchOrder: vi.fn<(id: number, signal?: AbortSignal) => Promise<Order>>(),
  updateInvoice: vi.fn<(id: number, body: InvoiceBody) => Promise<Order>>(),
}));
vi.mock('../../../../src/api/orders.ts', () => api);

const { catalogs } = await import('../../../../src/i18n/catalogs.ts');
const { compileMessages } = await import('../../../../src/i18n/compile.ts');
const { $i18n } = await import('../../../../src/stores/i18n.ts');
const { message } = await import('../../../../server/src/i18n/messages.ts');
const invoice = await import('../../../../src/stores/orders/invoice.ts');
const { orderLoader } = await import('../../../../src/stores/orders/order.ts');

$i18n.set({ locale: 'zh-TW', messages: compileMessages(catalogs['zh-TW']) });

const form = invoice.invoiceForm;
let serial = 100;

/** Starts the form on a new order (the form keeps an order it holds already). */
function start(change: Partial<Order> = {}): Order {
  serial += 1;
  const shown = order({ id: serial, ...change });
  invoice.startInvoice(shown);
  return shown;
}

describe('the invoice form', () => {
  beforeEach(() => {
    api.updateInvoice.mockReset();
    orderLoader.reset();
  });

  it("starts from the order's invoice", () => {
    start({
      invoice: {
        type: 'COMPANY',
        carrier_type: null,
        carrier_number: '',
        company_title: '好學股份有限公司',
        company_tax_id: '04595257',
        number: 'AB12345678',
        issued_at: null,
      },
    });
    expect(form.$values.get()).toEqual({
      type: 'COMPANY',
      carrier_type: 'MEMBER',
      carrier_number: '',
      company_title: '好學股份有限公司',
      company_tax_id: '04595257',
    });
    expect(form.$dirty.get()).toBe(false);
  });

  it("checks a company invoice before sending, in the server's words", async () => {
    start();
    form.set('type', 'COMPANY');
    await expect(invoice.saveInvoice(serial)).resolves.toBe(false);
    expect(form.$errors.get()).toEqual({
      company_title: [message('zh-TW', 'invoice.companyTitleEmpty')],
      company_tax_id: [message('zh-TW', 'invoice.companyTaxIdEmpty')],
    });
    form.set('company_title', '好學股份有限公司');
    form.set('company_tax_id', '12345678');
    expect(validTaxId('12345678')).toBe(false);
    await expect(invoice.saveInvoice(serial)).resolves.toBe(false);
    expect(form.$errors.get()).toEqual({
      company_tax_id: [message('zh-TW', 'invoice.companyTaxIdInvalid')],
    });
    expect(api.updateInvoice).not.toHaveBeenCalled();
  });

  it('checks the carrier numbers of a personal invoice', () => {
    const base = {
      type: 'PERSONAL',
      carrier_number: '',
      company_title: '',
      company_tax_id: '',
    } as const;
    expect(invoice.invoiceProblems({ ...base, carrier_type: 'MEMBER' })).toEqual({});
    expect(
      invoice.invoiceProblems({ ...base, carrier_type: 'MOBILE', carrier_number: '/ab' }),
    ).toEqual({ carrier_number: [message('zh-TW', 'invoice.mobileCarrierInvalid')] });
    expect(
      invoice.invoiceProblems({ ...base, carrier_type: 'MOBILE', carrier_number: '/ABC+123' }),
    ).toEqual({});
    expect(
      invoice.invoiceProblems({ ...base, carrier_type: 'CERTIFICATE', carrier_number: 'AB1234' }),
    ).toEqual({ carrier_number: [message('zh-TW', 'invoice.certificateCarrierInvalid')] });
    expect(
      invoice.invoiceProblems({
        ...base,
        carrier_type: 'CERTIFICATE',
        carrier_number: 'AB12345678901234',
      }),
    ).toEqual({});
  });

  it('sends a valid company invoice (the carrier cleared) and shows the answered order', async () => {
    const shown = start();
    form.set('type', 'COMPANY');
    form.set('company_title', ' 好學股份有限公司 ');
    form.set('company_tax_id', '04595257');
    const answered = order({
      ...shown,
      invoice_type: 'COMPANY',
      invoice: {
        ...shown.invoice,
        type: 'COMPANY',
        carrier_type: null,
        company_title: '好學股份有限公司',
        company_tax_id: '04595257',
      },
    });
    api.updateInvoice.mockResolvedValue(answered);
    await expect(invoice.saveInvoice(shown.id)).resolves.toBe(true);
    expect(api.updateInvoice).toHaveBeenCalledWith(shown.id, {
      type: 'COMPANY',
      carrier_type: 'MEMBER',
      carrier_number: '',
      company_title: '好學股份有限公司',
      company_tax_id: '04595257',
    });
    expect(orderLoader.dataFor(shown.id)).toBe(answered);
    expect(form.$dirty.get()).toBe(false);
  });

  it("shows the server's messages at the fields, keeping what was typed", async () => {
    const shown = start();
    form.set('type', 'COMPANY');
    form.set('company_title', '好學');
    form.set('company_tax_id', '04595257');
    api.updateInvoice.mockRejectedValue(
      new ApiError(400, { company_tax_id: ['統一編號無效'] }, '統一編號無效'),
    );
    await expect(invoice.saveInvoice(shown.id)).resolves.toBe(false);
    expect(form.errorOf('company_tax_id')).toBe('統一編號無效');
    expect(form.$values.get().company_title).toBe('好學');
  });
});
