import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { teachPermissionsOf, type ItemKind } from '../../../server/src/contract/plain/items.ts';
import { readOnlyReason } from '../../stores/item.ts';
import {
  permissionsForm,
  savePermissions,
  startPermissions,
  togglePermission,
} from '../../stores/items/teach-permissions.ts';
import { teachListLoader } from '../../stores/items/teach-list.ts';
import { FieldError } from '../form/FieldError.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { permissionLabels } from '../../lib/item-labels.ts';
import { SettingsForm } from './settings/SettingsForm.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { teachState } from './settings/teach-state.ts';

function PermissionsForm({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const form = useForm(permissionsForm);
  const readOnly = readOnlyReason(item, 'owner-or-admin');
  const disabled = readOnly !== null;
  const coLecturers = form.values.rows.filter((row) => !row.owner).length;
  return (
    <SettingsForm
      title={t('items.permissions.title')}
      intro={t('items.permissions.intro')}
      readOnly={readOnly}
      saving={form.saving}
      dirty={form.dirty}
      onSave={() => void savePermissions(item.kind, item.id)}
    >
      {coLecturers === 0 && (
        <p className="settings-form__empty">{t('items.permissions.noCoLecturers')}</p>
      )}
      <div className="settings-table-scroll">
        <table className="settings-table">
          <thead>
            <tr>
              <th scope="col">{t('items.teachs.lecturer')}</th>
              {teachPermissionsOf(item.kind).map((permission) => (
                <th scope="col" key={permission}>
                  {t(permissionLabels[permission])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {form.values.rows.map((row) => (
              <tr key={row.lecturer_id}>
                <th scope="row">
                  <span className="settings-table__name">{row.name}</span>
                  {row.owner && (
                    <span className="settings-badge">{t('items.permissions.ownerAll')}</span>
                  )}
                </th>
                {teachPermissionsOf(item.kind).map((permission) => (
                  <td key={permission}>
                    <input
                      type="checkbox"
                      aria-label={t('items.permissions.checkbox', {
                        name: row.name,
                        permission: t(permissionLabels[permission]),
                      })}
                      checked={row.permissions.includes(permission)}
                      disabled={disabled || row.owner}
                      onChange={(event) =>
                        togglePermission(row.lecturer_id, permission, event.target.checked)
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FieldError id="teachs" error={form.error('teachs')} />
    </SettingsForm>
  );
}

function PermissionsPanel({ item }: { readonly item: ItemDetail }) {
  const list = useStore(teachListLoader.$state);
  useEffect(() => void startPermissions(item.kind, item.id), [item.kind, item.id]);
  return (
    <LoadState
      state={teachState(list, item)}
      onRetry={() => void startPermissions(item.kind, item.id)}
    >
      {() => (
        <>
          <PermissionsForm item={item} />
        </>
      )}
    </LoadState>
  );
}

/** What each co-lecturer of a course or ebook may do. */
export default function LecturerPermissionsScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="owner-or-admin">
      {(item) => <PermissionsPanel item={item} />}
    </ItemFrame>
  );
}
