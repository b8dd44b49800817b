/**
 * The course sources (under the category screen): where the material comes from, as title and
 * URL rows, loaded and saved as a whole list.
 */
import { atom } from 'nanostores';
import type { CourseSource } from '../../../server/src/contract/items.ts';
import { MAX_LIST_ENTRIES } from '../../../server/src/contract/plain/items.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import { fetchCourseSources, saveCourseSources } from '../../api/item-types.ts';
import { createForm } from '../form.ts';

/** The values of the sources form. */
export interface SourcesValues {
  readonly sources: readonly CourseSource[];
}

/** The sources form. */
export const sourcesForm = createForm<SourcesValues>('item-sources', { sources: [] });

/** Loading the sources of a course. */
export const $sourcesLoad = atom<{
  readonly id: number | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
}>({ id: null, status: 'idle' });

/** Loads a course's sources into the form. */
export async function loadSources(id: number): Promise<void> {
  $sourcesLoad.set({ id, status: 'loading' });
  try {
    const answer = await fetchCourseSources(id);
    if ($sourcesLoad.get().id !== id) return;
    sourcesForm.reset({ sources: answer.data });
    $sourcesLoad.set({ id, status: 'ready' });
  } catch (error) {
    if (error instanceof CancelledError || $sourcesLoad.get().id !== id) return;
    if (!(error instanceof ApiError)) throw error;
    $sourcesLoad.set({ id, status: 'error' });
  }
}

function forgetRowErrors(): void {
  const errors = sourcesForm.$errors.get();
  sourcesForm.$errors.set(
    Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('sources'))),
  );
}

/** Adds an empty source at the end. */
export function addSource(): void {
  const { sources } = sourcesForm.$values.get();
  if (sources.length >= MAX_LIST_ENTRIES) return;
  sourcesForm.set('sources', [...sources, { title: '', url: '' }]);
  forgetRowErrors();
}

/** Removes the source at an index. */
export function removeSource(index: number): void {
  const { sources } = sourcesForm.$values.get();
  sourcesForm.set(
    'sources',
    sources.filter((_, i) => i !== index),
  );
  forgetRowErrors();
}

/** Changes the title or URL of the source at an index. */
export function changeSource(index: number, field: keyof CourseSource, value: string): void {
  const { sources } = sourcesForm.$values.get();
  sourcesForm.set(
    'sources',
    sources.map((source, i) => (i === index ? { ...source, [field]: value } : source)),
  );
}

/** Saves every source (replacing the list). */
export function saveSources(id: number): Promise<boolean> {
  return sourcesForm.submit(async (values) => {
    const answer = await saveCourseSources(id, { sources: [...values.sources] });
    return { sources: answer.data };
  });
}
