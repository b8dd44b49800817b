/** The writing provider the environment configures (AI_PROVIDER), or null when none is. */
import type { Env } from '../env.ts';
import { openAiProvider } from './openai.ts';
import type { WritingProvider } from './provider.ts';

/** The configured provider, or null when none is. */
export function providerFromEnv(env: Env): WritingProvider | null {
  switch (env.AI_PROVIDER) {
    case 'none':
      return null;
    case 'openai':
      return openAiProvider({
        baseUrl: env.AI_BASE_URL,
        apiKey: env.AI_API_KEY ?? null,
        model: env.AI_MODEL,
        timeoutMs: env.AI_TIMEOUT_MS,
      });
  }
}
