import { useStore } from '@nanostores/react';
import type { Apply } from '../../../server/src/contract/finances.ts';
import { applyStatusFilters } from '../../../server/src/contract/plain/finances.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { urlFor } from '../../routes/urls.ts';
import { applyList, canExportApplies, exportApplyList } from '../../stores/finances/applies.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ExportButton } from '../ui/ExportButton.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { Money } from '../ui/Money.tsx';
import { useT } from '../use-t.ts';
import { applyStatusLabels, ApplyStatusBadge } from './FinanceParts.tsx';

/**
 * Payout requests (administrators): filters by status (ALL by default, kept in the address) and
 * keyword, waiting ones first; each row leads to the apply; viewers with `export` export the
 * same filters as CSV.
 */
export default function ApplyListScreen() {
  const t = useT();
  const { locale } = useStore($page);
  const mayExport = canExportApplies(useStore($session));

  const columns: DataColumn<Apply>[] = [
    {
      key: 'lecturer',
      header: t('finances.applies.lecturer'),
      rowHeader: true,
      cell: (apply) => (
        <>
          <a href={urlFor(locale, 'finances-applies-apply_id', { apply_id: apply.id })}>
            {apply.lecturer.name}
          </a>
          <span className="money-table__sub">{apply.lecturer.email}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('finances.applies.amount'),
      className: 'data-table__number',
      cell: (apply) => <Money twd={apply.amount} />,
    },
    {
      key: 'records',
      header: t('finances.applies.records'),
      className: 'data-table__number',
      // A rejected request's records went back to the available balance: it holds none now.
      cell: (apply) =>
        apply.status === 'REJECTED'
          ? t('finances.applies.recordsReleased')
          : t('finances.applies.recordsCount', { count: apply.records_count }),
    },
    {
      key: 'status',
      header: t('finances.applies.status'),
      cell: (apply) => <ApplyStatusBadge status={apply.status} />,
    },
    {
      key: 'created',
      header: t('finances.applies.requestedAt'),
      cell: (apply) => taipeiDateTime(apply.created_at),
    },
  ];

  return (
    <ListFrame
      list={applyList}
      caption={t('finances.applies.caption')}
      columns={columns}
      tableClassName="money-table"
      filters={[
        {
          kind: 'select',
          key: 'status',
          label: t('finances.applies.status'),
          options: applyStatusFilters.map((value) => ({
            value,
            label: t(value === 'ALL' ? 'finances.status.all' : applyStatusLabels[value]),
          })),
        },
        { kind: 'search', key: 'keyword', label: t('finances.keyword') },
      ]}
      {...(mayExport
        ? {
            actions: (
              <ExportButton
                exportKey="applies"
                label={t('finances.applies.export')}
                run={exportApplyList}
              />
            ),
          }
        : {})}
      empty={{ title: t('finances.applies.empty'), text: t('finances.applies.emptyNext') }}
      noMatch={t('finances.applies.noMatch')}
    />
  );
}
