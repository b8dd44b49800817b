/** The categories to file a course under and filter lists by (`GET /lecturers/v2/categories`). */
import type { categoriesContract, CategoriesResponse } from '../../server/src/contract/items.ts';
import { categoriesOperations } from '../../server/src/contract/plain/categories.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof categoriesContract>(categoriesOperations);

/** Loads the categories in order, in the interface language (`GET /lecturers/v2/categories`). */
export function fetchCategories(): Promise<CategoriesResponse> {
  return call(operations.list);
}
