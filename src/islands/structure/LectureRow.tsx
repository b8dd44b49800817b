import { memo } from 'react';
import type { StructureKind } from '../../api/chapters.ts';
import { formatDuration } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  $chapterChoices,
  deleteLecture,
  moveDown,
  moveToChapter,
  moveUp,
  type StructureLecture,
} from '../../stores/structure.ts';
import { RowMenu, type RowMenuItem } from '../ui/RowMenu.tsx';
import { useT } from '../use-t.ts';
import { lectureUrl } from '../../routes/structure-urls.ts';
import { focusLater } from './focus-later.ts';

interface Props {
  readonly kind: StructureKind;
  readonly itemId: number;
  readonly locale: Locale;
  readonly lecture: StructureLecture;
  readonly chapterId: number;
  readonly canMoveUp: boolean;
  readonly canMoveDown: boolean;
}

const typeLabels = {
  VIDEO: 'structure.chapters.type.VIDEO',
  ARTICLE: 'structure.chapters.type.ARTICLE',
  CODE: 'structure.chapters.type.CODE',
  AUDIO: 'structure.chapters.type.AUDIO',
} as const;

/**
 * One lecture of a chapter: drag handle, type, title (to its editor), duration, moves up and down,
 * and a row menu to edit it, move it to another chapter or delete it. The menu's entries are built only while
 * it is open, so hundreds of rows do not render every chapter's title.
 */
export const LectureRow = memo(function LectureRow({
  kind,
  itemId,
  locale,
  lecture,
  chapterId,
  canMoveUp,
  canMoveDown,
}: Props) {
  const t = useT();
  const type = <span className="lecture-row__type">{t(typeLabels[lecture.type])}</span>;
  const duration = lecture.duration !== null && (
    <time
      className="lecture-row__duration"
      dateTime={`PT${String(lecture.duration)}S`}
      title={t('structure.chapters.duration', { duration: formatDuration(lecture.duration) })}
    >
      {formatDuration(lecture.duration)}
    </time>
  );
  const lectureId = lecture.id;
  const focusKey = (which: string) => `[data-focus="lecture-${String(lectureId)}-${which}"]`;
  return (
    <li className="lecture-row" data-lecture-id={lectureId} data-draggable="">
      <span
        className="lecture-row__handle"
        aria-hidden="true"
        title={t('structure.chapters.dragHint')}
      />
      {type}
      <a
        className="lecture-row__title"
        href={lectureUrl(locale, kind, itemId, chapterId, lectureId)}
        data-focus={`lecture-${String(lectureId)}-link`}
      >
        {lecture.title}
      </a>
      {duration}
      <span className="lecture-row__actions">
        <button
          type="button"
          className="icon-button"
          aria-label={t('structure.chapters.moveLectureUp', { title: lecture.title })}
          title={t('structure.chapters.moveUp')}
          disabled={!canMoveUp}
          data-focus={`lecture-${String(lectureId)}-up`}
          onClick={() => {
            moveUp({ type: 'lecture', id: lectureId });
            focusLater(focusKey('up'), focusKey('down'));
          }}
        >
          ↑
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('structure.chapters.moveLectureDown', { title: lecture.title })}
          title={t('structure.chapters.moveDown')}
          disabled={!canMoveDown}
          data-focus={`lecture-${String(lectureId)}-down`}
          onClick={() => {
            moveDown({ type: 'lecture', id: lectureId });
            focusLater(focusKey('down'), focusKey('up'));
          }}
        >
          ↓
        </button>
        <RowMenu
          label={t('structure.chapters.lectureActionsOf', { title: lecture.title })}
          focusKey={`lecture-${String(lectureId)}-menu`}
          items={() => [
            {
              key: 'edit',
              label: t('structure.chapters.editLecture'),
              href: lectureUrl(locale, kind, itemId, chapterId, lectureId),
            },
            ...$chapterChoices
              .get()
              .filter((choice) => choice.id !== chapterId)
              .map((choice): RowMenuItem => ({
                key: `move-${String(choice.id)}`,
                label: t('structure.chapters.moveToNamed', { chapter: choice.title }),
                onSelect: () => {
                  moveToChapter(lectureId, choice.id);
                  focusLater(focusKey('menu'));
                },
              })),
            {
              key: 'delete',
              label: t('structure.lecture.delete'),
              danger: true,
              onSelect: () =>
                void deleteLecture(lectureId).then((deleted) => {
                  if (deleted) focusLater(`[data-focus="chapter-${String(chapterId)}-menu"]`);
                }),
            },
          ]}
        />
      </span>
    </li>
  );
});
