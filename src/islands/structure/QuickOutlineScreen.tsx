import { useStore } from '@nanostores/react';
import { useEffect, type DragEvent, type KeyboardEvent } from 'react';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import type { StructureKind } from '../../api/chapters.ts';
import type { Locale } from '../../i18n/locales.ts';
import { countOutline } from '../../lib/outline.ts';
import { $page } from '../../stores/page.ts';
import {
  $dropChapterId,
  $droppedUploads,
  $outline,
  $outlineBusy,
  $outlinePreview,
  $pasteText,
  chooseDropChapter,
  createFromPaste,
  deleteOutlineLecture,
  dropVideos,
  loadOutline,
  renameChapter,
  renameLecture,
  setPasteText,
} from '../../stores/structure/outline.ts';
import { SelectField } from '../form/SelectField.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { DropZone } from '../ui/DropZone.tsx';
import { LoadFailed, Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { chaptersUrl, lectureUrl } from '../../routes/structure-urls.ts';
import { OutlineFrame } from './OutlineFrame.tsx';

function blurOnEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Enter') event.currentTarget.blur();
}

/** The outline as one editable list, with "Add lecture" under each chapter. */
export function OutlineList({
  kind,
  id,
  locale,
}: {
  kind: StructureKind;
  id: number;
  locale: Locale;
}) {
  const t = useT();
  const outline = useStore($outline);
  if (outline.status === 'error') return <LoadFailed onRetry={() => void loadOutline(kind, id)} />;
  if (outline.status !== 'ready') return <Skeleton shape="list" />;
  if (outline.chapters.length === 0) return <p className="lecture-note">{t('outline.empty')}</p>;
  return (
    <ol className="outline-list" aria-label={t('outline.listLabel')}>
      {outline.chapters.map((chapter, chapterIndex) => (
        <li key={chapter.id} className="outline-list__chapter">
          <input
            key={chapter.title}
            className="outline-list__input"
            defaultValue={chapter.title}
            aria-label={t('outline.chapterTitle', { number: chapterIndex + 1 })}
            onKeyDown={blurOnEnter}
            onBlur={(event) => void renameChapter(kind, id, chapter.id, event.target.value)}
          />
          {chapter.lectures.length > 0 && (
            <ol className="outline-list__lectures">
              {chapter.lectures.map((lecture, lectureIndex) => (
                <li key={lecture.id} className="outline-list__lecture">
                  <input
                    key={lecture.title}
                    className="outline-list__input"
                    defaultValue={lecture.title}
                    aria-label={t('outline.lectureTitle', {
                      chapter: chapterIndex + 1,
                      number: lectureIndex + 1,
                    })}
                    onKeyDown={blurOnEnter}
                    onBlur={(event) => void renameLecture(lecture.id, event.target.value)}
                  />
                  <button
                    type="button"
                    className="button button--small button--danger"
                    aria-label={t('outline.deleteLecture', {
                      chapter: chapterIndex + 1,
                      number: lectureIndex + 1,
                      title: lecture.title,
                    })}
                    onClick={() => void deleteOutlineLecture(kind, id, lecture.id)}
                  >
                    {t('structure.lecture.delete')}
                  </button>
                </li>
              ))}
            </ol>
          )}
          <a
            className="button button--small"
            aria-label={t('structure.chapters.addLectureTo', { title: chapter.title })}
            href={lectureUrl(locale, kind, id, chapter.id, 'create')}
          >
            {t('structure.chapters.addLecture')}
          </a>
        </li>
      ))}
    </ol>
  );
}

function PasteBox({ kind, id }: { kind: StructureKind; id: number }) {
  const t = useT();
  const text = useStore($pasteText);
  const preview = useStore($outlinePreview);
  const busy = useStore($outlineBusy);
  const counts = countOutline(preview);
  return (
    <section className="lecture-section" aria-labelledby="outline-paste-title">
      <h2 id="outline-paste-title">{t('outline.pasteTitle')}</h2>
      <p className="lecture-note">{t('outline.pasteHint')}</p>
      <TextAreaField
        id="outline-paste"
        label={t('outline.pasteLabel')}
        value={text}
        rows={10}
        onValue={setPasteText}
      />
      {preview.length > 0 && (
        <div className="outline-preview" aria-labelledby="outline-preview-title">
          <h3 id="outline-preview-title">{t('outline.previewTitle')}</h3>
          <p aria-live="polite">{t('outline.previewCount', counts)}</p>
          <ol>
            {preview.map((chapter, index) => (
              <li key={`${String(index)}-${chapter.title}`}>
                {chapter.title}
                {chapter.lectures.length > 0 && (
                  <ul>
                    {chapter.lectures.map((title, lectureIndex) => (
                      <li key={`${String(lectureIndex)}-${title}`}>{title}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={preview.length === 0 || busy}
        onClick={() => void createFromPaste(kind, id)}
      >
        {t('outline.create')}
      </button>
    </section>
  );
}

function VideoDrop({ kind, id }: { kind: StructureKind; id: number }) {
  const t = useT();
  const outline = useStore($outline);
  const chosen = useStore($dropChapterId);
  const busy = useStore($outlineBusy);
  const dropped = useStore($droppedUploads);
  const chapters = outline.status === 'ready' ? outline.chapters : [];
  if (chapters.length === 0) return null;
  const value = String(chosen ?? chapters[0]?.id ?? '');
  return (
    <section className="lecture-section" aria-labelledby="outline-drop-title">
      <h2 id="outline-drop-title">{t('outline.dropTitle')}</h2>
      <p className="lecture-note">{t('outline.dropHint')}</p>
      <SelectField
        id="outline-drop-chapter"
        label={t('outline.dropChapter')}
        value={value}
        options={chapters.map((chapter) => ({ value: String(chapter.id), label: chapter.title }))}
        onValue={(chapterId) => chooseDropChapter(Number(chapterId))}
      />
      <DropZone
        id="outline-drop-files"
        label={t('outline.dropChoose')}
        accept="video/*"
        types={t('outline.dropTypes')}
        multiple
        disabled={busy}
        uploadIds={dropped}
        onFiles={(files) => void dropVideos(kind, id, files)}
      />
    </section>
  );
}

function QuickOutline({ kind, id }: { kind: StructureKind; id: number }) {
  const t = useT();
  const locale = useStore($page).locale;
  useEffect(() => {
    void loadOutline(kind, id);
  }, [kind, id]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const files = [...event.dataTransfer.files];
    if (files.length === 0) return;
    event.preventDefault();
    void dropVideos(kind, id, files);
  };

  return (
    <div
      className="lecture-screen"
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      <p>
        <a href={chaptersUrl(locale, kind, id)}>{t('outline.backToChapters')}</a>
      </p>
      <section className="lecture-section" aria-labelledby="outline-list-title">
        <h2 id="outline-list-title">{t('outline.listTitle')}</h2>
        <p className="lecture-note">{t('outline.listHint')}</p>
        <OutlineList kind={kind} id={id} locale={locale} />
      </section>
      <PasteBox kind={kind} id={id} />
      <VideoDrop kind={kind} id={id} />
    </div>
  );
}

/** Quick mode: the whole outline as one editable list, a pasted outline, and dropped videos. */
export default function QuickOutlineScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <OutlineFrame kind={kind}>
      {(structureKind, item) => <QuickOutline kind={structureKind} id={item.id} />}
    </OutlineFrame>
  );
}
