import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { CouponGroup } from '../../../server/src/contract/coupons.ts';
import {
  couponGroupsLoader,
  loadCouponGroups,
  setCouponAudience,
} from '../../stores/coupons/audience.ts';
import { FieldError, errorAttributes } from '../form/FieldError.tsx';
import { LoadFailed } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';

/**
 * A platform coupon's audience (administrators): everyone, or a member group chosen from a list
 * of the groups by name; the server's message (an unknown group) at the field.
 */
export function AudienceField({
  value,
  error,
}: {
  readonly value: CouponGroup | null;
  readonly error: string | undefined;
}) {
  const t = useT();
  const groups = useStore(couponGroupsLoader.$state);
  useEffect(() => {
    void loadCouponGroups();
  }, []);
  const options = groups.data?.data ?? [];
  // The chosen group stays an option even when it is beyond the first page.
  const shown =
    value && !options.some((group) => group.id === value.id) ? [value, ...options] : options;
  const first = shown[0] ?? null;
  return (
    <fieldset className="field coupon-form__choice" {...errorAttributes('coupon-audience', error)}>
      <legend>{t('coupons.form.audience')}</legend>
      <div className="field--check">
        <input
          id="coupon-audience-everyone"
          type="radio"
          name="coupon-audience"
          checked={value === null}
          onChange={() => setCouponAudience(null)}
        />
        <label htmlFor="coupon-audience-everyone">{t('coupons.form.audienceEveryone')}</label>
      </div>
      <div className="field--check">
        <input
          id="coupon-audience-group"
          type="radio"
          name="coupon-audience"
          checked={value !== null}
          disabled={first === null}
          onChange={() => setCouponAudience(first)}
        />
        <label htmlFor="coupon-audience-group">{t('coupons.form.audienceGroup')}</label>
      </div>
      {groups.status === 'error' && <LoadFailed onRetry={() => void couponGroupsLoader.retry()} />}
      {groups.status === 'ready' && shown.length === 0 && (
        <span className="field__hint">{t('coupons.form.audienceNoGroups')}</span>
      )}
      {value !== null && (
        <div className="field">
          <label htmlFor="coupon-audience-select">{t('coupons.form.audienceChoose')}</label>
          <select
            id="coupon-audience-select"
            value={value.id}
            onChange={(event) => {
              const chosen = shown.find((group) => String(group.id) === event.target.value);
              if (chosen) setCouponAudience(chosen);
            }}
          >
            {shown.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <FieldError id="coupon-audience" error={error} />
    </fieldset>
  );
}
