import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { InteractionCourses } from '../../api/announcements.ts';
import type { AnnouncementDraft } from '../../stores/announcements/create.ts';
import {
  chooseDraftLecturer,
  editDraft,
  editDraftDate,
  toggleDraftCourse,
} from '../../stores/announcements/create.ts';
import { $lecturerSearch, searchLecturers } from '../../stores/lecturer-search.ts';
import { FieldError } from '../form/FieldError.tsx';
import { FormField } from '../form/FormField.tsx';
import { Skeleton } from '../ui/LoadState.tsx';
import { LecturerResults } from '../ui/LecturerResults.tsx';
import { useT } from '../use-t.ts';

type Course = InteractionCourses['data'][number];

/** Above this many courses a list gets a filter box. */
const FILTER_FROM = 8;

/** A list of the courses as checkboxes, with a filter box when it is long. */
function CourseChecklist({
  id,
  legend,
  hint,
  courses,
  chosen,
  error,
  onToggle,
}: {
  readonly id: string;
  readonly legend: string;
  readonly hint: string;
  readonly courses: readonly Course[];
  readonly chosen: readonly number[];
  readonly error: string | undefined;
  readonly onToggle: (courseId: number, chosen: boolean) => void;
}) {
  const t = useT();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = courses.filter(
    (course) =>
      needle === '' || chosen.includes(course.id) || course.title.toLowerCase().includes(needle),
  );
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      id={id}
      className="field course-checklist"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {courses.length > FILTER_FROM && (
        <input
          type="search"
          className="course-checklist__filter"
          aria-label={t('announcements.form.filterCourses', { legend })}
          placeholder={t('announcements.form.filterHint')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      {courses.length === 0 ? (
        <p className="course-checklist__empty">{t('announcements.form.noCourses')}</p>
      ) : (
        <ul className="course-checklist__list">
          {shown.map((course) => (
            <li key={course.id} className="field--check">
              <input
                id={`${id}-${String(course.id)}`}
                type="checkbox"
                checked={chosen.includes(course.id)}
                onChange={(event) => onToggle(course.id, event.target.checked)}
              />
              <label htmlFor={`${id}-${String(course.id)}`}>{course.title}</label>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** An administrator chooses the lecturer the announcement is from (by name or whole email). */
function LecturerPicker({ draft, error }: { draft: AnnouncementDraft; error: string | undefined }) {
  const t = useT();
  const search = useStore($lecturerSearch);
  const [keyword, setKeyword] = useState('');
  const inputId = 'announcement-lecturer';
  return (
    <fieldset
      className="field lecturer-picker"
      aria-describedby={error ? `${inputId}-error` : undefined}
    >
      <legend>{t('announcements.form.lecturer')}</legend>
      {draft.lecturer_id !== null && (
        <p className="lecturer-picker__chosen">
          {t('announcements.form.lecturerChosen', { name: draft.lecturer_name })}{' '}
          <button type="button" className="link-button" onClick={() => chooseDraftLecturer(null)}>
            {t('announcements.form.lecturerChange')}
          </button>
        </p>
      )}
      {draft.lecturer_id === null && (
        <>
          <div className="lecturer-picker__search">
            <input
              id={inputId}
              type="search"
              aria-label={t('announcements.form.lecturerSearch')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void searchLecturers(keyword);
              }}
            />
            <button
              type="button"
              className="button"
              disabled={search.status === 'loading'}
              onClick={() => void searchLecturers(keyword)}
            >
              {t('announcements.form.lecturerFind')}
            </button>
          </div>
          <LecturerResults>
            {(lecturer) => (
              <>
                <span className="settings-table__name">{lecturer.name}</span>
                <button
                  type="button"
                  className="button"
                  onClick={() => chooseDraftLecturer({ id: lecturer.id, name: lecturer.name })}
                >
                  {t('announcements.form.lecturerChoose', { name: lecturer.name })}
                </button>
              </>
            )}
          </LecturerResults>
        </>
      )}
      <FieldError id={inputId} error={error} />
    </fieldset>
  );
}

interface Props {
  readonly draft: AnnouncementDraft;
  /** The courses the audience can name (null: loading, or an administrator chose no lecturer). */
  readonly courses: readonly Course[] | null;
  readonly admin: boolean;
  /** The first message of a field or of its parts. */
  readonly error: (field: string) => string | undefined;
  /** A message about the range as a whole (`date`), shown at its end. */
  readonly rangeError: string | undefined;
}

/**
 * Who receives the announcement, and when: lecturer, courses, least progress, date range; a saved
 * announcement keeps them (the create screen says so under the heading).
 */
export function AudienceFields({ draft, courses, admin, error, rangeError }: Props) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      className="announcement-audience"
      aria-labelledby={headingId}
      aria-describedby={`${headingId}-fixed`}
    >
      <h2 id={headingId}>{t('announcements.form.audience')}</h2>
      <p id={`${headingId}-fixed`} className="field__hint">
        {t('announcements.form.audienceFixed')}
      </p>
      {admin && <LecturerPicker draft={draft} error={error('lecturer_id')} />}
      {admin && draft.lecturer_id === null ? (
        <div className="field">
          <p id="announcement-includes-hint" className="field__hint">
            {t('announcements.form.adminCourses')}
          </p>
          <FieldError id="announcement-includes" error={error('includes') ?? error('excepts')} />
        </div>
      ) : courses === null ? (
        <Skeleton />
      ) : (
        <>
          <CourseChecklist
            id="announcement-includes"
            legend={t('announcements.form.includes')}
            hint={t(
              admin ? 'announcements.form.includesHintAdmin' : 'announcements.form.includesHint',
            )}
            courses={courses}
            chosen={draft.includes}
            error={error('includes')}
            onToggle={(id, chosen) => toggleDraftCourse('includes', id, chosen)}
          />
          <CourseChecklist
            id="announcement-excepts"
            legend={t('announcements.form.excepts')}
            hint={t('announcements.form.exceptsHint')}
            courses={courses}
            chosen={draft.excepts}
            error={error('excepts')}
            onToggle={(id, chosen) => toggleDraftCourse('excepts', id, chosen)}
          />
        </>
      )}
      <FormField
        id="announcement-progress"
        label={t('announcements.form.progress')}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        className="announcement-audience__progress"
        aria-describedby="announcement-progress-hint"
        value={draft.progress}
        onValue={(value) => editDraft('progress', value)}
        error={error('progress')}
      />
      <p id="announcement-progress-hint" className="field__hint">
        {t('announcements.form.progressHint')}
      </p>
      <div className="announcement-audience__dates">
        <FormField
          id="announcement-begin"
          label={t('announcements.form.begin')}
          type="datetime-local"
          value={draft.date.begin}
          onValue={(value) => editDraftDate('begin', value)}
          error={error('date.begin')}
        />
        <FormField
          id="announcement-end"
          label={t('announcements.form.end')}
          type="datetime-local"
          value={draft.date.end}
          onValue={(value) => editDraftDate('end', value)}
          error={error('date.end') ?? rangeError}
        />
      </div>
      <p className="field__hint">{t('announcements.form.datesHint')}</p>
    </section>
  );
}
