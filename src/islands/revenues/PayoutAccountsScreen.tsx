import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, type SyntheticEvent } from 'react';
import type { LecturerPayout } from '../../../server/src/contract/lecturer-profiles.ts';
import { bankLabel } from '../../lib/banks.ts';
import { idParam } from '../../routes/params.ts';
import { urlFor } from '../../routes/urls.ts';
import { $page } from '../../stores/page.ts';
import {
  $ownPayoutRefusal,
  closeOwnPayoutForm,
  deleteOwnPayoutAccount,
  loadOwnPayouts,
  makeOwnPayoutMain,
  ownPayoutForm,
  ownPayoutsLoader,
  saveOwnPayout,
  startOwnPayoutForm,
} from '../../stores/revenues/payouts.ts';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { FormActions } from '../form/FormActions.tsx';
import { PayoutAccountFields } from '../form/PayoutAccountFields.tsx';
import { useForm } from '../form/use-form.ts';
import { Badge } from '../ui/Badge.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';

const route = 'revenues-payouts-payout_id-mode';

/** The account form: adding one (`payout` null) or editing one. */
function OwnPayoutForm({ payout }: { readonly payout: LecturerPayout | null }) {
  const t = useT();
  const page = useStore($page);
  const { saving, dirty } = useForm(ownPayoutForm);
  useEffect(() => startOwnPayoutForm(payout), [payout]);
  const listHref = urlFor(page.locale, route, {});
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await saveOwnPayout(payout?.id ?? null)) void navigate(listHref);
    else focusFirstProblem(form);
  };
  return (
    <form className="panel info-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2>{t(payout ? 'revenues.payouts.edit' : 'revenues.payouts.add')}</h2>
      <PayoutAccountFields
        form={ownPayoutForm}
        labels={{
          financialCode: t('revenues.payouts.financialCode'),
          bankName: t('revenues.payouts.bankName'),
          accountName: t('revenues.payouts.accountName'),
          accountNumber: t('revenues.payouts.accountNumber'),
        }}
      />
      <div className="payout-actions">
        <FormActions saving={saving} dirty={dirty} />
        <a className="button" href={listHref} onClick={() => closeOwnPayoutForm()}>
          {t('revenues.cancel')}
        </a>
      </div>
    </form>
  );
}

/** One account: its bank (with the bank's name), name and number, the main mark, its actions. */
function OwnPayoutCard({ payout }: { readonly payout: LecturerPayout }) {
  const t = useT();
  const page = useStore($page);
  const refusal = useStore($ownPayoutRefusal);
  const headingId = `payout-${String(payout.id)}-heading`;
  return (
    <li className="payout-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="payout-card__title">
        {bankLabel(payout.financial_code, page.locale, payout.bank_name)}
        {payout.main && <Badge tone="info">{t('revenues.payouts.main')}</Badge>}
      </h2>
      <dl className="payout-card__facts">
        <dt>{t('revenues.payouts.accountName')}</dt>
        <dd>{payout.account_name}</dd>
        <dt>{t('revenues.payouts.accountNumber')}</dt>
        <dd>{payout.account_number}</dd>
      </dl>
      {payout.main && <p className="payout-card__note">{t('revenues.payouts.mainNote')}</p>}
      {refusal?.id === payout.id && (
        <p className="field__error" role="alert">
          {refusal.message}
        </p>
      )}
      <div className="payout-actions">
        <a
          className="button"
          href={urlFor(page.locale, route, { payout_id: payout.id, mode: 'edit' })}
          aria-label={t('revenues.payouts.editOf', { account: payout.account_number })}
        >
          {t('revenues.payouts.editButton')}
        </a>
        {!payout.main && (
          <>
            <button
              type="button"
              className="button"
              onClick={() => void makeOwnPayoutMain(payout.id)}
              aria-label={t('revenues.payouts.makeMainOf', { account: payout.account_number })}
            >
              {t('revenues.payouts.makeMain')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => void deleteOwnPayoutAccount(payout)}
              aria-label={t('revenues.payouts.deleteOf', { account: payout.account_number })}
            >
              {t('revenues.payouts.delete')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * A lecturer's own payout accounts: the list (the main one first and marked; it cannot be deleted,
 * another can be made main), `create` adds one, `{payout_id}/edit` edits one.
 */
export default function PayoutAccountsScreen() {
  const t = useT();
  const page = useStore($page);
  const state = useStore(ownPayoutsLoader.$state);
  useEffect(() => {
    void loadOwnPayouts();
  }, []);
  const target = page.params['payout_id'] ?? '';
  const mode = page.params['mode'] ?? '';
  return (
    <LoadState state={state} onRetry={() => void ownPayoutsLoader.retry()} skeleton="list">
      {(answer) => {
        if (target === 'create' && mode === '') return <OwnPayoutForm payout={null} />;
        if (target !== '') {
          const id = idParam(target);
          const payout = answer.data.find((row) => row.id === id);
          if (!payout || mode !== 'edit')
            return <p className="empty-state__text">{t('revenues.payouts.unknown')}</p>;
          return <OwnPayoutForm payout={payout} />;
        }
        return (
          <div className="payout-accounts">
            <div className="payout-actions">
              <a
                className="button button--primary"
                href={urlFor(page.locale, route, { payout_id: 'create' })}
              >
                {t('revenues.payouts.add')}
              </a>
            </div>
            {answer.data.length === 0 ? (
              <p className="empty-state__text">{t('revenues.payouts.empty')}</p>
            ) : (
              <ul className="payout-cards" aria-label={t('page.revenues.payouts')}>
                {answer.data.map((payout) => (
                  <OwnPayoutCard key={payout.id} payout={payout} />
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </LoadState>
  );
}
