import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { lazy, Suspense, useEffect, useState, type SyntheticEvent } from 'react';
import type { LectureDetail } from '../../../server/src/contract/chapters.ts';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import { fileExtensions, fileMaxBytes } from '../../../server/src/contract/plain/uploads.ts';
import {
  MAX_PROMPT_LENGTH,
  MAX_TITLE_LENGTH,
} from '../../../server/src/contract/plain/chapters.ts';
import type { StructureKind } from '../../api/chapters.ts';
import { formatBytes, formatDuration } from '../../i18n/format.ts';
import { $page } from '../../stores/page.ts';
import { $lectureDeleting } from '../../stores/structure/delete-lecture.ts';
import {
  $assistant,
  $assistantEnabled,
  askForDraft,
  loadAssistantAvailability,
} from '../../stores/structure/assistant.ts';
import {
  $blocks,
  $blocksSaving,
  $compiler,
  addBlock,
  moveBlock,
  removeBlock,
  runProgram,
  saveBlocks,
  setBlockContent,
} from '../../stores/structure/lecture-blocks.ts';
import {
  $attachmentUploads,
  $lectureEditor,
  $videoRemoving,
  deleteCurrentLecture,
  $videoUpload,
  lectureForm,
  loadLectureEditor,
  removeLectureVideo,
  saveLecture,
  uploadAttachment,
  uploadLectureVideo,
} from '../../stores/structure/lecture-editor.ts';
import { FormActions } from '../form/FormActions.tsx';
import { FormField } from '../form/FormField.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { useForm } from '../form/use-form.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { RunResult } from '../ui/RunResult.tsx';
import { DropZone } from '../ui/DropZone.tsx';
import { LoadFailed, Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { idParam } from '../../routes/params.ts';
import { chaptersUrl } from '../../routes/structure-urls.ts';
import { AttachmentList } from './AttachmentList.tsx';
import { OutlineFrame } from './OutlineFrame.tsx';
import { uploadText } from './upload-text.ts';

const MediaPreview = lazy(() => import('./MediaPreview.tsx'));

const typeLabels = {
  VIDEO: 'lecture.type.VIDEO',
  ARTICLE: 'lecture.type.ARTICLE',
  CODE: 'lecture.type.CODE',
  AUDIO: 'lecture.type.AUDIO',
} as const;

function VideoSection({ lecture }: { lecture: LectureDetail }) {
  const t = useT();
  const upload = useStore($videoUpload);
  const removing = useStore($videoRemoving);
  const moving = upload && ['QUEUE', 'UPLOADING', 'PAUSE'].includes(upload.status);
  return (
    <section className="lecture-section" aria-labelledby="lecture-video-title">
      <h2 id="lecture-video-title">{t('lecture.video.title')}</h2>
      {lecture.video ? (
        <dl className="lecture-facts">
          <dt>{t('lecture.video.file')}</dt>
          <dd>
            {lecture.video.name} ({formatBytes(lecture.video.size)})
          </dd>
          <dt>{t('lecture.video.duration')}</dt>
          <dd data-testid="lecture-duration">
            {lecture.duration === null
              ? t('lecture.video.durationUnknown')
              : formatDuration(lecture.duration)}
          </dd>
        </dl>
      ) : (
        <p className="lecture-note">{t('lecture.video.none')}</p>
      )}
      {(lecture.video ?? moving) && (
        <section className="lecture-preview-area" aria-labelledby="lecture-preview-title">
          <h3 id="lecture-preview-title">{t('lecture.preview.title')}</h3>
          {moving || !lecture.video ? (
            <p className="lecture-note">{t('lecture.preview.notReady')}</p>
          ) : (
            <Suspense
              fallback={
                <p className="lecture-note" role="status">
                  {t('lecture.preview.loading')}
                </p>
              }
            >
              <MediaPreview
                lectureId={lecture.id}
                uploadId={lecture.video.id}
                name={lecture.video.name}
              />
            </Suspense>
          )}
        </section>
      )}
      <div className="lecture-actions">
        <DropZone
          id="lecture-video-file"
          label={lecture.video ? t('lecture.video.replace') : t('lecture.video.choose')}
          accept="video/*,audio/*"
          types={t('lecture.video.types')}
          disabled={Boolean(moving)}
          uploadIds={upload && moving ? [upload.uploadId] : []}
          error={upload?.status === 'FAILED' ? uploadText(t, upload) : null}
          onFiles={([file]) => {
            if (file) uploadLectureVideo(file);
          }}
        />
        {lecture.video && (
          <button
            type="button"
            className="button button--danger"
            disabled={removing}
            onClick={() => void removeLectureVideo()}
          >
            {t('lecture.video.delete')}
          </button>
        )}
      </div>
    </section>
  );
}

const attachmentAccept = fileExtensions.attachment.map((extension) => `.${extension}`).join(',');
const attachmentTypes = fileExtensions.attachment
  .filter((extension) => extension !== 'jpeg')
  .map((extension) => extension.toUpperCase())
  .join(', ');

function AttachmentsSection({ lecture }: { lecture: LectureDetail }) {
  const t = useT();
  const all = useStore($attachmentUploads);
  const uploads = all.filter((entry) => entry.status !== 'FINISHED' && entry.status !== 'FAILED');
  const failed = all.filter((entry) => entry.status === 'FAILED');
  return (
    <section className="lecture-section" aria-labelledby="lecture-attachments-title">
      <h2 id="lecture-attachments-title">{t('lecture.attachments.title')}</h2>
      <AttachmentList lecture={lecture} />
      <DropZone
        id="lecture-attachment-file"
        label={t('lecture.attachments.add')}
        accept={attachmentAccept}
        types={attachmentTypes}
        maxBytes={fileMaxBytes.attachment}
        multiple
        uploadIds={uploads.map((entry) => entry.uploadId)}
        error={
          failed.length > 0
            ? failed.map((entry) => `${entry.name}: ${uploadText(t, entry)}`).join(' ')
            : null
        }
        onFiles={(files) => {
          for (const file of files) uploadAttachment(file);
        }}
      />
    </section>
  );
}

function CompilerOutput() {
  const t = useT();
  const compiler = useStore($compiler);
  return (
    <div className="lecture-compiler">
      <button
        type="button"
        className="button"
        disabled={compiler.status === 'running'}
        onClick={() => void runProgram()}
      >
        {compiler.status === 'running' ? t('compiler.running') : t('compiler.run')}
      </button>
      <div aria-live="polite">
        {compiler.status === 'failed' && <p role="alert">{compiler.message}</p>}
        {compiler.status === 'done' && <RunResult result={compiler.result} />}
      </div>
    </div>
  );
}

function BlocksSection({
  kind,
  id,
  lecture,
}: {
  kind: StructureKind;
  id: number;
  lecture: LectureDetail;
}) {
  const t = useT();
  const rows = useStore($blocks);
  const saving = useStore($blocksSaving);
  return (
    <section className="lecture-section" aria-labelledby="lecture-blocks-title">
      <h2 id="lecture-blocks-title">{t('lecture.blocks.title')}</h2>
      {rows.length === 0 && <p className="lecture-note">{t('lecture.blocks.none')}</p>}
      <ol className="lecture-blocks">
        {rows.map((row, index) => {
          const label = t(row.type === 'CODE' ? 'lecture.blocks.code' : 'lecture.blocks.text', {
            number: index + 1,
          });
          return (
            <li key={row.key} className="lecture-blocks__row">
              <label htmlFor={`block-${String(row.key)}`}>{label}</label>
              <textarea
                id={`block-${String(row.key)}`}
                className={row.type === 'CODE' ? 'lecture-blocks__code' : undefined}
                rows={row.type === 'CODE' ? 8 : 4}
                value={row.content}
                spellCheck={row.type !== 'CODE'}
                onChange={(event) => setBlockContent(row.key, event.target.value)}
              />
              <div className="lecture-actions">
                <button
                  type="button"
                  className="button"
                  disabled={index === 0}
                  aria-label={t('lecture.blocks.moveUp', { label })}
                  onClick={() => moveBlock(row.key, -1)}
                >
                  {t('lecture.blocks.up')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={index === rows.length - 1}
                  aria-label={t('lecture.blocks.moveDown', { label })}
                  onClick={() => moveBlock(row.key, 1)}
                >
                  {t('lecture.blocks.down')}
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  aria-label={t('lecture.blocks.removeLabel', { label })}
                  onClick={() => removeBlock(row.key)}
                >
                  {t('lecture.blocks.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="lecture-actions">
        <button type="button" className="button" onClick={() => addBlock('TEXT')}>
          {t('lecture.blocks.addText')}
        </button>
        <button type="button" className="button" onClick={() => addBlock('CODE')}>
          {t('lecture.blocks.addCode')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void saveBlocks(kind, id, lecture.id)}
        >
          {saving ? t('lecture.blocks.saving') : t('lecture.blocks.save')}
        </button>
      </div>
      {lecture.type === 'CODE' && <CompilerOutput />}
    </section>
  );
}

function AssistantSection({ kind, id }: { kind: StructureKind; id: number }) {
  const t = useT();
  const enabled = useStore($assistantEnabled);
  const assistant = useStore($assistant);
  const [prompt, setPrompt] = useState('');
  useEffect(() => {
    void loadAssistantAvailability();
  }, []);
  if (enabled !== true) return null;
  return (
    <section className="lecture-section" aria-labelledby="lecture-assistant-title">
      <h2 id="lecture-assistant-title">{t('lecture.assistant.title')}</h2>
      <FormField
        id="lecture-assistant-prompt"
        label={t('lecture.assistant.prompt')}
        value={prompt}
        maxLength={MAX_PROMPT_LENGTH}
        onValue={setPrompt}
      />
      <button
        type="button"
        className="button"
        disabled={assistant.status === 'asking'}
        onClick={() => void askForDraft(kind, id, 'summaries', prompt.trim() || undefined)}
      >
        {assistant.status === 'asking' ? t('lecture.assistant.asking') : t('lecture.assistant.ask')}
      </button>
      <div aria-live="polite">
        {assistant.status === 'refused' && (
          <p role="alert" className="lecture-note">
            {assistant.message}
          </p>
        )}
        {assistant.status === 'done' && (
          <pre className="lecture-assistant__text">{assistant.answer.text}</pre>
        )}
      </div>
    </section>
  );
}

function DeleteLecture({
  onLeave,
  onRestored,
}: {
  readonly onLeave: () => unknown;
  readonly onRestored: () => unknown;
}) {
  const t = useT();
  const deleting = useStore($lectureDeleting);
  return (
    <div className="lecture-actions">
      <button
        type="button"
        className="button button--danger"
        disabled={deleting}
        onClick={() => void deleteCurrentLecture(onLeave, onRestored)}
      >
        {t('structure.lecture.delete')}
      </button>
    </div>
  );
}

function LectureEditor({ kind, id }: { kind: StructureKind; id: number }) {
  const t = useT();
  const page = useStore($page);
  const state = useStore($lectureEditor);
  const { values, saving, dirty, error } = useForm(lectureForm);
  const rawChapter = page.params['chapter_id'];
  const rawLecture = page.params['lecture_id'];
  const chapterId = idParam(rawChapter);
  // A new lecture has the temporary id `create` (or none) until it is saved.
  const creating = rawLecture === undefined || rawLecture === 'create';
  const lectureId = creating ? null : idParam(rawLecture);
  const malformed =
    (rawChapter !== undefined && chapterId === null) || (!creating && lectureId === null);

  useEffect(() => {
    if (!malformed) void loadLectureEditor(kind, id, chapterId, lectureId);
  }, [kind, id, chapterId, lectureId, malformed]);

  if (malformed || state.status === 'not-found') return <ErrorView status={404} />;
  if (state.status === 'error')
    return <LoadFailed onRetry={() => void loadLectureEditor(kind, id, chapterId, lectureId)} />;
  if (state.status !== 'ready') return <Skeleton />;

  const { lecture, chapters, types } = state;
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveLecture(kind, id, page.locale).then((address) => {
      if (address !== null) void navigate(address, { history: 'replace' });
    });
  };

  return (
    <div className="lecture-screen">
      <p>
        <a href={chaptersUrl(page.locale, kind, id)}>{t('outline.backToChapters')}</a>
      </p>
      <h2>{lecture ? t('lecture.edit') : t('lecture.new')}</h2>
      {chapters.length === 0 ? (
        <p className="lecture-note">{t('lecture.noChapter')}</p>
      ) : (
        <form className="panel info-form" noValidate onSubmit={onSubmit}>
          <SelectField
            id="lecture-type"
            label={t('lecture.type')}
            value={values.type}
            options={types.map((type) => ({ value: type, label: t(typeLabels[type]) }))}
            error={error('type')}
            onValue={(type) => lectureForm.set('type', type)}
          />
          <FormField
            id="lecture-title"
            label={t('lecture.title')}
            value={values.title}
            required
            maxLength={MAX_TITLE_LENGTH}
            error={error('title')}
            onValue={(title) => lectureForm.set('title', title)}
          />
          <SelectField
            id="lecture-chapter"
            label={t('lecture.chapter')}
            value={values.chapter_id}
            options={chapters.map((chapter) => ({
              value: String(chapter.id),
              label: chapter.title,
            }))}
            error={error('chapter_id')}
            onValue={(chapter) => lectureForm.set('chapter_id', chapter)}
          />
          <FormActions saving={saving} dirty={dirty} />
        </form>
      )}
      {lecture && (
        <DeleteLecture
          onLeave={() => navigate(chaptersUrl(page.locale, kind, id))}
          onRestored={() =>
            import('../../stores/structure.ts').then(({ loadStructure }) => loadStructure(kind, id))
          }
        />
      )}
      {lecture ? (
        <>
          {(lecture.type === 'VIDEO' || lecture.type === 'AUDIO') && (
            <VideoSection lecture={lecture} />
          )}
          <AttachmentsSection lecture={lecture} />
          <BlocksSection kind={kind} id={id} lecture={lecture} />
          <AssistantSection kind={kind} id={id} />
        </>
      ) : (
        <p className="lecture-note">{t('lecture.saveFirst')}</p>
      )}
    </div>
  );
}

/** The lecture editor: type, title and chapter; the video, attachments, content and compiler. */
export default function LectureEditorScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <OutlineFrame kind={kind}>
      {(structureKind, item) => <LectureEditor kind={structureKind} id={item.id} />}
    </OutlineFrame>
  );
}
