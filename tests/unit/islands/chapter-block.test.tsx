// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { ChapterBlock } from '../../../src/islands/structure/ChapterBlock.tsx';
import { $i18n } from '../../../src/stores/i18n.ts';
import {
  $collapsedChapters,
  chapterHeight,
  resetChapterView,
} from '../../../src/stores/structure/chapter-view.ts';
import { chapterOf, lectureOf } from '../stores/structure/fixture.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
const chapter = chapterOf({
  id: 1,
  title: 'Basics',
  lectures: [lectureOf({ id: 11, chapter_id: 1 }), lectureOf({ id: 12, chapter_id: 1 })],
});

function render(mounted: boolean): void {
  act(() =>
    root?.render(
      <ol>
        <ChapterBlock
          kind="courses"
          itemId={7}
          locale="en"
          chapter={chapter}
          isFirst
          isLast
          renaming={false}
          onRenaming={() => undefined}
          mounted={mounted}
          collapsed={$collapsedChapters.get().has(1)}
        />
      </ol>,
    ),
  );
}

describe('a chapter block', () => {
  beforeEach(() => {
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
  });
  afterEach(() => {
    act(() => root?.unmount());
    resetChapterView();
  });

  it('leaves rows off the screen unmounted, and mounts them when asked', () => {
    const container = document.createElement('div');
    root = createRoot(container);
    render(false);
    const block = container.querySelector('.chapter-block');
    expect(block?.hasAttribute('data-rows-pending')).toBe(true);
    expect(container.querySelectorAll('.lecture-row')).toHaveLength(0);
    render(true);
    expect(block?.hasAttribute('data-rows-pending')).toBe(false);
    expect(container.querySelectorAll('.lecture-row')).toHaveLength(2);
  });

  it('gives the height of its rows for while it is off screen and not rendered', () => {
    const container = document.createElement('div');
    root = createRoot(container);
    render(false);
    const block = container.querySelector<HTMLElement>('.chapter-block');
    expect(block?.style.getPropertyValue('contain-intrinsic-block-size')).toBe(
      `auto ${String(chapterHeight(2))}px`,
    );
  });

  it('collapses by hiding its lectures, the rows kept mounted, and expands again', () => {
    const container = document.createElement('div');
    root = createRoot(container);
    render(true);
    const toggle = container.querySelector<HTMLButtonElement>('[aria-controls]');
    const row = container.querySelector('.lecture-row');
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    expect(toggle?.getAttribute('aria-label')).toBe('Hide the lectures of Basics');
    act(() => toggle?.click());
    render(true);
    const list = container.querySelector('.chapter-block__lectures');
    expect(list?.hasAttribute('hidden')).toBe(true);
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    expect(toggle?.getAttribute('aria-label')).toBe('Show the lectures of Basics');
    expect(container.querySelector('.lecture-row')).toBe(row);
    act(() => toggle?.click());
    render(true);
    expect(list?.hasAttribute('hidden')).toBe(false);
  });
});
