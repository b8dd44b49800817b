import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { PEOPLE_LIMITS } from '../../../server/src/contract/plain/people.ts';
import {
  $pasteOpen,
  $pasteOutcome,
  addPastedMembers,
  closePaste,
  editPasted,
  pasteForm,
} from '../../stores/member-groups/members.ts';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { useForm } from '../form/use-form.ts';
import { ModalDialog } from '../ui/ModalDialog.tsx';
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
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <ModalDialog
      open={open}
      className="group-paste"
      labelledBy="group-paste-heading"
      onCancel={closePaste}
    >
      <form
        ref={formRef}
        method="dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void addPastedMembers(groupId).then((added) => {
            if (!added) focusFirstProblem(formRef.current);
          });
        }}
      >
        <h2 id="group-paste-heading">{t('memberGroups.paste.heading')}</h2>
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
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? t('form.saving') : t('memberGroups.paste.submit')}
          </button>
          <button type="button" className="button" onClick={closePaste}>
            {t('memberGroups.paste.close')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
