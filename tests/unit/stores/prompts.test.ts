import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../server/src/contract/me.ts';
import { memoryStorage } from '../support/memory-storage.ts';

const api = vi.hoisted(() => ({
  fetchMe: vi.fn(),
  fetchPermissions: vi.fn(),
  acknowledgePrompt: vi.fn<(key: string) => Promise<{ prompts: string[] }>>(),
}));
vi.mock('../../../src/api/me.ts', () => api);
vi.stubGlobal('localStorage', memoryStorage());

const { $session, SESSION_KEY } = await import('../../../src/stores/session.ts');
const prompts = await import('../../../src/stores/prompts.ts');

const me: MeResponse = {
  id: 1,
  name: '林雅婷',
  email: 'admin@example.com',
  avatar: null,
  roles: ['ADMIN'],
  prompts: [],
};

function signedIn(seen: string[]): void {
  $session.set({
    status: 'ready',
    me: { ...me, prompts: seen },
    persona: 'admin',
    permissions: [],
    sections: [],
  });
}

describe('one-time prompts', () => {
  beforeEach(() => {
    api.acknowledgePrompt.mockReset();
    localStorage.clear();
  });

  it('shows nothing until the session is known, then what the user has not seen', () => {
    $session.set({ status: 'loading' });
    expect(prompts.promptVisible(prompts.$seenPrompts.get(), prompts.promptKeys.usdRate)).toBe(
      false,
    );
    signedIn([]);
    expect(prompts.promptVisible(prompts.$seenPrompts.get(), prompts.promptKeys.usdRate)).toBe(
      true,
    );
    signedIn([prompts.promptKeys.usdRate]);
    expect(prompts.promptVisible(prompts.$seenPrompts.get(), prompts.promptKeys.usdRate)).toBe(
      false,
    );
  });

  it('dismissing hides it at once, records it and keeps it in the remembered session', async () => {
    signedIn([]);
    const remembered = $session.get();
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ host: 'admin', login: 'x', session: remembered }),
    );
    api.acknowledgePrompt.mockResolvedValue({ prompts: ['settings.usd-rate'] });
    const dismissing = prompts.dismissPrompt(prompts.promptKeys.usdRate);
    expect(prompts.$seenPrompts.get()?.has('settings.usd-rate')).toBe(true);
    expect(await dismissing).toBe(true);
    expect(api.acknowledgePrompt).toHaveBeenCalledWith('settings.usd-rate');
    const state = $session.get();
    expect(state.status === 'ready' && state.me.prompts).toEqual(['settings.usd-rate']);
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}') as {
      session: { me: MeResponse };
    };
    expect(stored.session.me.prompts).toEqual(['settings.usd-rate']);
  });

  it('shows it again when recording fails', async () => {
    signedIn([]);
    api.acknowledgePrompt.mockRejectedValue(new Error('offline'));
    expect(await prompts.dismissPrompt(prompts.promptKeys.usdRate)).toBe(false);
    expect(prompts.promptVisible(prompts.$seenPrompts.get(), prompts.promptKeys.usdRate)).toBe(
      true,
    );
  });
});
