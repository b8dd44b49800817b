import { useStore } from '@nanostores/react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { MAX_KEYWORD_LENGTH } from '../../../server/src/contract/plain/courses.ts';
import { feedbackScores } from '../../../server/src/contract/plain/interactions.ts';
import type { ThreadType } from '../../../server/src/contract/interactions.ts';
import { coursesLoader, lecturesLoader, loadLectures } from '../../stores/interactions/counts.ts';
import type { ThreadFilters as Filters } from '../../stores/interactions/filters.ts';
import { SelectField } from '../form/SelectField.tsx';
import { useT } from '../use-t.ts';

interface Props {
  readonly type: ThreadType;
  readonly filters: Filters;
  /** Applies a change of the filters (the list goes back to page 1). */
  readonly onChange: (change: Partial<Filters>) => void;
}

function TextSearch({
  type,
  initial,
  onSearch,
}: {
  readonly type: ThreadType;
  readonly initial: string;
  readonly onSearch: (text: string) => void;
}) {
  const t = useT();
  const [text, setText] = useState(initial);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="item-filters__search" role="search" onSubmit={onSubmit}>
      <label htmlFor="thread-filter-text">{t('interactions.filter.text', { type })}</label>
      <div className="item-filters__search-row">
        <input
          id="thread-filter-text"
          type="search"
          maxLength={MAX_KEYWORD_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {t('interactions.filter.search')}
        </button>
      </div>
    </form>
  );
}

/** The course filter: every course whose posts the viewer sees, with its waiting count. */
export function CourseSelect({
  value,
  onValue,
}: {
  readonly value: string;
  readonly onValue: (course: string) => void;
}) {
  const t = useT();
  const courses = useStore(coursesLoader.$state).data?.data ?? [];
  const known = value === '' || courses.some((course) => String(course.id) === value);
  return (
    <SelectField
      id="thread-filter-course"
      label={t('interactions.filter.course')}
      value={value}
      options={[
        { value: '', label: t('interactions.filter.allCourses') },
        ...(known ? [] : [{ value, label: t('interactions.filter.courseLoading') }]),
        ...courses.map((course) => ({
          value: String(course.id),
          label: t('interactions.filter.courseOption', {
            title: course.title,
            count: course.waiting,
          }),
        })),
      ]}
      onValue={onValue}
    />
  );
}

function LectureSelect({
  course,
  value,
  onValue,
}: {
  readonly course: string;
  readonly value: string;
  readonly onValue: (lecture: string) => void;
}) {
  const t = useT();
  const state = useStore(lecturesLoader.$state);
  useEffect(() => {
    if (course !== '') void loadLectures(Number(course));
  }, [course]);
  const lectures = course !== '' && state.key === Number(course) ? (state.data?.data ?? []) : [];
  const known = value === '' || lectures.some((lecture) => String(lecture.id) === value);
  return (
    <SelectField
      id="thread-filter-lecture"
      label={t('interactions.filter.lecture')}
      value={value}
      disabled={course === ''}
      options={[
        {
          value: '',
          label: t(
            course === '' ? 'interactions.filter.courseFirst' : 'interactions.filter.allLectures',
          ),
        },
        ...(known ? [] : [{ value, label: t('interactions.filter.courseLoading') }]),
        ...lectures.map((lecture) => ({
          value: String(lecture.id),
          label: t('interactions.filter.lectureOption', {
            chapter: lecture.chapter_title,
            title: lecture.title,
          }),
        })),
      ]}
      onValue={onValue}
    />
  );
}

/** A yes/no filter with "all" first. */
function YesNo({
  id,
  label,
  all,
  yes,
  no,
  value,
  onValue,
}: {
  readonly id: string;
  readonly label: string;
  readonly all: string;
  readonly yes: string;
  readonly no: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      options={[
        { value: '', label: all },
        { value: '0', label: no },
        { value: '1', label: yes },
      ]}
      onValue={onValue}
    />
  );
}

/**
 * The filters of one type's list, in the API's terms: the course; answered (questions), solved
 * (discussions), score and search (reviews), lecture, published, keyword and waiting (student
 * work); shown or hidden (all).
 */
export function ThreadFilters({ type, filters, onChange }: Props) {
  const t = useT();
  return (
    <div className="item-filters thread-filters">
      {(type === 'feedbacks' || type === 'creations') && (
        <TextSearch
          key={filters.text}
          type={type}
          initial={filters.text}
          onSearch={(text) => onChange({ text })}
        />
      )}
      <CourseSelect value={filters.course} onValue={(course) => onChange({ course })} />
      {type === 'creations' && (
        <LectureSelect
          course={filters.course}
          value={filters.lecture}
          onValue={(lecture) => onChange({ lecture })}
        />
      )}
      {type === 'comments' && (
        <YesNo
          id="thread-filter-state"
          label={t('interactions.filter.answered')}
          all={t('interactions.filter.all')}
          no={t('interactions.filter.unanswered')}
          yes={t('interactions.filter.answeredOnly')}
          value={filters.state}
          onValue={(state) => onChange({ state })}
        />
      )}
      {type === 'discussions' && (
        <YesNo
          id="thread-filter-state"
          label={t('interactions.filter.solved')}
          all={t('interactions.filter.all')}
          no={t('interactions.filter.open')}
          yes={t('interactions.filter.solvedOnly')}
          value={filters.state}
          onValue={(state) => onChange({ state })}
        />
      )}
      {type === 'creations' && (
        <YesNo
          id="thread-filter-state"
          label={t('interactions.filter.published')}
          all={t('interactions.filter.all')}
          no={t('interactions.filter.unpublished')}
          yes={t('interactions.filter.publishedOnly')}
          value={filters.state}
          onValue={(state) => onChange({ state })}
        />
      )}
      {type === 'creations' && (
        <SelectField
          id="thread-filter-view"
          label={t('interactions.filter.view')}
          value={filters.view}
          options={[
            { value: '', label: t('interactions.filter.all') },
            { value: 'waiting', label: t('interactions.filter.waitingOnly') },
          ]}
          onValue={(view) => onChange({ view })}
        />
      )}
      {type === 'feedbacks' && (
        <SelectField
          id="thread-filter-score"
          label={t('interactions.filter.score')}
          value={filters.score}
          options={[
            { value: '', label: t('interactions.filter.allScores') },
            ...[...feedbackScores].reverse().map((score) => ({
              value: String(score),
              label: t('interactions.score', { score }),
            })),
          ]}
          onValue={(score) => onChange({ score })}
        />
      )}
      <YesNo
        id="thread-filter-display"
        label={t('interactions.filter.display')}
        all={t('interactions.filter.all')}
        no={t('interactions.filter.hidden')}
        yes={t('interactions.filter.shown')}
        value={filters.display}
        onValue={(display) => onChange({ display })}
      />
    </div>
  );
}
