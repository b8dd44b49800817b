import { memo, useRef, useState, type RefObject } from 'react';
import { MAX_TITLE_LENGTH } from '../../../server/src/contract/plain/chapters.ts';
import type { StructureKind } from '../../api/chapters.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  holdResort,
  releaseResort,
  deleteChapter,
  moveDown,
  moveLecture,
  moveUp,
  renameChapter,
  toggleDraft,
  type StructureChapter,
} from '../../stores/structure.ts';
import { chapterHeight, toggleChapter } from '../../stores/structure/chapter-view.ts';
import { askConfirm } from '../../stores/unsaved.ts';
import { RowMenu } from '../ui/RowMenu.tsx';
import { useT } from '../use-t.ts';
import { chapterEditUrl, lectureUrl } from '../../routes/structure-urls.ts';
import { focusLater } from './focus-later.ts';
import { LectureRow } from './LectureRow.tsx';
import { useNearViewport } from './near-viewport.ts';
import { useSortable, type SortableMove } from './use-sortable.ts';

interface Props {
  readonly kind: StructureKind;
  readonly itemId: number;
  readonly locale: Locale;
  readonly chapter: StructureChapter;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  /** The title field is open (a chapter just added). */
  readonly renaming: boolean;
  readonly onRenaming: (chapterId: number | null) => void;
  /** Its lecture rows are mounted (else they mount when the chapter nears the screen). */
  readonly mounted: boolean;
  /** Its lectures are hidden. */
  readonly collapsed: boolean;
}

/** Applies a lecture dropped into a list (the lists carry their chapter's id). */
function dropLecture({ item, to, newIndex }: SortableMove): void {
  const lectureId = Number(item.dataset['lectureId']);
  const chapterId = Number(to.dataset['chapterId']);
  if (lectureId > 0 && chapterId > 0) moveLecture(lectureId, chapterId, newIndex);
}

function RenameForm({
  chapterId,
  title,
  onDone,
}: {
  readonly chapterId: number;
  readonly title: string;
  readonly onDone: () => void;
}) {
  const t = useT();
  const [value, setValue] = useState(title);
  const [saving, setSaving] = useState(false);
  const id = `structure-chapter-title-${String(chapterId)}`;
  return (
    <form
      className="chapter-block__rename"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void renameChapter(chapterId, value).then((saved) => {
          setSaving(false);
          if (saved) onDone();
        });
      }}
    >
      <label htmlFor={id}>{t('structure.chapters.titleLabel')}</label>
      <input
        id={id}
        className="input"
        value={value}
        maxLength={MAX_TITLE_LENGTH}
        required
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <button type="submit" className="button button--primary" disabled={saving || !value.trim()}>
        {saving ? t('form.saving') : t('form.save')}
      </button>
      <button type="button" className="button" onClick={onDone}>
        {t('structure.chapters.cancel')}
      </button>
    </form>
  );
}

/** No list yet: a chapter whose rows wait to be mounted has nothing to drag. */
const noList: RefObject<HTMLOListElement | null> = { current: null };

/** A chapter with its lectures: title, draft mark, actions, and its own drop list of lectures. */
export const ChapterBlock = memo(function ChapterBlock({
  kind,
  itemId,
  locale,
  chapter,
  isFirst,
  isLast,
  renaming,
  onRenaming,
  mounted,
  collapsed,
}: Props) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const block = useRef<HTMLLIElement>(null);
  const title = chapter.title;
  const lectures = chapter.lectures;
  const near = useNearViewport(block, !mounted && !collapsed && lectures.length > 0);
  const rowsShown = mounted || near || lectures.length === 0;
  // The list's Sortable is made once its rows are mounted (the hook runs again with the list).
  useSortable(rowsShown ? list : noList, {
    group: 'structure-lectures',
    handle: '.lecture-row__handle',
    draggable: '[data-draggable]',
    onMove: dropLecture,
    onStart: holdResort,
    onDone: releaseResort,
  });

  if (typeof chapter.id !== 'number')
    return (
      <li className="chapter-block chapter-block--temporary" aria-busy="true">
        <div className="chapter-block__header">
          <span className="chapter-block__handle" aria-hidden="true" />
          <h2 className="chapter-block__title">{title}</h2>
          <span className="chapter-block__saving">{t('structure.chapters.saving')}</span>
        </div>
      </li>
    );
  const chapterId = chapter.id;
  const listId = `structure-chapter-lectures-${String(chapterId)}`;
  const focusKey = (which: string) => `[data-focus="chapter-${String(chapterId)}-${which}"]`;

  const remove = async () => {
    const confirmed = await askConfirm({
      title: t('structure.chapters.deleteTitle'),
      message: t('structure.chapters.deleteMessage', { title, count: lectures.length }),
      confirmLabel: t('structure.chapters.delete'),
      cancelLabel: t('structure.chapters.cancel'),
      danger: true,
    });
    if (confirmed) await deleteChapter(chapterId);
  };

  return (
    <li
      ref={block}
      className={`chapter-block${chapter.draft ? ' chapter-block--draft' : ''}`}
      data-chapter-id={chapterId}
      data-draggable=""
      data-rows-pending={rowsShown ? undefined : ''}
      aria-labelledby={`structure-chapter-${String(chapterId)}`}
      // Its height off screen before it was first rendered, rows included (`content-visibility:
      // auto`; a chapter is collapsed only once rendered). Rows not mounted yet mount when it
      // nears the screen.
      style={{ containIntrinsicBlockSize: `auto ${String(chapterHeight(lectures.length))}px` }}
    >
      <div className="chapter-block__header">
        <span
          className="chapter-block__handle"
          aria-hidden="true"
          title={t('structure.chapters.dragHint')}
        />
        <button
          type="button"
          className="icon-button"
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={t(
            collapsed ? 'structure.chapters.expandChapter' : 'structure.chapters.collapseChapter',
            { title },
          )}
          data-focus={`chapter-${String(chapterId)}-toggle`}
          onClick={() => toggleChapter(chapterId)}
        >
          {collapsed ? '▸' : '▾'}
        </button>
        {renaming ? (
          <RenameForm
            chapterId={chapterId}
            title={title}
            onDone={() => {
              onRenaming(null);
              focusLater(focusKey('menu'));
            }}
          />
        ) : (
          <h2 className="chapter-block__title" id={`structure-chapter-${String(chapterId)}`}>
            {title}
          </h2>
        )}
        {chapter.draft && (
          <span className="chapter-block__draft">{t('structure.chapters.draft')}</span>
        )}
        <span className="chapter-block__actions">
          <label className="chapter-block__draft-toggle">
            <input
              type="checkbox"
              checked={chapter.draft}
              aria-label={t('structure.chapters.draftOf', { title })}
              onChange={() => void toggleDraft(chapterId)}
            />
            <span aria-hidden="true">{t('structure.chapters.draft')}</span>
          </label>
          <button
            type="button"
            className="icon-button"
            aria-label={t('structure.chapters.moveChapterUp', { title })}
            title={t('structure.chapters.moveUp')}
            disabled={isFirst}
            data-focus={`chapter-${String(chapterId)}-up`}
            onClick={() => {
              moveUp({ type: 'chapter', id: chapterId });
              focusLater(focusKey('up'), focusKey('down'));
            }}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('structure.chapters.moveChapterDown', { title })}
            title={t('structure.chapters.moveDown')}
            disabled={isLast}
            data-focus={`chapter-${String(chapterId)}-down`}
            onClick={() => {
              moveDown({ type: 'chapter', id: chapterId });
              focusLater(focusKey('down'), focusKey('up'));
            }}
          >
            ↓
          </button>
          <RowMenu
            label={t('structure.chapters.actionsOf', { title })}
            focusKey={`chapter-${String(chapterId)}-menu`}
            items={() => [
              ...(renaming
                ? []
                : [
                    {
                      key: 'rename',
                      label: t('structure.chapters.rename'),
                      onSelect: () => onRenaming(chapterId),
                    },
                  ]),
              {
                key: 'edit',
                label: t('structure.chapters.edit'),
                href: chapterEditUrl(locale, kind, itemId, chapterId),
              },
              {
                key: 'delete',
                label: t('structure.chapters.delete'),
                danger: true,
                onSelect: () => void remove(),
              },
            ]}
          />
        </span>
      </div>
      <ol
        ref={list}
        id={listId}
        className="chapter-block__lectures"
        data-chapter-id={chapterId}
        aria-label={t('structure.chapters.lecturesOf', { title })}
        hidden={collapsed}
      >
        {rowsShown &&
          lectures.map((lecture, index) => (
            <LectureRow
              key={lecture.id}
              kind={kind}
              itemId={itemId}
              locale={locale}
              lecture={lecture}
              chapterId={chapterId}
              canMoveUp={!isFirst || index > 0}
              canMoveDown={!isLast || index < lectures.length - 1}
            />
          ))}
      </ol>
      {lectures.length === 0 && !collapsed && (
        <p className="chapter-block__empty">{t('structure.chapters.emptyChapter')}</p>
      )}
      <div className="chapter-block__footer" hidden={collapsed}>
        <a
          className="button button--small"
          aria-label={t('structure.chapters.addLectureTo', { title })}
          href={lectureUrl(locale, kind, itemId, chapterId, 'create')}
        >
          {t('structure.chapters.addLecture')}
        </a>
      </div>
    </li>
  );
});
