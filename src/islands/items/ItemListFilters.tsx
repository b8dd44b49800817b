import { useState, type SyntheticEvent } from 'react';
import {
  courseOrders,
  MAX_KEYWORD_LENGTH,
  type CourseOrder,
} from '../../../server/src/contract/plain/courses.ts';
import {
  itemCategories,
  itemStatuses,
  type ItemKind,
} from '../../../server/src/contract/plain/items.ts';
import type { ItemFilters } from '../../stores/item-list.ts';
import { SelectField } from '../form/SelectField.tsx';
import { useT } from '../use-t.ts';
import { categoryLabels, statusLabel } from './labels.ts';

interface Props {
  readonly kind: ItemKind;
  readonly filters: ItemFilters;
  /** Applies a change of the filters (the list goes back to page 1). */
  readonly onChange: (change: Partial<ItemFilters>) => void;
}

const orderLabels: Readonly<Record<CourseOrder, string>> = {
  latest: 'items.list.order.latest',
  oldest: 'items.list.order.oldest',
  title: 'items.list.order.title',
  price_asc: 'items.list.order.priceAsc',
  price_desc: 'items.list.order.priceDesc',
};

function KeywordSearch({ initial, onSearch }: { initial: string; onSearch: (k: string) => void }) {
  const t = useT();
  const [keyword, setKeyword] = useState(initial);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(keyword.trim());
  };
  return (
    <form className="item-filters__search" role="search" onSubmit={onSubmit}>
      <label htmlFor="item-filter-keyword">{t('items.list.keyword')}</label>
      <div className="item-filters__search-row">
        <input
          id="item-filter-keyword"
          type="search"
          maxLength={MAX_KEYWORD_LENGTH}
          value={keyword}
          placeholder={t('items.list.keywordHint')}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="button">
          {t('items.list.search')}
        </button>
      </div>
    </form>
  );
}

/** The list's filters: keyword (submitted with Enter or the button), category, status and order. */
export function ItemListFilters({ kind, filters, onChange }: Props) {
  const t = useT();
  const statuses: readonly string[] = itemStatuses[kind];
  return (
    <div className="item-filters">
      <KeywordSearch
        key={filters.keyword}
        initial={filters.keyword}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <SelectField
        id="item-filter-category"
        label={t('items.list.category')}
        value={filters.category}
        options={[
          { value: '', label: t('items.list.allCategories') },
          ...itemCategories.map((category) => ({
            value: category,
            label: t(categoryLabels[category]),
          })),
        ]}
        onValue={(category) => onChange({ category })}
      />
      <SelectField
        id="item-filter-status"
        label={t('items.list.status')}
        value={statuses.includes(filters.status) ? filters.status : ''}
        options={[
          { value: '', label: t('items.list.allStatuses') },
          ...itemStatuses[kind].map((status) => ({
            value: status,
            label: t(statusLabel(status)),
          })),
        ]}
        onValue={(status) => onChange({ status })}
      />
      <SelectField
        id="item-filter-order"
        label={t('items.list.orderLabel')}
        value={filters.order}
        options={courseOrders.map((order) => ({ value: order, label: t(orderLabels[order]) }))}
        onValue={(order) => onChange({ order })}
      />
    </div>
  );
}
