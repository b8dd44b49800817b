import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { Discount, DiscountKind } from '../../../server/src/contract/discounts.ts';
import { discountStatusFilters } from '../../../server/src/contract/plain/discounts.ts';
import { openEndDiscount } from '../../stores/discounts/end.ts';
import { openDiscountCreate, openDiscountEdit } from '../../stores/discounts/form.ts';
import {
  discountDelete,
  discountEndNow,
  discountIsOpen,
  discountLists,
} from '../../stores/discounts/list.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ListFrame, type ListAddress } from '../ui/ListFrame.tsx';
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

// Administrators only: a lecturer's page never loads the owner filter.
const OwnerFilter = lazy(() =>
  import('../ui/OwnerFilter.tsx').then((module) => ({ default: module.OwnerFilter })),
);

const kinds = {
  all: null,
  single: 'SINGLE',
  package: 'PACKAGE',
} as const satisfies Readonly<Record<keyof typeof discountLists, DiscountKind | null>>;

const kindLabels: Readonly<Record<DiscountKind, string>> = {
  SINGLE: 'discounts.kind.single',
  PACKAGE: 'discounts.kind.package',
};

/**
 * The discounts of a lecturer (`scope` own) or, for an administrator, of every lecturer (`scope`
 * admin): all of them or one kind (`kind`), filtered by status (from ALL) and keyword kept in the
 * address (an administrator's owner filter too), with pages. A lecturer creates (on a kind's tab), edits, deletes and ends their own;
 * an administrator ends one early with a reason.
 */
export default function DiscountListScreen({
  kind = 'all',
  scope = 'own',
}: Readonly<Record<string, string>>) {
  const t = useT();
  const admin = scope === 'admin';
  const listKind = kind === 'single' || kind === 'package' ? kind : 'all';
  const discountKind = kinds[listKind];
  const list = discountLists[listKind];
  const rows = useStore(list.loader.$state).data?.data ?? [];
  const createButton =
    !admin && discountKind !== null ? (
      <button
        type="button"
        className="button button--primary"
        onClick={() => openDiscountCreate(discountKind)}
      >
        {t(discountKind === 'SINGLE' ? 'discounts.createSingle' : 'discounts.createPackage')}
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
        onSelect: () => void discountEndNow.run(discount),
      },
      {
        key: 'delete',
        label: t('discounts.delete'),
        danger: true,
        disabled: discount.status !== 'SCHEDULED',
        onSelect: () => void discountDelete.run(discount),
      },
    ];
  };

  return (
    <div className="discounts">
      <p className="discounts__note">
        {t(
          admin
            ? 'discounts.list.adminNote'
            : discountKind === null
              ? 'discounts.list.allNote'
              : 'discounts.list.note',
        )}
      </p>
      <ListFrame
        list={list}
        caption={t(admin ? 'discounts.list.adminHeading' : 'discounts.list.heading')}
        columns={columns}
        tableClassName="discount-table"
        rowActions={actionsOf}
        rowActionsLabel={(discount) => t('discounts.list.actionsOf', { title: discount.title })}
        filters={[
          {
            kind: 'select',
            key: 'status',
            label: t('discounts.list.status'),
            options: discountStatusFilters.map((status) => ({
              value: status,
              label: t(status === 'ALL' ? 'discounts.status.all' : discountStatusLabels[status]),
            })),
          },
          {
            kind: 'search',
            key: 'keyword',
            label: t('discounts.list.keyword'),
            placeholder: t(
              admin ? 'discounts.list.keywordAdminHint' : 'discounts.list.keywordHint',
            ),
          },
          ...(admin
            ? [
                {
                  kind: 'custom' as const,
                  key: 'owner',
                  render: ({ filters, apply }: ListAddress<typeof list.query.defaults>) => (
                    <Suspense fallback={null}>
                      <OwnerFilter
                        value={filters.owner}
                        platform={false}
                        ownerName={
                          rows.find((row) => String(row.owner.id) === filters.owner)?.owner.name
                        }
                        onChange={(owner) => apply({ owner })}
                      />
                    </Suspense>
                  ),
                },
              ]
            : []),
        ]}
        create={createButton}
        empty={{
          title: t('discounts.list.empty'),
          ...(createButton ? { text: t('discounts.list.emptyNext') } : {}),
        }}
        noMatch={t('discounts.list.noMatch')}
      />
      {admin ? <EndDiscountDialog /> : <DiscountDialog />}
    </div>
  );
}
