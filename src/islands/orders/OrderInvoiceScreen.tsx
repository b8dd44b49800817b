import { useEffect, type SyntheticEvent } from 'react';
import type { CarrierType, InvoiceType, Order } from '../../../server/src/contract/orders.ts';
import {
  carrierTypes,
  invoiceTypes,
  MAX_COMPANY_TITLE_LENGTH,
} from '../../../server/src/contract/plain/orders.ts';
import { canReissue, openOrderAct } from '../../stores/orders/act.ts';
import { invoiceForm, saveInvoice, startInvoice } from '../../stores/orders/invoice.ts';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { FormActions } from '../form/FormActions.tsx';
import { FormField } from '../form/FormField.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { useForm } from '../form/use-form.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { useT } from '../use-t.ts';
import { OrderActDialog } from './OrderActDialog.tsx';
import { carrierLabels, OrderFrame, OrderHeading } from './OrderParts.tsx';

const typeLabels: Readonly<Record<InvoiceType, string>> = {
  PERSONAL: 'orders.invoice.personal',
  COMPANY: 'orders.invoice.company',
};

function InvoiceForm({ order }: { readonly order: Order }) {
  const t = useT();
  const { values, saving, dirty, error } = useForm(invoiceForm);
  useEffect(() => startInvoice(order), [order]);
  const set = invoiceForm.set.bind(invoiceForm);
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await saveInvoice(order.id))) focusFirstProblem(form);
  };
  return (
    <>
      <OrderHeading order={order} />
      <section className="order-card" aria-labelledby="order-invoice-heading">
        <h3 id="order-invoice-heading">{t('orders.invoice.heading')}</h3>
        <dl className="order-facts">
          <dt>{t('orders.invoice.number')}</dt>
          <dd>{order.invoice.number ?? t('orders.invoice.notIssued')}</dd>
          <dt>{t('orders.invoice.issuedAt')}</dt>
          <dd>
            {order.invoice.issued_at
              ? taipeiDateTime(order.invoice.issued_at)
              : t('orders.invoice.notIssued')}
          </dd>
        </dl>
        {canReissue(order) && (
          <div className="order-card__actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => openOrderAct(order, 'reissue')}
            >
              {t('orders.act.reissueOpen')}
            </button>
          </div>
        )}
        <form className="order-invoice" noValidate onSubmit={(event) => void onSubmit(event)}>
          <fieldset className="order-invoice__types">
            <legend>{t('orders.invoice.type')}</legend>
            {invoiceTypes.map((type) => (
              <label key={type} className="field--check">
                <input
                  type="radio"
                  name="invoice-type"
                  value={type}
                  checked={values.type === type}
                  onChange={() => set('type', type)}
                />
                {t(typeLabels[type])}
              </label>
            ))}
          </fieldset>
          {values.type === 'PERSONAL' ? (
            <>
              <SelectField<CarrierType>
                id="invoice-carrier-type"
                label={t('orders.invoice.carrier')}
                value={values.carrier_type}
                options={carrierTypes.map((value) => ({ value, label: t(carrierLabels[value]) }))}
                onValue={(carrier) => {
                  set('carrier_type', carrier);
                  if (carrier === 'MEMBER') set('carrier_number', '');
                }}
                error={error('carrier_type')}
              />
              {values.carrier_type !== 'MEMBER' && (
                <FormField
                  id="invoice-carrier-number"
                  label={t('orders.invoice.carrierNumber')}
                  value={values.carrier_number}
                  onValue={(value) => set('carrier_number', value)}
                  maxLength={20}
                  autoComplete="off"
                  placeholder={values.carrier_type === 'MOBILE' ? '/ABC1234' : 'AB12345678901234'}
                  error={error('carrier_number')}
                />
              )}
              {values.carrier_type === 'MEMBER' && error('carrier_number') && (
                <p className="field__error">{error('carrier_number')}</p>
              )}
            </>
          ) : (
            <>
              <FormField
                id="invoice-company-title"
                label={t('orders.invoice.companyTitle')}
                value={values.company_title}
                onValue={(value) => set('company_title', value)}
                maxLength={MAX_COMPANY_TITLE_LENGTH}
                autoComplete="organization"
                error={error('company_title')}
              />
              <FormField
                id="invoice-company-tax-id"
                label={t('orders.invoice.companyTaxId')}
                value={values.company_tax_id}
                onValue={(value) => set('company_tax_id', value)}
                maxLength={8}
                inputMode="numeric"
                autoComplete="off"
                error={error('company_tax_id')}
              />
            </>
          )}
          {error('type') && <p className="field__error">{error('type')}</p>}
          <FormActions saving={saving} dirty={dirty} />
        </form>
      </section>
      <OrderActDialog />
    </>
  );
}

/**
 * An order's Taiwan e-invoice: its number and issue date, voiding it and issuing a new number,
 * and the form of its type and fields.
 */
export default function OrderInvoiceScreen() {
  return <OrderFrame>{(order) => <InvoiceForm order={order} />}</OrderFrame>;
}
