import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompilerResponse } from '../../../server/src/contract/chapters.ts';
import { ApiError, CancelledError } from '../../../src/api/client.ts';

const api = vi.hoisted(() => ({
  runCompiler: vi.fn<(body: unknown, signal?: AbortSignal) => Promise<CompilerResponse>>(),
}));
vi.mock('../../../src/api/compiler.ts', () => api);

const { createCompilerRun } = await import('../../../src/stores/compiler-run.ts');

const result = (stdout: string): CompilerResponse => ({
  stdout,
  stderr: '',
  exit_code: 0,
  timed_out: false,
  duration_ms: 3,
});

describe('createCompilerRun', () => {
  beforeEach(() => {
    api.runCompiler.mockReset();
  });

  it('is running while the call is in flight, then keeps the result', async () => {
    const run = createCompilerRun();
    let answer: (value: CompilerResponse) => void = () => undefined;
    api.runCompiler.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const done = run.run({ language: 'javascript', code: 'console.log(1)' });
    expect(run.$state.get()).toEqual({ status: 'running' });
    answer(result('1\n'));
    await expect(done).resolves.toEqual(result('1\n'));
    expect(run.$state.get()).toEqual({ status: 'done', result: result('1\n') });
  });

  it('cancels the older run when a newer one starts: only the newer result is kept', async () => {
    const run = createCompilerRun();
    const signals: AbortSignal[] = [];
    const answers: ((value: CompilerResponse) => void)[] = [];
    api.runCompiler.mockImplementation((_body, signal) => {
      if (signal) signals.push(signal);
      return new Promise((resolve) => answers.push(resolve));
    });
    const older = run.run({ language: 'javascript', code: 'a' });
    const newer = run.run({ language: 'javascript', code: 'b' });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    answers[1]?.(result('b\n'));
    answers[0]?.(result('a\n'));
    await expect(newer).resolves.toEqual(result('b\n'));
    await expect(older).resolves.toBeNull();
    expect(run.$state.get()).toEqual({ status: 'done', result: result('b\n') });
  });

  it("shows the server's words when it refuses (a full queue), a generic message otherwise", async () => {
    const run = createCompilerRun();
    api.runCompiler.mockRejectedValueOnce(new ApiError(429, {}, 'The compiler is busy.'));
    await expect(run.run({ language: 'javascript', code: 'x' })).resolves.toBeNull();
    expect(run.$state.get()).toEqual({ status: 'failed', message: 'The compiler is busy.' });

    api.runCompiler.mockRejectedValueOnce(new ApiError(500, {}, 'HTTP 500'));
    await run.run({ language: 'javascript', code: 'x' });
    expect(run.$state.get()).toEqual({ status: 'failed', message: 'compiler.failed' });
  });

  it('leaves the state to the newer run when a call is cancelled, and reset forgets it', async () => {
    const run = createCompilerRun();
    api.runCompiler.mockRejectedValueOnce(new CancelledError('aborted'));
    await run.run({ language: 'javascript', code: 'x' });
    expect(run.$state.get()).toEqual({ status: 'running' });
    run.reset();
    expect(run.$state.get()).toEqual({ status: 'idle' });
  });
});
