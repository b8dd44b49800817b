import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, CancelledError } from '../../../src/api/client.ts';
import {
  claimRefusal,
  createAction,
  isCancelled,
  isDuplicate,
  refusalOf,
} from '../../../src/stores/action.ts';
import { $toasts } from '../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../src/stores/unsaved.ts';
import { deferred } from '../support/deferred.ts';

/** A failure as the client gives it: its pending report is cancelled when claimed. */
function failure(status: number, message = 'refused'): { error: ApiError; claimed: () => boolean } {
  const error = new ApiError(status, {}, message);
  let claimed = false;
  error.reportPending(() => {
    claimed = true;
  });
  return { error, claimed: () => claimed };
}

const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);

describe('actions', () => {
  beforeEach(() => {
    $toasts.set([]);
    answerConfirm(false);
  });

  it('are busy while in flight, ignore a second run, and toast their success', async () => {
    const call = deferred<number>();
    const action = createAction((id: number) => call.promise.then((n) => n + id), {
      done: (_t, result) => `done ${String(result)}`,
      failed: () => 'failed',
    });
    const first = action.run(1);
    expect(action.$busy.get()).toBe(true);
    expect(await action.run(2)).toBe(false);
    call.resolve(41);
    expect(await first).toBe(true);
    expect(action.$busy.get()).toBe(false);
    expect(toasts()).toEqual(['success: done 42']);
  });

  it('ask first when they confirm, and do nothing when the user cancels', async () => {
    let calls = 0;
    const action = createAction(
      () => {
        calls += 1;
        return Promise.resolve();
      },
      {
        confirm: () => ({
          title: 'End?',
          message: 'Sure?',
          confirmLabel: 'End',
          cancelLabel: 'No',
        }),
        failed: () => 'failed',
      },
    );
    const cancelled = action.run();
    expect($confirm.get()?.title).toBe('End?');
    answerConfirm(false);
    expect(await cancelled).toBe(false);
    const confirmed = action.run();
    answerConfirm(true);
    expect(await confirmed).toBe(true);
    expect(calls).toBe(1);
  });

  it('say nothing when cancelled or when the session is gone', async () => {
    for (const error of [new CancelledError('duplicate'), failure(403).error]) {
      const action = createAction(() => Promise.reject(error), { failed: () => 'failed' });
      expect(await action.run()).toBe(false);
    }
    expect(toasts()).toEqual([]);
  });

  it("show a refusal where the user acted (inline), claiming the client's toast", async () => {
    const { error, claimed } = failure(400, 'Already ended');
    const action = createAction(() => Promise.reject(error), {
      failed: () => 'failed',
      inline: true,
    });
    expect(await action.run()).toBe(false);
    expect(action.$error.get()).toBe('Already ended');
    expect(claimed()).toBe(true);
    action.clearError();
    expect(action.$error.get()).toBeNull();
  });

  it("leave a refusal to the client's toast when not inline", async () => {
    const { error, claimed } = failure(400);
    const action = createAction(() => Promise.reject(error), { failed: () => 'failed' });
    expect(await action.run()).toBe(false);
    expect(claimed()).toBe(false);
    expect(toasts()).toEqual([]);
  });

  it('show one toast of their own for any other failure', async () => {
    for (const status of [0, 404, 500]) {
      $toasts.set([]);
      const { error, claimed } = failure(status);
      const action = createAction(() => Promise.reject(error), { failed: () => 'could not' });
      expect(await action.run()).toBe(false);
      expect(claimed()).toBe(true);
      expect(toasts()).toEqual(['error: could not']);
    }
  });

  it('throw what is not a failed call (a bug)', async () => {
    const action = createAction(() => Promise.reject(new TypeError('bug')), {
      failed: () => 'failed',
    });
    await expect(action.run()).rejects.toThrow('bug');
    expect(action.$busy.get()).toBe(false);
  });

  it('tell a duplicate write from an abort, and a busy server’s refusal when asked', () => {
    expect(isDuplicate(new CancelledError('duplicate'))).toBe(true);
    expect(isDuplicate(new CancelledError('aborted'))).toBe(false);
    expect(isCancelled(new CancelledError('aborted'))).toBe(true);
    const full = new ApiError(429, {}, 'The compiler is busy.');
    expect(refusalOf(full)).toBeNull();
    expect(refusalOf(full, { busy: true })).toBe('The compiler is busy.');
    expect(refusalOf(new ApiError(400, {}, 'Empty'), { busy: true })).toBe('Empty');
    expect(refusalOf(new ApiError(500, {}, 'HTTP 500'), { busy: true })).toBeNull();
  });

  it('claim a refusal to show where the user acted, and nothing else', () => {
    const refused = failure(400, 'No provider');
    expect(claimRefusal(refused.error)).toBe('No provider');
    expect(refused.claimed()).toBe(true);
    const broken = failure(500);
    expect(claimRefusal(broken.error)).toBeNull();
    expect(broken.claimed()).toBe(false);
  });
});
