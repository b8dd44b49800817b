/**
 * At most `running` programs at once: later runs wait their turn in order, and when `waiting`
 * runs already wait the next one is refused at once (429), so a burst cannot pile up workers.
 */
import { HttpError } from '../../http/errors.ts';

/** Runs tasks a few at a time. */
export interface RunQueue {
  /** Runs `task` when a slot is free; throws 429 `compiler.busy` when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Runs going on and runs waiting now. */
  readonly load: () => { running: number; waiting: number };
}

/** A queue running `running` tasks at once with at most `waiting` more in line. */
export function createRunQueue(limits: { running: number; waiting: number }): RunQueue {
  let running = 0;
  const line: (() => void)[] = [];

  // A finished run hands its slot to the first in line, or frees it.
  const next = () => {
    const waiter = line.shift();
    if (waiter) waiter();
    else running -= 1;
  };

  return {
    async run(task) {
      if (running >= limits.running) {
        if (line.length >= limits.waiting) throw new HttpError(429, { id: 'compiler.busy' });
        // `next` hands this run the finished one's slot: `running` stays the same.
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        next();
      }
    },
    load: () => ({ running, waiting: line.length }),
  };
}
