import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useState } from 'react';
import type { MemberGroup } from '../../../server/src/contract/member-groups.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  defaultGroupFilters,
  groupFiltersFromQuery,
  groupListLoader,
  loadGroupList,
  queryOfGroupFilters,
  type GroupFilters,
} from '../../stores/member-groups/list.ts';
import { $page } from '../../stores/page.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useT } from '../use-t.ts';

/**
 * Member groups (`/member-groups`): search by name or description and the page, kept in the
 * address; each row opens the group's edit mode; a button creates one.
 */
export default function MemberGroupListScreen() {
  const t = useT();
  const page = useStore($page);
  const list = useStore(groupListLoader.$state);
  const onList = page.route?.name === 'member-groups';
  const query = page.query.toString();
  const filters = onList ? groupFiltersFromQuery(page.query) : defaultGroupFilters;
  const [keyword, setKeyword] = useState(filters.keyword);

  useEffect(() => {
    if (!onList) return;
    const read = groupFiltersFromQuery(new URLSearchParams(query));
    void loadGroupList(read);
    setKeyword(read.keyword);
  }, [onList, query]);

  const hrefOf = (next: GroupFilters) =>
    urlFor(page.locale, 'member-groups', {}, queryOfGroupFilters(next));
  const groupHref = (group: MemberGroup) =>
    urlFor(page.locale, 'member-groups-group_id-mode', { group_id: group.id, mode: 'edit' });

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
          href={urlFor(page.locale, 'member-groups-group_id-mode', {
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
    <section className="group-screen" aria-labelledby="groups-heading">
      <div className="group-screen__header">
        <h2 id="groups-heading" className="visually-hidden">
          {t('memberGroups.list.heading')}
        </h2>
        <form
          role="search"
          className="item-filters group-screen__search"
          onSubmit={(event) => {
            event.preventDefault();
            void navigate(hrefOf({ keyword: keyword.trim(), page: 1 }));
          }}
        >
          <div className="field">
            <label htmlFor="group-keyword">{t('memberGroups.list.keyword')}</label>
            <input
              id="group-keyword"
              type="search"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </div>
          <button type="submit" className="button">
            {t('memberGroups.list.search')}
          </button>
        </form>
        <a className="button button--primary" href={urlFor(page.locale, 'member-groups-create')}>
          {t('memberGroups.list.create')}
        </a>
      </div>
      <PagedTable
        className="group-screen__body"
        tableClassName="group-table"
        caption={t('memberGroups.list.caption')}
        state={list}
        onRetry={() => void groupListLoader.retry()}
        filtered={filters.keyword !== ''}
        noMatch={{
          title: t('memberGroups.list.noMatch'),
          clearLabel: t('memberGroups.list.clear'),
          clearHref: hrefOf(defaultGroupFilters),
        }}
        empty={{
          title: t('memberGroups.list.empty'),
          text: t('memberGroups.list.emptyText'),
          action: (
            <a
              className="button button--primary"
              href={urlFor(page.locale, 'member-groups-create')}
            >
              {t('memberGroups.list.create')}
            </a>
          ),
        }}
        columns={columns}
        page={filters.page}
        pageHref={(number) => hrefOf({ ...filters, page: number })}
      />
    </section>
  );
}
