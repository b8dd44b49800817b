import { formatPrice } from '../../i18n/format.ts';

/** An amount in TWD (negative amounts marked as such, not by colour only). */
export function Money({ twd }: { readonly twd: number }) {
  return (
    <span className={twd < 0 ? 'money money--negative' : 'money'}>{formatPrice(twd, 'TWD')}</span>
  );
}
