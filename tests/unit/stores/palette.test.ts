import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../../../server/src/contract/search.ts';
import { ApiError } from '../../../src/api/client.ts';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { $i18n } from '../../../src/stores/i18n.ts';
import { $page, pageFromUrl } from '../../../src/stores/page.ts';
import { $session, type SessionState } from '../../../src/stores/session.ts';
import { deferred } from '../support/deferred.ts';

const api = vi.hoisted(() => ({
  searchAnything: vi.fn<(q: string, signal?: AbortSignal) => Promise<SearchHit[]>>(),
}));
vi.mock('../../../src/api/search.ts', () => api);

const {
  $palette,
  PALETTE_DEBOUNCE_MS,
  choosePalette,
  closePalette,
  movePalette,
  openPalette,
  typePalette,
} = await import('../../../src/stores/palette.ts');

function sessionOf(persona: 'admin' | 'lecturer', sections: string[]): SessionState {
  return {
    status: 'ready',
    me: { id: 7, name: 'Someone', email: 's@example.com', roles: [] },
    persona,
    permissions: [],
    sections,
  } as unknown as SessionState;
}

const admin = sessionOf('admin', ['content', 'orders', 'settings']);
const lecturer = sessionOf('lecturer', ['content', 'coupons']);
const order: SearchHit = { kind: 'order', id: 42, label: 'ORD-0042', detail: 'a@example.com' };
const member: SearchHit = { kind: 'member', id: 9, label: 'Amy', detail: 'amy@example.com' };
const coupon: SearchHit = { kind: 'coupon', id: 3, label: 'SPRING', detail: 'Spring' };

/** Lets the debounce pass and the answer land. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(200);
}

describe('the command palette', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    api.searchAnything.mockReset();
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
    $page.set(pageFromUrl(new URL('http://localhost/en/courses')));
    $session.set(admin);
    openPalette();
  });
  afterEach(() => {
    closePalette();
    vi.useRealTimers();
  });

  it('lists pages at once and asks the server once, after the typing stops', async () => {
    api.searchAnything.mockResolvedValue([order]);
    typePalette('s');
    typePalette('se');
    typePalette('set');
    expect($palette.get().hits.map((hit) => [hit.kind, hit.label])).toEqual([['page', 'Settings']]);
    expect($palette.get().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(PALETTE_DEBOUNCE_MS - 10);
    expect(api.searchAnything).not.toHaveBeenCalled();
    await settle();
    expect(api.searchAnything).toHaveBeenCalledTimes(1);
    expect(api.searchAnything.mock.calls[0]?.[0]).toBe('set');
    expect($palette.get()).toMatchObject({ status: 'ready', active: 0 });
    expect($palette.get().hits.map((hit) => hit.kind)).toEqual(['page', 'order']);
  });

  it('keeps an older answer from replacing the newer one', async () => {
    const slow = deferred<SearchHit[]>();
    api.searchAnything.mockReturnValueOnce(slow.promise).mockResolvedValueOnce([member]);
    typePalette('ord');
    await settle();
    typePalette('amy');
    await settle();
    slow.resolve([order]);
    await settle();
    expect($palette.get().hits.map((hit) => hit.label)).toEqual(['Amy']);
  });

  it('offers only the pages of the sections and audience the session opens', () => {
    typePalette('calendar');
    expect($palette.get().hits.map((hit) => hit.label)).toEqual(['Calendar']);
    $session.set(lecturer);
    typePalette('calendar');
    expect($palette.get().hits).toEqual([]);
    typePalette('order');
    expect($palette.get().hits).toEqual([]);
  });

  it('moves round the list and opens the chosen hit at its screen, closing', async () => {
    api.searchAnything.mockResolvedValue([order, member, coupon]);
    typePalette('zz');
    await settle();
    movePalette(-1);
    expect($palette.get().active).toBe(2);
    movePalette(1);
    movePalette(1);
    expect(choosePalette()).toBe('/en/members/9');
    expect($palette.get().open).toBe(false);
    openPalette();
    typePalette('zz');
    await settle();
    expect(choosePalette(0)).toBe('/en/orders/42/edit/info');
    openPalette();
    typePalette('zz');
    await settle();
    expect(choosePalette(2)).toBe('/en/coupons/SPRING');
  });

  it('shows a failure, says a text too long without asking, and nothing for an empty one', async () => {
    api.searchAnything.mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    typePalette('boom');
    await settle();
    expect($palette.get().status).toBe('error');
    typePalette('x'.repeat(101));
    await settle();
    expect($palette.get().status).toBe('too-long');
    typePalette('   ');
    await settle();
    expect($palette.get()).toMatchObject({ status: 'idle', hits: [], active: -1 });
    expect(api.searchAnything).toHaveBeenCalledTimes(1);
  });
});
