import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import {
  courseOrders,
  MAX_KEYWORD_LENGTH,
  type CourseOrder,
} from '../../../server/src/contract/plain/courses.ts';
import type { ItemKind, ItemListEntry } from '../../../server/src/contract/items.ts';
import {
  bulkStatusTargets,
  courseTypes,
  itemFeatures,
  itemStatuses,
  type BulkStatusTarget,
} from '../../../server/src/contract/plain/items.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { formatPrice } from '../../i18n/format.ts';
import { thumbnailUrl } from '../../lib/thumbnail.ts';
import { itemScreenUrl } from '../../routes/item-urls.ts';
import { tabs as itemTabs } from '../../routes/areas/items.ts';
import { urlForRoute } from '../../routes/urls.ts';
import { itemBulkStatus, itemBulkTrash } from '../../stores/items/bulk.ts';
import { $categories, loadCategories } from '../../stores/items/categories.ts';
import { itemLists } from '../../stores/items/list.ts';
import { $page } from '../../stores/page.ts';
import { $usdRate } from '../../stores/platform.ts';
import { $session } from '../../stores/session.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import type { RowMenuItem } from '../ui/RowMenu.tsx';
import { useT } from '../use-t.ts';
import { statusLabel, typeLabels } from '../../lib/item-labels.ts';
import { ItemStatusBadge } from '../ui/ItemStatusBadge.tsx';

const orderLabels: Readonly<Record<CourseOrder, string>> = {
  latest: 'items.list.order.latest',
  oldest: 'items.list.order.oldest',
  title: 'items.list.order.title',
  price_asc: 'items.list.order.priceAsc',
  price_desc: 'items.list.order.priceDesc',
};

const bulkLabels: Readonly<Record<BulkStatusTarget, string>> = {
  REVIEW: 'items.bulk.review',
  PUBLISH: 'items.bulk.publish',
  OFFLINE: 'items.bulk.offline',
  DRAFT: 'items.bulk.draft',
};

/** Size of the cover thumbnails, in CSS pixels (16:9). */
const THUMB = { width: 96, height: 54 } as const;

/**
 * A catalogue list (courses, ebooks or articles): keyword, category, status, order and (courses)
 * type kept in the address; cover, title (with a single lecture's label), status, price (TWD and
 * USD), counts, lecturer (administrators) and update date; each row's menu opens the item's tabs;
 * selected rows change status or go to the trash together; for lecturers the create action, which
 * creates the type the list shows.
 */
export default function ItemListScreen({ kind }: { readonly kind: ItemKind }) {
  const t = useT();
  const { locale, query } = useStore($page);
  const session = useStore($session);
  const usdRate = useStore($usdRate);
  const busy = useStore(itemBulkStatus.$busy);
  const persona = session.status === 'ready' ? session.persona : null;
  const categories = useStore($categories).list;
  useEffect(() => void loadCategories(locale), [locale]);
  const typed = itemFeatures[kind].type;
  const shownType = itemLists[kind].query.fromQuery(query).type;
  const createHref = itemScreenUrl(locale, kind, 'create', 'infos-basic', {
    type: shownType || undefined,
  });
  const create = (
    <a className="button button--primary" href={createHref}>
      {shownType === 'SINGLE' ? t('items.list.createSingle') : t('items.list.create', { kind })}
    </a>
  );

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
          {typed && item.type === 'SINGLE' && (
            <span className="item-table__type">{t(typeLabels.SINGLE)}</span>
          )}
          {item.subtitle && <span className="item-table__subtitle">{item.subtitle}</span>}
        </>
      ),
    },
    {
      key: 'status',
      header: t('items.list.statusColumn'),
      cell: (item) => <ItemStatusBadge status={item.status} />,
    },
  ];
  if (kind !== 'articles')
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
  if (kind === 'courses')
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
  if (persona === 'admin')
    columns.push({
      key: 'lecturer',
      header: t('items.list.lecturer'),
      cell: (item) => item.lecturer.name,
    });
  columns.push({
    key: 'updated',
    header: t('items.list.updated'),
    cell: (item) => <time dateTime={item.updated_at}>{formatDate(item.updated_at)}</time>,
  });

  /**
   * Every tab of the item (its area's tab group of its kind, not the whole route table), each
   * opening its first screen.
   */
  const rowActions = (item: ItemListEntry): RowMenuItem[] =>
    itemTabs[kind].map((tab) => ({
      key: tab.route,
      label: t(tab.title),
      href: urlForRoute(locale, tab.route, { [`${kind.slice(0, -1)}_id`]: String(item.id) }),
    }));

  return (
    <ListFrame
      key={kind}
      list={itemLists[kind]}
      caption={t('items.list.caption', { kind })}
      columns={columns}
      tableClassName="item-table"
      rowActions={rowActions}
      rowActionsLabel={(item) => t('items.list.actionsOf', { title: item.title })}
      bulk={{
        label: t('items.bulk.label'),
        rowLabel: (item) => t('items.bulk.selectOne', { title: item.title }),
        busy,
        actions: [
          ...bulkStatusTargets.map((status) => ({
            key: status,
            label: t(bulkLabels[status]),
            run: (ids: readonly (string | number)[]) => itemBulkStatus.run(kind, status, ids),
          })),
          {
            key: 'trash',
            label: t('items.bulk.trash'),
            danger: true,
            run: (ids: readonly (string | number)[]) => itemBulkTrash.run(kind, ids),
          },
        ],
      }}
      filters={[
        {
          kind: 'search',
          key: 'keyword',
          label: t('items.list.keyword'),
          placeholder: t('items.list.keywordHint'),
          maxLength: MAX_KEYWORD_LENGTH,
        },
        {
          kind: 'select',
          key: 'category',
          label: t('items.list.category'),
          options: [
            { value: '', label: t('items.list.allCategories') },
            ...categories.map((category) => ({ value: category.key, label: category.name })),
          ],
        },
        {
          kind: 'select',
          key: 'status',
          label: t('items.list.status'),
          options: [
            { value: '', label: t('items.list.allStatuses') },
            ...itemStatuses[kind].map((status) => ({
              value: status,
              label: t(statusLabel(status)),
            })),
          ],
        },
        ...(typed
          ? [
              {
                kind: 'select' as const,
                key: 'type' as const,
                label: t('items.list.type'),
                options: [
                  { value: '', label: t('items.list.allTypes') },
                  ...courseTypes.map((type) => ({ value: type, label: t(typeLabels[type]) })),
                ],
              },
            ]
          : []),
        {
          kind: 'select',
          key: 'order',
          label: t('items.list.orderLabel'),
          options: courseOrders.map((order) => ({ value: order, label: t(orderLabels[order]) })),
        },
      ]}
      {...(persona === 'lecturer' ? { create } : {})}
      summary={(answer) => (
        <p className="item-list__total">
          {t('items.list.total', { total: answer.meta.total, kind })}
        </p>
      )}
      empty={{
        title: t('items.list.empty', { kind }),
        ...(persona === 'lecturer' ? { text: t('items.list.emptyNext', { kind }) } : {}),
      }}
      noMatch={t('items.list.noMatch', { kind })}
    />
  );
}
