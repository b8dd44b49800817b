import { useStore } from '@nanostores/react';
import { permissionAreas } from '../../../server/src/contract/plain/me.ts';
import type { Administrator } from '../../../server/src/contract/settings.ts';
import {
  administratorsLoader,
  levelOf,
  loadAdministrators,
  openPermissions,
} from '../../stores/settings/administrators.ts';
import { $session } from '../../stores/session.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { areaLabels } from './area-labels.ts';
import { PermissionsDialog } from './PermissionsDialog.tsx';

/** What an administrator may do, area by area ("Orders: read and change"), or "none". */
function PermissionSummary({ administrator }: { readonly administrator: Administrator }) {
  const t = useT();
  const granted = permissionAreas.flatMap((area) => {
    const level = levelOf(administrator.permissions, area);
    return level === 'none' ? [] : [{ area, level }];
  });
  if (granted.length === 0)
    return <span className="site-settings-muted">{t('settings.admins.none')}</span>;
  return (
    <ul className="site-settings-permissions">
      {granted.map(({ area, level }) => (
        <li
          key={area}
          className={`site-settings-permission site-settings-permission--${level === '*' ? 'write' : 'read'}`}
        >
          {t(areaLabels[area])}
          {' · '}
          {t(level === '*' ? 'settings.level.write' : 'settings.level.read')}
        </li>
      ))}
    </ul>
  );
}

/** The administrators with what each may do; another's permissions open in a dialog. */
export function AdministratorsSection() {
  const t = useT();
  const state = useStore(administratorsLoader.$state);
  const session = useStore($session);
  const myId = session.status === 'ready' ? session.me.id : null;
  return (
    <section className="site-settings-card" aria-labelledby="settings-admins-heading">
      <h2 id="settings-admins-heading" className="site-settings-card__title">
        {t('settings.admins.heading')}
      </h2>
      <p className="site-settings-card__intro">{t('settings.admins.intro')}</p>
      <LoadState
        state={state}
        skeleton="table"
        onRetry={() => void loadAdministrators()}
        empty={{ title: t('settings.admins.empty') }}
        isEmpty={(list) => list.data.length === 0}
      >
        {(list) => (
          <DataTable
            caption={t('settings.admins.heading')}
            stack
            rows={list.data}
            rowKey={(row) => row.id}
            columns={[
              {
                key: 'name',
                header: t('settings.admins.name'),
                rowHeader: true,
                cell: (row) => (
                  <>
                    <span className="site-settings-admin__name">{row.name}</span>
                    <span className="site-settings-admin__email">{row.email}</span>
                  </>
                ),
              },
              {
                key: 'permissions',
                header: t('settings.admins.permissions'),
                cell: (row) => <PermissionSummary administrator={row} />,
              },
              {
                key: 'actions',
                header: t('settings.admins.actions'),
                hideHeader: true,
                cell: (row) =>
                  row.id === myId ? (
                    <span className="site-settings-muted">{t('settings.admins.you')}</span>
                  ) : (
                    <button
                      type="button"
                      className="button"
                      aria-label={t('settings.admins.editOf', { name: row.name })}
                      onClick={() => openPermissions(row)}
                    >
                      {t('settings.admins.edit')}
                    </button>
                  ),
              },
            ]}
          />
        )}
      </LoadState>
      <PermissionsDialog />
    </section>
  );
}
