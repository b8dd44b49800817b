import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect } from 'react';
import type { Apply } from '../../../server/src/contract/finances.ts';
import { MAX_REJECT_REASON_LENGTH } from '../../../server/src/contract/plain/finances.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  applyLoader,
  approveChosen,
  approveForm,
  choosePayout,
  openApplyDecision,
  payoutLine,
  payoutsLoader,
  rejectForm,
  rejectWithReason,
  setRejectReason,
} from '../../stores/finances/apply.ts';
import { $page } from '../../stores/page.ts';
import { FieldError } from '../form/FieldError.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { ApplyFacts } from './ApplyFacts.tsx';
import { Badge } from '../ui/Badge.tsx';

/** Approving (choosing the payout account) or rejecting (with a reason) a waiting apply. */
function Decision({ apply, detailHref }: { readonly apply: Apply; readonly detailHref: string }) {
  const t = useT();
  const payouts = useStore(payoutsLoader.$state);
  const approve = useStore(approveForm.$values);
  const approveErrors = useStore(approveForm.$errors);
  const approving = useStore(approveForm.$saving);
  const reject = useStore(rejectForm.$values);
  const rejectErrors = useStore(rejectForm.$errors);
  const rejecting = useStore(rejectForm.$saving);
  const accounts = payouts.data?.data ?? [];
  const payoutError = approveErrors.payout_id?.[0];

  return (
    <div className="money-decision">
      <form
        className="money-card"
        aria-labelledby="approve-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void approveChosen(apply.id).then((done) => {
            if (done) void navigate(detailHref);
          });
        }}
      >
        <h3 id="approve-heading" className="money-card__title">
          {t('finances.approve.heading')}
        </h3>
        <fieldset
          className="money-payouts"
          aria-describedby={payoutError ? 'apply-payout-error' : undefined}
        >
          <legend>{t('finances.approve.payout')}</legend>
          {accounts.length === 0 && (
            <p className="money-payouts__none">{t('finances.approve.noAccounts')}</p>
          )}
          {accounts.map((account) => (
            <div key={account.id} className="money-payouts__choice">
              <input
                id={`apply-payout-${String(account.id)}`}
                type="radio"
                name="payout"
                checked={approve.payout_id === account.id}
                onChange={() => choosePayout(account.id)}
              />
              <label htmlFor={`apply-payout-${String(account.id)}`}>
                {payoutLine(account)}
                {account.main && (
                  <Badge tone="info" className="money-badge">
                    {t('finances.approve.main')}
                  </Badge>
                )}
              </label>
            </div>
          ))}
          {approve.payout_id !== null && (
            <button type="button" className="money-link-button" onClick={() => choosePayout(null)}>
              {t('finances.approve.clear')}
            </button>
          )}
          <FieldError id="apply-payout" error={payoutError} />
        </fieldset>
        <div className="money-card__actions">
          <button type="submit" className="button button--primary" disabled={approving}>
            {t('finances.approve.submit')}
          </button>
        </div>
      </form>
      <form
        className="money-card"
        aria-labelledby="reject-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void rejectWithReason(apply.id).then((done) => {
            if (done) void navigate(detailHref);
          });
        }}
      >
        <h3 id="reject-heading" className="money-card__title">
          {t('finances.reject.heading')}
        </h3>
        <TextAreaField
          id="apply-reject-reason"
          label={t('finances.reject.reason')}
          value={reject.reason}
          maxLength={MAX_REJECT_REASON_LENGTH}
          rows={3}
          onValue={setRejectReason}
          error={rejectErrors.reason?.[0]}
        />
        <div className="money-card__actions">
          <button type="submit" className="button button--danger" disabled={rejecting}>
            {t('finances.reject.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * Deciding a payout request (administrators): the apply, then approve it to one of the lecturer's
 * payout accounts (the main one preselected) or reject it with a reason. A decided apply only
 * shows where it stands.
 */
export default function ApplyEditScreen() {
  const t = useT();
  const page = useStore($page);
  const state = useStore(applyLoader.$state);
  const id = Number(page.params.apply_id);
  const detailHref = urlFor(page.locale, 'finances-applies-apply_id', { apply_id: id });

  useEffect(() => {
    if (Number.isInteger(id) && id > 0) void openApplyDecision(id);
  }, [id]);

  return (
    <section className="stack money-screen" aria-labelledby="apply-edit-heading">
      <LoadState state={state} onRetry={() => void openApplyDecision(id)}>
        {(apply) => (
          <>
            <div className="money-card">
              <h2 id="apply-edit-heading" className="money-card__title">
                {t('finances.apply.heading', { id: apply.id })}
              </h2>
              <ApplyFacts apply={apply} />
            </div>
            {apply.status === 'PENDING' ? (
              <Decision apply={apply} detailHref={detailHref} />
            ) : (
              <div className="money-card">
                <p>{t('finances.apply.decided')}</p>
                <a className="button" href={detailHref}>
                  {t('finances.apply.toDetail')}
                </a>
              </div>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
