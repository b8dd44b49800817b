/**
 * The attachments of the lecture on screen: a readable kind for each file, rename in place (the
 * server's refusal at the field), reorder (drag or move up/down, saved at once, the server's order
 * shown again if it refuses) and removal to the trash with an undo.
 */
import { atom } from 'nanostores';
import type { LectureDetail } from '../../../server/src/contract/chapters.ts';
import { deleteAttachment, renameAttachment, sortAttachments } from '../../api/lectures.ts';
import { createAction, reportFailure } from '../action.ts';
import { $t } from '../i18n.ts';
import { offerUndo } from '../undo.ts';
import { currentLecture, reloadLecture, setLecture } from './lecture-editor.ts';

/** An attachment of a lecture. */
export type Attachment = LectureDetail['attachments'][number];

/** What kind of file an attachment is, in words a lecturer knows (not its media type). */
export type AttachmentKind =
  'pdf' | 'zip' | 'jpeg' | 'png' | 'text' | 'markdown' | 'word' | 'excel' | 'powerpoint' | 'other';

const kindsByType: Readonly<Record<string, AttachmentKind>> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'text/plain': 'text',
  'text/markdown': 'markdown',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'powerpoint',
};

const kindsByExtension: Readonly<Record<string, AttachmentKind>> = {
  pdf: 'pdf',
  zip: 'zip',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  txt: 'text',
  md: 'markdown',
  docx: 'word',
  xlsx: 'excel',
  pptx: 'powerpoint',
};

/** The kind of an attachment by its media type (parameters ignored), else its name's extension. */
export function attachmentKind(attachment: Pick<Attachment, 'type' | 'name'>): AttachmentKind {
  const type = attachment.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const byType = kindsByType[type];
  if (byType) return byType;
  const extension = /\.([a-z0-9]+)$/i.exec(attachment.name)?.[1]?.toLowerCase() ?? '';
  return kindsByExtension[extension] ?? 'other';
}

/** The attachment whose name is being edited (one at a time), or null. */
export const $renamingAttachment = atom<number | null>(null);

/** Starts editing an attachment's name (forgets a refusal shown for another one). */
export function startRename(attachmentId: number): void {
  rename.clearError();
  $renamingAttachment.set(attachmentId);
}

/** Stops editing a name without saving (Esc). */
export function cancelRename(): void {
  rename.clearError();
  $renamingAttachment.set(null);
}

const rename = createAction(
  async (lectureId: number, attachmentId: number, name: string) => {
    setLecture(await renameAttachment(lectureId, attachmentId, name));
    $renamingAttachment.set(null);
  },
  { inline: true, failed: (t) => t('lecture.attachments.saveFailed') },
);

/** A rename is in flight. */
export const $renameSaving = rename.$busy;

/** The server's refusal of the name being edited, shown at its field. */
export const $renameError = rename.$error;

/**
 * Saves an attachment's new name (trimmed; an unchanged one just closes the field); resolves
 * whether the field closed. A refusal stays at the field with the typed name.
 */
export async function saveRename(attachmentId: number, name: string): Promise<boolean> {
  const lecture = currentLecture();
  const attachment = lecture?.attachments.find((entry) => entry.attachment_id === attachmentId);
  if (!lecture || !attachment) return false;
  const trimmed = name.trim();
  if (trimmed === attachment.name) {
    cancelRename();
    return true;
  }
  return rename.run(lecture.id, attachmentId, trimmed);
}

/** Shows a new order at once and saves it; a failure shows the server's order again. */
async function saveOrder(order: readonly Attachment[]): Promise<void> {
  const lecture = currentLecture();
  if (!lecture) return;
  setLecture({ ...lecture, attachments: [...order] });
  try {
    setLecture(
      await sortAttachments(
        lecture.id,
        order.map((entry) => entry.attachment_id),
      ),
    );
  } catch (error) {
    try {
      reportFailure(error, () => $t.get()('lecture.attachments.sortFailed'));
    } finally {
      await reloadLecture();
    }
  }
}

/** Moves the attachment at `from` to `to` (a drag), and saves the order. */
export function moveAttachment(from: number, to: number): Promise<void> {
  const attachments = [...(currentLecture()?.attachments ?? [])];
  const [moved] = attachments.splice(from, 1);
  if (!moved || from === to || to < 0 || to > attachments.length) return Promise.resolve();
  attachments.splice(to, 0, moved);
  return saveOrder(attachments);
}

/** Moves an attachment one place up (-1) or down (1), and saves the order. */
export function stepAttachment(attachmentId: number, delta: -1 | 1): Promise<void> {
  const attachments = currentLecture()?.attachments ?? [];
  const from = attachments.findIndex((entry) => entry.attachment_id === attachmentId);
  if (from < 0) return Promise.resolve();
  return moveAttachment(from, from + delta);
}

const remove = createAction(
  async (lectureId: number, attachment: Attachment) => {
    const { trash_id: trashId, ...lecture } = await deleteAttachment(
      lectureId,
      attachment.attachment_id,
    );
    setLecture(lecture);
    offerUndo(
      $t.get()('lecture.attachments.removed', { name: attachment.name }),
      trashId,
      reloadLecture,
    );
  },
  { failed: (t) => t('lecture.attachments.removeFailed') },
);

/** An attachment is being removed. */
export const $attachmentRemoving = remove.$busy;

/** Moves an attachment to the trash and offers to undo it; resolves whether it was removed. */
export function removeAttachment(attachmentId: number): Promise<boolean> {
  const lecture = currentLecture();
  const attachment = lecture?.attachments.find((entry) => entry.attachment_id === attachmentId);
  return lecture && attachment ? remove.run(lecture.id, attachment) : Promise.resolve(false);
}
