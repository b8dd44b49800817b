import { useStore } from '@nanostores/react';
import type { IncomeRecord } from '../../../server/src/contract/finances.ts';
import { incomeStatuses } from '../../../server/src/contract/plain/finances.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { recordCoursesLoader, recordExport, recordList } from '../../stores/revenues/records.ts';
import { SelectField } from '../form/SelectField.tsx';
import { Badge } from '../ui/Badge.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ExportButton } from '../ui/ExportButton.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { Money } from '../ui/Money.tsx';
import { useT } from '../use-t.ts';
import { IncomeStatusBadge, incomeStatusLabels } from './RevenueParts.tsx';

/**
 * A lecturer's income records, newest first: filters by month, course and status kept in the
 * address, pages, and the CSV export of exactly those filters. Refunds show as negative amounts
 * marked "refund".
 */
export default function RecordListScreen() {
  const t = useT();
  const courses = useStore(recordCoursesLoader.$state);
  const courseChoices = courses.data?.courses ?? [];

  const columns: DataColumn<IncomeRecord>[] = [
    {
      key: 'at',
      header: t('revenues.records.date'),
      cell: (record) => taipeiDateTime(record.at),
    },
    {
      key: 'order',
      header: t('revenues.records.orderNo'),
      cell: (record) => <span className="money-table__code">{record.order_no}</span>,
    },
    {
      key: 'item',
      header: t('revenues.records.item'),
      rowHeader: true,
      cell: (record) => (
        <>
          {record.item.title}
          {record.item.kind === 'packages' && (
            <Badge className="money-badge">{t('revenues.income.inPackage')}</Badge>
          )}
          {record.kind === 'REFUND' && (
            <Badge tone="danger" className="money-badge">
              {t('revenues.records.refund')}
            </Badge>
          )}
        </>
      ),
    },
    {
      key: 'price',
      header: t('revenues.records.price'),
      className: 'data-table__number',
      cell: (record) => <Money twd={record.price} />,
    },
    {
      key: 'fee',
      header: t('revenues.income.platformFee'),
      className: 'data-table__number',
      cell: (record) => <Money twd={record.platform_fee} />,
    },
    {
      key: 'share',
      header: t('revenues.records.share'),
      className: 'data-table__number',
      cell: (record) => t('revenues.records.sharePercent', { share: record.share }),
    },
    {
      key: 'income',
      header: t('revenues.income.income'),
      className: 'data-table__number',
      cell: (record) => <Money twd={record.income} />,
    },
    {
      key: 'status',
      header: t('revenues.records.status'),
      cell: (record) => <IncomeStatusBadge status={record.status} />,
    },
  ];

  return (
    <ListFrame
      list={recordList}
      caption={t('revenues.records.caption')}
      columns={columns}
      tableClassName="money-table"
      filters={[
        {
          kind: 'custom',
          key: 'month',
          render: ({ draft, apply }) => (
            <div className="field">
              <label htmlFor="record-month">{t('revenues.income.month')}</label>
              <input
                id="record-month"
                type="month"
                value={draft.month}
                onChange={(event) => {
                  const month = event.target.value;
                  if (month === '' || /^\d{4}-\d{2}$/.test(month)) apply({ month });
                }}
              />
            </div>
          ),
        },
        {
          kind: 'custom',
          key: 'course',
          render: ({ draft, apply }) => {
            const chosen = draft.courseId;
            const missing =
              chosen !== null && !courseChoices.some((each) => each.item.id === chosen);
            return (
              <SelectField<string>
                id="record-course"
                label={t('revenues.records.course')}
                value={chosen === null ? '' : String(chosen)}
                options={[
                  { value: '', label: t('revenues.records.allCourses') },
                  ...(missing
                    ? [
                        {
                          value: String(chosen),
                          label: t('revenues.records.courseId', { id: chosen }),
                        },
                      ]
                    : []),
                  ...courseChoices.map((each) => ({
                    value: String(each.item.id),
                    label: each.item.title,
                  })),
                ]}
                onValue={(value) => apply({ courseId: value === '' ? null : Number(value) })}
              />
            );
          },
        },
        {
          kind: 'select',
          key: 'status',
          label: t('revenues.records.status'),
          options: [
            { value: '', label: t('revenues.records.allStatuses') },
            ...incomeStatuses.map((value) => ({ value, label: t(incomeStatusLabels[value]) })),
          ],
        },
      ]}
      actions={
        <ExportButton
          exportKey="revenue-records"
          label={t('revenues.records.export')}
          run={recordExport}
        />
      }
      empty={{ title: t('revenues.records.empty'), text: t('revenues.records.emptyNext') }}
      noMatch={t('revenues.records.noMatch')}
    />
  );
}
