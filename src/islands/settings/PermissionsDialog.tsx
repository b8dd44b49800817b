import { useStore } from '@nanostores/react';
import { useEffect, type SyntheticEvent } from 'react';
import { permissionAreas } from '../../../server/src/contract/plain/me.ts';
import {
  $editingAdministrator,
  closePermissions,
  levelOf,
  permissionsForm,
  savePermissionsOf,
  setAreaLevel,
} from '../../stores/settings/administrators.ts';
import { FieldError } from '../form/FieldError.tsx';
import { useForm } from '../form/use-form.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { ModalDialog } from '../ui/ModalDialog.tsx';
import { useT } from '../use-t.ts';
import { areaLabels } from './area-labels.ts';

/**
 * Editing another administrator's permissions: per area, "read" and "change" (change includes
 * read: ticking it ticks read, unticking read unticks it). Saving asks to confirm.
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
          <table className="site-settings-matrix">
            <caption className="visually-hidden">
              {t('settings.admins.dialogTitle', { name: administrator.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('settings.admins.area')}</th>
                <th scope="col">{t('settings.level.read')}</th>
                <th scope="col">{t('settings.level.change')}</th>
              </tr>
            </thead>
            <tbody>
              {permissionAreas.map((area) => {
                const level = levelOf(values.permissions, area);
                const label = t(areaLabels[area]);
                return (
                  <tr key={area}>
                    <th scope="row">{label}</th>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('settings.admins.readOf', { area: label })}
                        checked={level !== 'none'}
                        onChange={(event) =>
                          setAreaLevel(area, event.target.checked ? 'read' : 'none')
                        }
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('settings.admins.changeOf', { area: label })}
                        checked={level === '*'}
                        onChange={(event) =>
                          setAreaLevel(area, event.target.checked ? '*' : 'read')
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
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
