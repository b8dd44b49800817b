/**
 * Who the user is on this host and where they may go (seed section 6): admin = role ADMIN on the
 * admin host, lecturer = role TEACHER on the lecturer host, anyone else is sent to the main site.
 * Admins need the permission of a route's section; lecturers skip permission checks.
 */
import type { Route } from '../routes/routes.ts';
import { sections, type SectionId } from '../routes/sections.ts';

/** What the user is on this host. */
export type Persona = 'admin' | 'lecturer' | 'neither';

/** Roles as the API names them. */

/** The persona of a user with these roles on this kind of host. */
export function personaOf(
  roles: readonly string[],
  host: 'admin' | 'lecturer' | 'unknown',
): Persona {
  if (host === 'admin' && roles.includes('ADMIN')) return 'admin';
  if (host === 'lecturer' && roles.includes('TEACHER')) return 'lecturer';
  return 'neither';
}

/** Whether permission keys open an area (`v2_order.read`, `v2_order.*` open `v2_order`). */
export function hasArea(permissions: readonly string[], area: string): boolean {
  return permissions.some((key) => key === '*' || key.split('.')[0] === area);
}

/** The sections a persona sees in the rail, in order. */
export function visibleSections(persona: Persona, permissions: readonly string[]): SectionId[] {
  if (persona === 'neither') return [];
  return sections
    .filter((section) => {
      if (section.audience === 'admin' && persona !== 'admin') return false;
      if (section.audience === 'lecturer' && persona !== 'lecturer') return false;
      if (persona === 'lecturer' || !section.permission) return true;
      return hasArea(permissions, section.permission);
    })
    .map((section) => section.id);
}

/** Whether a persona may see one sidebar link of a section (calendars: admins only). */
export function linkVisible(persona: Persona, audience: Route['audience']): boolean {
  if (audience === 'admin') return persona === 'admin';
  if (audience === 'lecturer') return persona === 'lecturer';
  return true;
}

/** What the guard does with a user on a route. */
export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'main-site' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'courses' };

/** Decides where a signed-in user goes on a route. */
export function decide(
  route: Pick<Route, 'audience' | 'permission'>,
  persona: Persona,
  permissions: readonly string[],
): GuardDecision {
  if (route.audience === 'public') return { kind: 'allow' };
  if (persona === 'neither') return { kind: 'main-site' };
  if (route.audience === 'admin' && persona !== 'admin') return { kind: 'courses' };
  if (route.audience === 'lecturer' && persona !== 'lecturer') return { kind: 'courses' };
  if (persona === 'admin' && route.permission && !hasArea(permissions, route.permission)) {
    return { kind: 'forbidden' };
  }
  return { kind: 'allow' };
}
