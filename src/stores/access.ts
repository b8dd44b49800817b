/**
 * The in-app no-access state: the route the checked session may not open for want of its
 * section's permission (the guard records it), so its screen shows the no-access page instead of
 * sending the user away. Comfort only: the server refuses such calls anyway.
 */
import { atom, computed } from 'nanostores';
import type { RouteName } from '../routes/table.ts';
import { $page } from './page.ts';

const $refused = atom<RouteName | null>(null);

/** Whether the current page's route is refused (another page's refusal does not count). */
export const $noAccess = computed(
  [$refused, $page],
  (refused, page) => refused !== null && page.route?.name === refused,
);

/** Records the guard's decision on a route: refused for want of a permission, or not. */
export function setRefused(route: RouteName, refused: boolean): void {
  if (refused) $refused.set(route);
  else if ($refused.get() === route) $refused.set(null);
}
