import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { DiscountTarget } from '../../../server/src/contract/discounts.ts';
import { formatPrice } from '../../i18n/format.ts';
import type { TargetSearch } from '../../stores/discounts/targets.ts';
import { useT } from '../use-t.ts';

/** Waits this long after the last key before searching. */
const SEARCH_DELAY_MS = 250;

/**
 * A searchable list of targets (courses with their prices, or packages): a search box and the
 * results as radio buttons (one target) or checkboxes (several), with a message under it.
 */
export function TargetPicker({
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
  readonly search: TargetSearch;
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
      className="field target-picker"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <input
        type="search"
        className="target-picker__search"
        aria-label={t('discounts.picker.search', { legend })}
        placeholder={t('discounts.picker.searchHint')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint" aria-live="polite">
        {state.status === 'loading'
          ? t('discounts.picker.searching')
          : state.status === 'error'
            ? t('discounts.picker.failed')
            : state.status === 'ready' && state.results.length === 0
              ? t('discounts.picker.none')
              : multiple
                ? t('discounts.picker.chosenCount', { count: chosen.length })
                : chosen[0]
                  ? t('discounts.picker.chosen', { title: chosen[0].title })
                  : t('discounts.picker.pick')}
      </p>
      <ul className="target-picker__list">
        {state.results.map((target) => (
          <li key={target.id} className="field--check target-picker__item">
            <input
              id={`${id}-${String(target.id)}`}
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              checked={ids.has(target.id)}
              onChange={(event) => onToggle(target, event.target.checked)}
            />
            <label htmlFor={`${id}-${String(target.id)}`}>
              <span className="target-picker__title">{target.title}</span>
              <span className="target-picker__price">{formatPrice(target.price, 'TWD')}</span>
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
