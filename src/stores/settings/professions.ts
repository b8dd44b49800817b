/**
 * The professions section of the settings screen (the shared named list, `named-list.ts`): every
 * profession with its names in zh-TW, zh-CN and en; a dialog adds or renames one; archiving and
 * restoring are one-off actions. Each change reloads the settings' audit trail.
 */
import type { ManagedProfession } from '../../../server/src/contract/settings.ts';
import { addProfession, fetchManagedProfessions, saveProfession } from '../../api/settings.ts';
import { createNamedList, type LocaleNames } from './named-list.ts';

const professions = createNamedList<ManagedProfession>({
  name: 'professions',
  fetch: (signal) => fetchManagedProfessions(signal),
  add: (names) => addProfession(names),
  save: (id, body) => saveProfession(id, body),
  failed: (t) => t('settings.professions.saveFailed'),
});

/** Every profession, archived ones too. */
export const managedProfessionsLoader = professions.loader;

/** The names being edited in the dialog. */
export const professionForm = professions.form;

/** What the dialog edits: a new profession, an existing one, or nothing (closed). */
export const $editingProfession = professions.$editing;

/** An archive or restore is in flight. */
export const $archivingProfession = professions.$archiving;

/** Loads the professions (again). */
export function loadManagedProfessions(): Promise<void> {
  return professions.load();
}

/** Opens the dialog on a new profession (blank names). */
export function openNewProfession(): void {
  professions.openNew();
}

/** Opens the dialog on a profession's names. */
export function openProfession(profession: ManagedProfession): void {
  professions.open(profession);
}

/** Closes the dialog, dropping what was typed. */
export function closeProfession(): void {
  professions.close();
}

/** Changes a name in the dialog. */
export function editProfessionName(locale: keyof LocaleNames, name: string): void {
  professions.editName(locale, name);
}

/**
 * Saves the dialog (adds or renames); a refusal shows at its locale's field with what was typed
 * kept. Resolves whether it saved (the dialog then closes).
 */
export function saveProfessionNames(): Promise<boolean> {
  return professions.saveNames();
}

/** Archives a profession (no longer offered for new items) or restores it; resolves whether it did. */
export function setProfessionArchived(
  profession: ManagedProfession,
  archived: boolean,
): Promise<boolean> {
  return professions.setArchived(profession, archived);
}
