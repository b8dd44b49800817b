/**
 * Authorization in one place: who may call a route (its access rule), which role a user acts in on
 * this request, and whether a permission key covers an area.
 */
import type { PermissionArea } from '../contract/me.ts';
import type { Role, Viewer } from './sessions.ts';

export type { PermissionArea } from '../contract/me.ts';

/** Who may call a route. Every route declares one; the app refuses to start otherwise. */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed-in' }
  | {
      readonly kind: 'role';
      readonly roles: readonly Role[];
      /** For admins: the permission needed (`v2_order.read`). Lecturers skip permission checks. */
      readonly permission?: `${PermissionArea}.${'read' | 'write'}`;
      /**
       * Who calls is named by the request's signed link (auth/signed-link.ts) instead of a bearer
       * token: for what the browser fetches by itself (a `<video>` cannot send Authorization).
       */
      readonly via?: 'signed-link';
    };

/** A route's role rule: these roles, and for admins the permission (lecturers skip permissions). */
export function roleAccess(
  roles: readonly Role[],
  permission?: `${PermissionArea}.${'read' | 'write'}`,
): Access {
  return permission ? { kind: 'role', roles, permission } : { kind: 'role', roles };
}

/** The same role rule, the caller named by a signed link in the query (see Access). */
export function signedLinkAccess(access: Access): Access {
  if (access.kind !== 'role') throw new Error('A signed link names a user in a role');
  return { ...access, via: 'signed-link' };
}

/** Origins that decide the acting role of a user holding both roles. */
export interface Hosts {
  readonly adminOrigin: string;
  readonly lecturerOrigin: string;
}

/**
 * The role a user acts in: on the lecturer host a lecturer, on the admin host an admin; with no
 * (or another) origin, admin when they are one, else lecturer. Null when they hold neither.
 */
export function actingRole(viewer: Viewer, origin: string | undefined, hosts: Hosts): Role | null {
  const has = (role: Role) => viewer.roles.includes(role);
  if (origin === hosts.lecturerOrigin) return has('TEACHER') ? 'TEACHER' : null;
  if (origin === hosts.adminOrigin) return has('ADMIN') ? 'ADMIN' : null;
  if (has('ADMIN')) return 'ADMIN';
  return has('TEACHER') ? 'TEACHER' : null;
}

/** Whether a user's permission keys cover a needed key (`v2_order.*` covers `v2_order.read`). */
export function hasPermission(keys: readonly string[], needed: string): boolean {
  const [area] = needed.split('.');
  return keys.some((key) => key === needed || key === `${area}.*` || key === '*');
}

/** Whether a viewer (their permission keys) acting in a role passes a route's access rule. */
export function allows(
  access: Access,
  viewer: Pick<Viewer, 'permissions'> | null,
  role: Role | null,
): boolean {
  if (access.kind === 'public') return true;
  if (!viewer) return false;
  if (access.kind === 'signed-in') return true;
  if (!role || !access.roles.includes(role)) return false;
  if (role === 'TEACHER' || !access.permission) return true;
  return hasPermission(viewer.permissions, access.permission);
}
