/** The professions a lecturer picks for an item (`GET /professions`), in the interface language. */
import { atom } from 'nanostores';
import { fetchProfessions } from '../../api/professions.ts';

/** A profession. */
export interface Profession {
  readonly id: number;
  readonly name: string;
  /** Not offered for a new choice; an item that has it keeps it and shows its name. */
  readonly archived: boolean;
}

/** The professions and their loading state; `locale` is the language they were loaded in. */
export interface ProfessionsState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly locale: string | null;
  readonly list: readonly Profession[];
}

/** The professions of the current language. */
export const $professions = atom<ProfessionsState>({ status: 'idle', locale: null, list: [] });

/** Loads the professions once per language (again after an error). */
export async function loadProfessions(locale: string): Promise<void> {
  const current = $professions.get();
  if (current.locale === locale && current.status !== 'error' && current.status !== 'idle') return;
  $professions.set({ status: 'loading', locale, list: current.list });
  try {
    const answer = await fetchProfessions();
    if ($professions.get().locale === locale)
      $professions.set({ status: 'ready', locale, list: answer.data });
  } catch {
    if ($professions.get().locale === locale)
      $professions.set({ status: 'error', locale, list: current.list });
  }
}

/**
 * The professions to offer for an item whose profession is `current` (an id as text, '' for
 * none): those not archived, and its own even when archived (so it keeps showing its name).
 */
export function professionChoices(
  list: readonly Profession[],
  current: string,
): readonly Profession[] {
  return list.filter((profession) => !profession.archived || String(profession.id) === current);
}
