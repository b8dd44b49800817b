import { useStore } from '@nanostores/react';
import type { LecturerRow } from '../../../server/src/contract/lecturer-profiles.ts';
import { lecturerStatusFilters } from '../../../server/src/contract/plain/lecturer-profiles.ts';
import { urlFor } from '../../routes/urls.ts';
import { lecturerList } from '../../stores/lecturers/list.ts';
import { lecturerStatusLabels } from '../../stores/lecturers/profile.ts';
import { $page } from '../../stores/page.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { useT } from '../use-t.ts';
import { LecturerStatusBadge } from './LecturerParts.tsx';

/**
 * Lecturers (administrators), the newest first: search by name, real name or e-mail and the
 * status filter; each row opens the profile.
 */
export default function LecturerListScreen() {
  const t = useT();
  const { locale } = useStore($page);

  const columns: DataColumn<LecturerRow>[] = [
    {
      key: 'name',
      header: t('lecturers.field.name'),
      rowHeader: true,
      cell: (row) => (
        <a href={urlFor(locale, 'lecturers-lecturer_id', { lecturer_id: row.id })}>{row.name}</a>
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
    <ListFrame
      list={lecturerList}
      caption={t('lecturers.list.caption')}
      columns={columns}
      tableClassName="money-table"
      filters={[
        { kind: 'search', key: 'keyword', label: t('lecturers.list.keyword') },
        {
          kind: 'select',
          key: 'status',
          label: t('lecturers.field.status'),
          options: lecturerStatusFilters.map((status) => ({
            value: status,
            label: status === 'ALL' ? t('lecturers.status.ALL') : t(lecturerStatusLabels[status]),
          })),
        },
      ]}
      actions={
        <a className="button button--primary" href={urlFor(locale, 'lecturers-create')}>
          {t('lecturers.list.create')}
        </a>
      }
      empty={{ title: t('lecturers.list.empty') }}
      noMatch={t('lecturers.list.noMatch')}
    />
  );
}
