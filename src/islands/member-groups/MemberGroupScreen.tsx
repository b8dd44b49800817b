import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useMemo } from 'react';
import { urlFor } from '../../routes/urls.ts';
import { idParam } from '../../routes/params.ts';
import {
  $groupVersion,
  groupAuditLoad,
  groupLoader,
  removeGroup,
  startGroupEdit,
} from '../../stores/member-groups/group.ts';
import { $page } from '../../stores/page.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { AuditTrail } from '../ui/AuditTrail.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { GroupMembers } from './GroupMembers.tsx';
import { MemberGroupForm } from './MemberGroupForm.tsx';

/** The modes of a group's screen. */
type Mode = 'edit' | 'members';

/**
 * One member group (`/member-groups/{group_id}/{mode}`, no sidebar): its header with its counts
 * and the two modes, `edit` (name, description, delete, the audit trail) and `members` (the
 * members, the picker, pasting e-mails, removing). An unknown mode or group is not found.
 */
export default function MemberGroupScreen() {
  const t = useT();
  const page = useStore($page);
  const state = useStore(groupLoader.$state);
  const version = useStore($groupVersion);
  const id = idParam(page.params['group_id']);
  const rawMode = page.params['mode'];
  const mode: Mode | null = rawMode === 'edit' || rawMode === 'members' ? rawMode : null;
  const load = useMemo(() => (id === null ? null : groupAuditLoad(id)), [id]);

  useEffect(() => {
    if (id !== null && mode !== null) void startGroupEdit(id);
  }, [id, mode]);

  if (id === null || mode === null || load === null) return <ErrorView status={404} />;

  const modeHref = (next: Mode) =>
    urlFor(page.locale, 'member-groups-group_id-mode', { group_id: id, mode: next });

  return (
    <LoadState state={state} onRetry={() => void groupLoader.retry()}>
      {(group) => (
        <section className="group-screen" aria-labelledby="group-heading">
          <header className="group-screen__title">
            <a className="group-screen__back" href={urlFor(page.locale, 'member-groups')}>
              {t('memberGroups.back')}
            </a>
            <h2 id="group-heading">{group.name}</h2>
            <span>
              {t('memberGroups.counts', {
                members: group.members_count,
                coupons: group.coupons_count,
              })}
            </span>
          </header>
          <nav className="coupon-screen__modes" aria-label={t('memberGroups.modes')}>
            <a href={modeHref('edit')} aria-current={mode === 'edit' ? 'page' : undefined}>
              {t('memberGroups.mode.edit')}
            </a>
            <a href={modeHref('members')} aria-current={mode === 'members' ? 'page' : undefined}>
              {t('memberGroups.mode.members')}
            </a>
          </nav>
          {mode === 'edit' ? (
            <>
              <MemberGroupForm
                id={group.id}
                onSaved={() => undefined}
                extraActions={
                  <button
                    type="button"
                    className="button button--danger"
                    onClick={() =>
                      void removeGroup(group).then((deleted) =>
                        deleted ? navigate(urlFor(page.locale, 'member-groups')) : undefined,
                      )
                    }
                  >
                    {t('memberGroups.delete.open')}
                  </button>
                }
              />
              <div className="group-screen__audit">
                <AuditTrail
                  load={load}
                  version={version}
                  fields={{
                    name: t('memberGroups.form.name'),
                    description: t('memberGroups.form.description'),
                    members: t('memberGroups.audit.members'),
                  }}
                />
              </div>
            </>
          ) : (
            <GroupMembers groupId={group.id} />
          )}
        </section>
      )}
    </LoadState>
  );
}
