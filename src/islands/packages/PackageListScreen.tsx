import type { CoursePackage } from '../../../server/src/contract/discounts.ts';
import { formatPrice } from '../../i18n/format.ts';
import { openPackageCreate, openPackageEdit } from '../../stores/packages/form.ts';
import { packageDelete, packageList } from '../../stores/packages/list.ts';
import { Badge } from '../ui/Badge.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { Price } from '../ui/Price.tsx';
import { useT } from '../use-t.ts';
import { PackageDialog, packageStatusLabels, packageStatusTones } from './PackageDialog.tsx';

/**
 * A lecturer's packages (courses sold together at one price): cover, title, how many courses,
 * list price against package price, status; a keyword and pages kept in the address; create,
 * edit and delete (refused while a discount on it has not ended).
 */
export default function PackageListScreen() {
  const t = useT();
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
    <div className="discounts">
      <p className="discounts__note">{t('packages.list.note')}</p>
      <ListFrame
        list={packageList}
        id="package-filter"
        caption={t('packages.list.heading')}
        rowKey={(item) => item.id}
        columns={columns}
        tableClassName="discount-table package-table"
        rowActions={(item) => [
          { key: 'edit', label: t('discounts.edit'), onSelect: () => openPackageEdit(item) },
          {
            key: 'delete',
            label: t('discounts.delete'),
            danger: true,
            onSelect: () => void packageDelete.run(item),
          },
        ]}
        rowActionsLabel={(item) => t('discounts.list.actionsOf', { title: item.title })}
        filters={[{ kind: 'search', key: 'keyword', label: t('discounts.list.keyword') }]}
        actions={createButton}
        empty={{
          title: t('packages.list.empty'),
          text: t('packages.list.emptyNext'),
          action: createButton,
        }}
        noMatch={t('discounts.list.noMatch')}
      />
      <PackageDialog />
    </div>
  );
}
