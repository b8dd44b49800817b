import { useStore } from '@nanostores/react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import type { Chapter, Lecture } from '../../../server/src/contract/chapters.ts';
import {
  subtitleLanguageList,
  type SubtitleLanguage,
} from '../../../server/src/contract/plain/chapters.ts';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import type { StructureKind } from '../../api/chapters.ts';
import { formatBytes } from '../../i18n/format.ts';
import {
  $subtitles,
  $subtitleSlots,
  $videosRemoving,
  SUBTITLE_EXTENSIONS,
  SUBTITLE_MAX_BYTES,
  loadSubtitles,
  removeAllVideos,
  removeSubtitle,
  slotKey,
  uploadSubtitle,
} from '../../stores/structure/subtitles.ts';
import { FormField } from '../form/FormField.tsx';
import { DropZone } from '../ui/DropZone.tsx';
import { LoadFailed, Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { OutlineFrame } from './OutlineFrame.tsx';
import { uploadText } from './upload-text.ts';

const languageLabels = {
  'zh-TW': 'subtitles.language.zhTW',
  'zh-CN': 'subtitles.language.zhCN',
  en: 'subtitles.language.en',
} as const satisfies Record<SubtitleLanguage, string>;

const MOVING = new Set(['QUEUE', 'UPLOADING', 'PAUSE']);

/** One language of a lecture: its file (to open), a drop zone to upload or replace, and delete. */
function SubtitleChip({
  kind,
  id,
  lecture,
  language,
}: {
  kind: StructureKind;
  id: number;
  lecture: Lecture;
  language: SubtitleLanguage;
}) {
  const t = useT();
  const slot = useStore($subtitleSlots)[slotKey(lecture.id, language)];
  const subtitle = lecture.subtitles.find((candidate) => candidate.language === language);
  const languageName = t(languageLabels[language]);
  const names = { language: languageName, lecture: lecture.title };
  const uploadId = slot && 'uploadId' in slot && MOVING.has(slot.status) ? slot.uploadId : null;
  const error =
    slot?.status === 'REFUSED'
      ? slot.error
      : slot?.status === 'FAILED'
        ? uploadText(t, slot)
        : null;
  return (
    <li className={`subtitle-chip${subtitle ? ' subtitle-chip--filled' : ''}`}>
      <DropZone
        id={`subtitle-${String(lecture.id)}-${language}`}
        compact
        label={subtitle ? t('subtitles.replace') : t('subtitles.upload')}
        inputLabel={
          subtitle ? t('subtitles.replaceLabel', names) : t('subtitles.uploadLabel', names)
        }
        accept={SUBTITLE_EXTENSIONS.join(',')}
        types={t('subtitles.types')}
        maxBytes={SUBTITLE_MAX_BYTES}
        disabled={uploadId !== null}
        uploadIds={uploadId === null ? [] : [uploadId]}
        error={error}
        onFiles={([file]) => {
          if (file) uploadSubtitle(kind, id, lecture.id, language, file);
        }}
      >
        <div className="subtitle-chip__head">
          <span className="subtitle-chip__language">{languageName}</span>
          {subtitle && (
            <button
              type="button"
              className="subtitle-chip__delete"
              aria-label={t('subtitles.deleteLabel', names)}
              title={t('subtitles.delete')}
              onClick={() => void removeSubtitle(kind, id, subtitle)}
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </button>
          )}
        </div>
        {subtitle ? (
          <a className="subtitle-chip__file" href={subtitle.url} target="_blank" rel="noreferrer">
            {subtitle.name}
          </a>
        ) : (
          <span className="subtitle-chip__none">{t('subtitles.none')}</span>
        )}
      </DropZone>
    </li>
  );
}

function LectureSubtitles({
  kind,
  id,
  lecture,
}: {
  kind: StructureKind;
  id: number;
  lecture: Lecture;
}) {
  const t = useT();
  return (
    <li className="subtitle-row">
      <span className="subtitle-row__title">{lecture.title}</span>
      <ul
        className="subtitle-row__chips"
        aria-label={t('subtitles.languagesOf', { lecture: lecture.title })}
      >
        {subtitleLanguageList.map((language) => (
          <SubtitleChip key={language} kind={kind} id={id} lecture={lecture} language={language} />
        ))}
      </ul>
    </li>
  );
}

function ChapterSubtitles({
  kind,
  id,
  chapter,
}: {
  kind: StructureKind;
  id: number;
  chapter: Chapter;
}) {
  const t = useT();
  const headingId = `subtitles-chapter-${String(chapter.id)}`;
  if (chapter.lectures.length === 0) return null;
  return (
    <li className="subtitle-chapter" aria-labelledby={headingId}>
      <h3 id={headingId} className="subtitle-chapter__title">
        {chapter.title}
      </h3>
      <ul
        className="subtitle-chapter__lectures"
        aria-label={t('subtitles.lecturesOf', { chapter: chapter.title })}
      >
        {chapter.lectures.map((lecture) => (
          <LectureSubtitles key={lecture.id} kind={kind} id={id} lecture={lecture} />
        ))}
      </ul>
    </li>
  );
}

function DeleteAllVideos({ kind, item }: { kind: StructureKind; item: ItemDetail }) {
  const t = useT();
  const removing = useStore($videosRemoving);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === item.title.trim();
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void removeAllVideos(kind, item.id, item.title, typed).then((done) => {
      if (done) setTyped('');
    });
  };
  return (
    <section className="lecture-section lecture-section--danger" aria-labelledby="videos-title">
      <h2 id="videos-title">{t('subtitles.videos.title')}</h2>
      <p className="lecture-note">{t('subtitles.videos.hint', { title: item.title })}</p>
      <form noValidate onSubmit={onSubmit}>
        <FormField
          id="videos-confirm"
          label={t('subtitles.videos.confirmLabel')}
          value={typed}
          autoComplete="off"
          onValue={setTyped}
        />
        <button type="submit" className="button button--danger" disabled={!matches || removing}>
          {t('subtitles.videos.delete')}
        </button>
      </form>
    </section>
  );
}

function Subtitles({ kind, item }: { kind: StructureKind; item: ItemDetail }) {
  const t = useT();
  const state = useStore($subtitles);
  useEffect(() => {
    void loadSubtitles(kind, item.id);
  }, [kind, item.id]);

  let body;
  if (state.status === 'error')
    body = <LoadFailed onRetry={() => void loadSubtitles(kind, item.id)} />;
  else if (state.status !== 'ready') body = <Skeleton shape="list" />;
  else if (state.chapters.every((chapter) => chapter.lectures.length === 0))
    body = <p className="lecture-note">{t('subtitles.empty')}</p>;
  else {
    const lectures = state.chapters.flatMap((chapter) => chapter.lectures);
    body = (
      <>
        <p className="subtitles__count">
          {t('subtitles.count', {
            done: lectures.reduce((sum, lecture) => sum + lecture.subtitles.length, 0),
            total: lectures.length * subtitleLanguageList.length,
          })}
        </p>
        <ol className="subtitles__chapters" aria-label={t('subtitles.caption')}>
          {state.chapters.map((chapter) => (
            <ChapterSubtitles key={chapter.id} kind={kind} id={item.id} chapter={chapter} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <div className="lecture-screen">
      <section className="lecture-section" aria-labelledby="subtitles-title">
        <h2 id="subtitles-title">{t('subtitles.title')}</h2>
        <p className="lecture-note">
          {t('subtitles.hint')}{' '}
          {t('ui.dropZone.typesAndSize', {
            types: t('subtitles.types'),
            size: formatBytes(SUBTITLE_MAX_BYTES),
          })}
        </p>
        {body}
      </section>
      <DeleteAllVideos kind={kind} item={item} />
    </div>
  );
}

/** Subtitles of every lecture, a chip per language, and removing all of the course's videos. */
export default function SubtitlesScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <OutlineFrame kind={kind} kinds={['courses']}>
      {(structureKind, item) => <Subtitles kind={structureKind} item={item} />}
    </OutlineFrame>
  );
}
