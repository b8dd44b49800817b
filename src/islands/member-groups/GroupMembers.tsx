import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useState } from 'react';
import type { GroupMember } from '../../../server/src/contract/member-groups.ts';
import { urlFor } from '../../routes/urls.ts';
import { pageOf } from '../../stores/finances/query-values.ts';
import {
  loadMembers,
  membersLoader,
  openPaste,
  removeMember,
} from '../../stores/member-groups/members.ts';
import { $page } from '../../stores/page.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
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
  const page = useStore($page);
  const list = useStore(membersLoader.$state);
  const query = page.query.toString();
  const keyword = (page.query.get('keyword') ?? '').trim();
  const pageNumber = pageOf(page.query.get('page'));
  const [typed, setTyped] = useState(keyword);

  useEffect(() => {
    const read = new URLSearchParams(query);
    const key = (read.get('keyword') ?? '').trim();
    void loadMembers({ id: groupId, keyword: key, page: pageOf(read.get('page')) });
    setTyped(key);
  }, [groupId, query]);

  const hrefOf = (next: { keyword: string; page: number }) =>
    urlFor(
      page.locale,
      'member-groups-group_id-mode',
      { group_id: groupId, mode: 'members' },
      { keyword: next.keyword || undefined, page: next.page === 1 ? undefined : next.page },
    );

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
      <div className="group-members__list">
        <div className="group-members__toolbar">
          <form
            role="search"
            className="item-filters group-screen__search"
            onSubmit={(event) => {
              event.preventDefault();
              void navigate(hrefOf({ keyword: typed.trim(), page: 1 }));
            }}
          >
            <div className="field">
              <label htmlFor="group-member-keyword">{t('memberGroups.members.keyword')}</label>
              <input
                id="group-member-keyword"
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            <button type="submit" className="button">
              {t('memberGroups.list.search')}
            </button>
          </form>
          <button type="button" className="button" onClick={openPaste}>
            {t('memberGroups.paste.open')}
          </button>
        </div>
        <PagedTable
          className="group-screen__body"
          tableClassName="group-table"
          caption={t('memberGroups.members.caption')}
          state={list}
          onRetry={() => void membersLoader.retry()}
          filtered={keyword !== ''}
          noMatch={{
            title: t('memberGroups.members.noMatch'),
            clearLabel: t('memberGroups.list.clear'),
            clearHref: hrefOf({ keyword: '', page: 1 }),
          }}
          empty={{
            title: t('memberGroups.members.empty'),
            text: t('memberGroups.members.emptyText'),
          }}
          columns={columns}
          page={pageNumber}
          pageHref={(number) => hrefOf({ keyword, page: number })}
        />
      </div>
      <MemberPicker groupId={groupId} />
      <PasteEmailsDialog groupId={groupId} />
    </div>
  );
}
