import { memoryStorage } from '../support/memory-storage.ts';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_REQUESTS_KEY, createEarlyFetch } from '../../../src/api/early.ts';

function setup(early: Record<string, Promise<Response> | undefined> = {}) {
  const storage = memoryStorage();
  let address: string | null = '/en/orders?status=ALL';
  let now = 100;
  const network = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('"network"')));
  const fetch = createEarlyFetch({
    base: () => 'http://api',
    early: () => early,
    address: () => address,
    now: () => now,
    storage: () => storage,
    fetch: network,
  });
  const noted = () => JSON.parse(storage.getItem(FIRST_REQUESTS_KEY) ?? '{}') as unknown;
  return {
    fetch,
    network,
    noted,
    later: (ms: number) => (now = ms),
    swap: () => (address = null),
  };
}

describe('the early fetch', () => {
  it("answers the first GET of a URL the head sent with the head's response, once", async () => {
    const response = new Response('"early"');
    const { fetch, network } = setup({ '/v2/me': Promise.resolve(response) });
    expect(await fetch('http://api/v2/me')).toBe(response);
    expect(network).not.toHaveBeenCalled();
    await expect((await fetch('http://api/v2/me')).json()).resolves.toBe('network');
    await fetch('http://api/v2/me', { method: 'POST' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it("notes the page's first GET requests for its address, until another page shows or it is late", async () => {
    const { fetch, noted, later, swap } = setup();
    await fetch('http://api/lecturers/v2/orders?status=ALL&page=1');
    await fetch('http://api/v2/orders', { method: 'POST' });
    await fetch('http://elsewhere/file');
    expect(noted()).toEqual({
      '/en/orders?status=ALL': ['/lecturers/v2/orders?status=ALL&page=1'],
    });
    later(5000);
    await fetch('http://api/lecturers/v2/orders?page=2');
    later(100);
    swap();
    await fetch('http://api/lecturers/v2/members');
    expect(noted()).toEqual({
      '/en/orders?status=ALL': ['/lecturers/v2/orders?status=ALL&page=1'],
    });
  });
});
