import { useStore } from '@nanostores/react';
import type { Discount, DiscountStatus } from '../../../server/src/contract/discounts.ts';
import { formatDiscount, formatPrice, percentOff } from '../../i18n/format.ts';
import { formatDay } from '../../lib/local-day.ts';
import { $usdRate } from '../../stores/platform.ts';
import { useT } from '../use-t.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';

/** Labels of the discount statuses. */
export const discountStatusLabels: Readonly<Record<DiscountStatus, string>> = {
  ACTIVE: 'discounts.status.active',
  SCHEDULED: 'discounts.status.scheduled',
  EXPIRED: 'discounts.status.expired',
  ENDED: 'discounts.status.ended',
};

/** The tone of each discount status. */
const discountTones: Readonly<Record<DiscountStatus, BadgeTone>> = {
  ACTIVE: 'success',
  SCHEDULED: 'info',
  EXPIRED: 'neutral',
  ENDED: 'danger',
};

/** A discount's status as a badge. */
export function DiscountStatusBadge({ status }: { readonly status: DiscountStatus }) {
  const t = useT();
  return <Badge tone={discountTones[status]}>{t(discountStatusLabels[status])}</Badge>;
}

/** The rate in the locale's words (85 折, 15% off) with what a student pays. */
export function DiscountRate({ discount }: { readonly discount: Discount }) {
  const t = useT();
  const rate = useStore($usdRate);
  return (
    <span className="discount-rate">
      <strong className="discount-rate__value">
        {t('discounts.rate', {
          rate: formatDiscount(discount.discount),
          off: percentOff(discount.discount),
        })}
      </strong>
      <span className="discount-rate__pays">
        {t('discounts.pays', { price: formatPrice(discount.pays, 'TWD') })}
      </span>
      <span className="price__usd">{formatPrice(discount.pays, 'USD', rate)}</span>
      <s className="discount-rate__list" aria-label={t('discounts.listPrice')}>
        {formatPrice(discount.target.price, 'TWD')}
      </s>
    </span>
  );
}

/** From when to when a discount runs (the end excluded). */
export function DiscountDates({ discount }: { readonly discount: Discount }) {
  return (
    <span className="discount-dates">
      {`${formatDay(discount.starts_at, true)} – ${formatDay(discount.ends_at, true)}`}
    </span>
  );
}

/** Who ended a discount early, when and why. */
export function EndedNote({ discount }: { readonly discount: Discount }) {
  const t = useT();
  if (discount.ended === null) return null;
  return (
    <p className="discount-ended">
      {t('discounts.endedBy', {
        name: discount.ended.by.name,
        date: formatDay(discount.ended.at, true),
      })}
      {discount.ended.reason && (
        <>
          {' '}
          <span className="discount-ended__reason">
            {t('discounts.endedReason', { reason: discount.ended.reason })}
          </span>
        </>
      )}
    </p>
  );
}
