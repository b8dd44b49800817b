/**
 * The categories a course is filed under and lists filter by (`GET /categories`), in their order
 * and the interface language. Only the screens that show a category load them.
 */
import { fetchCategories } from '../../api/categories.ts';
import { createReferenceList } from './reference-list.ts';

/** A category: the key items store and its name. */
export interface Category {
  readonly key: string;
  readonly name: string;
  /** Not offered for a new choice; an item that has it keeps it and shows its name. */
  readonly archived: boolean;
}

const categories = createReferenceList<Category>(() => fetchCategories());

/** The categories of the current language, in order. */
export const $categories = categories.$state;

/** Loads the categories once per language (again after an error). */
export function loadCategories(locale: string): Promise<void> {
  return categories.load(locale);
}

/**
 * The categories to offer for a course whose category is `current` ('' for none): those not
 * archived, and its own even when archived (so it keeps showing its name).
 */
export function categoryChoices(list: readonly Category[], current: string): readonly Category[] {
  return list.filter((category) => !category.archived || category.key === current);
}
