import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MAX_KEYWORD_LENGTH } from '../../../server/src/contract/plain/courses.ts';
import { feedbackScores } from '../../../server/src/contract/plain/interactions.ts';
import type { ThreadType } from '../../../server/src/contract/interactions.ts';
import type { Translate } from '../../i18n/intl.ts';
import {
  coursesLoader,
  lecturesLoader,
  loadCourses,
  loadLectures,
} from '../../stores/interactions/counts.ts';
import type { AnyThreadFilters, ThreadFiltersOf } from '../../stores/interactions/filters.ts';
import { SelectField } from '../form/SelectField.tsx';
import type { FilterSpec } from '../ui/ListFrame.tsx';
import { useT } from '../use-t.ts';

/** The courses whose posts the viewer sees, with their waiting counts (loaded once). */
export function useInteractionCourses() {
  useEffect(() => {
    void loadCourses();
  }, []);
  return useStore(coursesLoader.$state).data?.data ?? [];
}

/** The course filter: every course whose posts the viewer sees, with its waiting count. */
function CourseSelect({
  value,
  onValue,
}: {
  readonly value: number | null;
  readonly onValue: (course: number | null) => void;
}) {
  const t = useT();
  const courses = useInteractionCourses();
  const chosen = value === null ? '' : String(value);
  const known = value === null || courses.some((course) => course.id === value);
  return (
    <SelectField
      id="thread-filter-course"
      label={t('interactions.filter.course')}
      value={chosen}
      options={[
        { value: '', label: t('interactions.filter.allCourses') },
        ...(known ? [] : [{ value: chosen, label: t('interactions.filter.courseLoading') }]),
        ...courses.map((course) => ({
          value: String(course.id),
          label: t('interactions.filter.courseOption', {
            title: course.title,
            count: course.waiting,
          }),
        })),
      ]}
      onValue={(course) => onValue(course === '' ? null : Number(course))}
    />
  );
}

/** The lecture filter of student work: the chosen course's lectures (none until one is chosen). */
function LectureSelect({
  course,
  value,
  onValue,
}: {
  readonly course: number | null;
  readonly value: number | null;
  readonly onValue: (lecture: number | null) => void;
}) {
  const t = useT();
  const state = useStore(lecturesLoader.$state);
  useEffect(() => {
    if (course !== null) void loadLectures(course);
  }, [course]);
  const lectures = course !== null && state.key === course ? (state.data?.data ?? []) : [];
  const chosen = value === null ? '' : String(value);
  const known = value === null || lectures.some((lecture) => lecture.id === value);
  return (
    <SelectField
      id="thread-filter-lecture"
      label={t('interactions.filter.lecture')}
      value={course === null ? '' : chosen}
      disabled={course === null}
      options={[
        {
          value: '',
          label: t(
            course === null ? 'interactions.filter.courseFirst' : 'interactions.filter.allLectures',
          ),
        },
        ...(known || course === null
          ? []
          : [{ value: chosen, label: t('interactions.filter.courseLoading') }]),
        ...lectures.map((lecture) => ({
          value: String(lecture.id),
          label: t('interactions.filter.lectureOption', {
            chapter: lecture.chapter_title,
            title: lecture.title,
          }),
        })),
      ]}
      onValue={(lecture) => onValue(lecture === '' ? null : Number(lecture))}
    />
  );
}

/** The course filter of a list (a new course forgets the lecture of student work). */
function courseField<F extends AnyThreadFilters>(withLecture: boolean): FilterSpec<F> {
  return {
    kind: 'custom',
    key: 'course',
    render: ({ draft, apply }) => (
      <CourseSelect
        value={draft.course ?? null}
        onValue={(course) =>
          apply((withLecture ? { course, lecture: null } : { course }) as Partial<F>)
        }
      />
    ),
  };
}

/** The lecture filter of student work. */
function lectureField<F extends AnyThreadFilters>(): FilterSpec<F> {
  return {
    kind: 'custom',
    key: 'lecture',
    render: ({ draft, apply }) => (
      <LectureSelect
        course={draft.course ?? null}
        value={draft.lecture ?? null}
        onValue={(lecture) => apply({ lecture } as Partial<F>)}
      />
    ),
  };
}

/** A select of the filter bar. */
function select<const K extends string>(
  key: K,
  label: string,
  options: readonly { readonly value: string; readonly label: string }[],
) {
  return { kind: 'select' as const, key, label, options };
}

/** A yes/no filter with "all" first. */
function yesNo<const K extends string>(
  t: Translate,
  key: K,
  label: string,
  no: string,
  yes: string,
) {
  return select(key, label, [
    { value: '', label: t('interactions.filter.all') },
    { value: '0', label: no },
    { value: '1', label: yes },
  ]);
}

/** Shown or hidden posts. */
const displayField = (t: Translate) =>
  yesNo(
    t,
    'display',
    t('interactions.filter.display'),
    t('interactions.filter.hidden'),
    t('interactions.filter.shown'),
  );

/** The words searched (reviews: `search`, student work: `keyword`). */
const textField = (t: Translate, type: ThreadType) => ({
  kind: 'search' as const,
  key: 'text' as const,
  label: t('interactions.filter.text', { type }),
  maxLength: MAX_KEYWORD_LENGTH,
});

/**
 * The filters of each type's list, in the API's terms: the course; answered (questions), solved
 * (discussions), score and search (reviews), lecture, published, keyword and waiting (student
 * work); shown or hidden (all).
 */
export const threadFilterSpecs: {
  readonly [K in ThreadType]: (t: Translate) => readonly FilterSpec<ThreadFiltersOf[K]>[];
} = {
  comments: (t) => [
    courseField(false),
    yesNo(
      t,
      'state',
      t('interactions.filter.answered'),
      t('interactions.filter.unanswered'),
      t('interactions.filter.answeredOnly'),
    ),
    displayField(t),
  ],
  discussions: (t) => [
    courseField(false),
    yesNo(
      t,
      'state',
      t('interactions.filter.solved'),
      t('interactions.filter.open'),
      t('interactions.filter.solvedOnly'),
    ),
    displayField(t),
  ],
  feedbacks: (t) => [
    textField(t, 'feedbacks'),
    courseField(false),
    select('score', t('interactions.filter.score'), [
      { value: '', label: t('interactions.filter.allScores') },
      ...[...feedbackScores].reverse().map((score) => ({
        value: String(score),
        label: t('interactions.score', { score }),
      })),
    ]),
    displayField(t),
  ],
  creations: (t) => [
    textField(t, 'creations'),
    courseField(true),
    lectureField(),
    yesNo(
      t,
      'state',
      t('interactions.filter.published'),
      t('interactions.filter.unpublished'),
      t('interactions.filter.publishedOnly'),
    ),
    select('view', t('interactions.filter.view'), [
      { value: '', label: t('interactions.filter.all') },
      { value: 'waiting', label: t('interactions.filter.waitingOnly') },
    ]),
    displayField(t),
  ],
};
