/**
 * Adds or replaces messages in the three locale files at once, keeping keys sorted:
 * `tsx scripts/add-messages.ts new.json` where new.json is
 * `{ "some.key": { "en": "...", "zh-TW": "...", "zh-CN": "..." } }`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { locales } from '../src/i18n/locales.ts';

const source = process.argv[2];
if (!source) throw new Error('usage: tsx scripts/add-messages.ts <file.json>');
const additions = JSON.parse(readFileSync(source, 'utf8')) as Record<
  string,
  Record<string, string>
>;
for (const [key, texts] of Object.entries(additions))
  for (const locale of locales)
    if (!texts[locale]?.trim()) throw new Error(`"${key}" has no ${locale} text`);

for (const locale of locales) {
  const path = new URL(`../src/i18n/messages/${locale}.json`, import.meta.url);
  const catalog = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  for (const [key, texts] of Object.entries(additions)) catalog[key] = texts[locale] ?? '';
  const sorted = Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.info(`added ${String(Object.keys(additions).length)} messages`);
