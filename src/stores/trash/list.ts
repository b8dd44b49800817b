/**
 * The trash screen: what the viewer may restore (a lecturer what they own or deleted, an
 * administrator what the areas they hold keys for deleted), by kind, kept in the address; and
 * restoring one entry.
 */
import { fetchTrash, restoreFromTrash } from '../../api/trash.ts';
import type { TrashEntry } from '../../../server/src/contract/trash.ts';
import { trashKinds } from '../../../server/src/contract/plain/trash.ts';
import { choiceFilter, defineListQuery } from '../../lib/list-query.ts';
import { createAction } from '../action.ts';
import { createList } from '../list.ts';

/** The kind filter's values: every kind, or one. */
export const trashKindFilters = ['ALL', ...trashKinds] as const;

/** The entries of a page, newest deletion first. */
export const trashList = createList(
  'trash',
  defineListQuery({ kind: choiceFilter(trashKindFilters, 'ALL') }),
  (filters, signal) =>
    fetchTrash(
      { page: filters.page, ...(filters.kind === 'ALL' ? {} : { kind: filters.kind }) },
      signal,
    ),
);

/** Restores an entry, then reloads the page; the toast names it. */
export const restoreEntry = createAction(
  async (entry: Pick<TrashEntry, 'id' | 'title'>) => {
    await restoreFromTrash(entry.id);
    await trashList.reload();
  },
  {
    done: (t, _result, entry) => t('trash.restoredNamed', { title: entry.title }),
    failed: (t) => t('trash.restoreFailed'),
  },
);
