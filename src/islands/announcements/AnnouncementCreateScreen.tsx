import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { urlFor } from '../../routes/urls.ts';
import {
  checkDraft,
  createAnnouncementForm,
  editDraft,
  editDraftBody,
  messageAt,
  previewDraft,
  saveDraft,
  loadAudienceCourses,
  startAnnouncementCreate,
} from '../../stores/announcements/create.ts';
import { announcementCoursesLoader } from '../../stores/announcements/list.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import { useForm } from '../form/use-form.ts';
import { Skeleton } from '../ui/LoadState.tsx';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { useT } from '../use-t.ts';
import { personaIsAdmin } from './AnnouncementParts.tsx';
import { AnnouncementTextFields } from './AnnouncementTextFields.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
import { AudienceFields } from './AudienceFields.tsx';

/**
 * A new announcement: title, rich-text body, type and audience; Check shows every problem at its
 * field, Preview what students receive, Save keeps it as a draft and opens its edit screen.
 */
export default function AnnouncementCreateScreen() {
  const t = useT();
  const page = useStore($page);
  const admin = personaIsAdmin(useStore($session));
  const courses = useStore(announcementCoursesLoader.$state);
  const { values, errors, saving, dirty } = useForm(createAnnouncementForm);
  const formRef = useRef<HTMLFormElement>(null);
  const [action, setAction] = useState<'check' | 'preview' | 'save' | null>(null);

  useEffect(() => {
    startAnnouncementCreate();
  }, []);
  useEffect(() => {
    if (admin !== null) loadAudienceCourses(admin, values.lecturer_id);
  }, [admin, values.lecturer_id]);
  // The courses of the lecturer the announcement is from, once loaded (null: loading or none chosen).
  const wanted = admin ? values.lecturer_id : 'own';
  const audienceCourses =
    wanted !== null && courses.key === wanted && courses.data !== null
      ? // Only courses the lecturer may answer in can be named (a co-lecturer needs the permission).
        courses.data.data.filter((course) => course.can_reply)
      : null;

  const error = (field: string) => messageAt(errors, field);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAction('save');
    const id = await saveDraft();
    setAction(null);
    if (id === null) focusFirstProblem(formRef.current);
    else
      await navigate(
        urlFor(page.locale, 'interactions-announcements-announcement_id-edit', {
          announcement_id: id,
        }),
      );
  };
  const onCheck = async () => {
    setAction('check');
    const valid = await checkDraft();
    setAction(null);
    if (!valid) focusFirstProblem(formRef.current);
  };
  const onPreview = async () => {
    setAction('preview');
    const shown = await previewDraft();
    setAction(null);
    if (!shown) focusFirstProblem(formRef.current);
  };

  if (admin === null) return <Skeleton />;

  return (
    <div className="announcement-screen">
      <form
        ref={formRef}
        className="panel info-form info-form--wide announcement-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <AnnouncementTextFields
          title={values.title}
          type={values.type}
          body=""
          resetKey={0}
          error={error}
          onTitle={(value) => editDraft('title', value)}
          onType={(value) => editDraft('type', value)}
          onBody={editDraftBody}
        />
        {courses.status === 'error' && courses.key === wanted ? (
          <p role="alert">{t('announcements.form.coursesFailed')}</p>
        ) : (
          <AudienceFields
            draft={values}
            courses={audienceCourses}
            admin={admin}
            error={error}
            rangeError={errors['date']?.[0]}
          />
        )}
        <div className="form-actions announcement-form__actions">
          <button type="button" className="button" disabled={saving} onClick={() => void onCheck()}>
            {action === 'check' ? t('announcements.form.checking') : t('announcements.form.check')}
          </button>
          <button
            type="button"
            className="button"
            disabled={saving}
            onClick={() => void onPreview()}
          >
            {t('announcements.preview.open')}
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            {action === 'save' ? t('form.saving') : t('announcements.form.saveDraft')}
          </button>
          {dirty && !saving && <span className="form-actions__note">{t('form.unsaved')}</span>}
        </div>
        <p className="field__hint">{t('announcements.form.draftHint')}</p>
      </form>
      <PreviewDialog />
    </div>
  );
}
