/**
 * Fails when a message key is missing from a locale of its area's folder, defined in two areas,
 * used in the code but not defined, or defined but never used (keys are used as whole string literals in the code),
 * when a call gives a message fewer values than it names (`message-callers.ts`), and when a
 * message of the screens or the API breaks a wording rule (`src/i18n/wording-rules.ts`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { locales, type Locale } from '../src/i18n/locales.ts';
import { readAreaMessages, readCatalog } from '../src/i18n/message-files.ts';
import { wordingProblems } from '../src/i18n/wording-rules.ts';
import { apiCatalogs } from '../server/src/i18n/messages.ts';
import { missingValues } from './message-callers.ts';

const root = new URL('..', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

const problems: string[] = [];
const catalogs = Object.fromEntries(
  locales.map((locale) => [locale, readCatalog(locale)]),
) as Record<Locale, Readonly<Record<string, string>>>;

// Each area's folder holds its keys in every locale; a key belongs to one area.
const owners = new Map<string, string>();
for (const { area, locales: files } of readAreaMessages()) {
  for (const key of new Set(locales.flatMap((locale) => Object.keys(files[locale])))) {
    const owner = owners.get(key);
    if (owner !== undefined && owner !== area)
      problems.push(`"${key}" is defined in two areas: ${owner} and ${area}`);
    owners.set(key, area);
    for (const locale of locales)
      if (!(key in files[locale])) problems.push(`${area}/${locale}.json: missing key "${key}"`);
  }
}

const allKeys = new Set(locales.flatMap((locale) => Object.keys(catalogs[locale])));
for (const locale of locales) {
  for (const key of allKeys)
    if (catalogs[locale][key]?.trim() === '') problems.push(`${locale}: empty message "${key}"`);
}

const apiKeys = new Set(locales.flatMap((locale) => Object.keys(apiCatalogs[locale])));
for (const locale of locales) {
  const catalog: Readonly<Record<string, string>> = apiCatalogs[locale];
  for (const key of apiKeys)
    if (!catalog[key]?.trim()) problems.push(`${locale}: API message "${key}" is missing or empty`);
}

for (const locale of locales) {
  const sources: [string, Readonly<Record<string, string>>][] = [
    ['', catalogs[locale]],
    ['API ', apiCatalogs[locale]],
  ];
  for (const [label, catalog] of sources)
    for (const [key, text] of Object.entries(catalog))
      for (const problem of wordingProblems(locale, text))
        problems.push(`${locale}: ${label}"${key}": ${problem}`);
}

const literals = new Set<string>();
for (const file of sourceFiles(join(root, 'src'))) {
  for (const match of readFileSync(file, 'utf8').matchAll(
    /['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)['"`]/g,
  )) {
    if (match[1]) literals.add(match[1]);
  }
}
const screenFiles = sourceFiles(join(root, 'src')).filter((file) => !file.endsWith('.astro'));
problems.push(
  ...missingValues(
    screenFiles,
    locales.map((locale) => catalogs[locale]),
  ),
);

const namespaces = new Set([...allKeys].map((key) => key.split('.')[0]));
for (const literal of literals) {
  if (namespaces.has(literal.split('.')[0]) && !allKeys.has(literal))
    problems.push(`used but not defined: "${literal}"`);
}
for (const key of allKeys) {
  if (!literals.has(key)) problems.push(`defined but never used: "${key}"`);
}

if (problems.length > 0) {
  console.error(`Message check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `Messages OK: ${allKeys.size} keys and ${apiKeys.size} API messages in ${locales.length} locales, all used, all worded by the glossary.`,
);
