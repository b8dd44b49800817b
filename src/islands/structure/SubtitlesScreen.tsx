import { useStore } from '@nanostores/react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import type { Lecture } from '../../../server/src/contract/chapters.ts';
import {
  subtitleLanguageList,
  type SubtitleLanguage,
} from '../../../server/src/contract/plain/chapters.ts';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import type { StructureKind } from '../../api/chapters.ts';
import {
  $subtitles,
  $subtitleSlots,
  $videosRemoving,
  loadSubtitles,
  removeAllVideos,
  removeSubtitle,
  slotKey,
  uploadSubtitle,
} from '../../stores/structure/subtitles.ts';
import { FormField } from '../form/FormField.tsx';
import { useT } from '../use-t.ts';
import { OutlineFrame } from './OutlineFrame.tsx';
import { uploadText } from './upload-text.ts';

const languageLabels = {
  'zh-TW': 'subtitles.language.zhTW',
  'zh-CN': 'subtitles.language.zhCN',
  en: 'subtitles.language.en',
} as const satisfies Record<SubtitleLanguage, string>;

function SubtitleCell({
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
  const inputId = `subtitle-${String(lecture.id)}-${language}`;
  return (
    <td>
      {subtitle && (
        <p className="subtitle-cell__file">
          <a href={subtitle.url} target="_blank" rel="noreferrer">
            {subtitle.name}
          </a>{' '}
          <button
            type="button"
            className="link-button"
            aria-label={t('subtitles.deleteLabel', {
              language: languageName,
              lecture: lecture.title,
            })}
            onClick={() => void removeSubtitle(kind, id, subtitle)}
          >
            {t('subtitles.delete')}
          </button>
        </p>
      )}
      <label className="visually-hidden" htmlFor={inputId}>
        {t('subtitles.uploadLabel', { language: languageName, lecture: lecture.title })}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".vtt,.srt"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) uploadSubtitle(kind, id, lecture.id, language, file);
        }}
      />
      {slot && (
        <p
          className={
            slot.status === 'REFUSED' || slot.status === 'FAILED'
              ? 'subtitle-cell__status subtitle-cell__status--error'
              : 'subtitle-cell__status'
          }
          role={slot.status === 'REFUSED' || slot.status === 'FAILED' ? 'alert' : 'status'}
        >
          {slot.status === 'REFUSED' ? slot.error : uploadText(t, slot)}
        </p>
      )}
    </td>
  );
}

function DeleteAllVideos({ kind, item }: { kind: StructureKind; item: ItemDetail }) {
  const t = useT();
  const removing = useStore($videosRemoving);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === item.title.trim();
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void removeAllVideos(kind, item.id, item.title, typed).then((count) => {
      if (count !== null) setTyped('');
    });
  };
  return (
    <section className="lecture-section lecture-section--danger" aria-labelledby="videos-title">
      <h3 id="videos-title">{t('subtitles.videos.title')}</h3>
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
    body = (
      <div role="alert">
        <p>{t('outline.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void loadSubtitles(kind, item.id)}>
          {t('outline.retry')}
        </button>
      </div>
    );
  else if (state.status !== 'ready')
    body = (
      <p role="status" aria-busy="true">
        {t('outline.loading')}
      </p>
    );
  else if (state.chapters.every((chapter) => chapter.lectures.length === 0))
    body = <p className="lecture-note">{t('subtitles.empty')}</p>;
  else
    body = (
      <table className="subtitle-table">
        <caption className="visually-hidden">{t('subtitles.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('subtitles.lecture')}</th>
            {subtitleLanguageList.map((language) => (
              <th key={language} scope="col">
                {t(languageLabels[language])}
              </th>
            ))}
          </tr>
        </thead>
        {state.chapters.map((chapter) => (
          <tbody key={chapter.id}>
            <tr>
              <th scope="colgroup" colSpan={subtitleLanguageList.length + 1}>
                {chapter.title}
              </th>
            </tr>
            {chapter.lectures.map((lecture) => (
              <tr key={lecture.id}>
                <th scope="row">{lecture.title}</th>
                {subtitleLanguageList.map((language) => (
                  <SubtitleCell
                    key={language}
                    kind={kind}
                    id={item.id}
                    lecture={lecture}
                    language={language}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    );

  return (
    <div className="lecture-screen">
      <section className="lecture-section" aria-labelledby="subtitles-title">
        <h3 id="subtitles-title">{t('subtitles.title')}</h3>
        <p className="lecture-note">{t('subtitles.hint')}</p>
        {body}
      </section>
      <DeleteAllVideos kind={kind} item={item} />
    </div>
  );
}

/** Subtitles of every lecture per language, and removing all of the course's videos. */
export default function SubtitlesScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <OutlineFrame kind={kind} kinds={['courses']}>
      {(structureKind, item) => <Subtitles kind={structureKind} item={item} />}
    </OutlineFrame>
  );
}
