/**
 * The assistant (`POST {kind}/{id}/ai`): drafts an outline or lecture summaries through the
 * server's provider. Without a provider the server answers 400 and its message is shown as is;
 * nothing is ever made up here.
 */
import { atom } from 'nanostores';
import type { AiResponse, AiTask } from '../../../server/src/contract/chapters.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import { askAssistant } from '../../api/ai.ts';
import type { StructureKind } from '../../api/chapters.ts';
import { $t } from '../i18n.ts';

/** What the assistant answered. */
export type AssistantState =
  | { readonly status: 'idle' | 'asking' }
  | { readonly status: 'done'; readonly answer: AiResponse }
  | { readonly status: 'refused'; readonly message: string };

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
    if (error instanceof CancelledError) {
      $assistant.set({ status: 'idle' });
      return;
    }
    const message =
      error instanceof ApiError && error.status === 400
        ? (Object.values(error.fields)[0]?.[0] ?? error.message)
        : $t.get()('lecture.assistant.failed');
    $assistant.set({ status: 'refused', message });
  }
}

/** Forgets the assistant's answer. */
export function clearAssistant(): void {
  $assistant.set({ status: 'idle' });
}
