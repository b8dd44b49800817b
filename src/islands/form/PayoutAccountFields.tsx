import { PEOPLE_LIMITS } from '../../../server/src/contract/plain/people.ts';
import type { Form } from '../../stores/form.ts';
import type { PayoutValues } from '../../stores/payout-account.ts';
import { FormField } from './FormField.tsx';
import { useForm } from './use-form.ts';

/** The fields' labels, in the words of the screen that shows them. */
export interface PayoutFieldLabels {
  readonly financialCode: string;
  readonly bankName: string;
  readonly accountName: string;
  readonly accountNumber: string;
}

/**
 * The four fields of a payout account (bank code, bank name, account name and number), with the
 * server's messages at them: the administrators' form and a lecturer's own.
 */
export function PayoutAccountFields({
  form,
  labels,
}: {
  readonly form: Form<PayoutValues>;
  readonly labels: PayoutFieldLabels;
}) {
  const { values, error } = useForm(form);
  const set = form.set.bind(form);
  return (
    <>
      <FormField
        id="payout-financial-code"
        label={labels.financialCode}
        inputMode="numeric"
        autoComplete="off"
        maxLength={PEOPLE_LIMITS.financialCode}
        value={values.financial_code}
        onValue={(value) => set('financial_code', value)}
        error={error('financial_code')}
      />
      <FormField
        id="payout-bank-name"
        label={labels.bankName}
        autoComplete="off"
        maxLength={PEOPLE_LIMITS.bankName}
        value={values.bank_name}
        onValue={(value) => set('bank_name', value)}
        error={error('bank_name')}
      />
      <FormField
        id="payout-account-name"
        label={labels.accountName}
        autoComplete="off"
        maxLength={PEOPLE_LIMITS.accountName}
        value={values.account_name}
        onValue={(value) => set('account_name', value)}
        error={error('account_name')}
      />
      <FormField
        id="payout-account-number"
        label={labels.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={PEOPLE_LIMITS.accountNumber}
        value={values.account_number}
        onValue={(value) => set('account_number', value)}
        error={error('account_number')}
      />
    </>
  );
}
