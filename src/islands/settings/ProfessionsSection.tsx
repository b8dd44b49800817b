import {
  $archivingProfession,
  $editingProfession,
  closeProfession,
  editProfessionName,
  loadManagedProfessions,
  managedProfessionsLoader,
  openNewProfession,
  openProfession,
  professionForm,
  saveProfessionNames,
  setProfessionArchived,
} from '../../stores/settings/professions.ts';
import { NamedListSection } from './NamedListSection.tsx';

/** The words of the professions section. */
const words = {
  heading: 'settings.professions.heading',
  intro: 'settings.professions.intro',
  add: 'settings.professions.add',
  empty: 'settings.professions.empty',
  addTitle: 'settings.professions.addTitle',
  renameTitle: 'settings.professions.renameTitle',
  save: 'settings.professions.save',
} as const;

/** The professions lecturers pick for their items: add, rename, archive and restore. */
export function ProfessionsSection() {
  return (
    <NamedListSection
      id="professions"
      words={words}
      loader={managedProfessionsLoader}
      form={professionForm}
      $editing={$editingProfession}
      $archiving={$archivingProfession}
      load={loadManagedProfessions}
      openNew={openNewProfession}
      open={openProfession}
      close={closeProfession}
      editName={editProfessionName}
      saveNames={saveProfessionNames}
      setArchived={setProfessionArchived}
    />
  );
}
