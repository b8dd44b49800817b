import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $lecturerSearch, type FoundLecturer } from '../../stores/lecturer-search.ts';
import { useT } from '../use-t.ts';

/**
 * What a lecturer search found: its state announced (searching, failed, nothing for the words),
 * then the lecturers, each an entry the caller fills (the name, and what can be done with them).
 */
export function LecturerResults({
  announceSearching = false,
  children,
}: {
  /** Also says "searching…" while the search runs. */
  readonly announceSearching?: boolean;
  readonly children: (lecturer: FoundLecturer) => ReactNode;
}) {
  const t = useT();
  const search = useStore($lecturerSearch);
  return (
    <>
      <div aria-live="polite">
        {announceSearching && search.status === 'loading' && (
          <p role="status">{t('items.teachs.searching')}</p>
        )}
        {search.status === 'error' && <p role="alert">{t('items.teachs.searchFailed')}</p>}
        {search.status === 'ready' && search.results.length === 0 && (
          <p>{t('items.teachs.noResults', { keyword: search.keyword })}</p>
        )}
      </div>
      {search.status === 'ready' && search.results.length > 0 && (
        <ul className="settings-results" aria-label={t('items.teachs.results')}>
          {search.results.map((lecturer) => (
            <li key={lecturer.id} className="settings-results__entry">
              {children(lecturer)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
