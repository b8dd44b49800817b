/**
 * `POST /lecturers/v2/compiler`: runs a code lecture's JavaScript in a sandbox (lecturers, and
 * admins who may write courses: the permission of the lectures it serves).
 */
import { compilerContract } from '../../contract/chapters.ts';
import type { Env } from '../../env.ts';
import { afterTransaction } from '../../http/after-transaction.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { itemWriteAccess } from '../../items/routing.ts';
import { createRunQueue, type RunQueue } from './run-queue.ts';
import { runJavaScript } from './sandbox.ts';

// One queue per API (its environment), created on the first run.
const queues = new WeakMap<Env, RunQueue>();

/** The run queue of the API with this environment. */
export function compilerQueueOf(env: Env): RunQueue {
  let queue = queues.get(env);
  if (!queue) {
    queue = createRunQueue({ running: env.COMPILER_CONCURRENCY, waiting: env.COMPILER_QUEUE });
    queues.set(env, queue);
  }
  return queue;
}

/** Declared routes of the compiler. */
export const compilerRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: compilerContract.run,
    summary:
      'Run a JavaScript program (a code lecture) in a sandbox without require, process, import or timers: console output captured (64 KB at most), the input readable as the global stdin, stopped after 2 seconds (timed_out) or 64 MB of heap. Exit code 0, 1 on an error, 124 on a timeout. A few programs run at once and a few more wait their turn; beyond them the answer is 429. Lecturers, and admins with v2_course.write.',
    tag: 'lectures',
    access: itemWriteAccess,
    handler: ({ body, env }) =>
      Promise.resolve(
        afterTransaction(() =>
          compilerQueueOf(env).run(() => runJavaScript(body.code, body.stdin ?? '')),
        ),
      ),
  }),
];
