import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useState } from 'react';
import type { Apply } from '../../../server/src/contract/finances.ts';
import { applyStatusFilters } from '../../../server/src/contract/plain/finances.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  applyFiltersFromQuery,
  applyListLoader,
  changeApplyFilters,
  defaultApplyFilters,
  hasApplyFilters,
  loadApplyList,
  queryOfApplyFilters,
  type ApplyFilters,
  type ApplyStatusFilter,
} from '../../stores/finances/applies.ts';
import { taipeiDateTime } from '../../stores/revenues/taipei.ts';
import { $page } from '../../stores/page.ts';
import { SelectField } from '../form/SelectField.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useT } from '../use-t.ts';
import { applyStatusLabels, ApplyStatusBadge, Money } from './FinanceParts.tsx';

/**
 * Payout requests (administrators): filters by status (ALL by default, kept in the address) and
 * keyword, waiting ones first; each row leads to the apply.
 */
export default function ApplyListScreen() {
  const t = useT();
  const page = useStore($page);
  const list = useStore(applyListLoader.$state);
  const onList = page.route?.name === 'finances-applies';
  const query = page.query.toString();
  const filters = onList ? applyFiltersFromQuery(page.query) : defaultApplyFilters;
  const [keyword, setKeyword] = useState(filters.keyword);

  useEffect(() => {
    if (!onList) return;
    const params = new URLSearchParams(query);
    const read = applyFiltersFromQuery(params);
    if (!params.has('status'))
      void navigate(urlFor(page.locale, 'finances-applies', {}, queryOfApplyFilters(read)), {
        history: 'replace',
      });
    else void loadApplyList(read);
    setKeyword(read.keyword);
  }, [onList, query, page.locale]);

  const hrefOf = (next: ApplyFilters) =>
    urlFor(page.locale, 'finances-applies', {}, queryOfApplyFilters(next));
  const onChange = (change: Partial<ApplyFilters>) =>
    void navigate(hrefOf(changeApplyFilters(filters, change)));
  const detailHref = (apply: Apply) =>
    urlFor(page.locale, 'finances-applies-apply_id', { apply_id: apply.id });

  const columns: DataColumn<Apply>[] = [
    {
      key: 'lecturer',
      header: t('finances.applies.lecturer'),
      rowHeader: true,
      cell: (apply) => (
        <>
          <a href={detailHref(apply)}>{apply.lecturer.name}</a>
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
    <section className="money-screen" aria-labelledby="applies-heading">
      <h2 id="applies-heading" className="visually-hidden">
        {t('finances.applies.heading')}
      </h2>
      <div className="item-filters money-filters">
        <SelectField<ApplyStatusFilter>
          id="apply-filter-status"
          label={t('finances.applies.status')}
          value={filters.status}
          options={applyStatusFilters.map((value) => ({
            value,
            label: t(value === 'ALL' ? 'finances.status.all' : applyStatusLabels[value]),
          }))}
          onValue={(status) => onChange({ status })}
        />
        <form
          role="search"
          className="money-filters__search"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ keyword: keyword.trim() });
          }}
        >
          <div className="field">
            <label htmlFor="apply-filter-keyword">{t('finances.keyword')}</label>
            <input
              id="apply-filter-keyword"
              type="search"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </div>
          <button type="submit" className="button">
            {t('finances.search')}
          </button>
        </form>
      </div>
      <PagedTable
        stack
        className="money-screen__body"
        tableClassName="money-table"
        caption={t('finances.applies.caption')}
        state={list}
        onRetry={() => void applyListLoader.retry()}
        filtered={hasApplyFilters(filters)}
        noMatch={{
          title: t('finances.applies.noMatch'),
          clearLabel: t('finances.clearFilters'),
          clearHref: hrefOf(defaultApplyFilters),
        }}
        empty={{ title: t('finances.applies.empty'), text: t('finances.applies.emptyNext') }}
        columns={columns}
        page={filters.page}
        pageHref={(number) => hrefOf({ ...filters, page: number })}
      />
    </section>
  );
}
