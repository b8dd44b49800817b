// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { OutlineList } from '../../../src/islands/structure/QuickOutlineScreen.tsx';
import { $i18n } from '../../../src/stores/i18n.ts';
import { $outline } from '../../../src/stores/structure/outline.ts';
import { chapterOf, lectureOf } from '../stores/structure/fixture.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;

describe('the quick outline', () => {
  beforeEach(() => {
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
  });
  afterEach(() => {
    act(() => root?.unmount());
    $outline.set({ status: 'idle' });
  });

  it('links each chapter\'s "Add lecture" to a new lecture (id create) in that chapter', () => {
    $outline.set({
      status: 'ready',
      chapters: [
        chapterOf({ id: 1, title: 'Basics', lectures: [lectureOf({ id: 11, chapter_id: 1 })] }),
        chapterOf({ id: 2, title: 'More' }),
      ],
    });
    const container = document.createElement('div');
    root = createRoot(container);
    act(() => root?.render(<OutlineList kind="courses" id={7} locale="en" />));
    const links = [...container.querySelectorAll('a')].map((link) => [
      link.getAttribute('aria-label'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Add lecture to chapter Basics', '/en/courses/7/chapters/1/lectures/create'],
      ['Add lecture to chapter More', '/en/courses/7/chapters/2/lectures/create'],
    ]);
  });
});
