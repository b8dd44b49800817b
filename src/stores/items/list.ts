/**
 * The catalogue lists (courses, ebooks, articles), one per kind: the filters of seed section 7
 * (category, keyword, the kind's statuses, order) and, for courses, the type (full courses or
 * single lectures, the seed's "single lectures" section) kept in the address, and the page of
 * items they give.
 */
import { courseOrders } from '../../../server/src/contract/plain/courses.ts';
import {
  courseTypes,
  itemFeatures,
  itemStatuses,
  MAX_CATEGORY_KEY,
  type CourseType,
  type ItemKind,
  type ItemStatus,
} from '../../../server/src/contract/plain/items.ts';
import { fetchItems } from '../../api/items.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createList } from '../list.ts';

/**
 * The list of one kind: '' is every category (a key of the categories settings manage), status
 * or type (a kind without types knows only ''); the newest first by default.
 */
function itemListOf(kind: ItemKind) {
  return createList(
    `items.${kind}`,
    defineListQuery({
      category: textFilter({ maxLength: MAX_CATEGORY_KEY }),
      keyword: textFilter(),
      status: choiceFilter<'' | ItemStatus>(['', ...itemStatuses[kind]], ''),
      order: choiceFilter(courseOrders, 'latest', { narrows: false }),
      type: choiceFilter<'' | CourseType>(
        ['', ...(itemFeatures[kind].type ? courseTypes : [])],
        '',
      ),
    }),
    (filters, signal) =>
      fetchItems(
        kind,
        {
          page: filters.page,
          order: filters.order,
          ...(filters.category ? { category: filters.category } : {}),
          ...(filters.keyword ? { keyword: filters.keyword } : {}),
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.type ? { type: filters.type } : {}),
        },
        signal,
      ),
  );
}

/** Each kind's list (a kind's rows never show in another's list). */
export const itemLists = {
  courses: itemListOf('courses'),
  ebooks: itemListOf('ebooks'),
  articles: itemListOf('articles'),
};
