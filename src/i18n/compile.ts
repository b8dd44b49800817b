/**
 * Compiles ICU messages at build time: pages carry their messages as syntax trees, so the
 * browser formats them without the ICU parser (the client bundle gets the parser's no-parser
 * build; see `icuWithoutParser` in astro.config.mjs).
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages, Messages } from './intl.ts';

/** Each message parsed as `intl-messageformat` would parse it at run time. */
export function compileMessages(messages: Messages): CompiledMessages {
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
}
