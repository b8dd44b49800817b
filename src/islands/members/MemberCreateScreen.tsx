import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, type SyntheticEvent } from 'react';
import { urlFor } from '../../routes/urls.ts';
import { newMemberForm, saveNewMember, startNewMember } from '../../stores/members/create.ts';
import { $page } from '../../stores/page.ts';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { FormActions } from '../form/FormActions.tsx';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { MemberIdentityFields } from './MemberIdentityFields.tsx';

/**
 * Creating a member: e-mail, name, real name and phone. The account cannot sign in until the
 * member sets a password on the main site; after saving, the member's page opens.
 */
export default function MemberCreateScreen() {
  const t = useT();
  const page = useStore($page);
  const { values, saving, dirty, error } = useForm(newMemberForm);
  useEffect(() => startNewMember(), []);
  const set = newMemberForm.set.bind(newMemberForm);
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const id = await saveNewMember();
    if (id === null) focusFirstProblem(form);
    else await navigate(urlFor(page.locale, 'members-member_id', { member_id: id }));
  };
  return (
    <section className="stack money-screen" aria-labelledby="member-create-heading">
      <form
        className="money-card member-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <h2 id="member-create-heading" className="money-card__title">
          {t('members.createHeading')}
        </h2>
        <p>{t('members.createNote')}</p>
        <FormField
          id="member-email"
          label={t('members.email')}
          type="email"
          value={values.email}
          onValue={(value) => set('email', value)}
          maxLength={254}
          autoComplete="off"
          error={error('email')}
        />
        <MemberIdentityFields values={values} onValue={set} error={error} />
        <FormActions saving={saving} dirty={dirty} label={t('members.createSubmit')} />
      </form>
    </section>
  );
}
