/**
 * The course sources (under the category screen): where the material comes from, as title and
 * URL rows, loaded and saved as a whole list.
 */
import type { CourseSource } from '../../../server/src/contract/items.ts';
import { MAX_LIST_ENTRIES } from '../../../server/src/contract/plain/items.ts';
import { fetchCourseSources, saveCourseSources } from '../../api/item-types.ts';
import { createForm } from '../form.ts';
import { createLoader } from '../loader.ts';

/** The values of the sources form. */
export interface SourcesValues {
  readonly sources: readonly CourseSource[];
}

/** The sources form. */
export const sourcesForm = createForm<SourcesValues>('item-sources', { sources: [] });

/** Loads a course's sources (into the form, once they arrive). */
export const sourcesLoader = createLoader<number, readonly CourseSource[]>(async (id) => {
  const answer = await fetchCourseSources(id);
  sourcesForm.reset({ sources: answer.data });
  return answer.data;
});

/** Loads a course's sources into the form. */
export function loadSources(id: number): Promise<void> {
  return sourcesLoader.load(id, true);
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
