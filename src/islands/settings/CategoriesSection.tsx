import { useStore } from '@nanostores/react';
import type { ManagedCategory } from '../../../server/src/contract/settings.ts';
import {
  $archivingCategory,
  $editingCategory,
  $movingCategory,
  categoryForm,
  closeCategory,
  editCategoryName,
  loadManagedCategories,
  managedCategoriesLoader,
  moveCategoryBy,
  openCategory,
  openNewCategory,
  saveCategoryNames,
  setCategoryArchived,
} from '../../stores/settings/categories.ts';
import { useT } from '../use-t.ts';
import { NamedListSection } from './NamedListSection.tsx';

/** The words of the categories section. */
const words = {
  heading: 'settings.categories.heading',
  intro: 'settings.categories.intro',
  add: 'settings.categories.add',
  empty: 'settings.categories.empty',
  addTitle: 'settings.categories.addTitle',
  renameTitle: 'settings.categories.renameTitle',
  save: 'settings.categories.save',
} as const;

/** A category's move up and move down buttons (none past either end). */
function MoveButtons({
  row,
  index,
  count,
  name,
}: {
  readonly row: ManagedCategory;
  readonly index: number;
  readonly count: number;
  readonly name: string;
}) {
  const t = useT();
  const moving = useStore($movingCategory);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={moving || index === 0}
        aria-label={t('settings.categories.moveUpOf', { name })}
        onClick={() => void moveCategoryBy(row, 'up')}
      >
        {t('settings.categories.moveUp')}
      </button>{' '}
      <button
        type="button"
        className="button"
        disabled={moving || index === count - 1}
        aria-label={t('settings.categories.moveDownOf', { name })}
        onClick={() => void moveCategoryBy(row, 'down')}
      >
        {t('settings.categories.moveDown')}
      </button>{' '}
    </>
  );
}

/** The categories courses are filed under: add, rename, reorder, archive and restore. */
export function CategoriesSection() {
  return (
    <NamedListSection
      id="categories"
      words={words}
      loader={managedCategoriesLoader}
      form={categoryForm}
      $editing={$editingCategory}
      $archiving={$archivingCategory}
      load={loadManagedCategories}
      openNew={openNewCategory}
      open={openCategory}
      close={closeCategory}
      editName={editCategoryName}
      saveNames={saveCategoryNames}
      setArchived={setCategoryArchived}
      moreActions={(row, index, rows, name) => (
        <MoveButtons row={row} index={index} count={rows.length} name={name} />
      )}
    />
  );
}
