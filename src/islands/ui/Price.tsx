import { useStore } from '@nanostores/react';
import { formatPrice } from '../../i18n/format.ts';
import { $usdRate } from '../../stores/platform.ts';

/**
 * An amount in TWD with its USD value beside it (the configured rate, decisions.md Money), as
 * the course list shows prices. `struck`: a list price a discount replaces.
 */
export function Price({
  twd,
  struck = false,
}: {
  readonly twd: number;
  readonly struck?: boolean;
}) {
  const rate = useStore($usdRate);
  const Tag = struck ? 's' : 'span';
  return (
    <Tag className="price">
      {formatPrice(twd, 'TWD')} <span className="price__usd">{formatPrice(twd, 'USD', rate)}</span>
    </Tag>
  );
}

/** Formats an amount in TWD with its USD value, for a sentence ("NT$2,040 (US$73.44)"). */
export function useMoney(): (twd: number) => string {
  const rate = useStore($usdRate);
  return (twd) => `${formatPrice(twd, 'TWD')} (${formatPrice(twd, 'USD', rate)})`;
}
