/** The compiler's run queue: a few at once, the rest in order, a full line refused with 429. */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { createRunQueue } from './run-queue.ts';

/** A task that ends when `finish` is called. */
function gate() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, task: () => done };
}

describe('createRunQueue', () => {
  it('runs two at once, starts the waiting ones in order as slots free up', async () => {
    const queue = createRunQueue({ running: 2, waiting: 5 });
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map((g, index) =>
      queue.run(async () => {
        started.push(index);
        await g.task();
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });

    gates[1]?.finish();
    await expect(runs[1]).resolves.toBe(1);
    expect(started).toEqual([0, 1, 2]);
    expect(queue.load()).toEqual({ running: 2, waiting: 1 });

    gates[0]?.finish();
    gates[2]?.finish();
    gates[3]?.finish();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a run with 429 when the line is full, and frees the slot of a failed run', async () => {
    const queue = createRunQueue({ running: 1, waiting: 1 });
    const first = gate();
    const running = queue.run(first.task);
    const waiting = queue.run(() => Promise.reject(new Error('broken')));
    const refused = queue.run(() => Promise.resolve('never'));
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 429, problems: { id: 'compiler.busy' } });

    first.finish();
    await running;
    await expect(waiting).rejects.toThrow('broken');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
    await expect(queue.run(() => Promise.resolve('after'))).resolves.toBe('after');
  });
});
