/** The message check finds a call that leaves out a value its message names. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { missingValues } from '../../../scripts/message-callers.ts';

const catalogs = [
  { 'a.price': 'Pay {price}', 'a.plain': 'Hello' },
  { 'a.price': '{kind, select, course {課程 {price}} other {{price}}}', 'a.plain': '你好' },
];

it('names each call that does not give every value, in any locale', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'callers-')), 'screen.tsx');
  writeFileSync(
    file,
    [
      "t('a.price', { amount: 1 });",
      "t('a.price', { price: 'NT$1', kind: 'course' });",
      "t('a.price', { price: 'NT$1' });",
      "t('a.price', values);",
      "t('a.price', { ...values });",
      "t('a.plain');",
      "t('a.price');",
    ].join('\n'),
  );
  expect(missingValues([file], catalogs)).toEqual([
    `${file}:1: "a.price" is not given price, kind`,
    `${file}:3: "a.price" is not given kind`,
    `${file}:7: "a.price" is not given price, kind`,
  ]);
});
