/** What the viewer may change on an item: owners and admins everything, co-lecturers what they were given. */
import type { ItemDetail, TeachPermission } from '../../../server/src/contract/items.ts';

/** Whether the viewer may edit the part of an item a permission covers (a new item: yes). */
export function mayEdit(item: ItemDetail | null, permission: TeachPermission): boolean {
  return item === null || item.my_permissions.includes(permission);
}
