import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useState, type SyntheticEvent } from 'react';
import type { Discount, DiscountKind } from '../../../server/src/contract/discounts.ts';
import { discountStatusFilters } from '../../../server/src/contract/plain/discounts.ts';
import type { RouteName } from '../../routes/table.ts';
import { urlFor } from '../../routes/urls.ts';
import { openEndDiscount } from '../../stores/discounts/end.ts';
import { openDiscountCreate, openDiscountEdit } from '../../stores/discounts/form.ts';
import {
  changeDiscountFilters,
  defaultDiscountFilters,
  discountFiltersFromQuery,
  discountIsOpen,
  discountListLoader,
  endDiscountNow,
  hasDiscountFilters,
  loadDiscountList,
  queryOfDiscountFilters,
  removeDiscount,
  type DiscountFilters,
  type DiscountStatusFilter,
} from '../../stores/discounts/list.ts';
import { $page } from '../../stores/page.ts';
import { SelectField } from '../form/SelectField.tsx';
import { Pager } from '../ui/Pager.tsx';
import { FilteredList } from '../ui/FilteredList.tsx';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import type { RowMenuItem } from '../ui/RowMenu.tsx';
import { useT } from '../use-t.ts';
import { DiscountDialog } from './DiscountDialog.tsx';
import {
  DiscountDates,
  DiscountRate,
  DiscountStatusBadge,
  discountStatusLabels,
  EndedNote,
} from './DiscountParts.tsx';
import { EndDiscountDialog } from './EndDiscountDialog.tsx';

const kinds: Readonly<Record<string, DiscountKind | null>> = {
  all: null,
  single: 'SINGLE',
  package: 'PACKAGE',
};

type ListRoute = Extract<
  RouteName,
  'discounts' | 'discounts-single' | 'discounts-package' | `management-discounts${string}`
>;

const listRoutes: Readonly<Record<'own' | 'admin', Readonly<Record<string, ListRoute>>>> = {
  own: { all: 'discounts', single: 'discounts-single', package: 'discounts-package' },
  admin: {
    all: 'management-discounts',
    single: 'management-discounts-single',
    package: 'management-discounts-package',
  },
};

const kindLabels: Readonly<Record<DiscountKind, string>> = {
  SINGLE: 'discounts.kind.single',
  PACKAGE: 'discounts.kind.package',
};

/**
 * The discounts of a lecturer (`scope` own) or, for an administrator, of every lecturer (`scope`
 * admin): all of them or one kind (`kind`), filtered by status (from ALL) and keyword kept in the
 * address, with pages. A lecturer creates (on a kind's tab), edits, deletes and ends their own;
 * an administrator ends one early with a reason.
 */
export default function DiscountListScreen({
  kind = 'all',
  scope = 'own',
}: Readonly<Record<string, string>>) {
  const t = useT();
  const page = useStore($page);
  const list = useStore(discountListLoader.$state);
  const admin = scope === 'admin';
  const listKind = kinds[kind] ?? null;
  // The route this list is on (its address keeps the filters).
  const routeName = listRoutes[admin ? 'admin' : 'own'][kind] ?? 'discounts';
  const onList = page.route?.name === routeName;
  const query = page.query.toString();
  const filters = onList ? discountFiltersFromQuery(page.query) : defaultDiscountFilters;
  const [keyword, setKeyword] = useState(filters.keyword);

  useEffect(() => {
    if (!onList) return;
    const next = discountFiltersFromQuery(new URLSearchParams(query));
    setKeyword(next.keyword);
    void loadDiscountList({ kind: listKind, filters: next });
  }, [onList, query, listKind]);

  const hrefOf = (next: DiscountFilters) =>
    urlFor(page.locale, routeName, {}, queryOfDiscountFilters(next));
  const onChange = (change: Partial<DiscountFilters>) =>
    void navigate(hrefOf(changeDiscountFilters(filters, change)));
  const onSearch = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ keyword: keyword.trim() });
  };
  const meta = list.data?.meta;
  const createButton =
    !admin && listKind !== null ? (
      <button
        type="button"
        className="button button--primary"
        onClick={() => openDiscountCreate(listKind)}
      >
        {t(listKind === 'SINGLE' ? 'discounts.createSingle' : 'discounts.createPackage')}
      </button>
    ) : null;

  const columns: DataColumn<Discount>[] = [
    {
      key: 'title',
      header: t('discounts.list.titleColumn'),
      rowHeader: true,
      className: 'discount-table__title',
      cell: (discount) => (
        <>
          <span className="discount-table__name">{discount.title}</span>
          {admin && <span className="discount-table__owner">{discount.owner.name}</span>}
        </>
      ),
    },
    {
      key: 'target',
      header: t('discounts.list.targetColumn'),
      cell: (discount) => (
        <>
          <span className="discount-table__kind">{t(kindLabels[discount.kind])}</span>
          <span className="discount-table__target">{discount.target.title}</span>
        </>
      ),
    },
    {
      key: 'rate',
      header: t('discounts.list.rateColumn'),
      cell: (discount) => <DiscountRate discount={discount} />,
    },
    {
      key: 'dates',
      header: t('discounts.list.datesColumn'),
      cell: (discount) => <DiscountDates discount={discount} />,
    },
    {
      key: 'status',
      header: t('discounts.list.statusColumn'),
      cell: (discount) => (
        <>
          <DiscountStatusBadge status={discount.status} />
          <EndedNote discount={discount} />
        </>
      ),
    },
  ];

  const actionsOf = (discount: Discount): RowMenuItem[] => {
    const open = discountIsOpen(discount);
    if (admin)
      return [
        {
          key: 'end',
          label: t('discounts.endEarly'),
          danger: true,
          disabled: !open,
          onSelect: () => openEndDiscount(discount),
        },
      ];
    return [
      {
        key: 'edit',
        label: t('discounts.edit'),
        disabled: !open,
        onSelect: () => openDiscountEdit(discount),
      },
      {
        key: 'end',
        label: t('discounts.endNow'),
        disabled: !open,
        onSelect: () => void endDiscountNow(discount),
      },
      {
        key: 'delete',
        label: t('discounts.delete'),
        danger: true,
        disabled: discount.status !== 'SCHEDULED',
        onSelect: () => void removeDiscount(discount),
      },
    ];
  };

  return (
    <section className="discounts" aria-labelledby="discounts-heading">
      <div className="discounts__header">
        <h2 id="discounts-heading" className="visually-hidden">
          {t(admin ? 'discounts.list.adminHeading' : 'discounts.list.heading')}
        </h2>
        <p className="discounts__note">
          {t(
            admin
              ? 'discounts.list.adminNote'
              : listKind === null
                ? 'discounts.list.allNote'
                : 'discounts.list.note',
          )}
        </p>
        {createButton}
      </div>
      <div className="item-filters discounts__filters">
        <SelectField<DiscountStatusFilter>
          id="discount-filter-status"
          label={t('discounts.list.status')}
          value={filters.status}
          options={discountStatusFilters.map((status) => ({
            value: status,
            label: t(status === 'ALL' ? 'discounts.status.all' : discountStatusLabels[status]),
          }))}
          onValue={(status) => onChange({ status })}
        />
        <form className="field discounts__search" role="search" onSubmit={onSearch}>
          <label htmlFor="discount-filter-keyword">{t('discounts.list.keyword')}</label>
          <div className="discounts__search-row">
            <input
              id="discount-filter-keyword"
              type="search"
              value={keyword}
              placeholder={t(
                admin ? 'discounts.list.keywordAdminHint' : 'discounts.list.keywordHint',
              )}
              onChange={(event) => setKeyword(event.target.value)}
            />
            <button type="submit" className="button">
              {t('discounts.list.search')}
            </button>
          </div>
        </form>
      </div>
      <FilteredList
        className="discounts__body"
        state={list}
        onRetry={() => void discountListLoader.retry()}
        filtered={hasDiscountFilters(filters)}
        noMatch={{
          title: t('discounts.list.noMatch'),
          clearLabel: t('discounts.list.clearFilters'),
          clearHref: hrefOf(defaultDiscountFilters),
        }}
        empty={{
          title: t('discounts.list.empty'),
          ...(createButton ? { text: t('discounts.list.emptyNext'), action: createButton } : {}),
        }}
      >
        {(answer) => (
          <DataTable
            caption={t(admin ? 'discounts.list.adminHeading' : 'discounts.list.heading')}
            className="discount-table"
            columns={columns}
            rows={answer.data}
            rowKey={(discount) => discount.id}
            rowActions={actionsOf}
            rowActionsLabel={(discount) => t('discounts.list.actionsOf', { title: discount.title })}
          />
        )}
      </FilteredList>
      {meta && (
        <Pager
          current={filters.page}
          last={meta.last_page}
          hrefOf={(number) => hrefOf({ ...filters, page: number })}
        />
      )}
      {admin ? <EndDiscountDialog /> : <DiscountDialog />}
    </section>
  );
}
