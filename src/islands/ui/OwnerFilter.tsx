import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $lecturerSearch, searchLecturers } from '../../stores/lecturer-search.ts';
import { $ownerNames, pickOwner, type OwnerValue } from '../../stores/owner-filter.ts';
import { LecturerResults } from './LecturerResults.tsx';
import { useT } from '../use-t.ts';

/**
 * An administrator's owner filter of a list (coupons, discounts, bundles): every owner, the
 * platform's own (where the platform owns some), or a lecturer found by name (the lecturer
 * search); the lecturer's name shows once picked.
 */
export function OwnerFilter({
  value,
  ownerName,
  platform = true,
  onChange,
}: {
  readonly value: OwnerValue;
  /** The name of the lecturer filtered by, when a row names them. */
  readonly ownerName: string | undefined;
  /** Offers the platform's own (the platform owns none of some lists' rows). */
  readonly platform?: boolean;
  readonly onChange: (value: OwnerValue) => void;
}) {
  const t = useT();
  const id = useId();
  const names = useStore($ownerNames);
  const search = useStore($lecturerSearch);
  const [keyword, setKeyword] = useState('');
  const [searching, setSearching] = useState(false);
  const lecturer = value !== '' && value !== 'platform';
  const name = lecturer ? (names[value] ?? ownerName ?? `#${value}`) : '';
  return (
    <fieldset className="owner-filter">
      <legend>{t('owner.label')}</legend>
      <select
        aria-label={t('owner.label')}
        value={lecturer ? value : value === 'platform' ? 'platform' : searching ? 'pick' : ''}
        onChange={(event) => {
          const next = event.target.value;
          if (next === 'pick') setSearching(true);
          else {
            setSearching(false);
            onChange(next as OwnerValue);
          }
        }}
      >
        <option value="">{t('owner.all')}</option>
        {(platform || value === 'platform') && (
          <option value="platform">{t('owner.platform')}</option>
        )}
        {lecturer && <option value={value}>{t('owner.lecturer', { name })}</option>}
        <option value="pick">{t('owner.pick')}</option>
      </select>
      {searching && (
        <span className="owner-filter__search">
          <label htmlFor={`${id}-search`}>{t('owner.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void searchLecturers(keyword);
              }
            }}
          />
          <button
            type="button"
            className="button"
            disabled={search.status === 'loading'}
            onClick={() => void searchLecturers(keyword)}
          >
            {t('owner.find')}
          </button>
          <LecturerResults>
            {(found) => (
              <button
                type="button"
                className="button"
                onClick={() => {
                  setSearching(false);
                  onChange(pickOwner(found));
                }}
              >
                {t('owner.show', { name: found.name })}
              </button>
            )}
          </LecturerResults>
        </span>
      )}
    </fieldset>
  );
}
