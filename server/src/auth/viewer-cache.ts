/**
 * The viewers of recent bearer tokens, kept for a moment so a crowd of requests does not look up
 * the same session on every one (on PGlite, one connection serves every request in turn).
 *
 * Only for a database no other process writes to (PGlite: one process at a time opens it). A
 * viewer is kept at most `ttlMs`, and every write request of this process forgets them all when it
 * ends (`clear`): a logout, a block, a suspension or a change of roles or permissions is seen by
 * the next request. A lookup that began before a clear is not kept (its answer may predate the
 * write). Unknown, expired and revoked tokens are never kept.
 */
import type { Viewer } from './sessions.ts';

/** Settings of a viewer cache. */
export interface ViewerCacheOptions {
  /** Longest time a viewer is kept, in milliseconds. */
  readonly ttlMs: number;
  /** Most tokens kept (the oldest go first). */
  readonly maxEntries?: number;
  /** The clock (milliseconds); injectable for tests. */
  readonly now?: () => number;
}

/** Tokens kept by default: far more than the sessions a crowd of clients uses at once. */
const DEFAULT_MAX_ENTRIES = 10_000;

/** Viewers of bearer tokens, kept briefly and forgotten on every write (see file comment). */
export class ViewerCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, { readonly viewer: Viewer; readonly until: number }>();
  #generation = 0;

  constructor(options: ViewerCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
    this.#now = options.now ?? (() => performance.now());
  }

  /** Tokens kept now. */
  get size(): number {
    return this.#entries.size;
  }

  /** The viewer of `token`: kept, or looked up with `load` (and kept when it names one). */
  async viewerOf(
    token: string | null,
    load: (token: string | null) => Promise<Viewer | null>,
  ): Promise<Viewer | null> {
    if (token === null) return load(token);
    const kept = this.#entries.get(token);
    if (kept && kept.until > this.#now()) return kept.viewer;
    if (kept) this.#entries.delete(token);
    const generation = this.#generation;
    const viewer = await load(token);
    if (viewer && generation === this.#generation) {
      if (this.#entries.size >= this.#maxEntries) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(token, { viewer, until: this.#now() + this.#ttlMs });
    }
    return viewer;
  }

  /** Forgets every viewer, and the answers of lookups under way (a write has ended). */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
