// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompilerResponse } from '../../../server/src/contract/chapters.ts';
import type { MeResponse } from '../../../server/src/contract/me.ts';

const api = vi.hoisted(() => ({
  runCompiler: vi.fn<(body: unknown, signal?: AbortSignal) => Promise<CompilerResponse>>(),
}));
vi.mock('../../../src/api/compiler.ts', () => api);

const compilers = await import('../../../src/stores/compilers.ts');
const { $session } = await import('../../../src/stores/session.ts');
const { $confirm, answerConfirm } = await import('../../../src/stores/unsaved.ts');

const result = (stdout: string): CompilerResponse => ({
  stdout,
  stderr: '',
  exit_code: 0,
  timed_out: false,
  duration_ms: 3,
});

function signIn(id: number): void {
  $session.set({
    status: 'ready',
    me: { id } as MeResponse,
    persona: 'lecturer',
    permissions: [],
    sections: [],
  });
}

describe('compiler screens store', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    stop();
    localStorage.clear();
    api.runCompiler.mockReset();
    compilers.$compilerOwner.set(null);
    $session.set({ status: 'loading' });
    stop = compilers.startCompiler();
  });

  it('loads nothing until the session is ready, then the signed-in user’s own draft', () => {
    localStorage.setItem(
      'backoffice:compiler:7:draft',
      JSON.stringify({ code: 'console.log(7)', stdin: 'x' }),
    );
    localStorage.setItem(
      'backoffice:compiler:8:draft',
      JSON.stringify({ code: 'someone else', stdin: '' }),
    );
    expect(compilers.$compilerOwner.get()).toBeNull();
    signIn(7);
    expect(compilers.$compilerOwner.get()).toBe(7);
    expect(compilers.$compilerDraft.get()).toEqual({ code: 'console.log(7)', stdin: 'x' });
    $session.set({ status: 'anonymous' });
    expect(compilers.$compilerOwner.get()).toBeNull();
    expect(compilers.$compilerDraft.get()).toEqual({ code: '', stdin: '' });
  });

  it('keeps what is typed, so a reload finds it', () => {
    signIn(7);
    compilers.editCompilerDraft({ code: 'console.log(stdin)' });
    compilers.editCompilerDraft({ stdin: 'hello' });
    expect(JSON.parse(localStorage.getItem('backoffice:compiler:7:draft') ?? '')).toEqual({
      code: 'console.log(stdin)',
      stdin: 'hello',
    });
    compilers.$compilerOwner.set(null);
    signIn(7);
    expect(compilers.$compilerDraft.get()).toEqual({ code: 'console.log(stdin)', stdin: 'hello' });
  });

  it('runs the draft with its input and puts the run first, keeping the last 10', async () => {
    signIn(7);
    compilers.editCompilerDraft({ code: 'console.log(stdin)', stdin: 'hi' });
    for (let index = 0; index < 12; index += 1) {
      api.runCompiler.mockResolvedValueOnce(result(`${String(index)}\n`));
      await compilers.runCompilerDraft(() => 1000 + index);
    }
    expect(api.runCompiler).toHaveBeenLastCalledWith(
      { language: 'javascript', code: 'console.log(stdin)', stdin: 'hi' },
      expect.any(AbortSignal),
    );
    const runs = compilers.$compilerRuns.get();
    expect(runs).toHaveLength(compilers.MAX_KEPT_RUNS);
    expect(runs[0]).toEqual({
      at: 1011,
      code: 'console.log(stdin)',
      stdin: 'hi',
      result: result('11\n'),
    });
    expect(runs.at(-1)?.at).toBe(1002);
    const stored = JSON.parse(localStorage.getItem('backoffice:compiler:7:runs') ?? '[]') as {
      at: number;
    }[];
    expect(stored.map((run) => run.at)).toEqual(runs.map((run) => run.at));
  });

  it('does not record a failed run', async () => {
    signIn(7);
    compilers.editCompilerDraft({ code: 'x' });
    api.runCompiler.mockRejectedValueOnce(new Error('offline'));
    await compilers.runCompilerDraft();
    expect(compilers.$compilerRuns.get()).toEqual([]);
    expect(compilers.$compilerRun.get()).toEqual({ status: 'failed', message: 'compiler.failed' });
  });

  it('follows a run made in another window (a storage event)', () => {
    signIn(7);
    const run = { at: 5, code: 'c', stdin: '', result: result('<b>hi</b>') };
    localStorage.setItem('backoffice:compiler:7:runs', JSON.stringify([run]));
    dispatchEvent(new StorageEvent('storage', { key: 'backoffice:compiler:7:runs' }));
    expect(compilers.$compilerRuns.get()).toEqual([run]);
    dispatchEvent(new StorageEvent('storage', { key: 'backoffice:compiler:8:runs' }));
    expect(compilers.$compilerRuns.get()).toEqual([run]);
  });

  it('clears the runs only after the user confirms', async () => {
    signIn(7);
    compilers.editCompilerDraft({ code: 'x' });
    api.runCompiler.mockResolvedValue(result('1\n'));
    await compilers.runCompilerDraft();

    const kept = compilers.clearCompilerRuns();
    expect($confirm.get()?.message).toBe('compiler.clear.message');
    answerConfirm(false);
    await expect(kept).resolves.toBe(false);
    expect(compilers.$compilerRuns.get()).toHaveLength(1);

    const cleared = compilers.clearCompilerRuns();
    answerConfirm(true);
    await expect(cleared).resolves.toBe(true);
    expect(compilers.$compilerRuns.get()).toEqual([]);
    expect(localStorage.getItem('backoffice:compiler:7:runs')).toBeNull();
  });

  it('ignores stored values of the wrong shape', () => {
    localStorage.setItem('backoffice:compiler:7:draft', '{"code": 1}');
    localStorage.setItem('backoffice:compiler:7:runs', '[{"at": "soon"}]');
    signIn(7);
    expect(compilers.$compilerDraft.get()).toEqual({ code: '', stdin: '' });
    expect(compilers.$compilerRuns.get()).toEqual([]);
  });
});
