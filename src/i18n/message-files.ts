/**
 * The message files read from disk, for Node scripts and the build's configuration, which run
 * outside Vite (`catalogs.ts` reads the same files through Vite): each area's folder under
 * `messages/` holds one file per locale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { locales, type Locale } from './locales.ts';

/** The folder of the message files (asked when needed: a browser-like test has no file URL). */
export function messagesDir(): string {
  return fileURLToPath(new URL('./messages', import.meta.url));
}

/** One area's messages in every locale. */
export interface AreaMessages {
  readonly area: string;
  readonly locales: Readonly<Record<Locale, Readonly<Record<string, string>>>>;
}

function readFile(path: string): Record<string, string> {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
}

/** Every area's message files (a missing file reads as empty, for the check to report). */
export function readAreaMessages(dir = messagesDir()): AreaMessages[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      area: entry.name,
      locales: Object.fromEntries(
        locales.map((locale) => [locale, readFile(join(dir, entry.name, `${locale}.json`))]),
      ) as AreaMessages['locales'],
    }));
}

/** A locale's catalogue: every area's messages together. */
export function readCatalog(locale: Locale, dir = messagesDir()): Readonly<Record<string, string>> {
  return Object.assign({}, ...readAreaMessages(dir).map((area) => area.locales[locale])) as Record<
    string,
    string
  >;
}
