import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../support/deferred.ts';
import { createAnswerCache, noteRequest } from '../../../src/api/answer-cache.ts';
import { ApiError, CancelledError } from '../../../src/api/client.ts';
import { createLoader } from '../../../src/stores/loader.ts';
import { $session, type SessionState } from '../../../src/stores/session.ts';

const signedIn: SessionState = {
  status: 'ready',
  me: { id: 7, name: 'Teacher Wang', email: 't@example.com', roles: ['TEACHER'] },
  persona: 'lecturer',
  permissions: [],
  sections: ['courses'],
} as unknown as SessionState;

describe('createLoader', () => {
  it('loads a key once, again only when forced, and keeps an older answer out', async () => {
    const answers: ReturnType<typeof deferred<string>>[] = [];
    const signals: AbortSignal[] = [];
    const loader = createLoader<number, string>((_, signal) => {
      signals.push(signal);
      const answer = deferred<string>();
      answers.push(answer);
      return answer.promise;
    });
    const first = loader.load(1);
    void loader.load(1);
    expect(answers).toHaveLength(1);
    expect(loader.$state.get()).toEqual({ status: 'loading', key: 1, data: null });
    const second = loader.load(2);
    expect(signals[0]?.aborted).toBe(true);
    answers[1]?.resolve('two');
    await second;
    answers[0]?.resolve('one');
    await first;
    expect(loader.$state.get()).toEqual({ status: 'ready', key: 2, data: 'two' });
    await loader.load(2);
    expect(answers).toHaveLength(2);
    const again = loader.load(2, true);
    expect(loader.$state.get()).toEqual({ status: 'loading', key: 2, data: 'two' });
    answers[2]?.resolve('two again');
    await again;
    expect(loader.dataFor(2)).toBe('two again');
    expect(loader.dataFor(3)).toBeNull();
  });

  it('tells a missing object from a failure, retries, and ignores cancelled requests', async () => {
    const outcomes: (() => Promise<string>)[] = [
      () => Promise.reject(new ApiError(404, {}, 'Not found')),
      () => Promise.reject(new ApiError(500, {}, 'Broken')),
      () => Promise.resolve('fine'),
      () => Promise.reject(new CancelledError('aborted')),
    ];
    const loader = createLoader<string, string>(() =>
      (outcomes.shift() as () => Promise<string>)(),
    );
    await loader.load('a');
    expect(loader.$state.get().status).toBe('not-found');
    await loader.load('b');
    expect(loader.$state.get()).toEqual({ status: 'error', key: 'b', data: null });
    await loader.retry();
    expect(loader.$state.get()).toEqual({ status: 'ready', key: 'b', data: 'fine' });
    await loader.load('c');
    expect(loader.$state.get().status).toBe('loading');
  });

  it('keeps the previous data while the next key loads only when asked, and takes written data', async () => {
    const loader = createLoader<{ list: string; page: number }, string>(
      ({ list, page }) => Promise.resolve(`${list}${String(page)}`),
      { keep: (previous, next) => previous.list === next.list },
    );
    await loader.load({ list: 'a', page: 1 });
    const next = loader.load({ list: 'a', page: 2 });
    expect(loader.$state.get().data).toBe('a1');
    await next;
    const other = loader.load({ list: 'b', page: 1 });
    expect(loader.$state.get().data).toBeNull();
    await other;
    loader.set({ list: 'b', page: 1 }, 'written');
    expect(loader.dataFor()).toBe('written');
    loader.reset();
    expect(loader.$state.get()).toEqual({ status: 'idle', key: null, data: null });
  });

  it('loads again what was refused for want of a session once the session is ready', async () => {
    $session.set({ status: 'anonymous' });
    const outcomes: (() => Promise<string>)[] = [
      () => Promise.reject(new ApiError(403, {}, 'Forbidden')),
      () => Promise.resolve('courses'),
    ];
    const fetch = vi.fn(() => (outcomes.shift() as () => Promise<string>)());
    const loader = createLoader<string, string>(fetch);
    await loader.load('courses');
    expect(loader.$state.get()).toEqual({ status: 'error', key: 'courses', data: null });
    $session.set({ status: 'loading' });
    expect(fetch).toHaveBeenCalledTimes(1);
    $session.set(signedIn);
    await vi.waitFor(() => {
      expect(loader.$state.get()).toEqual({ status: 'ready', key: 'courses', data: 'courses' });
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    // Once only: a later session change does not load it again.
    $session.set({ status: 'anonymous' });
    $session.set(signedIn);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves other failures to the retry button when the session becomes ready', async () => {
    $session.set({ status: 'anonymous' });
    const fetch = vi.fn(() => Promise.reject(new ApiError(500, {}, 'Broken')));
    const loader = createLoader<string, string>(fetch);
    await loader.load('courses');
    $session.set(signedIn);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(loader.$state.get().status).toBe('error');
  });

  it('with a cache name, shows the kept answer at once while it asks again, then the fresh one', async () => {
    const kept = createAnswerCache({
      login: () => 'alice',
      locale: () => 'en',
      storage: () => null,
      later: (task) => task(),
    });
    let fresh = deferred<{ rows: string[] }>();
    const fetch = vi.fn((_key: number, signal: AbortSignal) => {
      noteRequest(signal, '/v2/orders');
      return fresh.promise;
    });
    const loader = createLoader(fetch, { cache: 'orders', kept });
    const first = loader.load(1);
    expect(loader.$state.get()).toEqual({ status: 'loading', key: 1, data: null });
    fresh.resolve({ rows: ['first'] });
    await first;

    // Another screen, then the list again: the kept rows show before the API answers.
    loader.reset();
    fresh = deferred();
    const again = loader.load(1);
    expect(loader.$state.get()).toEqual({
      status: 'loading',
      key: 1,
      data: { rows: ['first'] },
      stale: true,
    });
    fresh.resolve({ rows: ['changed'] });
    await again;
    expect(loader.$state.get()).toEqual({ status: 'ready', key: 1, data: { rows: ['changed'] } });
    expect(fetch).toHaveBeenCalledTimes(2);

    // An unchanged answer keeps the shown data; a write to the resource drops what was kept.
    loader.reset();
    fresh = deferred();
    const third = loader.load(1);
    const shown = loader.$state.get().data;
    fresh.resolve({ rows: ['changed'] });
    await third;
    expect(loader.$state.get().data).toBe(shown);
    kept.invalidate('/v2/orders/3');
    loader.reset();
    void loader.load(1);
    expect(loader.$state.get().data).toBeNull();
  });

  it('without a cache name, keeps nothing', async () => {
    const kept = createAnswerCache({
      login: () => 'alice',
      locale: () => 'en',
      storage: () => null,
    });
    const loader = createLoader((key: number) => Promise.resolve(key), { kept });
    await loader.load(1);
    loader.reset();
    void loader.load(1);
    expect(loader.$state.get()).toEqual({ status: 'loading', key: 1, data: null });
  });
});
