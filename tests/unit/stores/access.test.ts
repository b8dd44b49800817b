/** The in-app no-access state: shown on the refused route only. */
import { describe, expect, it } from 'vitest';
import { $noAccess, setRefused } from '../../../src/stores/access.ts';
import { matchRoute } from '../../../src/routes/routes.ts';
import { $page, pageFromUrl, pageRouteOf } from '../../../src/stores/page.ts';

/** Opens a page: its route, as the layout writes it into the page, and its URL. */
function open(path: string): void {
  const route = matchRoute(path)?.route;
  $page.set(pageFromUrl(new URL(`http://localhost${path}`), route ? pageRouteOf(route) : null));
}

describe('no access', () => {
  it('shows on the route refused for want of a permission, not on the next one', () => {
    open('/settings');
    expect($noAccess.get()).toBe(false);
    setRefused('settings', true);
    expect($noAccess.get()).toBe(true);
    // The next page shows its own screen until the guard decides on it.
    open('/orders');
    expect($noAccess.get()).toBe(false);
    setRefused('orders', false);
    open('/settings');
    expect($noAccess.get()).toBe(true);
    // Allowed again (permissions granted): the screen shows.
    setRefused('settings', false);
    expect($noAccess.get()).toBe(false);
  });
});
