import type { ItemKind, ItemListEntry } from '../../../server/src/contract/items.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { formatPrice } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { thumbnailUrl } from '../../lib/thumbnail.ts';
import { itemScreenUrl } from '../../routes/item-urls.ts';
import { tabGroups } from '../../routes/table.ts';
import { urlForRoute } from '../../routes/urls.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import type { RowMenuItem } from '../ui/RowMenu.tsx';
import { useT } from '../use-t.ts';
import { StatusBadge } from './StatusBadge.tsx';

interface Props {
  readonly kind: ItemKind;
  readonly items: readonly ItemListEntry[];
  readonly locale: Locale;
  readonly usdRate: number;
  /** Show the lecturer's name (administrators see every lecturer's items). */
  readonly showLecturer: boolean;
}

/** Size of the cover thumbnails, in CSS pixels (16:9). */
const THUMB = { width: 96, height: 54 } as const;

/** The rows of a catalogue list: cover, title, status, price, counts, lecturer and update date. */
export function ItemListTable({ kind, items, locale, usdRate, showLecturer }: Props) {
  const t = useT();
  const priced = kind !== 'articles';
  const counted = kind === 'courses';
  const columns: DataColumn<ItemListEntry>[] = [
    {
      key: 'cover',
      header: t('items.list.cover'),
      hideHeader: true,
      className: 'item-table__cover',
      cell: (item) =>
        item.cover_url ? (
          <img
            src={thumbnailUrl(item.cover_url, THUMB.width, THUMB.height)}
            alt=""
            width={THUMB.width}
            height={THUMB.height}
            loading="lazy"
          />
        ) : (
          <span className="item-table__no-cover" aria-hidden="true" />
        ),
    },
    {
      key: 'title',
      header: t('items.list.title'),
      className: 'item-table__title',
      cell: (item) => (
        <>
          <a href={itemScreenUrl(locale, kind, item.id, 'infos-basic')}>{item.title}</a>
          {item.subtitle && <span className="item-table__subtitle">{item.subtitle}</span>}
        </>
      ),
    },
    {
      key: 'status',
      header: t('items.list.statusColumn'),
      cell: (item) => <StatusBadge status={item.status} />,
    },
  ];
  if (priced)
    columns.push({
      key: 'price',
      header: t('items.list.price'),
      className: 'item-table__price',
      cell: (item) => (
        <>
          <span>{formatPrice(item.price, 'TWD')}</span>
          <span className="item-table__usd">{formatPrice(item.price, 'USD', usdRate)}</span>
        </>
      ),
    });
  if (counted)
    columns.push(
      {
        key: 'chapters',
        header: t('items.list.chapters'),
        className: 'item-table__number',
        cell: (item) => item.chapters_count,
      },
      {
        key: 'lectures',
        header: t('items.list.lectures'),
        className: 'item-table__number',
        cell: (item) => item.lectures_count,
      },
    );
  if (showLecturer)
    columns.push({
      key: 'lecturer',
      header: t('items.list.lecturer'),
      cell: (item) => item.lecturer.name,
    });
  columns.push({
    key: 'updated',
    header: t('items.list.updated'),
    className: 'item-table__date',
    cell: (item) => <time dateTime={item.updated_at}>{formatDate(item.updated_at)}</time>,
  });

  /** Every tab of the item (the route table's tab group of its kind), each opening its first screen. */
  const actions = (item: ItemListEntry): RowMenuItem[] =>
    tabGroups[kind].map((tab) => ({
      key: tab.route,
      label: t(tab.title),
      href: urlForRoute(locale, tab.route, { [`${kind.slice(0, -1)}_id`]: String(item.id) }),
    }));

  return (
    <DataTable
      caption={t('items.list.caption', { kind })}
      className="item-table"
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      rowActions={actions}
      rowActionsLabel={(item) => t('items.list.actionsOf', { title: item.title })}
    />
  );
}
