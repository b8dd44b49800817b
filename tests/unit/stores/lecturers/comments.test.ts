import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  LecturerComment,
  LecturerCommentsResponse,
} from '../../../../server/src/contract/lecturer-profiles.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { answerConfirm } from '../../../../src/stores/unsaved.ts';

const api = vi.hoisted(() => ({
  fetchLecturerComments:
    vi.fn<(id: number, page: number, signal?: AbortSignal) => Promise<LecturerCommentsResponse>>(),
  createLecturerComment: vi.fn<(id: number, body: string) => Promise<LecturerComment>>(),
  updateLecturerComment:
    vi.fn<(id: number, commentId: number, body: string) => Promise<LecturerComment>>(),
  deleteLecturerComment: vi.fn<(id: number, commentId: number) => Promise<{ deleted: true }>>(),
}));
vi.mock('../../../../src/api/lecturer-profiles.ts', () => api);

const store = await import('../../../../src/stores/lecturers/comments.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const comment = (id: number, body: string, edited = false): LecturerComment => ({
  id,
  body,
  author: { id: 1, name: 'Admin' },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: edited ? '2026-11-02T00:00:00.000Z' : '2026-11-01T00:00:00.000Z',
  edited,
});
const pageOf = (...rows: LecturerComment[]): LecturerCommentsResponse => ({
  data: rows,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: rows.length },
});

describe('comments on a lecturer', () => {
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
    store.commentList.loader.reset();
    store.newCommentForm.reset({ body: '' });
  });

  it("shows 'comment empty' at the field", async () => {
    api.createLecturerComment.mockRejectedValue(
      new ApiError(400, { body: ['Enter a comment.'] }, 'Bad request'),
    );
    expect(await store.writeComment(5)).toBe(false);
    expect(store.newCommentForm.errorOf('body')).toBe('Enter a comment.');
  });

  it('loads the page the address names, of the lecturer of the route', async () => {
    api.fetchLecturerComments.mockResolvedValue(pageOf(comment(1, 'Old')));
    await store.loadCommentsFor(5, new URLSearchParams('page=2'));
    expect(api.fetchLecturerComments).toHaveBeenCalledWith(5, 2, expect.any(AbortSignal));
    await store.commentList.load({ page: 3 }, { lecturer_id: '6' });
    expect(api.fetchLecturerComments).toHaveBeenLastCalledWith(6, 3, expect.any(AbortSignal));
  });

  it('writes a comment, empties the form and reloads the page shown', async () => {
    api.fetchLecturerComments.mockResolvedValue(pageOf());
    await store.loadCommentsFor(5, new URLSearchParams());
    store.newCommentForm.set('body', 'Signed');
    api.createLecturerComment.mockResolvedValue(comment(1, 'Signed'));
    api.fetchLecturerComments.mockResolvedValue(pageOf(comment(1, 'Signed')));
    expect(await store.writeComment(5)).toBe(true);
    expect(api.createLecturerComment).toHaveBeenCalledWith(5, 'Signed');
    expect(store.newCommentForm.$values.get().body).toBe('');
    expect(store.commentList.loader.$state.get().data?.data).toHaveLength(1);
  });

  it('edits a comment and reloads the page shown', async () => {
    api.fetchLecturerComments.mockResolvedValue(pageOf(comment(1, 'Old')));
    await store.loadCommentsFor(5, new URLSearchParams());
    store.startCommentEdit(1, 'Old');
    store.editCommentForm.set('body', 'New');
    api.updateLecturerComment.mockResolvedValue(comment(1, 'New', true));
    api.fetchLecturerComments.mockResolvedValue(pageOf(comment(1, 'New', true)));
    expect(await store.saveCommentEdit(5, 1)).toBe(true);
    expect(api.updateLecturerComment).toHaveBeenCalledWith(5, 1, 'New');
    expect(store.commentList.loader.$state.get().data?.data[0]).toMatchObject({
      body: 'New',
      edited: true,
    });
  });

  it('deletes a comment after a confirmation and reloads; a failure is one toast', async () => {
    $toasts.set([]);
    api.fetchLecturerComments.mockResolvedValue(pageOf(comment(1, 'Old')));
    await store.loadCommentsFor(5, new URLSearchParams());
    const kept = store.removeComment(5, 1);
    answerConfirm(false);
    expect(await kept).toBe(false);
    expect(api.deleteLecturerComment).not.toHaveBeenCalled();

    api.deleteLecturerComment.mockResolvedValue({ deleted: true });
    api.fetchLecturerComments.mockResolvedValue(pageOf());
    const removed = store.removeComment(5, 1);
    answerConfirm(true);
    expect(await removed).toBe(true);
    expect(api.deleteLecturerComment).toHaveBeenCalledWith(5, 1);
    expect(store.commentList.loader.$state.get().data?.data).toEqual([]);

    $toasts.set([]);
    api.deleteLecturerComment.mockRejectedValue(new ApiError(500, {}, 'boom'));
    const failed = store.removeComment(5, 1);
    answerConfirm(true);
    expect(await failed).toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'The comment could not be deleted. Try again.',
    ]);
  });
});
