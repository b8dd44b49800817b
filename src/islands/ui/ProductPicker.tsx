import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { DiscountTarget } from '../../../server/src/contract/discounts.ts';
import { formatPrice } from '../../i18n/format.ts';
import type { ProductSearch } from '../../stores/product-search.ts';
import { useT } from '../use-t.ts';

/** Waits this long after the last key before searching. */
const SEARCH_DELAY_MS = 250;

/**
 * A searchable list of products (courses and ebooks with their prices, or packages): a search box
 * and the results as radio buttons (one product) or checkboxes (several), with a message under it.
 */
export function ProductPicker({
  id,
  legend,
  search,
  onSearch,
  chosen,
  multiple = false,
  onToggle,
  error,
}: {
  readonly id: string;
  readonly legend: string;
  readonly search: ProductSearch;
  readonly onSearch: (keyword: string) => Promise<void>;
  readonly chosen: readonly Pick<DiscountTarget, 'id' | 'title' | 'price'>[];
  readonly multiple?: boolean;
  readonly onToggle: (target: DiscountTarget, chosen: boolean) => void;
  readonly error: string | undefined;
}) {
  const t = useT();
  const state = useStore(search.$state);
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    if (keyword.trim() === state.keyword) return;
    const timer = setTimeout(() => void onSearch(keyword), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Searches when the keyword changes, not when an answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword]);
  const ids = new Set(chosen.map((target) => target.id));
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      id={id}
      className="field product-picker"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <input
        type="search"
        className="product-picker__search"
        aria-label={t('ui.productPicker.search', { legend })}
        placeholder={t('ui.productPicker.searchHint')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint" aria-live="polite">
        {state.status === 'loading'
          ? t('ui.productPicker.searching')
          : state.status === 'error'
            ? t('ui.productPicker.failed')
            : state.status === 'ready' && state.results.length === 0
              ? t('ui.productPicker.none')
              : multiple
                ? t('ui.productPicker.chosenCount', { count: chosen.length })
                : chosen[0]
                  ? t('ui.productPicker.chosen', { title: chosen[0].title })
                  : t('ui.productPicker.pick')}
      </p>
      <ul className="product-picker__list">
        {state.results.map((target) => (
          <li key={target.id} className="field--check product-picker__item">
            <input
              id={`${id}-${String(target.id)}`}
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              checked={ids.has(target.id)}
              onChange={(event) => onToggle(target, event.target.checked)}
            />
            <label htmlFor={`${id}-${String(target.id)}`}>
              <span className="product-picker__title">{target.title}</span>
              <span className="product-picker__price">{formatPrice(target.price, 'TWD')}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
