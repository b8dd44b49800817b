/**
 * One place that runs programs with the compiler: the lecture editor and the compiler screen each
 * own a run. A newer run cancels the one in flight; a refusal from the server (the queue is full,
 * bad input) is shown in its words, anything else as a generic failure.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { CompilerBody, CompilerResponse } from '../../server/src/contract/chapters.ts';
import { runCompiler } from '../api/compiler.ts';
import { isCancelled, refusalOf } from './action.ts';
import { $t } from './i18n.ts';

/** The last run of a program: running, its output, or why it failed. */
export type CompilerState =
  | { readonly status: 'idle' | 'running' }
  | { readonly status: 'done'; readonly result: CompilerResponse }
  | { readonly status: 'failed'; readonly message: string };

/** A run of programs with its state. */
export interface CompilerRun {
  /** The state of the last run. */
  readonly $state: ReadableAtom<CompilerState>;
  /** Runs a program; answers its result, or null when it failed or a newer run replaced it. */
  run(body: CompilerBody): Promise<CompilerResponse | null>;
  /** Cancels a run in flight and forgets the last result. */
  reset(): void;
}

/** Creates a run of programs (one per screen that runs them). */
export function createCompilerRun(): CompilerRun {
  const $state = atom<CompilerState>({ status: 'idle' });
  let running: AbortController | null = null;

  return {
    $state,
    async run(body) {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      $state.set({ status: 'running' });
      try {
        const result = await runCompiler(body, controller.signal);
        if (running !== controller) return null;
        $state.set({ status: 'done', result });
        return result;
      } catch (error) {
        if (isCancelled(error) || controller.signal.aborted) return null;
        $state.set({
          status: 'failed',
          message: refusalOf(error, { busy: true }) ?? $t.get()('compiler.failed'),
        });
        return null;
      } finally {
        if (running === controller) running = null;
      }
    },
    reset() {
      running?.abort();
      running = null;
      $state.set({ status: 'idle' });
    },
  };
}
