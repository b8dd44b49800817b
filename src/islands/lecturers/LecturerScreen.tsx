import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useState, type SyntheticEvent } from 'react';
import type {
  LecturerCourse,
  LecturerProfile,
  LecturerStatus,
} from '../../../server/src/contract/lecturer-profiles.ts';
import { lecturerStatuses } from '../../../server/src/contract/plain/people.ts';
import { fetchLecturerAudit } from '../../api/lecturer-profiles.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  incomeQuery,
  incomeYears,
  lecturerCourseList,
  lecturerIncomesLoader,
} from '../../stores/lecturers/details.ts';
import {
  $lecturerAuditVersion,
  $statusChanging,
  changeLecturerStatus,
  lecturerLoader,
  lecturerStatusLabels,
  lecturerProfileForm,
  saveLecturerProfile,
  startLecturerProfile,
} from '../../stores/lecturers/profile.ts';
import { profileTabOf } from '../../stores/lecturers/tabs.ts';
import { wordsOf } from '../../stores/audit.ts';
import { $page } from '../../stores/page.ts';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { FormActions } from '../form/FormActions.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { useForm } from '../form/use-form.ts';
import { ItemStatusBadge } from '../ui/ItemStatusBadge.tsx';
import { listLabels } from '../../lib/item-labels.ts';
import { CourseTable, monthLabels, MonthTable } from '../ui/IncomeTables.tsx';
import { AuditTrail } from '../ui/AuditTrail.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { Price } from '../ui/Price.tsx';
import { useT } from '../use-t.ts';
import {
  LecturerFields,
  LecturerStatusBadge,
  LecturerTabs,
  useLecturerId,
} from './LecturerParts.tsx';

/** The profile tab: the form, then the audit trail of the lecturer and their payout accounts. */
function ProfileTab({ lecturer }: { readonly lecturer: LecturerProfile }) {
  const t = useT();
  const { saving, dirty } = useForm(lecturerProfileForm);
  const version = useStore($lecturerAuditVersion);
  const [resetKey, setResetKey] = useState(0);
  useEffect(() => startLecturerProfile(lecturer), [lecturer]);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await saveLecturerProfile(lecturer.id)) setResetKey((key) => key + 1);
    else focusFirstProblem(form);
  };

  return (
    <div className="lecturer-profile">
      <form
        className="panel info-form info-form--wide"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <LecturerFields
          form={lecturerProfileForm}
          idPrefix="lecturer-profile"
          initialDescription={lecturer.description}
          resetKey={resetKey}
        />
        <FormActions saving={saving} dirty={dirty} />
      </form>
      <div className="lecturer-audit">
        <AuditTrail
          load={(page, signal) => fetchLecturerAudit(lecturer.id, page, signal)}
          version={version}
          fields={{
            email: t('lecturers.field.email'),
            name: t('lecturers.field.name'),
            real_name: t('lecturers.field.realName'),
            headline: t('lecturers.field.headline'),
            description: t('lecturers.field.description'),
            status: t('lecturers.field.status'),
            financial_code: t('lecturers.payouts.financialCode'),
            bank_name: t('lecturers.payouts.bankName'),
            account_name: t('lecturers.payouts.accountName'),
            account_number: t('lecturers.payouts.accountNumber'),
            main: t('lecturers.payouts.main'),
          }}
          values={{ status: wordsOf(t, lecturerStatusLabels) }}
        />
      </div>
    </div>
  );
}

/** The courses tab: the lecturer's items with status and price, paged in the address. */
function CoursesTab() {
  const t = useT();
  const columns: DataColumn<LecturerCourse>[] = [
    { key: 'title', header: t('lecturers.courses.title'), rowHeader: true, cell: (c) => c.title },
    { key: 'kind', header: t('lecturers.courses.kind'), cell: (c) => t(listLabels[c.kind]) },
    {
      key: 'status',
      header: t('lecturers.field.status'),
      cell: (c) => <ItemStatusBadge status={c.status} />,
    },
    {
      key: 'role',
      header: t('lecturers.courses.role'),
      cell: (c) => t(c.owner ? 'lecturers.courses.owner' : 'lecturers.courses.coLecturer'),
    },
    {
      key: 'price',
      header: t('lecturers.courses.price'),
      className: 'data-table__number',
      cell: (c) => <Price twd={c.price} />,
    },
  ];
  return (
    <ListFrame
      list={lecturerCourseList}
      caption={t('lecturers.courses.caption')}
      columns={columns}
      tableClassName="money-table"
      empty={{ title: t('lecturers.courses.empty') }}
      // Nothing narrows the list: an empty page is an empty list.
      noMatch={t('lecturers.courses.empty')}
    />
  );
}

/** The incomes tab: a year by month (a month picked shows its items), in the address. */
function IncomesTab({ lecturerId }: { readonly lecturerId: number }) {
  const t = useT();
  const page = useStore($page);
  const state = useStore(lecturerIncomesLoader.$state);
  const { month, year: asked } = incomeQuery.fromQuery(page.query);
  const year = Number(month ? month.slice(0, 4) : asked);
  const labels = monthLabels(page.locale);
  useEffect(() => {
    void lecturerIncomesLoader.load({ id: lecturerId, year, month });
  }, [lecturerId, year, month]);
  const go = (change: { year?: string; month?: string }) =>
    void navigate(
      urlFor(
        page.locale,
        'lecturers-lecturer_id',
        { lecturer_id: lecturerId },
        incomeQuery.toQuery({ ...incomeQuery.defaults, year: String(year), ...change }),
      ),
    );
  const monthName = (key: string) =>
    t('revenues.income.monthOf', {
      year: key.slice(0, 4),
      month: labels[Number(key.slice(5)) - 1] ?? key,
    });
  return (
    <div className="money-card">
      <div className="panel item-filters money-filters">
        <SelectField<string>
          id="lecturer-income-year"
          label={t('revenues.income.year')}
          value={String(year)}
          options={incomeYears().map((value) => ({ value, label: value }))}
          onValue={(value) => go({ year: value })}
        />
      </div>
      <LoadState state={state} onRetry={() => void lecturerIncomesLoader.retry()}>
        {(answer) => {
          const chosen = answer.month ?? '';
          const courseCaption = chosen
            ? t('revenues.income.byCourseOf', { month: monthName(chosen) })
            : t('revenues.income.byCourseYear', { year: answer.year });
          return (
            <>
              <h3 className="money-card__title">
                {t('revenues.income.byMonth', { year: answer.year })}
              </h3>
              <MonthTable
                months={answer.months}
                labels={labels}
                chosen={chosen}
                caption={t('revenues.income.byMonth', { year: answer.year })}
                onPick={(picked) => go(picked === chosen ? {} : { month: picked })}
              />
              <h3 className="money-card__title">{courseCaption}</h3>
              {answer.courses.length === 0 ? (
                <p className="empty-state__text">{t('revenues.income.noIncome')}</p>
              ) : (
                <CourseTable answer={answer} caption={courseCaption} />
              )}
            </>
          );
        }}
      </LoadState>
    </div>
  );
}

/** The settings tab: the lecturer's status, changed after a confirmation. */
function SettingsTab({ lecturer }: { readonly lecturer: LecturerProfile }) {
  const t = useT();
  const [status, setStatus] = useState<LecturerStatus>(lecturer.status);
  const saving = useStore($statusChanging);
  useEffect(() => setStatus(lecturer.status), [lecturer.status]);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== lecturer.status) void changeLecturerStatus(lecturer, status);
  };
  return (
    <form className="panel info-form" noValidate onSubmit={onSubmit}>
      <fieldset className="lecturer-status">
        <legend>{t('lecturers.field.status')}</legend>
        {lecturerStatuses.map((value) => (
          <label key={value} className="field--check">
            <input
              type="radio"
              name="lecturer-status"
              value={value}
              checked={status === value}
              onChange={() => setStatus(value)}
            />
            {t(lecturerStatusLabels[value])}
          </label>
        ))}
      </fieldset>
      <p className="lecturer-note">{t('lecturers.settings.note')}</p>
      <FormActions
        saving={saving}
        disabled={status === lecturer.status}
        label={t('lecturers.settings.save')}
      />
    </form>
  );
}

/** The name, e-mail and status above every lecturer screen. */
export function LecturerHeading({ lecturer }: { readonly lecturer: LecturerProfile }) {
  const t = useT();
  return (
    <header className="lecturer-heading">
      <h2>{lecturer.name}</h2>
      <LecturerStatusBadge status={lecturer.status} />
      <span className="lecturer-heading__email">{lecturer.email}</span>
      {!lecturer.can_sign_in && (
        <span className="lecturer-heading__note">{t('lecturers.noPassword')}</span>
      )}
    </header>
  );
}

/** Loads the lecturer of the address and renders its heading, tabs and the screen's content. */
export function LecturerFrame({
  children,
}: {
  readonly children: (lecturer: LecturerProfile) => React.ReactNode;
}) {
  const id = useLecturerId();
  const state = useStore(lecturerLoader.$state);
  useEffect(() => {
    if (id !== null) void lecturerLoader.load(id);
  }, [id]);
  if (id === null) return null;
  return (
    <section className="lecturer-screen">
      <LoadState state={state} onRetry={() => void lecturerLoader.retry()}>
        {(lecturer) => (
          <>
            <LecturerHeading lecturer={lecturer} />
            <LecturerTabs lecturerId={lecturer.id} />
            <div className="lecturer-screen__body">{children(lecturer)}</div>
          </>
        )}
      </LoadState>
    </section>
  );
}

/**
 * A lecturer's profile page: the tabs profiles (form and audit trail), courses, incomes and
 * settings (`?tab=`, kept in the address), beside the payouts and comments screens.
 */
export default function LecturerScreen() {
  const page = useStore($page);
  const tab = profileTabOf(page.query);
  return (
    <LecturerFrame>
      {(lecturer) =>
        tab === 'courses' ? (
          <CoursesTab />
        ) : tab === 'incomes' ? (
          <IncomesTab lecturerId={lecturer.id} />
        ) : tab === 'settings' ? (
          <SettingsTab lecturer={lecturer} />
        ) : (
          <ProfileTab lecturer={lecturer} />
        )
      }
    </LecturerFrame>
  );
}
