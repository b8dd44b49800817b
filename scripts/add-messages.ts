/**
 * Adds or replaces messages of one area in its three locale files at once, keeping keys sorted:
 * `tsx scripts/add-messages.ts coupons new.json` where new.json is
 * `{ "some.key": { "en": "...", "zh-TW": "...", "zh-CN": "..." } }` (a new area gets its folder).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../src/i18n/locales.ts';
import { messagesDir } from '../src/i18n/message-files.ts';

const [area, source] = process.argv.slice(2);
if (!area || !source) throw new Error('usage: tsx scripts/add-messages.ts <area> <file.json>');
const additions = JSON.parse(readFileSync(source, 'utf8')) as Record<
  string,
  Record<string, string>
>;
for (const [key, texts] of Object.entries(additions))
  for (const locale of locales)
    if (!texts[locale]?.trim()) throw new Error(`"${key}" has no ${locale} text`);

mkdirSync(join(messagesDir(), area), { recursive: true });
for (const locale of locales) {
  const path = join(messagesDir(), area, `${locale}.json`);
  const catalog = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>)
    : {};
  for (const [key, texts] of Object.entries(additions)) catalog[key] = texts[locale] ?? '';
  const sorted = Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.info(`added ${String(Object.keys(additions).length)} messages to ${area}`);
