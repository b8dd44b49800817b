import type { ItemKind, ItemListEntry } from '../../../server/src/contract/items.ts';
import { formatDate, formatPrice } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { thumbnailUrl } from '../../lib/thumbnail.ts';
import { itemScreenUrl } from '../../routes/item-urls.ts';
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
  return (
    <table className="item-table">
      <caption className="visually-hidden">{t('items.list.caption', { kind })}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('items.list.cover')}</span>
          </th>
          <th scope="col">{t('items.list.title')}</th>
          <th scope="col">{t('items.list.statusColumn')}</th>
          {priced && <th scope="col">{t('items.list.price')}</th>}
          {counted && <th scope="col">{t('items.list.chapters')}</th>}
          {counted && <th scope="col">{t('items.list.lectures')}</th>}
          {showLecturer && <th scope="col">{t('items.list.lecturer')}</th>}
          <th scope="col">{t('items.list.updated')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className="item-table__cover">
              {item.cover_url ? (
                <img
                  src={thumbnailUrl(item.cover_url, THUMB.width, THUMB.height)}
                  alt=""
                  width={THUMB.width}
                  height={THUMB.height}
                  loading="lazy"
                />
              ) : (
                <span className="item-table__no-cover" aria-hidden="true" />
              )}
            </td>
            <td className="item-table__title">
              <a href={itemScreenUrl(locale, kind, item.id, 'infos-basic')}>{item.title}</a>
              {item.subtitle && <span className="item-table__subtitle">{item.subtitle}</span>}
            </td>
            <td>
              <StatusBadge status={item.status} />
            </td>
            {priced && (
              <td className="item-table__price">
                <span>{formatPrice(item.price, 'TWD')}</span>
                <span className="item-table__usd">{formatPrice(item.price, 'USD', usdRate)}</span>
              </td>
            )}
            {counted && <td className="item-table__number">{item.chapters_count}</td>}
            {counted && <td className="item-table__number">{item.lectures_count}</td>}
            {showLecturer && <td>{item.lecturer.name}</td>}
            <td>
              <time dateTime={item.updated_at}>{formatDate(item.updated_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
