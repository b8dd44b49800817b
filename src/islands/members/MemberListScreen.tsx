import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import type {
  MemberListItem,
  MemberSort,
  MemberStatusFilter,
} from '../../../server/src/contract/members.ts';
import { memberSorts, memberStatusFilters } from '../../../server/src/contract/plain/members.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  changeMemberFilters,
  defaultMemberFilters,
  hasMemberFilters,
  loadMemberList,
  memberFiltersFromQuery,
  memberListLoader,
  queryOfMemberFilters,
  type MemberFilters,
} from '../../stores/members/list.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { Money } from '../ui/Money.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useT } from '../use-t.ts';
import { MemberStatusBadge } from './MemberParts.tsx';
import { useAddressFilters, type AddressFilters } from '../use-address-filters.ts';
import { DayRangeFields } from '../ui/DayRangeFields.tsx';

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

/** Where the list's filters live: the address. */
const memberAddress: AddressFilters<MemberFilters> = {
  route: 'members',
  defaults: defaultMemberFilters,
  fromQuery: memberFiltersFromQuery,
  toQuery: queryOfMemberFilters,
  load: loadMemberList,
};

/**
 * Members (administrators): search by name, real name, e-mail or phone, status, joined from / to
 * a day and order, kept in the address; each row opens the member.
 */
export default function MemberListScreen() {
  const t = useT();
  const { page, filters, draft, setDraft, hrefOf } = useAddressFilters(memberAddress);
  const list = useStore(memberListLoader.$state);

  const columns: DataColumn<MemberListItem>[] = [
    {
      key: 'name',
      header: t('members.name'),
      rowHeader: true,
      cell: (member) => (
        <>
          <a href={urlFor(page.locale, 'members-member_id', { member_id: member.id })}>
            {member.name}
          </a>
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
    <section className="money-screen" aria-labelledby="members-heading">
      <div className="member-list__head">
        <h2 id="members-heading" className="visually-hidden">
          {t('members.heading')}
        </h2>
        <a className="button button--primary" href={urlFor(page.locale, 'members-create')}>
          {t('members.create')}
        </a>
      </div>
      <form
        role="search"
        className="item-filters money-filters"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(
            hrefOf(changeMemberFilters(filters, { ...draft, keyword: draft.keyword.trim() })),
          );
        }}
      >
        <div className="field">
          <label htmlFor="member-keyword">{t('members.keyword')}</label>
          <input
            id="member-keyword"
            type="search"
            value={draft.keyword}
            onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="member-status">{t('members.status')}</label>
          <select
            id="member-status"
            value={draft.status}
            onChange={(event) =>
              setDraft({ ...draft, status: event.target.value as MemberStatusFilter })
            }
          >
            {memberStatusFilters.map((status) => (
              <option key={status} value={status}>
                {t(statusFilterLabels[status])}
              </option>
            ))}
          </select>
        </div>
        <DayRangeFields
          id="member"
          fromLabel={t('members.joinedFrom')}
          toLabel={t('members.joinedTo')}
          value={draft}
          onValue={(change) => setDraft({ ...draft, ...change })}
        />
        <div className="field">
          <label htmlFor="member-sort">{t('members.sort')}</label>
          <select
            id="member-sort"
            value={draft.sort}
            onChange={(event) => setDraft({ ...draft, sort: event.target.value as MemberSort })}
          >
            {memberSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(sortLabels[sort])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t('members.search')}
        </button>
      </form>
      <PagedTable
        className="money-screen__body"
        tableClassName="money-table"
        stack
        caption={t('members.caption')}
        state={list}
        onRetry={() => void memberListLoader.retry()}
        filtered={hasMemberFilters(filters)}
        noMatch={{
          title: t('members.noMatch'),
          clearLabel: t('members.clearFilters'),
          clearHref: hrefOf(defaultMemberFilters),
        }}
        empty={{ title: t('members.empty') }}
        columns={columns}
        page={filters.page}
        pageHref={(number) => hrefOf({ ...filters, page: number })}
      />
    </section>
  );
}
