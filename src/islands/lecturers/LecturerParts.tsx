import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import type { LecturerStatus } from '../../../server/src/contract/lecturer-profiles.ts';
import { PEOPLE_LIMITS } from '../../../server/src/contract/plain/people.ts';
import type { Form } from '../../stores/form.ts';
import { lecturerStatusLabels, type LecturerValues } from '../../stores/lecturers/profile.ts';
import { lecturerTabs, profileTabOf, type LecturerTab } from '../../stores/lecturers/tabs.ts';
import { $page } from '../../stores/page.ts';
import { idParam } from '../../routes/params.ts';
import { urlFor } from '../../routes/urls.ts';
import { FieldError } from '../form/FieldError.tsx';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { Badge } from '../ui/Badge.tsx';
import { Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';

/** The editor and its library load only where a description is edited. */
const RichTextEditor = lazy(() => import('../form/RichTextEditor.tsx'));

/** A lecturer's status as a badge. */
export function LecturerStatusBadge({ status }: { readonly status: LecturerStatus }) {
  const t = useT();
  return (
    <Badge tone={status === 'ACTIVE' ? 'success' : 'danger'}>
      {t(lecturerStatusLabels[status])}
    </Badge>
  );
}

/** The lecturer id of the address (null when malformed). */
export function useLecturerId(): number | null {
  const page = useStore($page);
  return idParam(page.params['lecturer_id']);
}

const tabTitles: Readonly<Record<LecturerTab, string>> = {
  profiles: 'tab.lecturer.profiles',
  payouts: 'tab.lecturer.payouts',
  courses: 'lecturers.tab.courses',
  incomes: 'lecturers.tab.incomes',
  settings: 'lecturers.tab.settings',
  comments: 'tab.lecturer.comments',
};

/** The tab strip of a lecturer's screens (as the route tabs draw theirs), the current one marked. */
export function LecturerTabs({ lecturerId }: { readonly lecturerId: number }) {
  const t = useT();
  const page = useStore($page);
  const route = page.route?.name;
  const current: LecturerTab =
    route === 'lecturers-lecturer_id-payouts-payout_id-mode'
      ? 'payouts'
      : route === 'lecturers-lecturer_id-comments-comment_id-mode'
        ? 'comments'
        : profileTabOf(page.query);
  const hrefOf = (tab: LecturerTab): string => {
    const params = { lecturer_id: lecturerId };
    if (tab === 'payouts')
      return urlFor(page.locale, 'lecturers-lecturer_id-payouts-payout_id-mode', params);
    if (tab === 'comments')
      return urlFor(page.locale, 'lecturers-lecturer_id-comments-comment_id-mode', params);
    return urlFor(page.locale, 'lecturers-lecturer_id', params, tab === 'profiles' ? {} : { tab });
  };
  return (
    <nav className="tabs" aria-label={t('lecturers.tabs')}>
      <ul>
        {lecturerTabs.map((tab) => (
          <li key={tab}>
            <a
              className="tabs__link"
              href={hrefOf(tab)}
              aria-current={tab === current ? 'page' : undefined}
            >
              {t(tabTitles[tab])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The fields of a lecturer (create and profile forms), with the server's messages at them. */
export function LecturerFields({
  form,
  idPrefix,
  initialDescription,
  resetKey,
}: {
  readonly form: Form<LecturerValues>;
  readonly idPrefix: string;
  readonly initialDescription: string;
  readonly resetKey: number;
}) {
  const t = useT();
  const { values, error } = useForm(form);
  const set = form.set.bind(form);
  const [descriptionId] = useState(`${idPrefix}-description`);
  const descriptionError = error('description');
  return (
    <>
      <FormField
        id={`${idPrefix}-email`}
        label={t('lecturers.field.email')}
        type="email"
        autoComplete="off"
        maxLength={254}
        value={values.email}
        onValue={(value) => set('email', value)}
        error={error('email')}
      />
      <FormField
        id={`${idPrefix}-real-name`}
        label={t('lecturers.field.realName')}
        autoComplete="off"
        maxLength={PEOPLE_LIMITS.realName}
        value={values.real_name}
        onValue={(value) => set('real_name', value)}
        error={error('real_name')}
      />
      <FormField
        id={`${idPrefix}-name`}
        label={t('lecturers.field.name')}
        autoComplete="off"
        maxLength={PEOPLE_LIMITS.name}
        value={values.name}
        onValue={(value) => set('name', value)}
        error={error('name')}
      />
      <FormField
        id={`${idPrefix}-headline`}
        label={t('lecturers.field.headline')}
        autoComplete="off"
        maxLength={200}
        value={values.headline}
        onValue={(value) => set('headline', value)}
        error={error('headline')}
      />
      <div className="field">
        <span id={`${descriptionId}-label`} className="field__label">
          {t('lecturers.field.description')}
        </span>
        <Suspense fallback={<Skeleton />}>
          <RichTextEditor
            id={descriptionId}
            labelledBy={`${descriptionId}-label`}
            content={initialDescription}
            resetKey={resetKey}
            editable
            errorId={descriptionError ? `${descriptionId}-error` : undefined}
            onChange={(html, empty) => set('description', empty ? '' : html)}
          />
        </Suspense>
        <FieldError id={descriptionId} error={descriptionError} />
      </div>
    </>
  );
}
