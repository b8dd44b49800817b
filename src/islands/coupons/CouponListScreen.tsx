import { useStore } from '@nanostores/react';
import type { CouponListEntry, CouponSort } from '../../../server/src/contract/coupons.ts';
import { couponSorts, couponStatusFilters } from '../../../server/src/contract/plain/coupons.ts';
import { formatDay } from '../../lib/local-day.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  bundleFilters,
  canExportCoupons,
  couponBulk,
  couponBulkEnd,
  couponBulkTrash,
  couponList,
  couponNotSelectable,
  exportCouponList,
  exportSelectedCoupons,
} from '../../stores/coupons/list.ts';
import { $export } from '../../stores/exports.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ExportButton } from '../ui/ExportButton.tsx';
import { ListFrame, type ListAddress } from '../ui/ListFrame.tsx';
import { OwnerFilter } from '../ui/OwnerFilter.tsx';
import { useT } from '../use-t.ts';
import { couponValue, CouponStatusBadge, statusLabels } from './CouponParts.tsx';
import { CouponStopDialog } from './CouponStopDialog.tsx';
import { openCouponStop } from '../../stores/coupons/oversight.ts';

const sortLabels: Readonly<Record<CouponSort, string>> = {
  latest: 'coupons.sort.latest',
  oldest: 'coupons.sort.oldest',
  starts_at: 'coupons.sort.startsAt',
  ends_at: 'coupons.sort.endsAt',
  code: 'coupons.sort.code',
};

const bundleLabels: Readonly<Record<(typeof bundleFilters)[number], string>> = {
  '': 'coupons.list.allScopes',
  '1': 'coupons.list.bundleOnly',
  '0': 'coupons.list.notBundle',
};

/**
 * The coupons of a lecturer (an administrator: every one, with its owner and an owner filter; a
 * lecturer's coupon only viewed, ended or disabled with a reason): filters by status, keyword and
 * bundle with an order, kept in the address (the status always, ALL included); selected rows take
 * bulk actions (disable, enable, end now, move to the trash, export; an administrator selects the
 * platform's coupons only); pages; the export of the same filters (a lecturer's own; an administrator with
 * `export`); and the way to create one.
 */
export default function CouponListScreen() {
  const t = useT();
  const { locale } = useStore($page);
  const busy = useStore(couponBulk.$busy);
  const exporting = useStore($export) !== null;
  const session = useStore($session);
  const admin = session.status === 'ready' && 'persona' in session && session.persona === 'admin';
  const mayExport = canExportCoupons(session);
  const createHref = urlFor(locale, 'coupons-create');
  const editHref = (coupon: CouponListEntry) =>
    urlFor(locale, 'coupons-coupon_code-mode', { coupon_code: coupon.code, mode: 'edit' });
  const usageHref = (coupon: CouponListEntry) =>
    urlFor(locale, 'coupons-coupon_code-mode', { coupon_code: coupon.code, mode: 'usage' });
  const columns: DataColumn<CouponListEntry>[] = [
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
          start: formatDay(coupon.starts_at, true),
          end: coupon.ends_at ? formatDay(coupon.ends_at, true) : t('coupons.list.noEnd'),
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

  const createLink = (
    <a className="button button--primary" href={createHref}>
      {t('coupons.list.create')}
    </a>
  );

  /** An administrator only looks at a lecturer's coupon, and may end or disable it. */
  const overseen = (coupon: CouponListEntry) => admin && coupon.owner !== null;
  const rows = useStore(couponList.loader.$state).data?.data ?? [];

  return (
    <>
      <ListFrame
        list={couponList}
        caption={t('coupons.list.caption')}
        rowKey={(coupon) => coupon.code}
        columns={columns}
        tableClassName="coupon-table"
        rowActions={(coupon) => [
          overseen(coupon)
            ? { key: 'view', label: t('coupons.list.view'), href: editHref(coupon) }
            : { key: 'edit', label: t('coupons.list.edit'), href: editHref(coupon) },
          { key: 'usage', label: t('coupons.list.usage'), href: usageHref(coupon) },
          ...(overseen(coupon)
            ? [
                {
                  key: 'end',
                  label: t('coupons.stop.end'),
                  danger: true,
                  onSelect: () => openCouponStop(coupon.code, 'end'),
                },
                {
                  key: 'disable',
                  label: t('coupons.stop.disable'),
                  danger: true,
                  onSelect: () => openCouponStop(coupon.code, 'disable'),
                },
              ]
            : []),
        ]}
        rowActionsLabel={(coupon) => t('coupons.list.actionsOf', { code: coupon.code })}
        filters={[
          {
            kind: 'select',
            key: 'status',
            label: t('coupons.list.status'),
            options: couponStatusFilters.map((value) => ({
              value,
              label: t(value === 'ALL' ? 'coupons.status.all' : statusLabels[value]),
            })),
          },
          {
            kind: 'select',
            key: 'isBundle',
            label: t('coupons.list.scope'),
            options: bundleFilters.map((value) => ({ value, label: t(bundleLabels[value]) })),
          },
          {
            kind: 'select',
            key: 'sort',
            label: t('coupons.list.sort'),
            options: couponSorts.map((value) => ({ value, label: t(sortLabels[value]) })),
          },
          { kind: 'search', key: 'keyword', label: t('coupons.list.keyword') },
          ...(admin
            ? [
                {
                  kind: 'custom' as const,
                  key: 'owner',
                  render: ({ filters, apply }: ListAddress<typeof couponList.query.defaults>) => (
                    <OwnerFilter
                      value={filters.owner}
                      ownerName={
                        rows.find((row) => String(row.owner?.id) === filters.owner)?.owner?.name
                      }
                      onChange={(owner) => apply({ owner })}
                    />
                  ),
                },
              ]
            : []),
        ]}
        {...(mayExport
          ? {
              actions: (
                <ExportButton
                  exportKey="coupons"
                  label={t('coupons.list.export')}
                  run={exportCouponList}
                />
              ),
            }
          : {})}
        create={createLink}
        bulk={{
          label: t('coupons.bulk.label'),
          rowLabel: (coupon) => t('coupons.list.selectOne', { code: coupon.code }),
          notSelectable: (coupon) => couponNotSelectable(t, session, coupon),
          busy: busy || exporting,
          actions: [
            {
              key: 'disable',
              label: t('coupons.bulk.disable'),
              run: (codes) => couponBulk.run('disable', codes.map(String)),
            },
            {
              key: 'enable',
              label: t('coupons.bulk.enable'),
              run: (codes) => couponBulk.run('enable', codes.map(String)),
            },
            {
              key: 'end',
              label: t('coupons.bulk.end'),
              danger: true,
              run: (codes) => couponBulkEnd.run(codes.map(String)),
            },
            {
              key: 'trash',
              label: t('coupons.bulk.trash'),
              danger: true,
              run: (codes) => couponBulkTrash.run(codes.map(String)),
            },
            ...(mayExport
              ? [{ key: 'export', label: t('ui.export.selected'), run: exportSelectedCoupons }]
              : []),
          ],
        }}
        empty={{
          title: t('coupons.list.empty'),
          text: t('coupons.list.emptyNext'),
        }}
        noMatch={t('coupons.list.noMatch')}
      />
      <CouponStopDialog />
    </>
  );
}
