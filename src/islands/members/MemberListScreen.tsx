import { useStore } from '@nanostores/react';
import type {
  MemberListItem,
  MemberSort,
  MemberStatusFilter,
} from '../../../server/src/contract/members.ts';
import { memberSorts, memberStatusFilters } from '../../../server/src/contract/plain/members.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  canExportMembers,
  exportMemberList,
  exportSelectedMembers,
  memberList,
} from '../../stores/members/list.ts';
import { $export } from '../../stores/exports.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ExportButton } from '../ui/ExportButton.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { Money } from '../ui/Money.tsx';
import { useT } from '../use-t.ts';
import { MemberStatusBadge } from './MemberParts.tsx';

const statusFilterLabels: Readonly<Record<MemberStatusFilter, string>> = {
  ALL: 'members.status.ALL',
  ACTIVE: 'members.status.ACTIVE',
  BLOCKED: 'members.status.BLOCKED',
};

const sortLabels: Readonly<Record<MemberSort, string>> = {
  latest: 'members.sort.latest',
  oldest: 'members.sort.oldest',
  name: 'members.sort.name',
};

/**
 * Members (administrators): search by name, real name, e-mail or phone, status, joined from / to
 * a day and order, kept in the address; each row opens the member; those with `export` export
 * exactly the filtered list as CSV.
 */
export default function MemberListScreen() {
  const t = useT();
  const { locale } = useStore($page);
  const mayExport = canExportMembers(useStore($session));
  const exporting = useStore($export) !== null;

  const columns: DataColumn<MemberListItem>[] = [
    {
      key: 'name',
      header: t('members.name'),
      rowHeader: true,
      cell: (member) => (
        <>
          <a href={urlFor(locale, 'members-member_id', { member_id: member.id })}>{member.name}</a>
          <span className="money-table__sub">{member.email}</span>
        </>
      ),
    },
    { key: 'real_name', header: t('members.realName'), cell: (member) => member.real_name },
    { key: 'phone', header: t('members.phone'), cell: (member) => member.phone },
    {
      key: 'status',
      header: t('members.status'),
      cell: (member) => <MemberStatusBadge status={member.status} />,
    },
    {
      key: 'orders',
      header: t('members.ordersCount'),
      className: 'data-table__number',
      cell: (member) => member.orders_count,
    },
    {
      key: 'balance',
      header: t('members.wallet.balance'),
      className: 'data-table__number',
      cell: (member) => <Money twd={member.wallet_balance} />,
    },
    {
      key: 'joined',
      header: t('members.joinedAt'),
      cell: (member) => taipeiDateTime(member.created_at),
    },
  ];

  return (
    <ListFrame
      list={memberList}
      caption={t('members.caption')}
      columns={columns}
      tableClassName="money-table"
      filters={[
        { kind: 'search', key: 'keyword', label: t('members.keyword') },
        {
          kind: 'select',
          key: 'status',
          label: t('members.status'),
          options: memberStatusFilters.map((status) => ({
            value: status,
            label: t(statusFilterLabels[status]),
          })),
        },
        {
          kind: 'days',
          from: 'from',
          to: 'to',
          fromLabel: t('members.joinedFrom'),
          toLabel: t('members.joinedTo'),
        },
        {
          kind: 'select',
          key: 'sort',
          label: t('members.sort'),
          options: memberSorts.map((sort) => ({ value: sort, label: t(sortLabels[sort]) })),
        },
      ]}
      actions={
        <>
          {mayExport && (
            <ExportButton exportKey="members" label={t('members.export')} run={exportMemberList} />
          )}
          <a className="button button--primary" href={urlFor(locale, 'members-create')}>
            {t('members.create')}
          </a>
        </>
      }
      {...(mayExport
        ? {
            bulk: {
              label: t('members.bulk.label'),
              rowLabel: (member: MemberListItem) =>
                t('members.bulk.selectOne', { name: member.name }),
              busy: exporting,
              actions: [
                { key: 'export', label: t('ui.export.selected'), run: exportSelectedMembers },
              ],
            },
          }
        : {})}
      empty={{ title: t('members.empty') }}
      noMatch={t('members.noMatch')}
    />
  );
}
