import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import type { LecturerRow } from '../../../server/src/contract/lecturer-profiles.ts';
import { lecturerStatusFilters } from '../../../server/src/contract/plain/lecturer-profiles.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  changeLecturerFilters,
  defaultLecturerFilters,
  hasLecturerFilters,
  lecturerFiltersFromQuery,
  lecturerListLoader,
  loadLecturerList,
  queryOfLecturerFilters,
  type LecturerFilters,
} from '../../stores/lecturers/list.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useT } from '../use-t.ts';
import { lecturerStatusLabels, LecturerStatusBadge } from './LecturerParts.tsx';
import { useAddressFilters, type AddressFilters } from '../use-address-filters.ts';

/** Where the list's filters live: the address. */
const lecturerAddress: AddressFilters<LecturerFilters> = {
  route: 'lecturers',
  defaults: defaultLecturerFilters,
  fromQuery: lecturerFiltersFromQuery,
  toQuery: queryOfLecturerFilters,
  load: loadLecturerList,
};

/**
 * Lecturers (administrators), the newest first: search by name, real name or e-mail and the
 * status filter, kept in the address; each row opens the profile.
 */
export default function LecturerListScreen() {
  const t = useT();
  const { page, filters, draft, setDraft, hrefOf } = useAddressFilters(lecturerAddress);
  const list = useStore(lecturerListLoader.$state);

  const columns: DataColumn<LecturerRow>[] = [
    {
      key: 'name',
      header: t('lecturers.field.name'),
      rowHeader: true,
      cell: (row) => (
        <a href={urlFor(page.locale, 'lecturers-lecturer_id', { lecturer_id: row.id })}>
          {row.name}
        </a>
      ),
    },
    { key: 'realName', header: t('lecturers.field.realName'), cell: (row) => row.real_name },
    { key: 'email', header: t('lecturers.field.email'), cell: (row) => row.email },
    {
      key: 'status',
      header: t('lecturers.field.status'),
      cell: (row) => <LecturerStatusBadge status={row.status} />,
    },
    {
      key: 'courses',
      header: t('lecturers.list.courses'),
      className: 'data-table__number',
      cell: (row) => row.courses_count,
    },
    {
      key: 'payouts',
      header: t('lecturers.list.payouts'),
      className: 'data-table__number',
      cell: (row) => row.payouts_count,
    },
  ];

  return (
    <section className="money-screen" aria-labelledby="lecturers-heading">
      <div className="lecturer-toolbar">
        <h2 id="lecturers-heading" className="visually-hidden">
          {t('page.lecturers')}
        </h2>
        <form
          role="search"
          className="item-filters money-filters"
          onSubmit={(event) => {
            event.preventDefault();
            void navigate(
              hrefOf(
                changeLecturerFilters(filters, {
                  keyword: draft.keyword.trim(),
                  status: draft.status,
                }),
              ),
            );
          }}
        >
          <div className="field">
            <label htmlFor="lecturer-keyword">{t('lecturers.list.keyword')}</label>
            <input
              id="lecturer-keyword"
              type="search"
              value={draft.keyword}
              onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="lecturer-status">{t('lecturers.field.status')}</label>
            <select
              id="lecturer-status"
              value={draft.status}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  status:
                    lecturerStatusFilters.find((value) => value === event.target.value) ?? 'ALL',
                })
              }
            >
              {lecturerStatusFilters.map((status) => (
                <option key={status} value={status}>
                  {status === 'ALL' ? t('lecturers.status.ALL') : t(lecturerStatusLabels[status])}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            {t('lecturers.list.search')}
          </button>
        </form>
        <a className="button button--primary" href={urlFor(page.locale, 'lecturers-create')}>
          {t('lecturers.list.create')}
        </a>
      </div>
      <PagedTable
        className="money-screen__body"
        tableClassName="money-table"
        caption={t('lecturers.list.caption')}
        state={list}
        onRetry={() => void lecturerListLoader.retry()}
        filtered={hasLecturerFilters(filters)}
        noMatch={{
          title: t('lecturers.list.noMatch'),
          clearLabel: t('lecturers.list.clear'),
          clearHref: hrefOf(defaultLecturerFilters),
        }}
        empty={{ title: t('lecturers.list.empty') }}
        columns={columns}
        page={filters.page}
        pageHref={(number) => hrefOf({ ...filters, page: number })}
      />
    </section>
  );
}
