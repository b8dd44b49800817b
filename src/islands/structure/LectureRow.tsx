import { memo } from 'react';
import type { StructureKind } from '../../api/chapters.ts';
import { formatDuration } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { moveDown, moveUp, type StructureLecture } from '../../stores/structure.ts';
import { useT } from '../use-t.ts';
import { ChapterSelect } from './ChapterSelect.tsx';
import { lectureUrl } from '../../routes/structure-urls.ts';
import { focusLater } from './focus-later.ts';

interface Props {
  readonly kind: StructureKind;
  readonly itemId: number;
  readonly locale: Locale;
  readonly lecture: StructureLecture;
  readonly chapterId: number;
  readonly chapterTitle: string;
  readonly canMoveUp: boolean;
  readonly canMoveDown: boolean;
}

const typeLabels = {
  VIDEO: 'structure.chapters.type.VIDEO',
  ARTICLE: 'structure.chapters.type.ARTICLE',
  CODE: 'structure.chapters.type.CODE',
  AUDIO: 'structure.chapters.type.AUDIO',
} as const;

/** One lecture of a chapter: drag handle, type, title (to its editor), duration and moves. */
export const LectureRow = memo(function LectureRow({
  kind,
  itemId,
  locale,
  lecture,
  chapterId,
  chapterTitle,
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
  if (typeof lecture.id !== 'number')
    return (
      <li className="lecture-row lecture-row--temporary" aria-busy="true">
        <span className="lecture-row__handle" aria-hidden="true" />
        {type}
        <span className="lecture-row__title">{lecture.title}</span>
        <span className="lecture-row__saving">{t('structure.chapters.saving')}</span>
      </li>
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
        <ChapterSelect
          lectureId={lectureId}
          lectureTitle={lecture.title}
          chapterId={chapterId}
          chapterTitle={chapterTitle}
        />
      </span>
    </li>
  );
});
