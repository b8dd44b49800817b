/**
 * The categories section of the settings screen (the shared named list, `named-list.ts`): every
 * category in its order with its names in zh-TW, zh-CN and en; a dialog adds or renames one;
 * archiving, restoring and moving one place up or down are one-off actions. Each change reloads the
 * settings' audit trail.
 */
import type { ManagedCategory } from '../../../server/src/contract/settings.ts';
import type { CategoryMove } from '../../../server/src/contract/plain/settings.ts';
import {
  addCategory,
  fetchManagedCategories,
  moveCategory,
  saveCategory,
} from '../../api/settings.ts';
import { createAction } from '../action.ts';
import { createNamedList, type LocaleNames } from './named-list.ts';

const categories = createNamedList<ManagedCategory>({
  name: 'categories',
  fetch: (signal) => fetchManagedCategories(signal),
  add: (names) => addCategory(names),
  save: (id, body) => saveCategory(id, body),
  failed: (t) => t('settings.categories.saveFailed'),
});

/** Every category in order, archived ones too. */
export const managedCategoriesLoader = categories.loader;

/** The names being edited in the dialog. */
export const categoryForm = categories.form;

/** What the dialog edits: a new category, an existing one, or nothing (closed). */
export const $editingCategory = categories.$editing;

/** An archive or restore is in flight. */
export const $archivingCategory = categories.$archiving;

/** Loads the categories (again). */
export function loadManagedCategories(): Promise<void> {
  return categories.load();
}

/** Opens the dialog on a new category (blank names). */
export function openNewCategory(): void {
  categories.openNew();
}

/** Opens the dialog on a category's names. */
export function openCategory(category: ManagedCategory): void {
  categories.open(category);
}

/** Closes the dialog, dropping what was typed. */
export function closeCategory(): void {
  categories.close();
}

/** Changes a name in the dialog. */
export function editCategoryName(locale: keyof LocaleNames, name: string): void {
  categories.editName(locale, name);
}

/**
 * Saves the dialog (adds at the end or renames); a refusal shows at its locale's field with what
 * was typed kept. Resolves whether it saved (the dialog then closes).
 */
export function saveCategoryNames(): Promise<boolean> {
  return categories.saveNames();
}

/** Archives a category (no longer offered for courses) or restores it; resolves whether it did. */
export function setCategoryArchived(
  category: ManagedCategory,
  archived: boolean,
): Promise<boolean> {
  return categories.setArchived(category, archived);
}

const move = createAction(
  async (category: ManagedCategory, direction: CategoryMove) => {
    categories.replace((await moveCategory(category.id, direction)).data);
  },
  { failed: (t) => t('settings.categories.moveFailed') },
);

/** A move is in flight. */
export const $movingCategory = move.$busy;

/** Moves a category one place up or down; the list shows the server's new order. */
export function moveCategoryBy(
  category: ManagedCategory,
  direction: CategoryMove,
): Promise<boolean> {
  return move.run(category, direction);
}
