/** Background jobs of the API process. */

/**
 * Runs a task now and every `intervalMs` (the timer does not keep the process alive), never two
 * runs at once; a failure is logged with `label`. Answers a function that stops it and waits for
 * a run in progress.
 */
export function runEvery(
  task: () => Promise<unknown>,
  intervalMs: number,
  label: string,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .then(() => undefined)
      .catch((error: unknown) => {
        console.error(label, error);
      })
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
