import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useState, type SyntheticEvent } from 'react';
import type { CoursePackage } from '../../../server/src/contract/discounts.ts';
import { formatPrice } from '../../i18n/format.ts';
import { urlFor } from '../../routes/urls.ts';
import { openPackageCreate, openPackageEdit } from '../../stores/packages/form.ts';
import {
  loadPackageList,
  packageFiltersFromQuery,
  packageListLoader,
  queryOfPackageFilters,
  removePackage,
  type PackageFilters,
} from '../../stores/packages/list.ts';
import { $page } from '../../stores/page.ts';
import { Pager } from '../ui/Pager.tsx';
import { FilteredList } from '../ui/FilteredList.tsx';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { Price } from '../ui/Price.tsx';
import { useT } from '../use-t.ts';
import { PackageDialog, packageStatusLabels, packageStatusTones } from './PackageDialog.tsx';
import { Badge } from '../ui/Badge.tsx';

/**
 * A lecturer's packages (courses sold together at one price): cover, title, how many courses,
 * list price against package price, status; a keyword and pages kept in the address; create,
 * edit and delete (refused while a discount on it has not ended).
 */
export default function PackageListScreen() {
  const t = useT();
  const page = useStore($page);
  const list = useStore(packageListLoader.$state);
  const onList = page.route?.name === 'packages';
  const query = page.query.toString();
  const filters = packageFiltersFromQuery(page.query);
  const [keyword, setKeyword] = useState(filters.keyword);

  useEffect(() => {
    if (!onList) return;
    const next = packageFiltersFromQuery(new URLSearchParams(query));
    setKeyword(next.keyword);
    void loadPackageList(next);
  }, [onList, query]);

  const hrefOf = (next: PackageFilters) =>
    urlFor(page.locale, 'packages', {}, queryOfPackageFilters(next));
  const onSearch = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(hrefOf({ keyword: keyword.trim(), page: 1 }));
  };
  const meta = list.data?.meta;
  const createButton = (
    <button type="button" className="button button--primary" onClick={openPackageCreate}>
      {t('packages.create')}
    </button>
  );

  const columns: DataColumn<CoursePackage>[] = [
    {
      key: 'cover',
      header: t('packages.list.coverColumn'),
      hideHeader: true,
      className: 'package-table__cover',
      cell: (item) =>
        item.cover_url ? (
          <img src={item.cover_url} alt="" width={64} height={36} loading="lazy" />
        ) : (
          <span className="package-table__no-cover" aria-hidden="true" />
        ),
    },
    {
      key: 'title',
      header: t('packages.list.titleColumn'),
      rowHeader: true,
      className: 'discount-table__title',
      cell: (item) => <span className="discount-table__name">{item.title}</span>,
    },
    {
      key: 'courses',
      header: t('packages.list.coursesColumn'),
      cell: (item) => t('packages.list.courses', { count: item.courses.length }),
    },
    {
      key: 'price',
      header: t('packages.list.priceColumn'),
      cell: (item) => (
        <span className="discount-rate">
          <strong className="discount-rate__value">
            <Price twd={item.price} />
          </strong>
          <s className="discount-rate__list" aria-label={t('discounts.listPrice')}>
            {formatPrice(item.list_price, 'TWD')}
          </s>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('packages.list.statusColumn'),
      cell: (item) => (
        <Badge tone={packageStatusTones[item.status]}>{t(packageStatusLabels[item.status])}</Badge>
      ),
    },
  ];

  return (
    <section className="discounts" aria-labelledby="packages-heading">
      <div className="discounts__header">
        <h2 id="packages-heading" className="visually-hidden">
          {t('packages.list.heading')}
        </h2>
        <p className="discounts__note">{t('packages.list.note')}</p>
        {createButton}
      </div>
      <div className="item-filters discounts__filters discounts__filters--search-only">
        <form className="field discounts__search" role="search" onSubmit={onSearch}>
          <label htmlFor="package-filter-keyword">{t('discounts.list.keyword')}</label>
          <div className="discounts__search-row">
            <input
              id="package-filter-keyword"
              type="search"
              value={keyword}
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
        onRetry={() => void packageListLoader.retry()}
        filtered={filters.keyword !== ''}
        noMatch={{
          title: t('discounts.list.noMatch'),
          clearLabel: t('discounts.list.clearFilters'),
          clearHref: hrefOf({ keyword: '', page: 1 }),
        }}
        empty={{
          title: t('packages.list.empty'),
          text: t('packages.list.emptyNext'),
          action: createButton,
        }}
      >
        {(answer) => (
          <DataTable
            caption={t('packages.list.heading')}
            className="discount-table package-table"
            columns={columns}
            rows={answer.data}
            rowKey={(item) => item.id}
            rowActions={(item) => [
              { key: 'edit', label: t('discounts.edit'), onSelect: () => openPackageEdit(item) },
              {
                key: 'delete',
                label: t('discounts.delete'),
                danger: true,
                onSelect: () => void removePackage(item),
              },
            ]}
            rowActionsLabel={(item) => t('discounts.list.actionsOf', { title: item.title })}
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
      <PackageDialog />
    </section>
  );
}
