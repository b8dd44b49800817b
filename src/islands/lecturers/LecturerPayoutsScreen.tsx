import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, type SyntheticEvent } from 'react';
import type {
  LecturerPayout,
  LecturerProfile,
} from '../../../server/src/contract/lecturer-profiles.ts';
import { bankLabel } from '../../lib/banks.ts';
import { idParam } from '../../routes/params.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  $payoutRefusal,
  closePayoutForm,
  deletePayout,
  makeMainPayout,
  payoutForm,
  payoutsLoader,
  savePayout,
  startPayoutForm,
} from '../../stores/lecturers/payouts.ts';
import { $page } from '../../stores/page.ts';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { FormActions } from '../form/FormActions.tsx';
import { PayoutAccountFields } from '../form/PayoutAccountFields.tsx';
import { useForm } from '../form/use-form.ts';
import { Badge } from '../ui/Badge.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { LecturerFrame } from './LecturerScreen.tsx';

/** The account form: adding one (`payout` null) or editing one. */
function PayoutForm({
  lecturerId,
  payout,
  masked,
}: {
  readonly lecturerId: number;
  readonly payout: LecturerPayout | null;
  readonly masked: boolean;
}) {
  const t = useT();
  const page = useStore($page);
  const { saving, dirty } = useForm(payoutForm);
  useEffect(() => startPayoutForm(payout), [payout]);
  const listHref = urlFor(page.locale, 'lecturers-lecturer_id-payouts-payout_id-mode', {
    lecturer_id: lecturerId,
  });
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await savePayout(lecturerId, payout?.id ?? null)) void navigate(listHref);
    else focusFirstProblem(form);
  };
  return (
    <form className="panel info-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3>{t(payout ? 'lecturers.payouts.edit' : 'lecturers.payouts.add')}</h3>
      <PayoutAccountFields
        form={payoutForm}
        labels={{
          financialCode: t('lecturers.payouts.financialCode'),
          bankName: t('lecturers.payouts.bankName'),
          accountName: t('lecturers.payouts.accountName'),
          accountNumber: t('lecturers.payouts.accountNumber'),
        }}
      />
      {payout && masked && <p className="lecturer-note">{t('lecturers.payouts.maskedNote')}</p>}
      <div className="lecturer-actions">
        <FormActions saving={saving} dirty={dirty} />
        <a className="button" href={listHref} onClick={() => closePayoutForm()}>
          {t('lecturers.cancel')}
        </a>
      </div>
    </form>
  );
}

/** One account: its bank, name and number, the main mark and its actions. */
function PayoutCard({ lecturer, payout }: { lecturer: LecturerProfile; payout: LecturerPayout }) {
  const t = useT();
  const page = useStore($page);
  const refusal = useStore($payoutRefusal);
  const headingId = `payout-${String(payout.id)}-heading`;
  return (
    <li className="lecturer-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="lecturer-card__title">
        {bankLabel(payout.financial_code, page.locale, payout.bank_name)}
        {payout.main && <Badge tone="info">{t('lecturers.payouts.main')}</Badge>}
      </h3>
      <dl className="lecturer-card__facts">
        <dt>{t('lecturers.payouts.accountName')}</dt>
        <dd>{payout.account_name}</dd>
        <dt>{t('lecturers.payouts.accountNumber')}</dt>
        <dd>{payout.account_number}</dd>
      </dl>
      {refusal?.id === payout.id && (
        <p className="field__error" role="alert">
          {refusal.message}
        </p>
      )}
      <div className="lecturer-actions">
        <a
          className="button"
          href={urlFor(page.locale, 'lecturers-lecturer_id-payouts-payout_id-mode', {
            lecturer_id: lecturer.id,
            payout_id: payout.id,
            mode: 'edit',
          })}
          aria-label={t('lecturers.payouts.editOf', { account: payout.account_number })}
        >
          {t('lecturers.edit')}
        </a>
        {!payout.main && (
          <button
            type="button"
            className="button"
            onClick={() => void makeMainPayout(lecturer.id, payout.id)}
            aria-label={t('lecturers.payouts.makeMainOf', { account: payout.account_number })}
          >
            {t('lecturers.payouts.makeMain')}
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          onClick={() => void deletePayout(lecturer.id, payout)}
          aria-label={t('lecturers.payouts.deleteOf', { account: payout.account_number })}
        >
          {t('lecturers.delete')}
        </button>
      </div>
    </li>
  );
}

function Payouts({ lecturer }: { readonly lecturer: LecturerProfile }) {
  const t = useT();
  const page = useStore($page);
  const state = useStore(payoutsLoader.$state);
  useEffect(() => {
    void payoutsLoader.load(lecturer.id);
  }, [lecturer.id]);
  const target = page.params['payout_id'] ?? '';
  const mode = page.params['mode'] ?? '';
  return (
    <LoadState state={state} onRetry={() => void payoutsLoader.retry()} skeleton="list">
      {(answer) => {
        if (target === 'create' && mode === '')
          return <PayoutForm lecturerId={lecturer.id} payout={null} masked={answer.masked} />;
        if (target !== '') {
          const id = idParam(target);
          const payout = answer.data.find((row) => row.id === id);
          if (!payout || mode !== 'edit')
            return <p className="empty-state__text">{t('lecturers.payouts.unknown')}</p>;
          return <PayoutForm lecturerId={lecturer.id} payout={payout} masked={answer.masked} />;
        }
        return (
          <div className="lecturer-payouts">
            <div className="lecturer-actions">
              <a
                className="button button--primary"
                href={urlFor(page.locale, 'lecturers-lecturer_id-payouts-payout_id-mode', {
                  lecturer_id: lecturer.id,
                  payout_id: 'create',
                })}
              >
                {t('lecturers.payouts.add')}
              </a>
            </div>
            {answer.masked && <p className="lecturer-note">{t('lecturers.payouts.masked')}</p>}
            {answer.data.length === 0 ? (
              <p className="empty-state__text">{t('lecturers.payouts.empty')}</p>
            ) : (
              <ul className="lecturer-cards" aria-label={t('page.lecturers.payouts')}>
                {answer.data.map((payout) => (
                  <PayoutCard key={payout.id} lecturer={lecturer} payout={payout} />
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </LoadState>
  );
}

/**
 * A lecturer's payout accounts: the list (the main one marked first; numbers masked unless the
 * viewer pays them), `create` adds one, `{payout_id}/edit` edits one; make main, and delete after
 * a confirmation (the main one's refusal shows at it).
 */
export default function LecturerPayoutsScreen() {
  return <LecturerFrame>{(lecturer) => <Payouts lecturer={lecturer} />}</LecturerFrame>;
}
