import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, useState } from 'react';
import type {
  CouponBulkAction,
  CouponListEntry,
  CouponSort,
  CouponStatusFilter,
} from '../../../server/src/contract/coupons.ts';
import {
  couponBulkActions,
  couponSorts,
  couponStatusFilters,
} from '../../../server/src/contract/plain/coupons.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  $bulkBusy,
  $selectedCoupons,
  changeCouponFilters,
  couponFiltersFromQuery,
  couponListLoader,
  defaultCouponFilters,
  hasCouponFilters,
  loadCouponList,
  queryOfCouponFilters,
  runBulkAction,
  selectAllCoupons,
  toggleCoupon,
  type BundleFilter,
  type CouponFilters,
} from '../../stores/coupons/list.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import { SelectField } from '../form/SelectField.tsx';
import { Pager } from '../ui/Pager.tsx';
import { FilteredList } from '../ui/FilteredList.tsx';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { useT } from '../use-t.ts';
import { couponValue, CouponStatusBadge, formatDateTime, statusLabels } from './CouponParts.tsx';

const sortLabels: Readonly<Record<CouponSort, string>> = {
  latest: 'coupons.sort.latest',
  oldest: 'coupons.sort.oldest',
  starts_at: 'coupons.sort.startsAt',
  ends_at: 'coupons.sort.endsAt',
  code: 'coupons.sort.code',
};

const bundleLabels: Readonly<Record<BundleFilter, string>> = {
  '': 'coupons.list.allScopes',
  '1': 'coupons.list.bundleOnly',
  '0': 'coupons.list.notBundle',
};

const bulkLabels: Readonly<Record<CouponBulkAction, string>> = {
  disable: 'coupons.bulk.disable',
  enable: 'coupons.bulk.enable',
  end: 'coupons.bulk.end',
};

/**
 * The coupons of a lecturer (an administrator: the platform's): filters by status, keyword and
 * bundle with an order, kept in the address (the status always, ALL included); selected rows take
 * bulk actions; pages; and the way to create one.
 */
export default function CouponListScreen() {
  const t = useT();
  const page = useStore($page);
  const list = useStore(couponListLoader.$state);
  const selected = useStore($selectedCoupons);
  const busy = useStore($bulkBusy);
  const session = useStore($session);
  const admin = session.status === 'ready' && 'persona' in session && session.persona === 'admin';
  const onList = page.route?.name === 'coupons';
  const query = page.query.toString();
  const filters = onList ? couponFiltersFromQuery(page.query) : defaultCouponFilters;
  const [keyword, setKeyword] = useState(filters.keyword);

  // The status filter starts at ALL and stays in the address.
  useEffect(() => {
    if (!onList) return;
    const params = new URLSearchParams(query);
    if (!params.has('status'))
      void navigate(
        urlFor(page.locale, 'coupons', {}, queryOfCouponFilters(couponFiltersFromQuery(params))),
        { history: 'replace' },
      );
    else void loadCouponList(couponFiltersFromQuery(params));
    setKeyword(couponFiltersFromQuery(params).keyword);
  }, [onList, query, page.locale]);

  const hrefOf = (next: CouponFilters) =>
    urlFor(page.locale, 'coupons', {}, queryOfCouponFilters(next));
  const onChange = (change: Partial<CouponFilters>) =>
    void navigate(hrefOf(changeCouponFilters(filters, change)));
  const createHref = urlFor(page.locale, 'coupons-create');
  const editHref = (coupon: CouponListEntry) =>
    urlFor(page.locale, 'coupons-coupon_code-mode', { coupon_code: coupon.code, mode: 'edit' });
  const usageHref = (coupon: CouponListEntry) =>
    urlFor(page.locale, 'coupons-coupon_code-mode', { coupon_code: coupon.code, mode: 'usage' });
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.code));

  const columns: DataColumn<CouponListEntry>[] = [
    {
      key: 'select',
      header: t('coupons.list.select'),
      hideHeader: true,
      className: 'coupon-table__select',
      cell: (coupon) => (
        <input
          type="checkbox"
          aria-label={t('coupons.list.selectOne', { code: coupon.code })}
          checked={selected.includes(coupon.code)}
          onChange={(event) => toggleCoupon(coupon.code, event.target.checked)}
        />
      ),
    },
    {
      key: 'code',
      header: t('coupons.list.codeColumn'),
      rowHeader: true,
      className: 'coupon-table__code',
      cell: (coupon) => (
        <>
          <a href={editHref(coupon)}>{coupon.code}</a>
          <span className="coupon-table__title">{coupon.title}</span>
          {admin && (
            <span className="coupon-table__owner">
              {coupon.owner?.name ?? t('coupons.list.platform')}
            </span>
          )}
          {coupon.group && (
            <span className="coupon-table__owner">
              {t('coupons.audienceOf', { name: coupon.group.name })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'labels',
      header: t('coupons.list.labelsColumn'),
      cell: (coupon) => (
        <span className="coupon-chips">
          {coupon.labels.map((label) => (
            <span key={label} className="coupon-chip">
              {label}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'value',
      header: t('coupons.list.valueColumn'),
      className: 'coupon-table__number',
      cell: (coupon) => couponValue(t, coupon),
    },
    {
      key: 'status',
      header: t('coupons.list.statusColumn'),
      cell: (coupon) => <CouponStatusBadge status={coupon.status} />,
    },
    {
      key: 'dates',
      header: t('coupons.list.datesColumn'),
      className: 'coupon-table__dates',
      cell: (coupon) =>
        t('coupons.list.dates', {
          start: formatDateTime(coupon.starts_at),
          end: coupon.ends_at ? formatDateTime(coupon.ends_at) : t('coupons.list.noEnd'),
        }),
    },
    {
      key: 'used',
      header: t('coupons.list.usedColumn'),
      className: 'coupon-table__number',
      cell: (coupon) =>
        coupon.total_limit === null
          ? t('coupons.list.usedUnlimited', { used: coupon.used })
          : t('coupons.list.usedOf', { used: coupon.used, limit: coupon.total_limit }),
    },
  ];

  return (
    <section className="coupons" aria-labelledby="coupons-heading">
      <div className="coupons__header">
        <h2 id="coupons-heading" className="visually-hidden">
          {t('coupons.list.heading')}
        </h2>
        <a className="button button--primary" href={createHref}>
          {t('coupons.list.create')}
        </a>
      </div>
      <div className="item-filters coupons__filters">
        <SelectField<CouponStatusFilter>
          id="coupon-filter-status"
          label={t('coupons.list.status')}
          value={filters.status}
          options={couponStatusFilters.map((value) => ({
            value,
            label: t(value === 'ALL' ? 'coupons.status.all' : statusLabels[value]),
          }))}
          onValue={(status) => onChange({ status })}
        />
        <SelectField<BundleFilter>
          id="coupon-filter-bundle"
          label={t('coupons.list.scope')}
          value={filters.isBundle}
          options={(['', '1', '0'] as const).map((value) => ({
            value,
            label: t(bundleLabels[value]),
          }))}
          onValue={(isBundle) => onChange({ isBundle })}
        />
        <SelectField<CouponSort>
          id="coupon-filter-sort"
          label={t('coupons.list.sort')}
          value={filters.sort}
          options={couponSorts.map((value) => ({ value, label: t(sortLabels[value]) }))}
          onValue={(sort) => onChange({ sort })}
        />
        <form
          role="search"
          className="coupons__search"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ keyword: keyword.trim() });
          }}
        >
          <div className="field">
            <label htmlFor="coupon-filter-keyword">{t('coupons.list.keyword')}</label>
            <input
              id="coupon-filter-keyword"
              type="search"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </div>
          <button type="submit" className="button">
            {t('coupons.list.search')}
          </button>
        </form>
      </div>
      <div className="coupons__bulk" role="toolbar" aria-label={t('coupons.bulk.label')}>
        <label className="field--check">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={rows.length === 0}
            onChange={(event) =>
              selectAllCoupons(
                rows.map((row) => row.code),
                event.target.checked,
              )
            }
          />
          {t('coupons.list.selectAll')}
        </label>
        <span className="coupons__selected" aria-live="polite">
          {t('coupons.bulk.selected', { count: selected.length })}
        </span>
        {couponBulkActions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'end' ? 'button button--danger' : 'button'}
            disabled={selected.length === 0 || busy}
            onClick={() => void runBulkAction(action)}
          >
            {t(bulkLabels[action])}
          </button>
        ))}
      </div>
      <FilteredList
        className="coupons__body"
        state={list}
        onRetry={() => void couponListLoader.retry()}
        filtered={hasCouponFilters(filters)}
        noMatch={{
          title: t('coupons.list.noMatch'),
          clearLabel: t('coupons.list.clearFilters'),
          clearHref: hrefOf(defaultCouponFilters),
        }}
        empty={{
          title: t('coupons.list.empty'),
          text: t('coupons.list.emptyNext'),
          action: (
            <a className="button button--primary" href={createHref}>
              {t('coupons.list.create')}
            </a>
          ),
        }}
      >
        {(answer) => (
          <DataTable
            caption={t('coupons.list.caption')}
            className="coupon-table"
            columns={columns}
            rows={answer.data}
            rowKey={(coupon) => coupon.code}
            rowActions={(coupon) => [
              { key: 'edit', label: t('coupons.list.edit'), href: editHref(coupon) },
              { key: 'usage', label: t('coupons.list.usage'), href: usageHref(coupon) },
            ]}
            rowActionsLabel={(coupon) => t('coupons.list.actionsOf', { code: coupon.code })}
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
    </section>
  );
}
