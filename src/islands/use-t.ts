/** The translate function of the current locale, for islands. */
import { useStore } from '@nanostores/react';
import type { Translate } from '../i18n/intl.ts';
import { $t } from '../stores/i18n.ts';

/** Returns the translate function; re-renders when the locale changes. */
export function useT(): Translate {
  return useStore($t);
}
