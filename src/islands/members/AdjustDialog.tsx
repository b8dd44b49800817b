import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Member } from '../../../server/src/contract/members.ts';
import { MAX_WALLET_ADJUSTMENT } from '../../../server/src/contract/plain/members.ts';
import { PEOPLE_LIMITS } from '../../../server/src/contract/plain/people.ts';
import {
  $adjustOpen,
  adjustForm,
  closeAdjustment,
  submitAdjustment,
} from '../../stores/members/wallet.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { FormField } from '../form/FormField.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useForm } from '../form/use-form.ts';
import { formatPrice } from '../../i18n/format.ts';
import { useT } from '../use-t.ts';

/**
 * The wallet's adjustment dialog: a signed whole amount (a minus takes money off) and the
 * reason; the balance may not go below 0. Escape or Cancel closes it, saving nothing.
 */
export function AdjustDialog({ member }: { readonly member: Member }) {
  const t = useT();
  const open = useStore($adjustOpen);
  const { values, saving, error } = useForm(adjustForm);
  useEffect(() => closeAdjustment, []);
  return (
    <FormDialog
      open={open}
      className="member-adjust"
      titleId="member-adjust-title"
      title={t('members.wallet.adjustTitle', { name: member.name })}
      onClose={closeAdjustment}
      onSubmit={() => submitAdjustment(member.id, member.wallet_balance)}
      saving={saving}
      submitLabel={t('members.wallet.adjustSubmit')}
      cancelLabel={t('members.wallet.cancel')}
    >
      <p>{t('members.wallet.current', { price: formatPrice(member.wallet_balance, 'TWD') })}</p>
      <FormField
        id="member-adjust-amount"
        label={t('members.wallet.amount')}
        value={values.amount}
        onValue={(value) => adjustForm.set('amount', value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(MAX_WALLET_ADJUSTMENT).length + 1}
        aria-describedby="member-adjust-amount-hint"
        error={error('amount')}
      />
      <p id="member-adjust-amount-hint" className="field__hint">
        {t('members.wallet.amountHint')}
      </p>
      <TextAreaField
        id="member-adjust-reason"
        label={t('members.wallet.reason')}
        value={values.reason}
        onValue={(value) => adjustForm.set('reason', value)}
        maxLength={PEOPLE_LIMITS.reason}
        rows={3}
        error={error('reason')}
      />
    </FormDialog>
  );
}
