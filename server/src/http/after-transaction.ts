/**
 * Slow work a handler hands back to run after its transaction has committed, so that waiting on
 * a program or a remote service never holds a database connection (PGlite has only one).
 */

/** Work to run once the request's transaction has ended; its result is the response. */
export class AfterTransaction<T> {
  constructor(readonly work: () => Promise<T>) {}
}

/** Answers with `work()`, run after the request's transaction has committed. */
export function afterTransaction<T>(work: () => Promise<T>): AfterTransaction<T> {
  return new AfterTransaction(work);
}
