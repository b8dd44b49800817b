import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import type { StructureKind } from '../../api/chapters.ts';
import { $page } from '../../stores/page.ts';
import {
  $structure,
  $structureAnnouncement,
  addChapter,
  holdResort,
  releaseResort,
  isCreating,
  loadStructure,
  moveChapter,
} from '../../stores/structure.ts';
import {
  $collapsedChapters,
  $mountedChapters,
  chaptersOnScreen,
  resetChapterView,
  startMounting,
} from '../../stores/structure/chapter-view.ts';
import { ItemFrame } from '../ui/ItemFrame.tsx';
import { EmptyState, LoadFailed, Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { ChapterBlock } from './ChapterBlock.tsx';
import { quickUrl } from '../../routes/structure-urls.ts';
import { useSortable, type SortableMove } from './use-sortable.ts';

function dropChapter({ oldIndex, newIndex }: SortableMove): void {
  moveChapter(oldIndex, newIndex);
}

function ChaptersEditor({ kind, id }: { readonly kind: StructureKind; readonly id: number }) {
  const t = useT();
  const { locale } = useStore($page);
  const state = useStore($structure);
  const announcement = useStore($structureAnnouncement);
  const mountedCount = useStore($mountedChapters);
  const collapsed = useStore($collapsedChapters);
  const [renaming, setRenaming] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useSortable(list, {
    group: 'structure-chapters',
    handle: '.chapter-block__handle',
    draggable: '[data-draggable]',
    onMove: dropChapter,
    onStart: holdResort,
    onDone: releaseResort,
  });
  const onRenaming = useCallback((chapterId: number | null) => setRenaming(chapterId), []);

  useEffect(() => {
    void loadStructure(kind, id);
    return resetChapterView;
  }, [kind, id]);

  const mine = state.kind === kind && state.id === id;
  const chapters = mine ? state.chapters : [];
  const canAdd = mine && state.status === 'ready' && !isCreating(chapters);
  const shown = chapters.length > 0;
  const latest = useRef(chapters);
  latest.current = chapters;
  // The rows on screen are rendered with the chapters; the rest mount after, a chapter at a time.
  useEffect(() => {
    if (!shown) return;
    return startMounting(
      latest.current.map((chapter) => chapter.lectures.length),
      window.innerHeight,
    );
  }, [shown]);
  const onScreen =
    mountedCount > 0 || !shown
      ? mountedCount
      : chaptersOnScreen(
          chapters.map((chapter) => chapter.lectures.length),
          window.innerHeight,
        );

  return (
    <section className="structure" aria-busy={state.status === 'loading'}>
      <div className="structure__toolbar">
        <button
          type="button"
          className="button button--primary"
          disabled={!canAdd}
          onClick={() =>
            void addChapter().then((chapterId) => {
              if (chapterId !== null) setRenaming(chapterId);
            })
          }
        >
          {t('structure.chapters.addChapter')}
        </button>
        <a className="button" href={quickUrl(locale, kind, id)}>
          {t('structure.chapters.quickMode')}
        </a>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {(!mine || state.status === 'loading') && chapters.length === 0 && <Skeleton shape="list" />}
      {mine && state.status === 'error' && (
        <LoadFailed onRetry={() => void loadStructure(kind, id)} />
      )}
      {mine && state.status === 'ready' && chapters.length === 0 && (
        <EmptyState title={t('structure.chapters.empty')} />
      )}
      <ol ref={list} className="structure__chapters" aria-label={t('structure.chapters.listLabel')}>
        {chapters.map((chapter, index) => (
          <ChapterBlock
            key={chapter.id}
            kind={kind}
            itemId={id}
            locale={locale}
            chapter={chapter}
            isFirst={index === 0}
            isLast={index === chapters.length - 1}
            renaming={renaming === chapter.id}
            onRenaming={onRenaming}
            mounted={index < onScreen}
            collapsed={typeof chapter.id === 'number' && collapsed.has(chapter.id)}
          />
        ))}
      </ol>
    </section>
  );
}

/** The chapters and lectures of a course or ebook, in order, dragged or moved from the keyboard. */
export default function ChaptersScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need={null}>
      {(item) => kind !== 'articles' && <ChaptersEditor kind={kind} id={item.id} />}
    </ItemFrame>
  );
}
