import { memoryStorage } from '../support/memory-storage.ts';
import { describe, expect, it } from 'vitest';
import {
  ANSWERS_KEY,
  createAnswerCache,
  noteRequest,
  resourceOf,
  resourcesOf,
  trackRequests,
} from '../../../src/api/answer-cache.ts';

function setup() {
  const storage = memoryStorage();
  let login: string | null = 'alice';
  let locale = 'en';
  const tasks: (() => void)[] = [];
  const make = () =>
    createAnswerCache({
      login: () => login,
      locale: () => locale,
      storage: () => storage,
      later: (task) => tasks.push(task),
    });
  const flush = () => tasks.splice(0).forEach((task) => task());
  return {
    storage,
    make,
    flush,
    as: (next: string | null) => {
      login = next;
    },
    speak: (next: string) => {
      locale = next;
    },
  };
}

const ORDERS = ['/v2/orders'];

describe('the answer cache', () => {
  it('answers a fresh copy of what it kept, in its language, and a reload in the tab finds it', () => {
    const { make, flush, speak } = setup();
    const cache = make();
    cache.put('orders {"page":1}', { data: [{ id: 1 }] }, ORDERS);
    const first = cache.get('orders {"page":1}') as { data: { id: number }[] };
    first.data.push({ id: 2 });
    expect(cache.get('orders {"page":1}')).toEqual({ data: [{ id: 1 }] });
    flush();
    expect(make().get('orders {"page":1}')).toEqual({ data: [{ id: 1 }] });
    speak('zh-TW');
    expect(cache.get('orders {"page":1}')).toBeUndefined();
  });

  it("never answers another login's answers, and drops them from storage", () => {
    const { make, flush, as, storage } = setup();
    const cache = make();
    cache.put('orders', ['alice'], ORDERS);
    flush();
    as('bob');
    expect(cache.get('orders')).toBeUndefined();
    expect(make().get('orders')).toBeUndefined();
    expect(storage.getItem(ANSWERS_KEY)).toBeNull();
    as(null);
    cache.put('orders', ['nobody'], ORDERS);
    expect(cache.get('orders')).toBeUndefined();
  });

  it('drops everything on clear, and after a write the answers read from its resource', () => {
    const { make, flush, storage } = setup();
    const cache = make();
    cache.put('orders', 1, ORDERS);
    cache.put('order 5', 2, ['/v2/orders', '/v2/members']);
    cache.put('members', 3, ['/admin/v2/members']);
    cache.invalidate('/v2/orders/5/refund');
    expect(cache.get('orders')).toBeUndefined();
    expect(cache.get('order 5')).toBeUndefined();
    expect(cache.get('members')).toBe(3);
    cache.clear();
    expect(cache.get('members')).toBeUndefined();
    flush();
    expect(storage.getItem(ANSWERS_KEY)).toBeNull();
  });

  it('keeps the 40 most recently used answers and none too long', () => {
    const { make } = setup();
    const cache = make();
    for (let page = 1; page <= 45; page += 1) cache.put(`orders ${String(page)}`, page, ORDERS);
    expect(cache.get('orders 5')).toBeUndefined();
    expect(cache.get('orders 6')).toBe(6);
    cache.put('members', 'x'.repeat(250_000), ORDERS);
    expect(cache.get('members')).toBeUndefined();
  });

  it('names the resource of a path, and the resources a tracked signal read', () => {
    expect(resourceOf('/lecturers/v2/courses/146/chapters')).toBe('/lecturers/v2/courses');
    expect(resourceOf('/v2/orders/5/refund')).toBe('/v2/orders');
    expect(resourceOf('/v2/me')).toBe('/v2/me');
    const signal = trackRequests(new AbortController().signal);
    noteRequest(signal, '/v2/orders/5');
    noteRequest(new AbortController().signal, '/v2/members');
    expect(resourcesOf(signal)).toEqual(['/v2/orders']);
  });
});
