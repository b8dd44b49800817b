import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { locales } from '../../../src/i18n/locales.ts';
import { readAreaMessages, readCatalog } from '../../../src/i18n/message-files.ts';

describe('message files', () => {
  it('give the build and the scripts the same catalogue of every area', () => {
    for (const locale of locales) expect(readCatalog(locale)).toEqual(catalogs[locale]);
    expect(readAreaMessages().map((area) => area.area)).toContain('shared');
  });

  it("join the areas' files of a locale, a missing file reading as empty", () => {
    const dir = mkdtempSync(join(tmpdir(), 'messages-'));
    mkdirSync(join(dir, 'coupons'));
    mkdirSync(join(dir, 'shared'));
    writeFileSync(join(dir, 'coupons', 'en.json'), '{"coupons.title":"Coupons"}');
    writeFileSync(join(dir, 'shared', 'en.json'), '{"app.name":"Back office"}');
    expect(readCatalog('en', dir)).toEqual({
      'coupons.title': 'Coupons',
      'app.name': 'Back office',
    });
    const coupons = readAreaMessages(dir).find((area) => area.area === 'coupons');
    expect(coupons?.locales['zh-TW']).toEqual({});
  });
});
