import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $chapterChoices, moveToChapter } from '../../stores/structure.ts';
import { useT } from '../use-t.ts';
import { focusLater } from './focus-later.ts';

interface Props {
  readonly lectureId: number;
  readonly lectureTitle: string;
  readonly chapterId: number;
  readonly chapterTitle: string;
}

function ChapterOptions() {
  const choices = useStore($chapterChoices);
  return (
    <>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.title}
        </option>
      ))}
    </>
  );
}

/**
 * The "move to chapter" select of a lecture. Until it is focused or pointed at it holds the
 * lecture's own chapter only, so hundreds of rows do not render every chapter's title.
 */
export function ChapterSelect({ lectureId, lectureTitle, chapterId, chapterTitle }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = `structure-move-${String(lectureId)}`;
  const expand = () => setOpen(true);
  return (
    <span className="lecture-row__move-to">
      <label className="visually-hidden" htmlFor={id}>
        {t('structure.chapters.moveToChapter', { title: lectureTitle })}
      </label>
      <select
        id={id}
        className="lecture-row__select"
        value={chapterId}
        data-focus={`lecture-${String(lectureId)}-chapter`}
        onFocus={expand}
        onPointerEnter={expand}
        onChange={(event) => {
          moveToChapter(lectureId, Number(event.target.value));
          focusLater(`[data-focus="lecture-${String(lectureId)}-chapter"]`);
        }}
      >
        {open ? <ChapterOptions /> : <option value={chapterId}>{chapterTitle}</option>}
      </select>
    </span>
  );
}
