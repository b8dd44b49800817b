/**
 * The co-lecturers' permissions screen (courses, ebooks): what each co-lecturer may do; the owner
 * may do everything. Saved as the whole list, keeping every lecturer's saved share.
 */
import type { Teach } from '../../../server/src/contract/items.ts';
import {
  teachPermissions,
  type ItemKind,
  type TeachPermission,
} from '../../../server/src/contract/plain/items.ts';
import { saveTeachs } from '../../api/item-teachs.ts';
import { createForm } from '../form.ts';
import { $teachList, keepTeachs, loadTeachList } from './teach-list.ts';

/** One lecturer's permissions as edited. */
export interface PermissionRow {
  readonly lecturer_id: number;
  readonly name: string;
  readonly owner: boolean;
  readonly permissions: readonly TeachPermission[];
}

/** The values of the permissions form. */
export interface PermissionsValues {
  readonly rows: readonly PermissionRow[];
}

/** The permissions form. */
export const permissionsForm = createForm<PermissionsValues>(
  'item-teach-permissions',
  { rows: [] },
  { fields: ['teachs'] },
);

function rowOf(teach: Teach): PermissionRow {
  return {
    lecturer_id: teach.lecturer.id,
    name: teach.lecturer.name,
    owner: teach.owner,
    permissions: teach.owner ? [...teachPermissions] : teach.permissions,
  };
}

/** Loads the item's lecturers into the form. */
export async function startPermissions(kind: ItemKind, id: number): Promise<void> {
  permissionsForm.reset({ rows: [] });
  const teachs = await loadTeachList(kind, id);
  if (teachs) permissionsForm.reset({ rows: teachs.map(rowOf) });
}

/** Gives or takes one permission of a co-lecturer (the owner's are fixed). */
export function togglePermission(
  lecturerId: number,
  permission: TeachPermission,
  granted: boolean,
): void {
  const { rows } = permissionsForm.$values.get();
  permissionsForm.set(
    'rows',
    rows.map((row) => {
      if (row.lecturer_id !== lecturerId || row.owner) return row;
      const others = row.permissions.filter((entry) => entry !== permission);
      // Keep the contract's order so an unchanged set compares equal.
      const next = granted ? [...others, permission] : others;
      return { ...row, permissions: teachPermissions.filter((entry) => next.includes(entry)) };
    }),
  );
}

/** Saves every lecturer's permissions with their saved share (replacing the list). */
export function savePermissions(kind: ItemKind, id: number): Promise<boolean> {
  return permissionsForm.submit(async (values) => {
    const shares = new Map(
      $teachList.get().teachs.map((teach) => [teach.lecturer.id, teach.share] as const),
    );
    const answer = await saveTeachs(kind, id, {
      teachs: values.rows.map((row) => ({
        lecturer_id: row.lecturer_id,
        share: shares.get(row.lecturer_id) ?? 0,
        permissions: [...row.permissions],
      })),
    });
    return { rows: keepTeachs(kind, id, answer.data).map(rowOf) };
  });
}
