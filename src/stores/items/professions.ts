/** The professions a lecturer picks for an item (`GET /professions`), in the interface language. */
import { fetchProfessions } from '../../api/professions.ts';
import { createReferenceList } from './reference-list.ts';

/** A profession. */
export interface Profession {
  readonly id: number;
  readonly name: string;
  /** Not offered for a new choice; an item that has it keeps it and shows its name. */
  readonly archived: boolean;
}

const professions = createReferenceList<Profession>(() => fetchProfessions());

/** The professions of the current language. */
export const $professions = professions.$state;

/** Loads the professions once per language (again after an error). */
export function loadProfessions(locale: string): Promise<void> {
  return professions.load(locale);
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
