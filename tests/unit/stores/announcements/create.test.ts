import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementBody } from '../../../../server/src/contract/interactions.ts';
import type { AnnouncementPreview } from '../../../../src/api/announcements.ts';
import { ApiError, CancelledError } from '../../../../src/api/client.ts';
import { toLocalInput } from '../../../../src/lib/local-time.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $dirtyForms } from '../../../../src/stores/unsaved.ts';
import { announcement } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchAnnouncements: vi.fn(),
  fetchAnnouncementCourses: vi.fn<
    (lecturerId?: number, signal?: AbortSignal) => Promise<{ data: never[] }>
  >(() => Promise.resolve({ data: [] })),
  fetchAnnouncementUsage: vi.fn(),
  validateAnnouncement: vi.fn<(body: AnnouncementBody) => Promise<{ valid: true }>>(),
  previewAnnouncement: vi.fn<(body: AnnouncementBody) => Promise<AnnouncementPreview>>(),
  createAnnouncement: vi.fn<(body: AnnouncementBody) => Promise<unknown>>(),
}));
vi.mock('../../../../src/api/announcements.ts', () => api);
vi.mock('../../../../src/api/lecturers.ts', () => ({ fetchLecturers: vi.fn() }));

const create = await import('../../../../src/stores/announcements/create.ts');
const { $announcementPreview } = await import('../../../../src/stores/announcements/preview.ts');
const { announcementCoursesLoader } = await import('../../../../src/stores/announcements/list.ts');
const form = create.createAnnouncementForm;

/** Every problem of a draft at once, as the validator answers it. */
const problems = new ApiError(
  400,
  {
    title: ['Too long'],
    body: ['Write the announcement: its text is empty.'],
    includes: ['This course is not yours.'],
    excepts: ['Leave out only courses the announcement is sent to.'],
    'date.end': ['The end must come after the beginning.'],
  },
  'x',
);

const preview: AnnouncementPreview = {
  title: 'Hi',
  body: '<p>Hello</p>',
  type: 'NOTICE',
  owner: { id: 3, name: 'Teacher', avatar_url: null },
  courses: [{ id: 1, title: 'Go', kind: 'courses' }],
  progress: 50,
  date: { begin: null, end: null },
  recipients: 4,
};

describe('writing a new announcement', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchAnnouncementCourses.mockResolvedValue({ data: [] });
    $toasts.set([]);
    $dirtyForms.set(new Set());
    create.startAnnouncementCreate();
  });

  it('sends dates as ISO date-times, progress as typed, and the lecturer only when chosen', () => {
    create.editDraft('title', 'Hi');
    create.editDraftBody('<p>Hello</p>', false);
    create.editDraft('type', 'EMAIL');
    create.editDraft('progress', '50');
    create.editDraftDate('begin', '2030-01-02T09:30');
    const body = create.bodyOfDraft(form.$values.get());
    expect(body).toEqual({
      title: 'Hi',
      body: '<p>Hello</p>',
      type: 'EMAIL',
      includes: [],
      excepts: [],
      progress: '50',
      date: { begin: new Date('2030-01-02T09:30').toISOString(), end: null },
    });
    expect(toLocalInput(body.date?.begin)).toBe('2030-01-02T09:30');
    create.chooseDraftLecturer({ id: 8, name: 'Other' });
    expect(create.bodyOfDraft(form.$values.get()).lecturer_id).toBe(8);
    create.editDraft('progress', ' ');
    expect(create.bodyOfDraft(form.$values.get())).not.toHaveProperty('progress');
  });

  it("loads a lecturer's own courses, or an admin's chosen lecturer's, clearing the choice", async () => {
    create.loadAudienceCourses(true, null);
    expect(api.fetchAnnouncementCourses).not.toHaveBeenCalled();
    create.loadAudienceCourses(false, null);
    expect(api.fetchAnnouncementCourses).toHaveBeenLastCalledWith(
      undefined,
      expect.any(AbortSignal),
    );
    create.toggleDraftCourse('includes', 1, true);
    create.toggleDraftCourse('excepts', 2, true);
    create.chooseDraftLecturer({ id: 8, name: 'Other' });
    expect(api.fetchAnnouncementCourses).toHaveBeenLastCalledWith(8, expect.any(AbortSignal));
    expect(form.$values.get()).toMatchObject({ lecturer_id: 8, includes: [], excepts: [] });
    await vi.waitFor(() => {
      expect(announcementCoursesLoader.$state.get()).toMatchObject({ key: 8, status: 'ready' });
    });
  });

  it('an editor with no text is an empty body', () => {
    create.editDraftBody('<p></p>', true);
    expect(form.$values.get().body).toBe('');
  });

  it('keeps a course in one list only', () => {
    create.toggleDraftCourse('includes', 1, true);
    create.toggleDraftCourse('includes', 2, true);
    create.toggleDraftCourse('excepts', 2, true);
    expect(form.$values.get().includes).toEqual([1]);
    expect(form.$values.get().excepts).toEqual([2]);
    create.toggleDraftCourse('includes', 2, true);
    expect(form.$values.get().excepts).toEqual([]);
    create.toggleDraftCourse('includes', 1, false);
    expect(form.$values.get().includes).toEqual([2]);
  });

  it('check shows every problem at its field, nested ones too, without a toast or a save', async () => {
    create.editDraft('title', 'x'.repeat(130));
    create.editDraftDate('begin', '2030-01-02T09:30');
    create.editDraftDate('end', '2030-01-01T09:30');
    api.validateAnnouncement.mockRejectedValueOnce(problems);
    await expect(create.checkDraft()).resolves.toBe(false);
    const errors = form.$errors.get();
    expect(create.messageAt(errors, 'title')).toBe('Too long');
    expect(create.messageAt(errors, 'body')).toMatch(/empty/);
    expect(create.messageAt(errors, 'includes')).toMatch(/not yours/);
    expect(create.messageAt(errors, 'excepts')).toMatch(/Leave out/);
    expect(create.messageAt(errors, 'date.end')).toMatch(/after/);
    expect(create.messageAt(errors, 'date.begin')).toBeUndefined();
    expect(api.createAnnouncement).not.toHaveBeenCalled();
    // Nothing typed is lost, and the draft is still unsaved.
    expect(form.$values.get().title).toHaveLength(130);
    expect(form.$dirty.get()).toBe(true);
    await Promise.resolve();
    expect($toasts.get()).toEqual([]);
    // Changing the range clears its messages; other fields keep theirs.
    create.editDraftDate('end', '2030-01-03T09:30');
    expect(create.messageAt(form.$errors.get(), 'date.end')).toBeUndefined();
    expect(create.messageAt(form.$errors.get(), 'title')).toBe('Too long');
  });

  it('messages of a list entry (includes.0) show at the list', () => {
    expect(create.messageAt({ 'includes.0': ['Unknown'] }, 'includes')).toBe('Unknown');
    expect(create.messageAt({ 'includes.0': ['Unknown'] }, 'excepts')).toBeUndefined();
  });

  it('a passing check says so and stays unsaved', async () => {
    create.editDraft('title', 'Hi');
    api.validateAnnouncement.mockResolvedValueOnce({ valid: true });
    await expect(create.checkDraft()).resolves.toBe(true);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
    expect(form.$dirty.get()).toBe(true);
  });

  it('preview opens with the server’s answer, or shows the problems at the fields', async () => {
    api.previewAnnouncement.mockRejectedValueOnce(problems);
    await expect(create.previewDraft()).resolves.toBe(false);
    expect($announcementPreview.get()).toBeNull();
    expect(form.errorOf('title')).toBe('Too long');

    api.previewAnnouncement.mockResolvedValueOnce(preview);
    await expect(create.previewDraft()).resolves.toBe(true);
    expect($announcementPreview.get()).toEqual(preview);
    expect(form.$errors.get()).toEqual({});
    create.startAnnouncementCreate();
    expect($announcementPreview.get()).toBeNull();
  });

  it('saving creates a draft, resolves its id and leaves nothing unsaved', async () => {
    create.editDraft('title', 'Hi');
    api.createAnnouncement.mockRejectedValueOnce(new CancelledError('duplicate'));
    await expect(create.saveDraft()).resolves.toBeNull();
    api.createAnnouncement.mockResolvedValueOnce(announcement(41));
    await expect(create.saveDraft()).resolves.toBe(41);
    expect(form.$dirty.get()).toBe(false);
    expect($dirtyForms.get().has('announcement-create')).toBe(false);
  });

  it('a failed save keeps every value', async () => {
    create.editDraft('title', 'Hi');
    create.toggleDraftCourse('includes', 3, true);
    api.createAnnouncement.mockRejectedValueOnce(problems);
    await expect(create.saveDraft()).resolves.toBeNull();
    expect(form.$values.get()).toMatchObject({ title: 'Hi', includes: [3] });
    expect(form.$dirty.get()).toBe(true);
  });
});
