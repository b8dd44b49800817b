import type { CouponListEntry, CouponStatus } from '../../../server/src/contract/coupons.ts';
import { formatDiscount, formatPrice, percentOff } from '../../i18n/format.ts';
import type { Translate } from '../../i18n/intl.ts';
import { useT } from '../use-t.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';

/** Labels of the coupon statuses. */
export const statusLabels: Readonly<Record<CouponStatus, string>> = {
  ACTIVE: 'coupons.status.active',
  SCHEDULED: 'coupons.status.scheduled',
  EXPIRED: 'coupons.status.expired',
  DISABLED: 'coupons.status.disabled',
};

/** The tone of each coupon status. */
const couponTones: Readonly<Record<CouponStatus, BadgeTone>> = {
  ACTIVE: 'success',
  SCHEDULED: 'info',
  EXPIRED: 'muted',
  DISABLED: 'danger',
};

/** A coupon's status as a badge. */
export function CouponStatusBadge({ status }: { readonly status: CouponStatus }) {
  const t = useT();
  return <Badge tone={couponTones[status]}>{t(statusLabels[status])}</Badge>;
}

/**
 * What a coupon takes off: an amount as a price (NT$100), a rate in the locale's words (85 折,
 * 15% off).
 */
export function couponValue(
  t: Translate,
  coupon: Pick<CouponListEntry, 'type' | 'amount' | 'discount'>,
): string {
  if (coupon.type === 'AMOUNT')
    return t('coupons.value.amount', { price: formatPrice(coupon.amount ?? 0, 'TWD') });
  const rate = coupon.discount ?? 0;
  return t('coupons.value.percent', { value: formatDiscount(rate), off: percentOff(rate) });
}

/** Previous and next buttons around "page 2 of 5", for lists inside a screen; nothing for one page. */
export function ButtonPager({
  current,
  last,
  label,
  onPage,
}: {
  readonly current: number;
  readonly last: number;
  /** The navigation's name. */
  readonly label: string;
  readonly onPage: (page: number) => void;
}) {
  const t = useT();
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      >
        {t('items.list.previous')}
      </button>
      <span className="pager__gap">{t('coupons.pageOf', { page: current, last })}</span>
      <button
        type="button"
        className="button"
        disabled={current >= last}
        onClick={() => onPage(current + 1)}
      >
        {t('items.list.next')}
      </button>
    </nav>
  );
}
