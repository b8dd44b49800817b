/** The translate function pages and islands share (intl-messageformat, no `@formatjs/intl`). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { translator } from '../../../src/i18n/intl.ts';

const messages = {
  plain: 'Courses',
  count: '{count, plural, one {# course} other {# courses}}',
  named: 'Hello {name}',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('translator', () => {
  for (const [kind, catalogue] of [
    ['text', messages],
    ['compiled', compileMessages(messages)],
  ] as const) {
    it(`formats ${kind} messages with their values`, () => {
      const t = translator('en', catalogue);
      expect(t('plain')).toBe('Courses');
      expect(t('count', { count: 1 })).toBe('1 course');
      expect(t('count', { count: 3 })).toBe('3 courses');
      expect(t('named', { name: 'Ada' })).toBe('Hello Ada');
    });
  }

  it('falls back to the id for a missing message, silently at build time', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(translator('en', messages)('nope')).toBe('nope');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs an [i18n] line and falls back when a value the message needs is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(translator('en', compileMessages(messages))('named')).toBe('named');
    expect(translator('en', messages)('named')).toBe('Hello {name}');
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[i18n\] /);
  });
});
