import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CouponCourse } from '../../../server/src/contract/coupons.ts';
import { formatPrice } from '../../i18n/format.ts';
import {
  couponCoursesLoader,
  searchCouponCourses,
  showCoursePage,
} from '../../stores/coupons/course-picker.ts';
import { addCouponCourse, removeCouponCourse } from '../../stores/coupons/form.ts';
import { FieldError } from '../form/FieldError.tsx';
import { SearchField } from '../form/SearchForm.tsx';
import { useT } from '../use-t.ts';
import { ButtonPager } from './CouponParts.tsx';

/** How long the picker waits after typing before it searches. */
const SEARCH_DELAY_MS = 250;

/**
 * The courses a coupon names: the chosen ones as removable chips, and a search (keyword, pages)
 * of the courses it can name, each with an add button.
 */
export function CoursePicker({
  chosen,
  error,
}: {
  readonly chosen: readonly CouponCourse[];
  readonly error: string | undefined;
}) {
  const t = useT();
  const results = useStore(couponCoursesLoader.$state);
  const [keyword, setKeyword] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => void searchCouponCourses(keyword), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword]);

  const page = results.key?.page ?? 1;
  return (
    <fieldset
      className="field coupon-picker"
      aria-describedby={error ? 'coupon-courses-error' : undefined}
    >
      <legend>{t('coupons.form.courses')}</legend>
      <ul className="coupon-chips" aria-label={t('coupons.form.chosenCourses')}>
        {chosen.length === 0 && <li className="field__hint">{t('coupons.form.noCourses')}</li>}
        {chosen.map((course) => (
          <li key={course.id} className="coupon-chip">
            {course.title}
            <button
              type="button"
              className="coupon-chip__remove"
              aria-label={t('coupons.form.removeCourse', { title: course.title })}
              onClick={() => removeCouponCourse(course.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <FieldError id="coupon-courses" error={error} />
      <SearchField
        id="coupon-course-search"
        label={t('coupons.form.searchCourses')}
        value={keyword}
        onValue={setKeyword}
      />
      <div className="coupon-picker__results" aria-busy={results.status === 'loading'}>
        {results.status === 'error' && (
          <p role="alert">
            {t('coupons.form.coursesFailed')}{' '}
            <button
              type="button"
              className="button"
              onClick={() => void couponCoursesLoader.retry()}
            >
              {t('coupons.retry')}
            </button>
          </p>
        )}
        {results.data?.data.length === 0 && (
          <p className="field__hint">{t('coupons.form.noCourseMatch')}</p>
        )}
        <ul className="coupon-picker__list" aria-label={t('coupons.form.courseResults')}>
          {results.data?.data.map((course) => {
            const taken = chosen.some((each) => each.id === course.id);
            return (
              <li key={course.id} className="coupon-picker__row">
                <span className="coupon-picker__title">{course.title}</span>
                <span className="coupon-picker__price">{formatPrice(course.price, 'TWD')}</span>
                <button
                  type="button"
                  className="button"
                  disabled={taken}
                  aria-label={t('coupons.form.addCourse', { title: course.title })}
                  onClick={() => addCouponCourse(course)}
                >
                  {taken ? t('coupons.form.added') : t('coupons.form.add')}
                </button>
              </li>
            );
          })}
        </ul>
        {results.data && (
          <ButtonPager
            current={page}
            last={results.data.meta.last_page}
            label={t('coupons.form.coursePages')}
            onPage={(next) => void showCoursePage(next)}
          />
        )}
      </div>
    </fieldset>
  );
}
