import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { packageStatuses } from '../../../server/src/contract/plain/discounts.ts';
import { openPackageClose, packageIsClosable } from '../../stores/packages/close.ts';
import { packageReviewList } from '../../stores/packages/review.ts';
import { ListFrame, type ListAddress } from '../ui/ListFrame.tsx';
import { useT } from '../use-t.ts';
import { packageStatusLabels } from './PackageDialog.tsx';
import { packageColumns } from './package-columns.tsx';
import { PackageCloseDialog } from './PackageCloseDialog.tsx';

// Administrators only: a lecturer's page never loads the owner filter.
const OwnerFilter = lazy(() =>
  import('../ui/OwnerFilter.tsx').then((module) => ({ default: module.OwnerFilter })),
);

/**
 * Every lecturer's packages (administrators): cover, title, lecturer, how many courses, list
 * price against package price, status; keyword, status and owner kept in the address. A package
 * is its lecturer's: an administrator may only close one, with a reason.
 */
export default function PackageReviewScreen() {
  const t = useT();
  const rows = useStore(packageReviewList.loader.$state).data?.data ?? [];
  return (
    <div className="discounts">
      <p className="discounts__note">{t('packages.review.note')}</p>
      <ListFrame
        list={packageReviewList}
        caption={t('packages.review.heading')}
        columns={packageColumns(t, { lecturer: true })}
        tableClassName="discount-table package-table"
        rowActions={(item) => [
          {
            key: 'close',
            label: t('packages.close'),
            danger: true,
            disabled: !packageIsClosable(item),
            onSelect: () => openPackageClose(item),
          },
        ]}
        rowActionsLabel={(item) => t('discounts.list.actionsOf', { title: item.title })}
        filters={[
          { kind: 'search', key: 'keyword', label: t('discounts.list.keyword') },
          {
            kind: 'select',
            key: 'status',
            label: t('packages.list.statusColumn'),
            options: [
              { value: '', label: t('packages.review.allStatuses') },
              ...packageStatuses.map((status) => ({
                value: status,
                label: t(packageStatusLabels[status]),
              })),
            ],
          },
          {
            kind: 'custom',
            key: 'owner',
            render: ({ filters, apply }: ListAddress<typeof packageReviewList.query.defaults>) => (
              <Suspense fallback={null}>
                <OwnerFilter
                  value={filters.owner}
                  platform={false}
                  ownerName={rows.find((row) => String(row.owner.id) === filters.owner)?.owner.name}
                  onChange={(owner) => apply({ owner })}
                />
              </Suspense>
            ),
          },
        ]}
        empty={{ title: t('packages.review.empty') }}
        noMatch={t('discounts.list.noMatch')}
      />
      <PackageCloseDialog />
    </div>
  );
}
