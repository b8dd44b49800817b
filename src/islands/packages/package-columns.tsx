import type { CoursePackage } from '../../../server/src/contract/discounts.ts';
import type { Translate } from '../../i18n/intl.ts';
import { formatPrice } from '../../i18n/format.ts';
import { Badge } from '../ui/Badge.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { Price } from '../ui/Price.tsx';
import { packageStatusLabels, packageStatusTones } from './PackageDialog.tsx';

/** A package's columns, for the lecturer's list and the administrators' review (with its lecturer). */
export function packageColumns(
  t: Translate,
  { lecturer = false }: { readonly lecturer?: boolean } = {},
): DataColumn<CoursePackage>[] {
  return [
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
    ...(lecturer
      ? [
          {
            key: 'lecturer',
            header: t('packages.review.lecturerColumn'),
            cell: (item: CoursePackage) => item.owner.name,
          },
        ]
      : []),
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
}
