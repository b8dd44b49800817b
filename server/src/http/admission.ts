/**
 * Admission of requests: at most `concurrency` requests are served at once (the database's
 * connections), the others wait in arrival order. A request that would wait longer than
 * `maxWaitMs` is refused at once (503 with Retry-After) instead of joining a queue it cannot
 * leave in time: under overload, every answer is either timely or an honest "busy".
 *
 * The expected wait is the number of requests ahead divided by the slots, times the recent
 * service time: the median of how long the last admitted requests held a slot. A median, not a
 * mean: one stall (a garbage collection, a long maintenance statement on PGlite, which runs on
 * this thread) lengthens the requests under way then, and a running mean weighting the newest at
 * a fifth took dozens of requests to forget a 4 s stall, refusing every arrival meanwhile (at 100
 * connections on PGlite: 128-159 answers 503 in a run whose slowest answer took 1.6 s).
 *
 * Every admitted request starts on a later turn of the event loop, never within the turn that
 * read it. A database answering from this thread (PGlite) completes a request within microtasks,
 * so Node would otherwise serve every request of one poll back to back: a turn of 100 requests
 * lasts about a second, and libuv accepts new connections only between turns (measured: the
 * last of 100 new connections waited 20-46 s at 100 connections).
 */

/** Settings of an admission queue. */
export interface AdmissionOptions {
  /** Requests served at once. */
  readonly concurrency: number;
  /** Longest expected wait accepted, in milliseconds. */
  readonly maxWaitMs: number;
  /** The clock (milliseconds); injectable for tests. */
  readonly now?: () => number;
}

/** The queue refused a request; retry after `retryAfterSeconds`. */
export class Busy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('busy');
  }
}

/** How many of the latest service times the median is taken of. */
const SAMPLES = 33;
/** The service time assumed before any request was served. */
const INITIAL_SERVICE_MS = 10;

/** Resolves on the event loop's next turn, after it has polled for connections and requests. */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A FIFO admission queue with a bounded expected wait (see file comment). */
export class Admission {
  readonly #concurrency: number;
  readonly #maxWaitMs: number;
  readonly #now: () => number;
  readonly #waiting: (() => void)[] = [];
  #active = 0;
  /** The latest service times, oldest first overwritten (a ring of SAMPLES). */
  readonly #samples: number[] = [];
  #nextSample = 0;
  #serviceMs = INITIAL_SERVICE_MS;

  constructor(options: AdmissionOptions) {
    this.#concurrency = Math.max(1, options.concurrency);
    this.#maxWaitMs = options.maxWaitMs;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Records how long a request held its slot; the service time is the samples' median. */
  #record(took: number): void {
    this.#samples[this.#nextSample] = took;
    this.#nextSample = (this.#nextSample + 1) % SAMPLES;
    const sorted = this.#samples.toSorted((a, b) => a - b);
    this.#serviceMs = sorted[Math.floor(sorted.length / 2)] ?? INITIAL_SERVICE_MS;
  }

  /** Requests being served and waiting. */
  get load(): { readonly active: number; readonly waiting: number } {
    return { active: this.#active, waiting: this.#waiting.length };
  }

  /** How long a request arriving now is expected to wait, in milliseconds. */
  expectedWaitMs(): number {
    if (this.#active < this.#concurrency) return 0;
    return ((this.#waiting.length + 1) / this.#concurrency) * this.#serviceMs;
  }

  /**
   * Runs `task` once a slot is free, in arrival order; throws `Busy` at once when the expected
   * wait is over the limit.
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    const expected = this.expectedWaitMs();
    if (expected > this.#maxWaitMs) throw new Busy(Math.max(1, Math.ceil(expected / 1000)));
    if (this.#active < this.#concurrency) {
      this.#active += 1;
      await turn();
    } else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    const started = this.#now();
    try {
      return await task();
    } finally {
      this.#record(this.#now() - started);
      const next = this.#waiting.shift();
      // The slot passes straight to the next in line (the count of active requests stays), on
      // the loop's next turn (see the file comment).
      if (next) setImmediate(next);
      else this.#active -= 1;
    }
  }
}
