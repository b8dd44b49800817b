import { useStore } from '@nanostores/react';
import { permissionAreas } from '../../../server/src/contract/plain/me.ts';
import type { Administrator } from '../../../server/src/contract/settings.ts';
import {
  administratorsLoader,
  levelOf,
  loadAdministrators,
  openInvite,
  openPermissions,
  resendInvitationOf,
  setStatusOf,
  withdrawInvitationOf,
} from '../../stores/settings/administrators.ts';
import { $i18n } from '../../stores/i18n.ts';
import { $session } from '../../stores/session.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { RowMenu, type RowMenuItem } from '../ui/RowMenu.tsx';
import { useT } from '../use-t.ts';
import { areaLabels } from './area-labels.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { PermissionsDialog } from './PermissionsDialog.tsx';

/** Each status's badge: its words and tone. */
const statusBadges = {
  ACTIVE: { label: 'settings.admins.statusActive', tone: 'success' },
  INVITED: { label: 'settings.admins.statusInvited', tone: 'warning' },
  DEACTIVATED: { label: 'settings.admins.statusDeactivated', tone: 'muted' },
} as const satisfies Record<Administrator['status'], { label: string; tone: BadgeTone }>;

/** Where an administrator's account is, with when a pending invitation was sent. */
function StatusCell({ administrator }: { readonly administrator: Administrator }) {
  const t = useT();
  const { locale } = useStore($i18n);
  const badge = statusBadges[administrator.status];
  const invitedAt = administrator.status === 'INVITED' ? administrator.invited_at : null;
  return (
    <>
      <Badge tone={badge.tone} compact>
        {t(badge.label)}
      </Badge>
      {invitedAt && (
        <span className="site-settings-admin__email">
          <time dateTime={invitedAt}>
            {t('settings.admins.invitedAt', {
              at: new Intl.DateTimeFormat(locale, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(new Date(invitedAt)),
            })}
          </time>
        </span>
      )}
    </>
  );
}

/** What can be done to another administrator, by their status. */
function rowActions(row: Administrator, t: ReturnType<typeof useT>): RowMenuItem[] {
  const items: RowMenuItem[] = [
    { key: 'edit', label: t('settings.admins.edit'), onSelect: () => openPermissions(row) },
  ];
  if (row.status === 'INVITED')
    items.push(
      {
        key: 'resend',
        label: t('settings.admins.resend'),
        onSelect: () => void resendInvitationOf(row),
      },
      {
        key: 'withdraw',
        label: t('settings.admins.withdraw'),
        danger: true,
        onSelect: () => void withdrawInvitationOf(row),
      },
    );
  else if (row.status === 'ACTIVE')
    items.push({
      key: 'deactivate',
      label: t('settings.admins.deactivate'),
      danger: true,
      onSelect: () => void setStatusOf(row, 'DEACTIVATED'),
    });
  else
    items.push({
      key: 'reactivate',
      label: t('settings.admins.reactivate'),
      onSelect: () => void setStatusOf(row, 'ACTIVE'),
    });
  return items;
}

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

/**
 * The administrators with their status and what each may do; inviting one opens a dialog, and
 * another's row menu changes their keys, resends or withdraws an invitation, deactivates or
 * reactivates them (one's own row offers none of it).
 */
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
      <p>
        <button type="button" className="button button--primary" onClick={openInvite}>
          {t('settings.admins.invite')}
        </button>
      </p>
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
                key: 'status',
                header: t('settings.admins.status'),
                cell: (row) => <StatusCell administrator={row} />,
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
                    <RowMenu
                      label={t('settings.admins.menuOf', { name: row.name })}
                      focusKey={`admin-${String(row.id)}-menu`}
                      items={() => rowActions(row, t)}
                    />
                  ),
              },
            ]}
          />
        )}
      </LoadState>
      <PermissionsDialog />
      <InviteDialog />
    </section>
  );
}
