/**
 * Oversight (issue #31): an administrator ends or disables a coupon, a lecturer's included, with
 * a reason typed in a dialog. The server requires the reason and says so at the field; what was
 * typed stays. Once done the list and the open coupon show it ended or disabled.
 */
import { atom } from 'nanostores';
import type { Coupon, CouponStopAction } from '../../../server/src/contract/coupons.ts';
import { stopCoupon } from '../../api/coupons.ts';
import { createAction } from '../action.ts';
import { couponLoader } from './form.ts';
import { couponList } from './list.ts';

/** The coupon the dialog ends or disables and how; null while it is closed. */
export const $couponStop = atom<{
  readonly code: string;
  readonly action: CouponStopAction;
} | null>(null);

/** The reason being typed. */
export const $couponStopReason = atom('');

/** Shows the coupon's answer where it is open (its screen's key is the address's code, any case). */
function showOpenCoupon(coupon: Coupon): void {
  const { key } = couponLoader.$state.get();
  if (key !== null && key.toLowerCase() === coupon.code.toLowerCase())
    couponLoader.set(key, coupon);
}

/** Ending or disabling with the reason; a refusal (400) shows at the reason field. */
export const couponStop = createAction(
  async (code: string, action: CouponStopAction, reason: string) => {
    const coupon = await stopCoupon(code, { action, reason });
    showOpenCoupon(coupon);
    return coupon;
  },
  {
    inline: true,
    done: (t, _coupon, code, action) =>
      action === 'end'
        ? t('coupons.stop.ended', { code })
        : t('coupons.stop.disabledDone', { code }),
    failed: (t) => t('coupons.stop.failed'),
  },
);

/** Opens the dialog for a coupon and an action, with an empty reason. */
export function openCouponStop(code: string, action: CouponStopAction): void {
  $couponStopReason.set('');
  couponStop.clearError();
  $couponStop.set({ code, action });
}

/** Closes the dialog without changing anything. */
export function closeCouponStop(): void {
  $couponStop.set(null);
  couponStop.clearError();
}

/** Changes the reason. */
export function editCouponStopReason(reason: string): void {
  $couponStopReason.set(reason);
}

/**
 * Ends or disables the coupon with the reason typed; once done closes the dialog and shows the
 * coupon as it is now (the list's page, and the coupon when it is open). Resolves whether done.
 */
export async function confirmCouponStop(): Promise<boolean> {
  const stop = $couponStop.get();
  if (stop === null) return false;
  const done = await couponStop.run(stop.code, stop.action, $couponStopReason.get());
  if (!done) return false;
  closeCouponStop();
  if (couponList.loader.$state.get().data) await couponList.reload();
  return true;
}
