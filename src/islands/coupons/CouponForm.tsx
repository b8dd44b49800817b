import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import type {
  CouponRefusal,
  CouponScope,
  CouponType,
} from '../../../server/src/contract/coupons.ts';
import {
  couponScopes,
  couponTypes,
  MAX_COUPON_TITLE_LENGTH,
  MAX_LABEL_LENGTH,
} from '../../../server/src/contract/plain/coupons.ts';
import { formatPrice } from '../../i18n/format.ts';
import { couponLabelsLoader, loadCouponLabels } from '../../stores/coupons/course-picker.ts';
import {
  $couponPreview,
  addCouponLabel,
  couponForm,
  editCoupon,
  previewCouponDraft,
  removeCouponLabel,
  saveCoupon,
} from '../../stores/coupons/form.ts';
import type { FieldErrors } from '../../stores/form.ts';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { FieldError } from '../form/FieldError.tsx';
import { FormField } from '../form/FormField.tsx';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { useForm } from '../form/use-form.ts';
import { useMoney } from '../ui/Price.tsx';
import { FormActions } from '../form/FormActions.tsx';
import { useT } from '../use-t.ts';
import { $session } from '../../stores/session.ts';
import { AudienceField } from './AudienceField.tsx';
import { CoursePicker } from './CoursePicker.tsx';

const typeLabels: Readonly<Record<CouponType, string>> = {
  AMOUNT: 'coupons.type.amount',
  PERCENT: 'coupons.type.percent',
};

const scopeLabels: Readonly<Record<CouponScope, string>> = {
  ALL: 'coupons.scope.all',
  COURSES: 'coupons.scope.courses',
  BUNDLE: 'coupons.scope.bundle',
};

const refusalLabels: Readonly<Record<CouponRefusal, string>> = {
  disabled: 'coupons.refusal.disabled',
  not_started: 'coupons.refusal.notStarted',
  expired: 'coupons.refusal.expired',
  code_spent: 'coupons.refusal.codeSpent',
  exhausted: 'coupons.refusal.exhausted',
  member_exhausted: 'coupons.refusal.memberExhausted',
  not_in_group: 'coupons.refusal.notInGroup',
  not_applicable: 'coupons.refusal.notApplicable',
  bundle_incomplete: 'coupons.refusal.bundleIncomplete',
  min_spend: 'coupons.refusal.minSpend',
};

/** The first message of a field or of any of its parts (`course_ids.0`). */
function messageAt(errors: FieldErrors, field: string): string | undefined {
  const own = Object.entries(errors).find(
    ([key]) => key === field || key.startsWith(`${field}.`) || key.startsWith(`${field}[`),
  );
  return own?.[1][0];
}

/**
 * What a student pays with the coupon now, per cart, as the server's pricing function says; each
 * price once: a one-course cart names its course above its total, a bundle prices its lines too.
 */
export function PricePreview() {
  const t = useT();
  const money = useMoney();
  const preview = useStore($couponPreview);
  if (!preview) return <p className="field__hint">{t('coupons.preview.hint')}</p>;
  if (preview.carts.length === 0) return <p>{t('coupons.preview.noCarts')}</p>;
  return (
    <ul className="coupon-preview__carts">
      {preview.carts.map((cart, index) => (
        <li key={index} className="coupon-preview__cart">
          <ul className="coupon-preview__lines">
            {cart.lines.map((line) => (
              <li key={line.course.id}>
                <span>{line.course.title}</span>
                {cart.lines.length > 1 && (
                  <>
                    {' '}
                    <span className="coupon-preview__list">
                      {formatPrice(line.list_price, 'TWD')}
                    </span>{' '}
                    → <strong>{formatPrice(line.pays, 'TWD')}</strong>
                  </>
                )}
              </li>
            ))}
          </ul>
          {cart.refusal === null ? (
            <p className="coupon-preview__total">
              {t('coupons.preview.pays', {
                price: money(cart.total),
                list: money(cart.list_total),
              })}
            </p>
          ) : (
            <p className="coupon-preview__refusal">{t(refusalLabels[cart.refusal])}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The coupon form of the create and edit screens: code (new only), title, labels, amount or
 * discount (85 or 8.5 for 85 折), minimum spend, scope and courses, dates, limits, disabled; a price preview; the
 * server's messages at their fields. `code` names the coupon being edited.
 */
export function CouponForm({
  code,
  onSaved,
  extraActions,
}: {
  readonly code?: string;
  readonly onSaved: (code: string) => void;
  readonly extraActions?: ReactNode;
}) {
  const t = useT();
  const session = useStore($session);
  const admin = session.status === 'ready' && 'persona' in session && session.persona === 'admin';
  const { values, errors, saving, dirty } = useForm(couponForm);
  const labels = useStore(couponLabelsLoader.$state);
  const formRef = useRef<HTMLFormElement>(null);
  const [labelText, setLabelText] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const error = (field: string) => messageAt(errors, field);

  useEffect(() => {
    void loadCouponLabels();
  }, []);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await saveCoupon(code);
    if (saved === null) focusFirstProblem(formRef.current);
    else onSaved(saved);
  };
  const onPreview = async () => {
    setPreviewing(true);
    const shown = await previewCouponDraft();
    setPreviewing(false);
    if (!shown) focusFirstProblem(formRef.current);
  };
  const addLabel = () => {
    addCouponLabel(labelText.slice(0, MAX_LABEL_LENGTH));
    setLabelText('');
  };
  const knownLabels = (labels.data?.data ?? []).filter((label) => !values.labels.includes(label));

  return (
    <div className="coupon-editor">
      <form
        ref={formRef}
        className="panel info-form info-form--wide coupon-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        {code === undefined && (
          <FormField
            id="coupon-code"
            label={t('coupons.form.code')}
            value={values.code}
            maxLength={32}
            autoComplete="off"
            aria-describedby="coupon-code-hint"
            onValue={(value) => editCoupon('code', value)}
            error={error('code')}
          />
        )}
        {code === undefined && (
          <span id="coupon-code-hint" className="field__hint">
            {t('coupons.form.codeHint')}
          </span>
        )}
        <FormField
          id="coupon-title"
          label={t('coupons.form.title')}
          value={values.title}
          maxLength={MAX_COUPON_TITLE_LENGTH}
          onValue={(value) => editCoupon('title', value)}
          error={error('title')}
        />
        <fieldset
          className="field"
          aria-describedby={error('labels') ? 'coupon-labels-error' : undefined}
        >
          <legend>{t('coupons.form.labels')}</legend>
          <ul className="coupon-chips" aria-label={t('coupons.form.chosenLabels')}>
            {values.labels.map((label) => (
              <li key={label} className="coupon-chip">
                {label}
                <button
                  type="button"
                  className="coupon-chip__remove"
                  aria-label={t('coupons.form.removeLabel', { label })}
                  onClick={() => removeCouponLabel(label)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="coupon-labels__add">
            <label htmlFor="coupon-label-input" className="visually-hidden">
              {t('coupons.form.newLabel')}
            </label>
            <input
              id="coupon-label-input"
              value={labelText}
              maxLength={MAX_LABEL_LENGTH}
              placeholder={t('coupons.form.newLabel')}
              onChange={(event) => setLabelText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addLabel();
                }
              }}
            />
            <button type="button" className="button" onClick={addLabel}>
              {t('coupons.form.addLabel')}
            </button>
          </div>
          {knownLabels.length > 0 && (
            <div className="coupon-chips" role="group" aria-label={t('coupons.form.knownLabels')}>
              {knownLabels.map((label) => (
                <button
                  key={label}
                  type="button"
                  className="coupon-chip coupon-chip--suggestion"
                  onClick={() => addCouponLabel(label)}
                >
                  + {label}
                </button>
              ))}
            </div>
          )}
          <FieldError id="coupon-labels" error={error('labels')} />
        </fieldset>
        <fieldset className="field coupon-form__choice">
          <legend>{t('coupons.form.type')}</legend>
          {couponTypes.map((each) => (
            <div key={each} className="field--check">
              <input
                id={`coupon-type-${each}`}
                type="radio"
                name="coupon-type"
                checked={values.type === each}
                onChange={() => editCoupon('type', each)}
              />
              <label htmlFor={`coupon-type-${each}`}>{t(typeLabels[each])}</label>
            </div>
          ))}
          <FieldError id="coupon-type" error={error('type')} />
        </fieldset>
        {values.type === 'AMOUNT' ? (
          <FormField
            id="coupon-amount"
            label={t('coupons.form.amount')}
            value={values.amount}
            inputMode="numeric"
            onValue={(value) => editCoupon('amount', value)}
            error={error('amount')}
          />
        ) : (
          <>
            <FormField
              id="coupon-discount"
              label={t('coupons.form.discount')}
              value={values.discount}
              inputMode="decimal"
              aria-describedby="coupon-discount-hint"
              onValue={(value) => editCoupon('discount', value)}
              error={error('discount')}
            />
            <span id="coupon-discount-hint" className="field__hint">
              {t('coupons.form.discountHint')}
            </span>
          </>
        )}
        <FormField
          id="coupon-min-spend"
          label={t('coupons.form.minSpend')}
          value={values.min_spend}
          inputMode="numeric"
          onValue={(value) => editCoupon('min_spend', value)}
          error={error('min_spend')}
        />
        <fieldset className="field coupon-form__choice">
          <legend>{t('coupons.form.scope')}</legend>
          {couponScopes.map((each) => (
            <div key={each} className="field--check">
              <input
                id={`coupon-scope-${each}`}
                type="radio"
                name="coupon-scope"
                checked={values.scope === each}
                onChange={() => editCoupon('scope', each)}
              />
              <label htmlFor={`coupon-scope-${each}`}>{t(scopeLabels[each])}</label>
            </div>
          ))}
          <FieldError id="coupon-scope" error={error('scope')} />
        </fieldset>
        {values.scope !== 'ALL' && (
          <CoursePicker chosen={values.courses} error={error('course_ids')} />
        )}
        <div className="coupon-form__pair">
          <FormField
            id="coupon-starts-at"
            type="datetime-local"
            label={t('coupons.form.startsAt')}
            value={values.starts_at}
            onValue={(value) => editCoupon('starts_at', value)}
            error={error('starts_at')}
          />
          <FormField
            id="coupon-ends-at"
            type="datetime-local"
            label={t('coupons.form.endsAt')}
            value={values.ends_at}
            onValue={(value) => editCoupon('ends_at', value)}
            error={error('ends_at')}
          />
        </div>
        <div className="coupon-form__pair">
          <FormField
            id="coupon-total-limit"
            label={t('coupons.form.totalLimit')}
            value={values.total_limit}
            inputMode="numeric"
            placeholder={t('coupons.form.unlimited')}
            onValue={(value) => editCoupon('total_limit', value)}
            error={error('total_limit')}
          />
          <FormField
            id="coupon-per-member-limit"
            label={t('coupons.form.perMemberLimit')}
            value={values.per_member_limit}
            inputMode="numeric"
            placeholder={t('coupons.form.unlimited')}
            onValue={(value) => editCoupon('per_member_limit', value)}
            error={error('per_member_limit')}
          />
        </div>
        {admin && <AudienceField value={values.group_id} error={error('group_id')} />}
        <CheckboxField
          id="coupon-disabled"
          label={t('coupons.form.disabled')}
          checked={values.disabled}
          hint={t('coupons.form.disabledHint')}
          onValue={(value) => editCoupon('disabled', value)}
        />
        <FormActions
          saving={saving}
          dirty={dirty}
          label={t('coupons.form.save')}
          savingLabel={previewing ? t('coupons.form.save') : undefined}
        >
          {extraActions}
        </FormActions>
      </form>
      <aside className="panel coupon-preview" aria-labelledby="coupon-preview-heading">
        <h3 id="coupon-preview-heading">{t('coupons.preview.heading')}</h3>
        <PricePreview />
        <button type="button" className="button" disabled={saving} onClick={() => void onPreview()}>
          {previewing ? t('coupons.preview.loading') : t('coupons.preview.run')}
        </button>
      </aside>
    </div>
  );
}
