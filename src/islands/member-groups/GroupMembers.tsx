import type { GroupMember } from '../../../server/src/contract/member-groups.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { groupMembersList, openPaste, removeMember } from '../../stores/member-groups/members.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { useT } from '../use-t.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { PasteEmailsDialog } from './PasteEmailsDialog.tsx';

/**
 * The members mode of a group: its members (keyword and page in the address, the latest added
 * first, each removable after a confirmation), the picker to add members found by name or
 * e-mail, and the "paste e-mails" dialog.
 */
export function GroupMembers({ groupId }: { readonly groupId: number }) {
  const t = useT();

  const columns: DataColumn<GroupMember>[] = [
    {
      key: 'name',
      header: t('memberGroups.members.name'),
      rowHeader: true,
      className: 'group-table__name',
      cell: (member) => (
        <>
          {member.name}
          {member.real_name && member.real_name !== member.name && (
            <span className="money-table__sub">{member.real_name}</span>
          )}
        </>
      ),
    },
    { key: 'email', header: t('memberGroups.members.email'), cell: (member) => member.email },
    {
      key: 'added',
      header: t('memberGroups.members.addedAt'),
      className: 'group-table__date',
      cell: (member) => (member.added_at ? taipeiDateTime(member.added_at) : '—'),
    },
    {
      key: 'actions',
      header: t('memberGroups.members.actions'),
      className: 'data-table__actions',
      cell: (member) => (
        <button
          type="button"
          className="button button--small"
          aria-label={t('memberGroups.remove.label', { name: member.name })}
          onClick={() => void removeMember(groupId, member)}
        >
          {t('memberGroups.remove.open')}
        </button>
      ),
    },
  ];

  return (
    <div className="group-members">
      <ListFrame
        list={groupMembersList}
        caption={t('memberGroups.members.caption')}
        columns={columns}
        stack={false}
        tableClassName="group-table"
        filters={[{ kind: 'search', key: 'keyword', label: t('memberGroups.members.keyword') }]}
        actions={
          <button type="button" className="button" onClick={openPaste}>
            {t('memberGroups.paste.open')}
          </button>
        }
        empty={{
          title: t('memberGroups.members.empty'),
          text: t('memberGroups.members.emptyText'),
        }}
        noMatch={t('memberGroups.members.noMatch')}
      />
      <MemberPicker groupId={groupId} />
      <PasteEmailsDialog groupId={groupId} />
    </div>
  );
}
