/**
 * The professions section of the settings screen: every profession with its names in zh-TW, zh-CN
 * and en; a dialog adds one or renames one (each name required; the server's refusals show at
 * their locale's field, nothing typed lost); archiving and restoring are one-off actions. Each
 * change reloads the settings' audit trail.
 */
import { atom } from 'nanostores';
import type { ManagedProfession } from '../../../server/src/contract/settings.ts';
import { addProfession, fetchManagedProfessions, saveProfession } from '../../api/settings.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { createLoader } from '../loader.ts';
import { settingsChanged } from './platform.ts';

/** A profession's names, by locale, as typed. */
export interface ProfessionNames {
  readonly 'zh-TW': string;
  readonly 'zh-CN': string;
  readonly en: string;
}

const blank: ProfessionNames = { 'zh-TW': '', 'zh-CN': '', en: '' };

/** Every profession, archived ones too. */
export const managedProfessionsLoader = createLoader<'professions', { data: ManagedProfession[] }>(
  (_key, signal) => fetchManagedProfessions(signal),
);

/** The names being edited in the dialog. */
export const professionForm = createForm<ProfessionNames>('settings-profession', blank);

/** What the dialog edits: a new profession, an existing one, or nothing (closed). */
export const $editingProfession = atom<ManagedProfession | 'new' | null>(null);

/** Loads the professions (again). */
export function loadManagedProfessions(): Promise<void> {
  return managedProfessionsLoader.load('professions', true);
}

/** Opens the dialog on a new profession (blank names). */
export function openNewProfession(): void {
  professionForm.reset(blank);
  $editingProfession.set('new');
}

/** Opens the dialog on a profession's names. */
export function openProfession(profession: ManagedProfession): void {
  professionForm.reset({
    'zh-TW': profession['zh-TW'],
    'zh-CN': profession['zh-CN'],
    en: profession.en,
  });
  $editingProfession.set(profession);
}

/** Closes the dialog, dropping what was typed. */
export function closeProfession(): void {
  $editingProfession.set(null);
  professionForm.reset(blank);
}

/** Changes a name in the dialog. */
export function editProfessionName(locale: keyof ProfessionNames, name: string): void {
  professionForm.set(locale, name);
}

/** The list with one profession as the server now has it (added at the end when new). */
function stored(profession: ManagedProfession): void {
  const list = managedProfessionsLoader.dataFor('professions')?.data ?? [];
  const known = list.some((each) => each.id === profession.id);
  managedProfessionsLoader.set('professions', {
    data: known
      ? list.map((each) => (each.id === profession.id ? profession : each))
      : [...list, profession],
  });
  settingsChanged();
}

/**
 * Saves the dialog (adds or renames); a refusal shows at its locale's field with what was typed
 * kept. Resolves whether it saved (the dialog then closes).
 */
export async function saveProfessionNames(): Promise<boolean> {
  const editing = $editingProfession.get();
  if (editing === null) return false;
  const saved = await professionForm.submit(async (names) => {
    const answer =
      editing === 'new'
        ? await addProfession(names)
        : await saveProfession(editing.id, { ...names, archived: editing.archived });
    stored(answer);
    return { 'zh-TW': answer['zh-TW'], 'zh-CN': answer['zh-CN'], en: answer.en };
  });
  if (!saved) return false;
  closeProfession();
  return true;
}

const archive = createAction(
  async (profession: ManagedProfession, archived: boolean) => {
    const names = { 'zh-TW': profession['zh-TW'], 'zh-CN': profession['zh-CN'], en: profession.en };
    stored(await saveProfession(profession.id, { ...names, archived }));
  },
  { failed: (t) => t('settings.professions.saveFailed') },
);

/** An archive or restore is in flight. */
export const $archivingProfession = archive.$busy;

/** Archives a profession (no longer offered for new items) or restores it; resolves whether it did. */
export function setProfessionArchived(
  profession: ManagedProfession,
  archived: boolean,
): Promise<boolean> {
  return archive.run(profession, archived);
}
