import { useRef, type ReactNode, type SyntheticEvent } from 'react';
import { PEOPLE_LIMITS } from '../../../server/src/contract/plain/people.ts';
import { editGroup, groupForm, saveGroup } from '../../stores/member-groups/group.ts';
import { FormField } from '../form/FormField.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { useForm } from '../form/use-form.ts';
import { FormActions } from '../form/FormActions.tsx';
import { useT } from '../use-t.ts';

/**
 * A group's name and description (the create screen and the edit mode), the server's messages at
 * their fields. `id` names the group being edited; `onSaved` gets the saved group's id.
 */
export function MemberGroupForm({
  id,
  onSaved,
  extraActions,
}: {
  readonly id?: number;
  readonly onSaved: (id: number) => void;
  readonly extraActions?: ReactNode;
}) {
  const t = useT();
  const { values, errors, saving, dirty } = useForm(groupForm);
  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await saveGroup(id);
    if (saved === null) focusFirstProblem(formRef.current);
    else onSaved(saved);
  };
  return (
    <form
      ref={formRef}
      className="panel info-form group-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField
        id="group-name"
        label={t('memberGroups.form.name')}
        value={values.name}
        maxLength={PEOPLE_LIMITS.groupName}
        onValue={(value) => editGroup('name', value)}
        error={errors['name']?.[0]}
      />
      <TextAreaField
        id="group-description"
        label={t('memberGroups.form.description')}
        value={values.description}
        rows={4}
        maxLength={PEOPLE_LIMITS.groupDescription}
        onValue={(value) => editGroup('description', value)}
        error={errors['description']?.[0]}
      />
      <FormActions saving={saving} dirty={dirty} label={t('memberGroups.form.save')}>
        {extraActions}
      </FormActions>
    </form>
  );
}
