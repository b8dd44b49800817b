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
import { ReasonDialog } from '../form/ReasonDialog.tsx';
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
    <ReasonDialog
      id="coupon-stop"
      open={stop !== null}
      className="discount-dialog"
      title={ending ? t('coupons.stop.endTitle') : t('coupons.stop.disableTitle')}
      message={stop && <p>{t('coupons.stop.message', { code: stop.code })}</p>}
      reasonLabel={t('coupons.stop.reason')}
      reason={reason}
      onReason={editCouponStopReason}
      error={error}
      maxLength={MAX_END_REASON_LENGTH}
      onClose={closeCouponStop}
      onSubmit={confirmCouponStop}
      saving={busy}
      submitLabel={ending ? t('coupons.stop.end') : t('coupons.stop.disable')}
      cancelLabel={t('coupons.cancel')}
      danger
    />
  );
}
