import { useStore } from '@nanostores/react';
import { PEOPLE_LIMITS } from '../../../server/src/contract/plain/people.ts';
import {
  $pasteOpen,
  $pasteOutcome,
  addPastedMembers,
  closePaste,
  editPasted,
  pasteForm,
} from '../../stores/member-groups/members.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';

/**
 * The "paste e-mails" dialog: a text of e-mails (commas, spaces or new lines between them), added
 * in one request; then what happened to each: added, already in the group, or unknown (no member
 * has that e-mail). An empty paste shows 'no member chosen' at the field.
 */
export function PasteEmailsDialog({ groupId }: { readonly groupId: number }) {
  const t = useT();
  const open = useStore($pasteOpen);
  const outcome = useStore($pasteOutcome);
  const { values, errors, saving } = useForm(pasteForm);
  return (
    <FormDialog
      open={open}
      className="group-paste"
      titleId="group-paste-heading"
      title={t('memberGroups.paste.heading')}
      onClose={closePaste}
      onSubmit={() => addPastedMembers(groupId)}
      saving={saving}
      submitLabel={t('memberGroups.paste.submit')}
      cancelLabel={t('memberGroups.paste.close')}
    >
      <TextAreaField
        id="group-paste-emails"
        label={t('memberGroups.paste.emails')}
        value={values.emails}
        rows={8}
        aria-describedby="group-paste-hint"
        onValue={editPasted}
        error={errors['emails']?.[0]}
      />
      <span id="group-paste-hint" className="field__hint">
        {t('memberGroups.paste.hint', { max: PEOPLE_LIMITS.pastedEmails })}
      </span>
      {outcome && (
        <div className="group-paste__outcome" role="status">
          <p>{t('memberGroups.paste.added', { count: outcome.added.length })}</p>
          {outcome.added.length > 0 && (
            <ul aria-label={t('memberGroups.paste.addedList')}>
              {outcome.added.map((member) => (
                <li key={member.id}>{member.email}</li>
              ))}
            </ul>
          )}
          <p>{t('memberGroups.paste.already', { count: outcome.already.length })}</p>
          {outcome.already.length > 0 && (
            <ul aria-label={t('memberGroups.paste.alreadyList')}>
              {outcome.already.map((member) => (
                <li key={member.id}>{member.email}</li>
              ))}
            </ul>
          )}
          <p>{t('memberGroups.paste.unknown', { count: outcome.unknown.length })}</p>
          {outcome.unknown.length > 0 && (
            <ul aria-label={t('memberGroups.paste.unknownList')}>
              {outcome.unknown.map((email) => (
                <li key={email}>{email}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FormDialog>
  );
}
