/**
 * Who may change what on an item's settings screens: a teach permission (owners and admins hold
 * them all), the owner or an admin, or admins only. Screens a viewer may not change are shown
 * read-only with the reason this module names.
 */
import type { ItemDetail, TeachPermission } from '../../../server/src/contract/items.ts';

/** What changing a screen needs. */
export type EditNeed = TeachPermission | 'owner-or-admin' | 'admin';

/** Why the viewer may only look at a screen. */
export type ReadOnlyReason =
  | { readonly kind: 'permission'; readonly permission: TeachPermission }
  | { readonly kind: 'owner-or-admin' }
  | { readonly kind: 'admin' };

/** Null when the viewer may change the screen, otherwise why not. */
export function readOnlyReason(
  item: Pick<ItemDetail, 'my_role' | 'my_permissions'>,
  need: EditNeed,
): ReadOnlyReason | null {
  if (need === 'admin') return item.my_role === 'admin' ? null : { kind: 'admin' };
  if (need === 'owner-or-admin')
    return item.my_role === 'co-lecturer' ? { kind: 'owner-or-admin' } : null;
  return item.my_permissions.includes(need) ? null : { kind: 'permission', permission: need };
}
