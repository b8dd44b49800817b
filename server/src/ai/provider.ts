/**
 * The writing assistant behind `POST /lecturers/v2/{kind}/{id}/ai`: a provider drafts text for a
 * task from the item's context. Which provider is configuration (env AI_PROVIDER); with none the
 * route says so (400) and never makes text up.
 */
import type { AiTask } from '../contract/chapters.ts';
import type { ApiLocale } from '../i18n/messages.ts';

/** What the assistant knows of the item it drafts for. */
export interface DraftContext {
  readonly locale: ApiLocale;
  readonly title: string;
  readonly subtitle: string;
  /** The chapters in order with their lecture titles. */
  readonly chapters: readonly { readonly title: string; readonly lectures: readonly string[] }[];
  /** The lecturer's own words, if any. */
  readonly prompt: string;
}

/** A provider that drafts text. */
export interface WritingProvider {
  /** Its name, answered with the text. */
  readonly name: string;
  /** Drafts text for a task; throws AssistantError when it cannot. */
  draft(task: AiTask, context: DraftContext): Promise<string>;
}

/** The provider did not answer usefully (network, status, empty text). */
export class AssistantError extends Error {}
