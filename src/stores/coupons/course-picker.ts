/**
 * The searchable course picker of the coupon form: a keyword and a page of the courses a coupon
 * can name (`GET global_coupons/courses`), and the labels the viewer's coupons already carry.
 */
import { atom } from 'nanostores';
import { fetchCouponCourses, fetchCouponLabels, type CouponCourses } from '../../api/coupons.ts';
import { createLoader } from '../loader.ts';

/** What the picker searches: a keyword and a page. */
export interface CourseSearch {
  readonly keyword: string;
  readonly page: number;
}

/** The keyword as typed. */
export const $courseKeyword = atom('');

/** The page of courses for a search; the previous page stays shown while the next loads. */
export const couponCoursesLoader = createLoader<CourseSearch, CouponCourses>(
  ({ keyword, page }, signal) =>
    fetchCouponCourses({ page, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) }, signal),
  { keep: () => true },
);

/** The labels of the viewer's coupons, to pick from. */
export const couponLabelsLoader = createLoader<'own', { data: string[] }>((_key, signal) =>
  fetchCouponLabels(signal),
);

/** Searches courses by keyword (from page 1). */
export function searchCouponCourses(keyword: string): Promise<void> {
  $courseKeyword.set(keyword);
  return couponCoursesLoader.load({ keyword, page: 1 });
}

/** Shows another page of the current search. */
export function showCoursePage(page: number): Promise<void> {
  return couponCoursesLoader.load({ keyword: $courseKeyword.get(), page });
}

/** Loads the labels to pick from, once. */
export function loadCouponLabels(): Promise<void> {
  return couponLabelsLoader.load('own');
}
