/**
 * The lecturers' profit screen (courses, ebooks): each lecturer's share of the lecturers' profit
 * (all adding up to 100 %), adding co-lecturers and removing them; saved as a whole list that
 * keeps each lecturer's permissions.
 */
import { computed } from 'nanostores';
import type { ItemKind, Teach, TeachPermission } from '../../../server/src/contract/items.ts';
import { addTeach, saveTeachs } from '../../api/item-teachs.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { $t } from '../i18n.ts';
import { askConfirm } from '../unsaved.ts';
import { keepTeachs, loadTeachList } from './teach-list.ts';

/** One lecturer as edited: the share as typed. */
export interface ShareRow {
  readonly lecturer_id: number;
  readonly name: string;
  readonly email: string;
  readonly owner: boolean;
  readonly share: string;
  readonly permissions: readonly TeachPermission[];
}

/** The values of the shares form. */
export interface SharesValues {
  readonly rows: readonly ShareRow[];
}

/** The shares form. */
export const sharesForm = createForm<SharesValues>(
  'item-teachs',
  { rows: [] },
  { fields: ['teachs'] },
);

function rowOf(teach: Teach): ShareRow {
  return {
    lecturer_id: teach.lecturer.id,
    name: teach.lecturer.name,
    email: teach.lecturer.email,
    owner: teach.owner,
    share: String(teach.share),
    permissions: teach.permissions,
  };
}

/** The total of the shares and how far it is from 100 (null while a share is not a number). */
export function sharesTotal(shares: readonly string[]): {
  readonly total: number | null;
  readonly difference: number | null;
} {
  let total = 0;
  for (const share of shares) {
    const trimmed = share.trim();
    if (!/^\d+$/.test(trimmed)) return { total: null, difference: null };
    total += Number(trimmed);
  }
  return { total, difference: total - 100 };
}

/** The live total of the shares being edited. */
export const $sharesTotal = computed(sharesForm.$values, (values) =>
  sharesTotal(values.rows.map((row) => row.share)),
);

/** Loads the item's lecturers into the form. */
export async function startShares(kind: ItemKind, id: number): Promise<void> {
  sharesForm.reset({ rows: [] });
  const teachs = await loadTeachList(kind, id);
  if (teachs) sharesForm.reset({ rows: teachs.map(rowOf) });
}

/** Changes the typed share of a lecturer. */
export function changeShare(lecturerId: number, share: string): void {
  const { rows } = sharesForm.$values.get();
  sharesForm.set(
    'rows',
    rows.map((row) => (row.lecturer_id === lecturerId ? { ...row, share } : row)),
  );
}

/** Adding a co-lecturer: the server adds them with share 0 and no permissions. */
const coLecturerAdding = createAction(
  async (kind: ItemKind, id: number, lecturerId: number) => {
    const answer = await addTeach(kind, id, lecturerId);
    const saved = keepTeachs(kind, id, answer.data).map(rowOf);
    const added = saved.find((row) => row.lecturer_id === lecturerId);
    const typed = sharesForm.$values.get().rows;
    sharesForm.reset({ rows: saved });
    if (added) sharesForm.$values.set({ rows: [...typed, added] });
  },
  { failed: (t) => t('items.teachs.addFailed') },
);

/** A co-lecturer is being added. */
export const $addingCoLecturer = coLecturerAdding.$busy;

/**
 * Adds a lecturer (not yet listed) as a co-lecturer; the shares typed so far stay. Resolves
 * whether they were added.
 */
export function addCoLecturer(kind: ItemKind, id: number, lecturerId: number): Promise<boolean> {
  if (sharesForm.$values.get().rows.some((row) => row.lecturer_id === lecturerId))
    return Promise.resolve(false);
  return coLecturerAdding.run(kind, id, lecturerId);
}

/** Removes a co-lecturer from the list after a confirmation (saved with the list). */
export async function removeCoLecturer(lecturerId: number): Promise<boolean> {
  const row = sharesForm.$values.get().rows.find((entry) => entry.lecturer_id === lecturerId);
  if (!row || row.owner) return false;
  const t = $t.get();
  const confirmed = await askConfirm({
    title: t('items.teachs.removeTitle', { name: row.name }),
    message: t('items.teachs.removeMessage', { name: row.name }),
    confirmLabel: t('items.teachs.removeConfirm'),
    cancelLabel: t('items.teachs.removeCancel'),
    danger: true,
  });
  if (!confirmed) return false;
  sharesForm.set(
    'rows',
    sharesForm.$values.get().rows.filter((entry) => entry.lecturer_id !== lecturerId),
  );
  return true;
}

/** Saves every lecturer with their share and permissions (replacing the list). */
export function saveShares(kind: ItemKind, id: number): Promise<boolean> {
  return sharesForm.submit(async (values) => {
    const answer = await saveTeachs(kind, id, {
      teachs: values.rows.map((row) => ({
        lecturer_id: row.lecturer_id,
        share: row.share.trim(),
        permissions: [...row.permissions],
      })),
    });
    return { rows: keepTeachs(kind, id, answer.data).map(rowOf) };
  });
}
