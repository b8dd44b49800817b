import { useStore } from '@nanostores/react';
import type { MemberGroup } from '../../../server/src/contract/member-groups.ts';
import { urlFor } from '../../routes/urls.ts';
import { groupList } from '../../stores/member-groups/list.ts';
import { $page } from '../../stores/page.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { useT } from '../use-t.ts';

/**
 * Member groups (`/member-groups`): search by name or description and the page, kept in the
 * address; each row opens the group's edit mode; a button creates one.
 */
export default function MemberGroupListScreen() {
  const t = useT();
  const { locale } = useStore($page);
  const groupHref = (group: MemberGroup) =>
    urlFor(locale, 'member-groups-group_id-mode', { group_id: group.id, mode: 'edit' });
  const create = (
    <a className="button button--primary" href={urlFor(locale, 'member-groups-create')}>
      {t('memberGroups.list.create')}
    </a>
  );

  const columns: DataColumn<MemberGroup>[] = [
    {
      key: 'name',
      header: t('memberGroups.list.name'),
      rowHeader: true,
      cell: (group) => <a href={groupHref(group)}>{group.name}</a>,
    },
    {
      key: 'description',
      header: t('memberGroups.list.description'),
      className: 'group-table__description',
      cell: (group) => group.description || '—',
    },
    {
      key: 'members',
      header: t('memberGroups.list.members'),
      className: 'data-table__number',
      cell: (group) => (
        <a
          href={urlFor(locale, 'member-groups-group_id-mode', {
            group_id: group.id,
            mode: 'members',
          })}
          aria-label={t('memberGroups.list.membersOf', {
            name: group.name,
            count: group.members_count,
          })}
        >
          {group.members_count}
        </a>
      ),
    },
    {
      key: 'coupons',
      header: t('memberGroups.list.coupons'),
      className: 'data-table__number',
      cell: (group) => group.coupons_count,
    },
  ];

  return (
    <ListFrame
      list={groupList}
      caption={t('memberGroups.list.caption')}
      columns={columns}
      stack={false}
      tableClassName="group-table"
      filters={[{ kind: 'search', key: 'keyword', label: t('memberGroups.list.keyword') }]}
      create={create}
      empty={{
        title: t('memberGroups.list.empty'),
        text: t('memberGroups.list.emptyText'),
      }}
      noMatch={t('memberGroups.list.noMatch')}
    />
  );
}
