import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import type { Remittance } from '../../../server/src/contract/finances.ts';
import { urlFor } from '../../routes/urls.ts';
import { maskAccount } from '../../stores/finances/apply.ts';
import {
  changeRemittanceFilters,
  defaultRemittanceFilters,
  hasRemittanceFilters,
  loadRemittanceList,
  queryOfRemittanceFilters,
  remittanceFiltersFromQuery,
  remittanceListLoader,
  type RemittanceFilters,
} from '../../stores/finances/remittances.ts';
import { taipeiDateTime } from '../../stores/revenues/taipei.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useT } from '../use-t.ts';
import { Money } from './FinanceParts.tsx';
import { useAddressFilters, type AddressFilters } from '../use-address-filters.ts';
import { DayRangeFields } from '../ui/DayRangeFields.tsx';

/** Where the list's filters live: the address. */
const remittanceAddress: AddressFilters<RemittanceFilters> = {
  route: 'finances-remittances',
  defaults: defaultRemittanceFilters,
  fromQuery: remittanceFiltersFromQuery,
  toQuery: queryOfRemittanceFilters,
  load: loadRemittanceList,
};

/**
 * Remittances (administrators), newest first: filters by the day remitted (from, to) and keyword,
 * kept in the address; account numbers masked.
 */
export default function RemittanceListScreen() {
  const t = useT();
  const { page, filters, draft, setDraft, hrefOf } = useAddressFilters(remittanceAddress);
  const list = useStore(remittanceListLoader.$state);

  const columns: DataColumn<Remittance>[] = [
    {
      key: 'at',
      header: t('finances.remittances.remittedAt'),
      rowHeader: true,
      cell: (remittance) => taipeiDateTime(remittance.remitted_at),
    },
    {
      key: 'lecturer',
      header: t('finances.applies.lecturer'),
      cell: (remittance) => (
        <a
          href={urlFor(page.locale, 'finances-applies-apply_id', {
            apply_id: remittance.apply_id,
          })}
        >
          {remittance.lecturer.name}
        </a>
      ),
    },
    {
      key: 'amount',
      header: t('finances.applies.amount'),
      className: 'data-table__number',
      cell: (remittance) => <Money twd={remittance.amount} />,
    },
    {
      key: 'bank',
      header: t('finances.remittances.bank'),
      cell: (remittance) => `${remittance.payout.financial_code} ${remittance.payout.bank_name}`,
    },
    {
      key: 'account',
      header: t('finances.remittances.account'),
      cell: (remittance) => (
        <>
          {remittance.payout.account_name}
          <span className="money-table__sub">{maskAccount(remittance.payout.account_number)}</span>
        </>
      ),
    },
    {
      key: 'by',
      header: t('finances.remittances.by'),
      cell: (remittance) => remittance.by.name,
    },
  ];

  return (
    <section className="money-screen" aria-labelledby="remittances-heading">
      <h2 id="remittances-heading" className="visually-hidden">
        {t('finances.remittances.heading')}
      </h2>
      <form
        role="search"
        className="item-filters money-filters"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(
            hrefOf(
              changeRemittanceFilters(filters, {
                from: draft.from,
                to: draft.to,
                keyword: draft.keyword.trim(),
              }),
            ),
          );
        }}
      >
        <DayRangeFields
          id="remittance"
          fromLabel={t('finances.remittances.from')}
          toLabel={t('finances.remittances.to')}
          value={draft}
          onValue={(change) => setDraft({ ...draft, ...change })}
        />
        <div className="field">
          <label htmlFor="remittance-keyword">{t('finances.keyword')}</label>
          <input
            id="remittance-keyword"
            type="search"
            value={draft.keyword}
            onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
          />
        </div>
        <button type="submit" className="button">
          {t('finances.search')}
        </button>
      </form>
      <PagedTable
        stack
        className="money-screen__body"
        tableClassName="money-table"
        caption={t('finances.remittances.caption')}
        state={list}
        onRetry={() => void remittanceListLoader.retry()}
        filtered={hasRemittanceFilters(filters)}
        noMatch={{
          title: t('finances.remittances.noMatch'),
          clearLabel: t('finances.clearFilters'),
          clearHref: hrefOf(defaultRemittanceFilters),
        }}
        empty={{ title: t('finances.remittances.empty') }}
        columns={columns}
        page={filters.page}
        pageHref={(number) => hrefOf({ ...filters, page: number })}
      />
    </section>
  );
}
