import { useStore } from '@nanostores/react';
import { useEffect, type SyntheticEvent } from 'react';
import type { Member } from '../../../server/src/contract/members.ts';
import { MAX_WALLET_ADJUSTMENT } from '../../../server/src/contract/plain/members.ts';
import { PEOPLE_LIMITS } from '../../../server/src/contract/plain/people.ts';
import {
  $adjustOpen,
  adjustForm,
  closeAdjustment,
  submitAdjustment,
} from '../../stores/members/wallet.ts';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { FormField } from '../form/FormField.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useForm } from '../form/use-form.ts';
import { formatPrice } from '../../i18n/format.ts';
import { ModalDialog } from '../ui/ModalDialog.tsx';
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
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await submitAdjustment(member.id, member.wallet_balance))) focusFirstProblem(form);
  };
  return (
    <ModalDialog
      open={open}
      className="member-adjust"
      labelledBy="member-adjust-title"
      onCancel={closeAdjustment}
    >
      {open && (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <h2 id="member-adjust-title">{t('members.wallet.adjustTitle', { name: member.name })}</h2>
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
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? t('form.saving') : t('members.wallet.adjustSubmit')}
            </button>
            <button type="button" className="button" onClick={closeAdjustment}>
              {t('members.wallet.cancel')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
