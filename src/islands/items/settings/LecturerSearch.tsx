import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { $lecturerSearch, searchLecturers } from '../../../stores/lecturer-search.ts';
import { $addingCoLecturer, addCoLecturer, sharesForm } from '../../../stores/items/teachs.ts';
import { SearchForm } from '../../form/SearchForm.tsx';
import { LecturerResults } from '../../ui/LecturerResults.tsx';
import { useT } from '../../use-t.ts';

/** Finds lecturers by name or whole email address and adds one as a co-lecturer. */
export function LecturerSearch({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const search = useStore($lecturerSearch);
  const { rows } = useStore(sharesForm.$values);
  const [keyword, setKeyword] = useState('');
  const adding = useStore($addingCoLecturer);
  const present = new Set(rows.map((row) => row.lecturer_id));

  return (
    <section className="settings-section" aria-labelledby="lecturer-search-title">
      <h2 id="lecturer-search-title">{t('items.teachs.addTitle')}</h2>
      <SearchForm className="settings-search" onSearch={() => void searchLecturers(keyword)}>
        <label htmlFor="lecturer-search">{t('items.teachs.searchLabel')}</label>
        <input
          id="lecturer-search"
          type="search"
          value={keyword}
          aria-describedby="lecturer-search-hint"
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="button" disabled={search.status === 'loading'}>
          {t('items.teachs.search')}
        </button>
        <p id="lecturer-search-hint" className="field__hint">
          {t('items.teachs.searchHint')}
        </p>
      </SearchForm>
      <LecturerResults announceSearching>
        {(lecturer) => (
          <>
            <span>
              <span className="settings-table__name">{lecturer.name}</span>
              {lecturer.email !== undefined && (
                <span className="settings-table__email">{lecturer.email}</span>
              )}
            </span>
            {present.has(lecturer.id) ? (
              <span className="settings-results__present">{t('items.teachs.already')}</span>
            ) : (
              <button
                type="button"
                className="button"
                disabled={adding}
                onClick={() => void addCoLecturer(item.kind, item.id, lecturer.id)}
              >
                {t('items.teachs.add', { name: lecturer.name })}
              </button>
            )}
          </>
        )}
      </LecturerResults>
    </section>
  );
}
