import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app.ts';
import { createTestApi, type TestApi } from '../testing/harness.ts';
import { Admission, Busy } from './admission.ts';
import { defineRoute } from './route.ts';

/** A task the test finishes when it wants, recording when it started. */
function gate(log: string[], name: string) {
  let open = (): void => undefined;
  let start = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  return {
    open: () => open(),
    started,
    task: async () => {
      log.push(`start ${name}`);
      start();
      await opened;
      log.push(`end ${name}`);
      return name;
    },
  };
}

describe('Admission', () => {
  it('serves at most `concurrency` at once and the others in arrival order', async () => {
    const admission = new Admission({ concurrency: 2, maxWaitMs: 60_000, now: () => 0 });
    const log: string[] = [];
    const gates = ['a', 'b', 'c', 'd', 'e'].map((name) => gate(log, name));
    const runs = gates.map((g) => admission.run(g.task));
    await gates[1]?.started;
    expect(log).toEqual(['start a', 'start b']);
    expect(admission.load).toEqual({ active: 2, waiting: 3 });

    // A freed slot passes to the next in line (after the event loop's next turn).
    gates[1]?.open();
    await runs[1];
    await gates[2]?.started;
    expect(log.at(-1)).toBe('start c');
    gates[0]?.open();
    await runs[0];
    await gates[3]?.started;
    expect(log.at(-1)).toBe('start d');
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(log.filter((line) => line.startsWith('start'))).toEqual([
      'start a',
      'start b',
      'start c',
      'start d',
      'start e',
    ]);
    expect(admission.load).toEqual({ active: 0, waiting: 0 });
  });

  it('starts a task only after the event loop has polled, even with a slot free', async () => {
    // A database answering from this thread (PGlite) would otherwise serve every request read in
    // one poll before the loop polls again: no new connection would be accepted meanwhile.
    const admission = new Admission({ concurrency: 2, maxWaitMs: 60_000, now: () => 0 });
    const log: string[] = [];
    const a = gate(log, 'a');
    const run = admission.run(a.task);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(log).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start a']);
    a.open();
    expect(await run).toBe('a');
  });

  it('refuses at once a request whose expected wait is over the limit, with a retry time', async () => {
    let clock = 0;
    const admission = new Admission({ concurrency: 1, maxWaitMs: 1_000, now: () => clock });
    // One request that held the slot for 10 s teaches the queue its service time.
    const log: string[] = [];
    const slow = gate(log, 'slow');
    const first = admission.run(slow.task);
    await slow.started;
    clock = 10_000;
    slow.open();
    await first;

    const holding = gate(log, 'holding');
    const held = admission.run(holding.task);
    // With one request served and the mean service time well over 1 s, waiting is refused.
    await expect(admission.run(() => Promise.resolve('late'))).rejects.toBeInstanceOf(Busy);
    const refused = await admission.run(() => Promise.resolve('late')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Busy);
    expect((refused as Busy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(admission.load).toEqual({ active: 1, waiting: 0 });
    holding.open();
    await held;
    // A free slot admits again.
    expect(admission.expectedWaitMs()).toBe(0);
    await expect(admission.run(() => Promise.resolve('now'))).resolves.toBe('now');
  });

  it('is not taught by one stall to refuse the requests behind it', async () => {
    let clock = 0;
    const admission = new Admission({ concurrency: 1, maxWaitMs: 1_000, now: () => clock });
    const timed = (ms: number) => () => {
      clock += ms;
      return Promise.resolve(ms);
    };
    for (let i = 0; i < 20; i += 1) await admission.run(timed(10));
    // One request held its slot 4 s (the process froze under it), the queue then moves again.
    await admission.run(timed(4_000));
    await admission.run(timed(10));

    const log: string[] = [];
    const holding = gate(log, 'holding');
    const held = admission.run(holding.task);
    await holding.started;
    // Forty requests waiting behind a 10 ms service are 410 ms of wait, not 40 × 4 s.
    const queued = Array.from({ length: 40 }, () => admission.run(timed(10)));
    expect(admission.load).toEqual({ active: 1, waiting: 40 });
    expect(admission.expectedWaitMs()).toBe(410);
    holding.open();
    await held;
    expect(await Promise.all(queued)).toHaveLength(40);
  });

  it('frees the slot when a task fails', async () => {
    const admission = new Admission({ concurrency: 1, maxWaitMs: 60_000, now: () => 0 });
    await expect(admission.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(admission.load).toEqual({ active: 0, waiting: 0 });
    await expect(admission.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});

describe('the API under more requests than it serves at once', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ mount: () => [] });
  });
  afterAll(() => api.close());

  it('answers 503 with Retry-After at once when the wait would be too long, then serves again', async () => {
    let release = (): void => undefined;
    let entered = (): void => undefined;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = createApp({
      env: api.env,
      db: api.db,
      mount: () => [],
      // Any wait at all is too long here.
      admission: new Admission({ concurrency: 1, maxWaitMs: 1 }),
      routes: [
        defineRoute({
          operation: {
            method: 'get',
            path: '/probe/slow',
            response: z.object({ ok: z.boolean() }),
          },
          summary: 'Holds its slot until released',
          tag: 'probe',
          access: { kind: 'public' },
          handler: async () => {
            entered();
            await held;
            return { ok: true };
          },
        }),
      ],
    });
    const first = app.request('/probe/slow');
    await inside;
    const refused = await app.request('/probe/slow', { headers: { hilocale: 'en' } });
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({ message: 'The server is busy. Try again in a moment.' });
    release();
    expect((await first).status).toBe(200);
    expect((await app.request('/probe/slow')).status).toBe(200);
  });
});
