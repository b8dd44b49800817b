import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MAX_END_REASON_LENGTH } from '../../../server/src/contract/plain/discounts.ts';
import {
  $couponStop,
  $couponStopReason,
  closeCouponStop,
  confirmCouponStop,
  couponStop,
  editCouponStopReason,
} from '../../stores/coupons/oversight.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useT } from '../use-t.ts';

/**
 * An administrator's "end now" or "disable" of a coupon (a lecturer's included): the reason is
 * required; the server's refusal shows at the field and what was typed stays.
 */
export function CouponStopDialog() {
  const t = useT();
  const stop = useStore($couponStop);
  const reason = useStore($couponStopReason);
  const busy = useStore(couponStop.$busy);
  const error = useStore(couponStop.$error) ?? undefined;
  useEffect(() => closeCouponStop, []);
  const ending = stop?.action === 'end';
  return (
    <FormDialog
      open={stop !== null}
      className="discount-dialog"
      titleId="coupon-stop-title"
      title={ending ? t('coupons.stop.endTitle') : t('coupons.stop.disableTitle')}
      onClose={closeCouponStop}
      onSubmit={confirmCouponStop}
      saving={busy}
      submitLabel={ending ? t('coupons.stop.end') : t('coupons.stop.disable')}
      cancelLabel={t('coupons.cancel')}
      danger
    >
      {stop && <p>{t('coupons.stop.message', { code: stop.code })}</p>}
      <TextAreaField
        id="coupon-stop-reason"
        label={t('coupons.stop.reason')}
        rows={3}
        maxLength={MAX_END_REASON_LENGTH}
        required
        value={reason}
        onValue={editCouponStopReason}
        error={error}
      />
    </FormDialog>
  );
}
