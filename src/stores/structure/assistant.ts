/**
 * The assistant (`POST {kind}/{id}/ai`): drafts an outline or lecture summaries through the
 * server's provider. Whether one is configured is read once from `GET /v2/configs` (key
 * `assistant_enabled`); without one the control is not shown. Should the server still refuse, its
 * message is shown as is; nothing is ever made up here.
 */
import { atom } from 'nanostores';
import type { AiResponse, AiTask } from '../../../server/src/contract/chapters.ts';
import { askAssistant } from '../../api/ai.ts';
import type { StructureKind } from '../../api/chapters.ts';
import { fetchConfigs } from '../../api/platform.ts';
import { claimRefusal, isCancelled } from '../action.ts';
import { $t } from '../i18n.ts';

/** What the assistant answered. */
export type AssistantState =
  | { readonly status: 'idle' | 'asking' }
  | { readonly status: 'done'; readonly answer: AiResponse }
  | { readonly status: 'refused'; readonly message: string };

/** The configuration key telling whether the server has a writing assistant ('true'/'false'). */
export const ASSISTANT_ENABLED_KEY = 'assistant_enabled';

/** Whether the server has an assistant: null until known (the control stays hidden until then). */
export const $assistantEnabled = atom<boolean | null>(null);

let availability: Promise<void> | null = null;

/** Reads once whether the server has an assistant; a failed read leaves the control hidden. */
export function loadAssistantAvailability(): Promise<void> {
  if ($assistantEnabled.get() !== null) return Promise.resolve();
  availability ??= fetchConfigs([ASSISTANT_ENABLED_KEY])
    .then((answer) => {
      const value = answer.data.find((entry) => entry.key === ASSISTANT_ENABLED_KEY)?.value;
      $assistantEnabled.set(value === 'true');
    })
    .catch((error: unknown) => {
      console.warn('Could not read whether an assistant is configured', error);
    })
    .finally(() => {
      availability = null;
    });
  return availability;
}

/** The assistant's last answer. */
export const $assistant = atom<AssistantState>({ status: 'idle' });

/** Asks the assistant for a draft; the server's refusal (no provider configured) is kept to show. */
export async function askForDraft(
  kind: StructureKind,
  id: number,
  task: AiTask,
  prompt?: string,
): Promise<void> {
  if ($assistant.get().status === 'asking') return;
  $assistant.set({ status: 'asking' });
  try {
    const answer = await askAssistant(kind, id, prompt ? { task, prompt } : { task });
    $assistant.set({ status: 'done', answer });
  } catch (error) {
    if (isCancelled(error)) {
      $assistant.set({ status: 'idle' });
      return;
    }
    // The panel shows the server's reason (it is not also a toast), or that it failed.
    const message = claimRefusal(error) ?? $t.get()('lecture.assistant.failed');
    $assistant.set({ status: 'refused', message });
  }
}

/** Forgets the assistant's answer. */
export function clearAssistant(): void {
  $assistant.set({ status: 'idle' });
}
