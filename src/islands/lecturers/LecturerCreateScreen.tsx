import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, type SyntheticEvent } from 'react';
import { urlFor } from '../../routes/urls.ts';
import {
  createLecturerForm,
  saveNewLecturer,
  startCreateLecturer,
} from '../../stores/lecturers/profile.ts';
import { $page } from '../../stores/page.ts';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { FormActions } from '../form/FormActions.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { LecturerFields } from './LecturerParts.tsx';

/**
 * A new lecturer: e-mail, real and display names, headline and description. An existing account
 * with the e-mail becomes a lecturer; otherwise a new account is made that signs in once its
 * owner sets a password on the main site. After saving, the profile opens.
 */
export default function LecturerCreateScreen() {
  const t = useT();
  const page = useStore($page);
  const { saving, dirty } = useForm(createLecturerForm);
  useEffect(() => startCreateLecturer(), []);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const created = await saveNewLecturer();
    if (!created) {
      focusFirstProblem(form);
      return;
    }
    void navigate(urlFor(page.locale, 'lecturers-lecturer_id', { lecturer_id: created.id }));
  };

  return (
    <section className="info-screen" aria-labelledby="lecturer-create-heading">
      <form
        className="panel info-form info-form--wide"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <h2 id="lecturer-create-heading">{t('page.lecturers.create')}</h2>
        <p className="lecturer-note">{t('lecturers.create.note')}</p>
        <LecturerFields
          form={createLecturerForm}
          idPrefix="lecturer-create"
          initialDescription=""
          resetKey={0}
        />
        <FormActions saving={saving} dirty={dirty} label={t('lecturers.create.submit')} />
      </form>
    </section>
  );
}
