import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { GrantedItem, Member } from '../../../server/src/contract/members.ts';
import { PEOPLE_LIMITS } from '../../../server/src/contract/plain/people.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import {
  $giveCouponOpen,
  $grantOpen,
  $revoking,
  closeGiveCoupon,
  closeGrant,
  closeRevoke,
  couponSearch,
  giveCouponForm,
  grantForm,
  grantsLoader,
  itemSearch,
  loadGrants,
  openRevoke,
  pickCoupon,
  pickItem,
  revokeForm,
  submitGiveCoupon,
  submitGrant,
  submitRevoke,
  type ChoiceSearch,
} from '../../stores/members/acting.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useForm } from '../form/use-form.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { EmptyState, LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { itemKindLabels as kindLabels } from './MemberParts.tsx';

/** Waits this long after the last key before searching. */
const SEARCH_DELAY_MS = 250;

interface Choice {
  readonly id: number;
  readonly label: string;
  readonly note?: string | undefined;
  readonly disabled?: boolean;
}

/** A search box over the member's choices and the results as radio buttons, with a message. */
function ChoicePicker<T extends { readonly id: number }>({
  id,
  legend,
  memberId,
  search,
  choiceOf,
  chosen,
  onPick,
  error,
}: {
  readonly id: string;
  readonly legend: string;
  readonly memberId: number;
  readonly search: ChoiceSearch<T>;
  readonly choiceOf: (result: T) => Choice;
  readonly chosen: T | null;
  readonly onPick: (result: T) => void;
  readonly error: string | undefined;
}) {
  const t = useT();
  const state = useStore(search.$state);
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    if (keyword.trim() === state.keyword) return;
    const timer = setTimeout(() => void search.search(memberId, keyword), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Searches when the keyword changes, not when an answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword]);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      id={id}
      className="field product-picker"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <input
        type="search"
        className="product-picker__search"
        aria-label={t('members.acting.search', { legend })}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint" aria-live="polite">
        {state.status === 'loading'
          ? t('members.acting.searching')
          : state.status === 'error'
            ? t('members.acting.searchFailed')
            : state.status === 'ready' && state.results.length === 0
              ? t('members.acting.none')
              : chosen
                ? t('members.acting.chosen', { title: choiceOf(chosen).label })
                : t('members.acting.pick')}
      </p>
      <ul className="product-picker__list">
        {state.results.map((result) => {
          const choice = choiceOf(result);
          const inputId = `${id}-${String(choice.id)}`;
          return (
            <li key={choice.id} className="field--check product-picker__item">
              <input
                id={inputId}
                type="radio"
                name={id}
                disabled={choice.disabled}
                checked={chosen?.id === choice.id}
                onChange={() => onPick(result)}
              />
              <label htmlFor={inputId}>
                <span className="product-picker__title">{choice.label}</span>
                {choice.note && <span className="product-picker__price">{choice.note}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/** The reason field every action for a member asks for. */
function ReasonField({
  id,
  value,
  onValue,
  error,
}: {
  readonly id: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly error: string | undefined;
}) {
  const t = useT();
  return (
    <>
      <TextAreaField
        id={id}
        label={t('members.acting.reason')}
        value={value}
        onValue={onValue}
        maxLength={PEOPLE_LIMITS.reason}
        rows={3}
        aria-describedby={`${id}-hint`}
        error={error}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('members.acting.reasonHint')}
      </p>
    </>
  );
}

/** Gives the member one of the platform's coupons, picked by code or title, with a reason. */
export function GiveCouponDialog({ member }: { readonly member: Member }) {
  const t = useT();
  const open = useStore($giveCouponOpen);
  const { values, saving, error } = useForm(giveCouponForm);
  useEffect(() => closeGiveCoupon, []);
  return (
    <FormDialog
      open={open}
      className="member-adjust"
      titleId="member-give-coupon-title"
      title={t('members.coupons.giveTitle', { name: member.name })}
      onClose={closeGiveCoupon}
      onSubmit={() => submitGiveCoupon(member.id)}
      saving={saving}
      submitLabel={t('members.coupons.giveSubmit')}
      cancelLabel={t('members.acting.cancel')}
    >
      {open && (
        <ChoicePicker
          id="member-give-coupon-pick"
          legend={t('members.coupons.pickLegend')}
          memberId={member.id}
          search={couponSearch}
          choiceOf={(coupon) => ({
            id: coupon.id,
            label: `${coupon.title} (${coupon.code})`,
            note: coupon.owned ? t('members.coupons.alreadyOwned') : undefined,
            disabled: coupon.owned,
          })}
          chosen={values.coupon}
          onPick={pickCoupon}
          error={error('coupon_id')}
        />
      )}
      <ReasonField
        id="member-give-coupon-reason"
        value={values.reason}
        onValue={(value) => giveCouponForm.set('reason', value)}
        error={error('reason')}
      />
    </FormDialog>
  );
}

/** Gives the member access to a course, ebook or article, picked by title, with a reason. */
export function GrantDialog({ member }: { readonly member: Member }) {
  const t = useT();
  const open = useStore($grantOpen);
  const { values, saving, error } = useForm(grantForm);
  useEffect(() => closeGrant, []);
  return (
    <FormDialog
      open={open}
      className="member-adjust"
      titleId="member-grant-title"
      title={t('members.grants.grantTitle', { name: member.name })}
      onClose={closeGrant}
      onSubmit={() => submitGrant(member.id)}
      saving={saving}
      submitLabel={t('members.grants.grant')}
      cancelLabel={t('members.acting.cancel')}
    >
      {open && (
        <ChoicePicker
          id="member-grant-pick"
          legend={t('members.grants.pickLegend')}
          memberId={member.id}
          search={itemSearch}
          choiceOf={(item) => ({
            id: item.id,
            label: `${item.title} · ${t(kindLabels[item.kind])}`,
            note: item.has_access ? t('members.grants.hasAccess') : undefined,
            disabled: item.has_access,
          })}
          chosen={values.item}
          onPick={pickItem}
          error={error('item_id')}
        />
      )}
      <ReasonField
        id="member-grant-reason"
        value={values.reason}
        onValue={(value) => grantForm.set('reason', value)}
        error={error('reason')}
      />
    </FormDialog>
  );
}

/** Asks before taking back a granted item's access, with the reason. */
function RevokeDialog({ member }: { readonly member: Member }) {
  const t = useT();
  const grant = useStore($revoking);
  const { values, saving, error } = useForm(revokeForm);
  useEffect(() => closeRevoke, []);
  return (
    <FormDialog
      open={grant !== null}
      className="member-adjust"
      titleId="member-revoke-title"
      title={t('members.grants.revokeTitle', { title: grant?.item.title ?? '' })}
      onClose={closeRevoke}
      onSubmit={() => submitRevoke(member.id)}
      saving={saving}
      submitLabel={t('members.grants.revokeSubmit')}
      cancelLabel={t('members.acting.cancel')}
      danger
    >
      <p>{t('members.grants.revokeText', { name: member.name })}</p>
      <ReasonField
        id="member-revoke-reason"
        value={values.reason}
        onValue={(value) => revokeForm.set('reason', value)}
        error={error('reason')}
      />
    </FormDialog>
  );
}

/** The items an administrator gave the member, marked as granted, each with "revoke". */
export function GrantedList({ member }: { readonly member: Member }) {
  const t = useT();
  const state = useStore(grantsLoader.$state);
  useEffect(() => {
    void loadGrants(member.id);
  }, [member.id]);
  const shown = state.key === member.id ? state : { status: 'loading' as const, data: null };
  return (
    <section className="money-card" aria-labelledby="member-grants-heading">
      <h3 id="member-grants-heading" className="money-card__title">
        {t('members.grants.heading')}
      </h3>
      <LoadState state={shown} onRetry={() => void grantsLoader.retry()} skeleton="table">
        {(grants) =>
          grants.length === 0 ? (
            <EmptyState title={t('members.grants.empty')} />
          ) : (
            <DataTable<GrantedItem>
              className="money-table"
              caption={t('members.grants.caption', { name: member.name })}
              rows={grants}
              rowKey={(grant) => grant.item.id}
              columns={[
                {
                  key: 'item',
                  header: t('members.purchased.item'),
                  rowHeader: true,
                  cell: (grant) => (
                    <>
                      {grant.item.title}{' '}
                      <span className="money-badge money-badge--paid">
                        {t('members.grants.badge')}
                      </span>
                      <span className="money-table__sub">{t(kindLabels[grant.item.kind])}</span>
                    </>
                  ),
                },
                {
                  key: 'at',
                  header: t('members.grants.grantedAt'),
                  cell: (grant) => taipeiDateTime(grant.granted_at),
                },
                {
                  key: 'by',
                  header: t('members.grants.grantedBy'),
                  cell: (grant) => grant.granted_by?.name ?? '—',
                },
                {
                  key: 'actions',
                  header: t('members.grants.actions'),
                  cell: (grant) => (
                    <button
                      type="button"
                      className="button"
                      aria-label={t('members.grants.revokeLabel', { title: grant.item.title })}
                      onClick={() => openRevoke(grant)}
                    >
                      {t('members.grants.revoke')}
                    </button>
                  ),
                },
              ]}
            />
          )
        }
      </LoadState>
      <RevokeDialog member={member} />
    </section>
  );
}
