/**
 * One-time prompts: notices a user dismisses once and never sees again, on any device. The keys a
 * user acknowledged come with the session (`GET /v2/me`); dismissing one records it
 * (`POST /v2/me/prompts`). Screens show them with `<OncePrompt id=…>`.
 */
import { atom, computed } from 'nanostores';
import { acknowledgePrompt } from '../api/me.ts';
import { $session, updatePrompts } from './session.ts';

/** The one-time prompts of the back office, by name: the key the API records. */
export const promptKeys = {
  /** Settings: USD prices follow the rate, and a change applies at once. */
  usdRate: 'settings.usd-rate',
} as const;

/** A one-time prompt's key. */
export type PromptKey = (typeof promptKeys)[keyof typeof promptKeys];

/** Keys dismissed on this page, shown as seen before the server answers. */
const $dismissed = atom<readonly string[]>([]);

/** The prompts the user has seen (acknowledged), or null while no session is known. */
export const $seenPrompts = computed([$session, $dismissed], (session, dismissed) =>
  session.status === 'ready' ? new Set([...session.me.prompts, ...dismissed]) : null,
);

/** Whether a prompt should show: the session is known and the user has not dismissed it. */
export function promptVisible(seen: ReadonlySet<string> | null, key: PromptKey): boolean {
  return seen !== null && !seen.has(key);
}

/**
 * Dismisses a prompt: hidden at once and recorded for the user; if recording fails (the client
 * shows the error) it shows again. Resolves whether it was recorded.
 */
export async function dismissPrompt(key: PromptKey): Promise<boolean> {
  $dismissed.set([...$dismissed.get(), key]);
  try {
    const { prompts } = await acknowledgePrompt(key);
    updatePrompts(prompts);
    return true;
  } catch {
    $dismissed.set($dismissed.get().filter((each) => each !== key));
    return false;
  }
}
