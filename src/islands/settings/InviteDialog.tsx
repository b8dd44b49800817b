import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { MailLocale } from '../../../server/src/contract/plain/mail.ts';
import {
  $inviting,
  closeInvite,
  editInvite,
  inviteForm,
  sendInvite,
  setInviteAreaLevel,
} from '../../stores/settings/administrators.ts';
import { FieldError } from '../form/FieldError.tsx';
import { FormDialog } from '../form/FormDialog.tsx';
import { FormField } from '../form/FormField.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { PermissionMatrix } from './PermissionMatrix.tsx';

/** The label of each language an invitation can be written in. */
const localeLabels = {
  'zh-TW': 'settings.admins.localeZhTW',
  'zh-CN': 'settings.admins.localeZhCN',
  en: 'settings.admins.localeEn',
} as const satisfies Record<MailLocale, string>;

/** Inviting an administrator: e-mail, name, the invitation's language and their keys. */
export function InviteDialog() {
  const t = useT();
  const open = useStore($inviting);
  const { values, saving, error } = useForm(inviteForm);
  useEffect(() => closeInvite, []);
  return (
    <FormDialog
      open={open}
      className="site-settings-dialog"
      titleId="settings-invite-title"
      title={t('settings.admins.inviteTitle')}
      onClose={closeInvite}
      onSubmit={sendInvite}
      saving={saving}
      submitLabel={t('settings.admins.send')}
      cancelLabel={t('settings.cancel')}
    >
      <p className="site-settings-muted">{t('settings.admins.inviteIntro')}</p>
      <FormField
        id="settings-invite-email"
        label={t('settings.admins.inviteEmail')}
        type="email"
        autoComplete="off"
        required
        maxLength={320}
        value={values.email}
        error={error('email')}
        onValue={(email) => editInvite('email', email)}
      />
      <FormField
        id="settings-invite-name"
        label={t('settings.admins.inviteName')}
        maxLength={100}
        value={values.name}
        error={error('name')}
        onValue={(name) => editInvite('name', name)}
      />
      <SelectField
        id="settings-invite-locale"
        label={t('settings.admins.inviteLocale')}
        value={values.locale}
        options={(Object.keys(localeLabels) as MailLocale[]).map((locale) => ({
          value: locale,
          label: t(localeLabels[locale]),
        }))}
        error={error('locale')}
        onValue={(locale) => editInvite('locale', locale)}
      />
      <PermissionMatrix
        caption={t('settings.admins.inviteKeys')}
        keys={values.permissions}
        onLevel={setInviteAreaLevel}
      />
      <FieldError id="settings-invite-permissions" error={error('permissions')} />
    </FormDialog>
  );
}
