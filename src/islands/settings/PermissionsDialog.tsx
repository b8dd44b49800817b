import { useStore } from '@nanostores/react';
import { useEffect, type SyntheticEvent } from 'react';
import {
  $editingAdministrator,
  closePermissions,
  permissionsForm,
  savePermissionsOf,
  setAreaLevel,
} from '../../stores/settings/administrators.ts';
import { FieldError } from '../form/FieldError.tsx';
import { useForm } from '../form/use-form.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { ModalDialog } from '../ui/ModalDialog.tsx';
import { useT } from '../use-t.ts';
import { PermissionMatrix } from './PermissionMatrix.tsx';

/**
 * Editing another administrator's permissions in the permission table. Saving asks to confirm.
 */
export function PermissionsDialog() {
  const t = useT();
  const administrator = useStore($editingAdministrator);
  const { values, saving, error } = useForm(permissionsForm);
  useEffect(() => closePermissions, []);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void savePermissionsOf();
  };
  return (
    <ModalDialog
      open={administrator !== null}
      className="site-settings-dialog"
      labelledBy="settings-permissions-title"
      onCancel={closePermissions}
    >
      {administrator && (
        <form noValidate onSubmit={onSubmit}>
          <h2 id="settings-permissions-title">
            {t('settings.admins.dialogTitle', { name: administrator.name })}
          </h2>
          <p className="site-settings-muted">{administrator.email}</p>
          <PermissionMatrix
            caption={t('settings.admins.dialogTitle', { name: administrator.name })}
            keys={values.permissions}
            onLevel={setAreaLevel}
          />
          <FieldError id="settings-permissions" error={error('permissions')} />
          <DialogActions cancel={{ label: t('settings.cancel'), onClick: closePermissions }}>
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? t('form.saving') : t('settings.admins.save')}
            </button>
          </DialogActions>
        </form>
      )}
    </ModalDialog>
  );
}
