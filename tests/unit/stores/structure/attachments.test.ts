import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LectureDetail } from '../../../../server/src/contract/chapters.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { lectureDetailOf } from './fixture.ts';

const api = vi.hoisted(() => ({
  fetchChapterLists: vi.fn(),
  fetchLecture: vi.fn<(id: number) => Promise<LectureDetail>>(),
  fetchLectureDefaults: vi.fn(),
  renameAttachment: vi.fn(),
  sortAttachments: vi.fn(),
  deleteAttachment: vi.fn(),
  deleteLecture: vi.fn(),
}));
vi.mock('../../../../src/api/chapters.ts', () => api);
vi.mock('../../../../src/api/lectures.ts', () => api);
const trash = vi.hoisted(() => ({ restoreFromTrash: vi.fn() }));
vi.mock('../../../../src/api/trash.ts', () => trash);

const editor = await import('../../../../src/stores/structure/lecture-editor.ts');
const attachments = await import('../../../../src/stores/structure/attachments.ts');
const { answerConfirm } = await import('../../../../src/stores/unsaved.ts');
const { $toasts } = await import('../../../../src/stores/toasts.ts');

function file(attachmentId: number, name: string, type = 'application/pdf') {
  return {
    id: `u${String(attachmentId)}`,
    attachment_id: attachmentId,
    name,
    size: 2048,
    type,
    url: `/f/${name}`,
  };
}

const three = [
  file(1, 'slides.pdf'),
  file(2, 'code.zip', 'application/zip'),
  file(3, 'notes.txt', 'text/plain'),
];

function names(): string[] {
  return (editor.currentLecture()?.attachments ?? []).map((entry) => entry.name);
}

describe('lecture attachments', () => {
  beforeEach(async () => {
    for (const fn of [...Object.values(api), trash.restoreFromTrash]) fn.mockReset();
    $toasts.set([]);
    api.fetchChapterLists.mockResolvedValue({ data: [{ id: 1, title: 'Basics', draft: false }] });
    api.fetchLecture.mockResolvedValue(lectureDetailOf({ attachments: three }));
    attachments.cancelRename();
    await editor.loadLectureEditor('courses', 7, 1, 11);
  });

  it('names the kind of a file in words, not by its media type', () => {
    expect(attachments.attachmentKind({ type: 'application/pdf', name: 'a' })).toBe('pdf');
    expect(
      attachments.attachmentKind({
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        name: 'a.docx',
      }),
    ).toBe('word');
    expect(attachments.attachmentKind({ type: 'text/plain; charset=utf-8', name: 'a' })).toBe(
      'text',
    );
    expect(
      attachments.attachmentKind({ type: 'application/octet-stream', name: 'deck.PPTX' }),
    ).toBe('powerpoint');
    expect(attachments.attachmentKind({ type: 'application/x-thing', name: 'blob' })).toBe('other');
  });

  it('renames in place: a new name is saved and the field closes; the same name just closes', async () => {
    api.renameAttachment.mockResolvedValue(
      lectureDetailOf({ attachments: [file(1, 'Week 1.pdf'), ...three.slice(1)] }),
    );
    attachments.startRename(1);
    await expect(attachments.saveRename(1, '  Week 1.pdf ')).resolves.toBe(true);
    expect(api.renameAttachment).toHaveBeenCalledWith(11, 1, 'Week 1.pdf');
    expect(names()[0]).toBe('Week 1.pdf');
    expect(attachments.$renamingAttachment.get()).toBeNull();
    attachments.startRename(2);
    await expect(attachments.saveRename(2, 'code.zip')).resolves.toBe(true);
    expect(api.renameAttachment).toHaveBeenCalledOnce();
    expect(attachments.$renamingAttachment.get()).toBeNull();
  });

  it("keeps the field open with the server's 400 message, and Esc forgets it", async () => {
    const refusal = new ApiError(400, { name: ['Invalid name'] }, 'Invalid name');
    api.renameAttachment.mockRejectedValue(refusal);
    attachments.startRename(1);
    await expect(attachments.saveRename(1, 'a/b')).resolves.toBe(false);
    expect(attachments.$renamingAttachment.get()).toBe(1);
    expect(attachments.$renameError.get()).toBe('Invalid name');
    expect(names()[0]).toBe('slides.pdf');
    attachments.cancelRename();
    expect(attachments.$renamingAttachment.get()).toBeNull();
    expect(attachments.$renameError.get()).toBeNull();
  });

  it('moves an attachment up or down (or by a drag) at once and saves every id in order', async () => {
    api.sortAttachments.mockImplementation((_lecture: number, ids: number[]) =>
      Promise.resolve(
        lectureDetailOf({
          attachments: ids.flatMap((id) => three.filter((entry) => entry.attachment_id === id)),
        }),
      ),
    );
    const moving = attachments.stepAttachment(3, -1);
    expect(names()).toEqual(['slides.pdf', 'notes.txt', 'code.zip']);
    await moving;
    expect(api.sortAttachments).toHaveBeenLastCalledWith(11, [1, 3, 2]);
    await attachments.stepAttachment(1, -1);
    expect(api.sortAttachments).toHaveBeenCalledOnce();
    await attachments.moveAttachment(0, 2);
    expect(api.sortAttachments).toHaveBeenLastCalledWith(11, [3, 2, 1]);
    expect(names()).toEqual(['notes.txt', 'code.zip', 'slides.pdf']);
  });

  it("shows the server's order again when saving an order fails", async () => {
    api.sortAttachments.mockRejectedValue(new ApiError(500, {}, 'HTTP 500'));
    await attachments.stepAttachment(1, 1);
    expect(api.fetchLecture).toHaveBeenLastCalledWith(11);
    expect(names()).toEqual(['slides.pdf', 'code.zip', 'notes.txt']);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['error']);
  });

  it('removes an attachment to the trash, and the undo restores it and reads the lecture again', async () => {
    api.deleteAttachment.mockResolvedValue({
      ...lectureDetailOf({ attachments: three.slice(1) }),
      trash_id: 77,
    });
    await expect(attachments.removeAttachment(1)).resolves.toBe(true);
    expect(api.deleteAttachment).toHaveBeenCalledWith(11, 1);
    expect(names()).toEqual(['code.zip', 'notes.txt']);
    expect(editor.currentLecture()).not.toHaveProperty('trash_id');
    trash.restoreFromTrash.mockResolvedValue({});
    $toasts.get().at(-1)?.action?.run();
    await vi.waitFor(() => expect(names()).toEqual(['slides.pdf', 'code.zip', 'notes.txt']));
    expect(trash.restoreFromTrash).toHaveBeenCalledWith(77);
  });

  it('deletes the lecture on screen after the confirmation, then leaves for the structure', async () => {
    api.deleteLecture.mockResolvedValue({ removed: 1, trash_id: 5 });
    const leave = vi.fn();
    const restored = vi.fn();
    const cancelled = editor.deleteCurrentLecture(leave, restored);
    answerConfirm(false);
    await expect(cancelled).resolves.toBe(false);
    expect(leave).not.toHaveBeenCalled();
    const deleting = editor.deleteCurrentLecture(leave, restored);
    answerConfirm(true);
    await expect(deleting).resolves.toBe(true);
    expect(api.deleteLecture).toHaveBeenCalledWith(11);
    expect(leave).toHaveBeenCalledOnce();
    trash.restoreFromTrash.mockResolvedValue({});
    $toasts.get().at(-1)?.action?.run();
    await vi.waitFor(() => expect(restored).toHaveBeenCalledOnce());
  });
});
