/**
 * A list of reference data named in the interface language (professions, categories), loaded once
 * per language and again after an error.
 */
import { atom, type WritableAtom } from 'nanostores';

/** The list and its loading state; `locale` is the language it was loaded in. */
interface ReferenceState<T> {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly locale: string | null;
  readonly list: readonly T[];
}

/** A list's store and its loader. */
interface ReferenceList<T> {
  readonly $state: WritableAtom<ReferenceState<T>>;
  readonly load: (locale: string) => Promise<void>;
}

/** A list over `fetch`, idle until its first load. */
export function createReferenceList<T>(
  fetch: () => Promise<{ readonly data: readonly T[] }>,
): ReferenceList<T> {
  const $state = atom<ReferenceState<T>>({ status: 'idle', locale: null, list: [] });
  async function load(locale: string): Promise<void> {
    const current = $state.get();
    if (current.locale === locale && current.status !== 'error' && current.status !== 'idle')
      return;
    $state.set({ status: 'loading', locale, list: current.list });
    try {
      const answer = await fetch();
      if ($state.get().locale === locale)
        $state.set({ status: 'ready', locale, list: answer.data });
    } catch {
      if ($state.get().locale === locale)
        $state.set({ status: 'error', locale, list: current.list });
    }
  }
  return { $state, load };
}
