/**
 * Running a code lecture's JavaScript: each run in its own worker thread with a small heap, in a
 * vm context without require, process, import or timers, stopped after a time limit (the worker is
 * terminated when the program does not give up in time), its output capped.
 */
import { Worker } from 'node:worker_threads';
import type { CompilerResponse } from '../../contract/chapters.ts';
import { workerSource } from './worker-source.ts';

/** Limits of one run. */
export interface SandboxLimits {
  readonly timeoutMs: number;
  /** Characters of stdout and stderr together. */
  readonly maxOutput: number;
  readonly heapMb: number;
}

/** The limits the API runs programs with. */
export const defaultLimits: SandboxLimits = { timeoutMs: 2000, maxOutput: 64 * 1024, heapMb: 64 };

interface WorkerResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
  readonly timedOut: boolean;
}

/** Runs a program and answers its output, exit code, whether it timed out and how long it took. */
export function runJavaScript(
  code: string,
  stdin = '',
  limits: SandboxLimits = defaultLimits,
): Promise<CompilerResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { code, stdin, timeoutMs: limits.timeoutMs, maxOutput: limits.maxOutput },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.round(limits.heapMb / 4)),
        stackSizeMb: 4,
      },
      env: {},
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (result: WorkerResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      void worker.terminate();
      resolve({
        stdout: result.stdout,
        stderr: result.stderr,
        exit_code: result.exitCode,
        timed_out: result.timedOut,
        duration_ms: elapsed(),
      });
    };
    // The vm's own timeout stops synchronous loops; this stops anything else (and a slow start).
    const guard = setTimeout(
      () => finish({ stdout: '', stderr: '', exitCode: 124, timedOut: true }),
      limits.timeoutMs + 1000,
    );
    worker.once('message', (result: WorkerResult) => finish(result));
    worker.once('error', (error: Error & { code?: string }) =>
      finish({
        stdout: '',
        stderr:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? 'The program used more memory than allowed.\n'
            : `${error.message}\n`,
        exitCode: 1,
        timedOut: false,
      }),
    );
    worker.once('exit', () =>
      finish({
        stdout: '',
        stderr: 'The program stopped unexpectedly.\n',
        exitCode: 1,
        timedOut: false,
      }),
    );
  });
}
