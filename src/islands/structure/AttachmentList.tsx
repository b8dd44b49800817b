import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { LectureDetail } from '../../../server/src/contract/chapters.ts';
import { formatBytes } from '../../i18n/format.ts';
import {
  $attachmentRemoving,
  $renameError,
  $renameSaving,
  $renamingAttachment,
  attachmentKind,
  cancelRename,
  moveAttachment,
  removeAttachment,
  saveRename,
  startRename,
  stepAttachment,
  type Attachment,
} from '../../stores/structure/attachments.ts';
import { FormField } from '../form/FormField.tsx';
import { useT } from '../use-t.ts';
import { focusLater } from './focus-later.ts';
import { useSortable, type SortableMove } from './use-sortable.ts';

function dropAttachment({ oldIndex, newIndex }: SortableMove): void {
  void moveAttachment(oldIndex, newIndex);
}

function RenameField({ attachment }: { readonly attachment: Attachment }) {
  const t = useT();
  const [value, setValue] = useState(attachment.name);
  const error = useStore($renameError);
  const saving = useStore($renameSaving);
  const focus = `[data-focus="attachment-${String(attachment.attachment_id)}-rename"]`;
  return (
    <form
      className="attachment-row__rename"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void saveRename(attachment.attachment_id, value).then((closed) => {
          if (closed) focusLater(focus);
        });
      }}
    >
      <FormField
        id={`attachment-name-${String(attachment.attachment_id)}`}
        label={t('lecture.attachments.nameLabel', { name: attachment.name })}
        value={value}
        autoFocus
        readOnly={saving}
        error={error ?? undefined}
        onValue={setValue}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          cancelRename();
          focusLater(focus);
        }}
      />
    </form>
  );
}

/**
 * A lecture's attachments: name (to the file), kind and size; rename in place (Enter saves, Esc
 * cancels), reorder by dragging the handle or with the move buttons, remove with an undo.
 */
export function AttachmentList({ lecture }: { readonly lecture: LectureDetail }) {
  const t = useT();
  const renaming = useStore($renamingAttachment);
  const removing = useStore($attachmentRemoving);
  const list = useRef<HTMLOListElement>(null);
  useSortable(list, {
    group: 'lecture-attachments',
    handle: '.attachment-row__handle',
    draggable: '[data-draggable]',
    onMove: dropAttachment,
  });
  const attachments = lecture.attachments;
  const focusKey = (id: number, which: string) =>
    `[data-focus="attachment-${String(id)}-${which}"]`;
  return (
    <>
      {attachments.length === 0 && <p className="lecture-note">{t('lecture.attachments.none')}</p>}
      <ol ref={list} className="attachment-list" aria-label={t('lecture.attachments.title')}>
        {attachments.map((attachment, index) => {
          const id = attachment.attachment_id;
          const name = attachment.name;
          return (
            <li key={id} className="attachment-row" data-draggable="">
              <span
                className="attachment-row__handle"
                aria-hidden="true"
                title={t('structure.chapters.dragHint')}
              />
              {renaming === id ? (
                <RenameField attachment={attachment} />
              ) : (
                <a
                  className="attachment-row__name"
                  href={attachment.url}
                  target="_blank"
                  rel="noreferrer"
                >
                  {name}
                </a>
              )}
              <span className="attachment-row__kind">
                {t('lecture.attachments.kind', { kind: attachmentKind(attachment) })}
              </span>
              <span className="attachment-row__size">{formatBytes(attachment.size)}</span>
              <span className="attachment-row__actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('lecture.attachments.moveUp', { name })}
                  title={t('structure.chapters.moveUp')}
                  disabled={index === 0}
                  data-focus={`attachment-${String(id)}-up`}
                  onClick={() => {
                    void stepAttachment(id, -1);
                    focusLater(focusKey(id, 'up'), focusKey(id, 'down'));
                  }}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('lecture.attachments.moveDown', { name })}
                  title={t('structure.chapters.moveDown')}
                  disabled={index === attachments.length - 1}
                  data-focus={`attachment-${String(id)}-down`}
                  onClick={() => {
                    void stepAttachment(id, 1);
                    focusLater(focusKey(id, 'down'), focusKey(id, 'up'));
                  }}
                >
                  ↓
                </button>
                {renaming === id ? (
                  <button type="button" className="button button--small" onClick={cancelRename}>
                    {t('lecture.cancel')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={t('lecture.attachments.renameLabel', { name })}
                    data-focus={`attachment-${String(id)}-rename`}
                    onClick={() => startRename(id)}
                  >
                    {t('lecture.attachments.rename')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={t('lecture.attachments.removeLabel', { name })}
                  disabled={removing}
                  onClick={() => void removeAttachment(id)}
                >
                  {t('lecture.attachments.remove')}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
