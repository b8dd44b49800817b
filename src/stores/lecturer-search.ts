/**
 * Finding lecturers by a keyword (a part of a name, or a whole email): an item's co-lecturers,
 * an announcement's audience.
 */
import { atom } from 'nanostores';
import type { LecturerListResponse } from '../../server/src/contract/items.ts';
import { ApiError } from '../api/client.ts';
import { fetchLecturers } from '../api/lecturers.ts';
import { isCancelled } from './action.ts';

/** A lecturer found by the search. */
export type FoundLecturer = LecturerListResponse['data'][number];

/** The last search: its keyword, state and results. */
export const $lecturerSearch = atom<{
  readonly keyword: string;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly results: readonly FoundLecturer[];
}>({ keyword: '', status: 'idle', results: [] });

let latest = 0;

/** Empties the search (a new item on the screen). */
export function resetLecturerSearch(): void {
  latest += 1;
  $lecturerSearch.set({ keyword: '', status: 'idle', results: [] });
}

/** Searches lecturers by a keyword; only the latest search's answer is kept. */
export async function searchLecturers(keyword: string): Promise<void> {
  latest += 1;
  const own = latest;
  const trimmed = keyword.trim();
  $lecturerSearch.set({ keyword: trimmed, status: 'loading', results: [] });
  try {
    const answer = await fetchLecturers(trimmed);
    if (own === latest)
      $lecturerSearch.set({ keyword: trimmed, status: 'ready', results: answer.data });
  } catch (error) {
    if (isCancelled(error) || own !== latest) return;
    if (!(error instanceof ApiError)) throw error;
    $lecturerSearch.set({ keyword: trimmed, status: 'error', results: [] });
  }
}
