/** A writing provider over an OpenAI-compatible chat completions API (`POST {base}/chat/completions`). */
import type { AiTask } from '../contract/chapters.ts';
import type { ApiLocale } from '../i18n/messages.ts';
import { AssistantError, type DraftContext, type WritingProvider } from './provider.ts';

/** Where and how to call the API. */
export interface OpenAiOptions {
  readonly baseUrl: string;
  readonly apiKey: string | null;
  readonly model: string;
  readonly timeoutMs: number;
}

const languages: Readonly<Record<ApiLocale, string>> = {
  en: 'English',
  'zh-TW': 'Traditional Chinese (Taiwan)',
  'zh-CN': 'Simplified Chinese',
};

const tasks: Readonly<Record<AiTask, string>> = {
  outline:
    'Draft a chapter outline for this course: one chapter title a line, each followed by its lecture titles indented by two spaces. Answer with the outline only.',
  summaries:
    'Draft a short summary (two sentences) of each lecture of this course, in order, as "Lecture title: summary" lines. Answer with the lines only.',
};

/** The user message: the item and the lecturer's words. */
function describe(context: DraftContext): string {
  const structure = context.chapters
    .map((chapter) => [chapter.title, ...chapter.lectures.map((title) => `  ${title}`)].join('\n'))
    .join('\n');
  return [
    `Title: ${context.title}`,
    context.subtitle ? `Subtitle: ${context.subtitle}` : '',
    structure ? `Current structure:\n${structure}` : 'No chapters yet.',
    context.prompt ? `The lecturer asks: ${context.prompt}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The provider for an OpenAI-compatible API. */
export function openAiProvider(options: OpenAiOptions): WritingProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai',
    async draft(task, context) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            messages: [
              {
                role: 'system',
                content: `You help a lecturer of an online course marketplace. ${tasks[task]} Write in ${languages[context.locale]}.`,
              },
              { role: 'user', content: describe(context) },
            ],
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new AssistantError('The assistant could not be reached', { cause: error });
      }
      if (!response.ok) throw new AssistantError(`The assistant answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as {
        choices?: { message?: { content?: unknown } }[];
      } | null;
      const text = body?.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '')
        throw new AssistantError('The assistant answered no text');
      return text.trim();
    },
  };
}
