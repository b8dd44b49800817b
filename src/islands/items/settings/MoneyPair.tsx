import type { MoneyDisplay } from '../../../stores/items/prices.ts';
import { useT } from '../../use-t.ts';

/** An amount in TWD and in USD, or a hint while it is not a whole number of TWD. */
export function MoneyPair({
  id,
  display,
}: {
  readonly id?: string;
  readonly display: MoneyDisplay | null;
}) {
  const t = useT();
  return (
    <output id={id} className="money-pair" aria-live="polite">
      {display
        ? t('items.prices.shownAs', { twd: display.twd, usd: display.usd })
        : t('items.prices.notANumber')}
    </output>
  );
}
