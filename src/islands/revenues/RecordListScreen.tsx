import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect } from 'react';
import type { IncomeRecord, IncomeStatus } from '../../../server/src/contract/finances.ts';
import { incomeStatuses } from '../../../server/src/contract/plain/finances.ts';
import { urlFor } from '../../routes/urls.ts';
import { $page } from '../../stores/page.ts';
import {
  changeRecordFilters,
  defaultRecordFilters,
  hasRecordFilters,
  loadRecordCourses,
  loadRecords,
  queryOfRecordFilters,
  recordCoursesLoader,
  recordExport,
  recordFiltersFromQuery,
  recordListLoader,
  type RecordFilters,
} from '../../stores/revenues/records.ts';
import { taipeiDateTime, taipeiMonth } from '../../stores/revenues/taipei.ts';
import { SelectField } from '../form/SelectField.tsx';
import { Money } from '../finances/FinanceParts.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ExportButton } from '../ui/ExportButton.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useT } from '../use-t.ts';
import { IncomeStatusBadge, incomeStatusLabels } from './RevenueParts.tsx';
import { Badge } from '../ui/Badge.tsx';

/**
 * A lecturer's income records, newest first: filters by month, course and status kept in the
 * address, pages, and the CSV export of exactly those filters. Refunds show as negative amounts
 * marked "refund".
 */
export default function RecordListScreen() {
  const t = useT();
  const page = useStore($page);
  const list = useStore(recordListLoader.$state);
  const courses = useStore(recordCoursesLoader.$state);
  const onList = page.route?.name === 'revenues-record';
  const query = page.query.toString();
  const filters = onList ? recordFiltersFromQuery(page.query) : defaultRecordFilters;
  const currentYear = Number(taipeiMonth(new Date()).slice(0, 4));

  useEffect(() => {
    if (!onList) return;
    const read = recordFiltersFromQuery(new URLSearchParams(query));
    void loadRecords(read);
    void loadRecordCourses(read, currentYear);
  }, [onList, query, currentYear]);

  const hrefOf = (next: RecordFilters) =>
    urlFor(page.locale, 'revenues-record', {}, queryOfRecordFilters(next));
  const onChange = (change: Partial<RecordFilters>) =>
    void navigate(hrefOf(changeRecordFilters(filters, change)));
  const courseChoices = courses.data?.courses ?? [];
  const chosenMissing =
    filters.courseId !== null && !courseChoices.some((each) => each.item.id === filters.courseId);

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
    <section className="money-screen" aria-labelledby="records-heading">
      <h2 id="records-heading" className="visually-hidden">
        {t('revenues.records.heading')}
      </h2>
      <div className="item-filters money-filters">
        <div className="field">
          <label htmlFor="record-month">{t('revenues.income.month')}</label>
          <input
            id="record-month"
            type="month"
            value={filters.month}
            onChange={(event) => {
              const month = event.target.value;
              if (month === '' || /^\d{4}-\d{2}$/.test(month)) onChange({ month });
            }}
          />
        </div>
        <SelectField<string>
          id="record-course"
          label={t('revenues.records.course')}
          value={filters.courseId === null ? '' : String(filters.courseId)}
          options={[
            { value: '', label: t('revenues.records.allCourses') },
            ...(chosenMissing
              ? [
                  {
                    value: String(filters.courseId),
                    label: t('revenues.records.courseId', { id: filters.courseId }),
                  },
                ]
              : []),
            ...courseChoices.map((each) => ({
              value: String(each.item.id),
              label: each.item.title,
            })),
          ]}
          onValue={(value) => onChange({ courseId: value === '' ? null : Number(value) })}
        />
        <SelectField<IncomeStatus | ''>
          id="record-status"
          label={t('revenues.records.status')}
          value={filters.status}
          options={[
            { value: '', label: t('revenues.records.allStatuses') },
            ...incomeStatuses.map((value) => ({ value, label: t(incomeStatusLabels[value]) })),
          ]}
          onValue={(status) => onChange({ status })}
        />
        <div className="money-filters__end">
          <ExportButton
            exportKey="revenue-records"
            label={t('revenues.records.export')}
            run={recordExport(filters)}
          />
        </div>
      </div>
      <PagedTable
        stack
        className="money-screen__body"
        tableClassName="money-table"
        caption={t('revenues.records.caption')}
        state={list}
        onRetry={() => void recordListLoader.retry()}
        filtered={hasRecordFilters(filters)}
        noMatch={{
          title: t('revenues.records.noMatch'),
          clearLabel: t('finances.clearFilters'),
          clearHref: hrefOf(defaultRecordFilters),
        }}
        empty={{ title: t('revenues.records.empty'), text: t('revenues.records.emptyNext') }}
        columns={columns}
        page={filters.page}
        pageHref={(number) => hrefOf({ ...filters, page: number })}
      />
    </section>
  );
}
