import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $lecturerSearch, searchLecturers } from '../../stores/lecturer-search.ts';
import { $ownerNames, pickOwner, type OwnerValue } from '../../stores/owner-filter.ts';
import { LecturerResults } from '../ui/LecturerResults.tsx';
import { useT } from '../use-t.ts';

/**
 * The administrator's owner filter of the coupon list: every owner, the platform's, or a lecturer
 * found by name (the lecturer search); the lecturer's name shows once picked.
 */
export function OwnerFilter({
  value,
  ownerName,
  onChange,
}: {
  readonly value: OwnerValue;
  /** The name of the lecturer filtered by, when a row names them. */
  readonly ownerName: string | undefined;
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
      <legend>{t('coupons.owner.label')}</legend>
      <select
        aria-label={t('coupons.owner.label')}
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
        <option value="">{t('coupons.owner.all')}</option>
        <option value="platform">{t('coupons.owner.platform')}</option>
        {lecturer && <option value={value}>{t('coupons.owner.lecturer', { name })}</option>}
        <option value="pick">{t('coupons.owner.pick')}</option>
      </select>
      {searching && (
        <span className="owner-filter__search">
          <label htmlFor={`${id}-search`}>{t('coupons.owner.search')}</label>
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
            {t('coupons.owner.find')}
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
                {t('coupons.owner.show', { name: found.name })}
              </button>
            )}
          </LecturerResults>
        </span>
      )}
    </fieldset>
  );
}
