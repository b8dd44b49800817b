/** Messages compiled at build time format exactly as their source text does. */
import { readFileSync } from 'node:fs';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { markersIn } from '../../../scripts/check-bundle.ts';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { translator } from '../../../src/i18n/intl.ts';
import { locales } from '../../../src/i18n/locales.ts';

/** Every argument a message tree names, given 3 (a number for plurals, text elsewhere). */
function valuesOf(elements: readonly MessageFormatElement[]): Record<string, number> {
  const values: Record<string, number> = {};
  const visit = (element: MessageFormatElement): void => {
    if ('value' in element && element.type !== TYPE.literal) values[element.value] = 3;
    if ('options' in element) {
      for (const option of Object.values(element.options)) option.value.forEach(visit);
    }
    if ('children' in element) element.children.forEach(visit);
  };
  elements.forEach(visit);
  return values;
}

describe('compiled messages', () => {
  for (const locale of locales) {
    it(`format like their text in ${locale}`, () => {
      const fromText = translator(locale, catalogs[locale]);
      const fromTrees = translator(locale, compileMessages(catalogs[locale]));
      const compiled = compileMessages(catalogs[locale]);
      const ids = Object.keys(compiled);
      expect(ids.length).toBeGreaterThan(100);
      for (const id of ids) {
        const values = valuesOf(compiled[id] ?? []);
        expect(fromTrees(id, values), id).toBe(fromText(id, values));
      }
    });
  }

  it('are syntax trees, not text', () => {
    const compiled = compileMessages({ greeting: 'Hello {name}' });
    expect(Array.isArray(compiled['greeting'])).toBe(true);
    expect(JSON.stringify(compiled)).not.toContain('{name}');
  });
});

describe('the bundle check', () => {
  it('finds the ICU parser in its full build and not in the no-parser build the browser gets', () => {
    const read = (file: string) =>
      readFileSync(
        new URL(
          `../../../node_modules/@formatjs/icu-messageformat-parser/${file}`,
          import.meta.url,
        ),
        'utf8',
      );
    expect(markersIn(read('index.js'))).toContain('ICU message parser');
    expect(markersIn(read('no-parser.js'))).toEqual([]);
  });
});
