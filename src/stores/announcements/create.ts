/**
 * Writing a new announcement: title, rich-text body, type and audience (courses to include and to
 * leave out, least progress, when students see it, and for an administrator the lecturer it is
 * from). "Check" runs the server's validator and shows every problem at its field, "Preview"
 * shows what students receive, "Save" creates a draft. Nothing typed is lost on a failure.
 */
import type {
  AnnouncementBody,
  AnnouncementType,
} from '../../../server/src/contract/interactions.ts';
import {
  createAnnouncement,
  previewAnnouncement,
  validateAnnouncement,
} from '../../api/announcements.ts';
import { createForm, type FieldErrors } from '../form.ts';
import { $t } from '../i18n.ts';
import { fromLocalInput } from '../../lib/local-time.ts';
import { resetLecturerSearch } from '../lecturer-search.ts';
import { showToast } from '../toasts.ts';
import { loadAnnouncementCourses } from './list.ts';
import { closeAnnouncementPreview, showAnnouncementPreview } from './preview.ts';

/** What the create form edits; keys follow the API's fields so its messages land at them. */
export interface AnnouncementDraft {
  readonly title: string;
  /** The editor's HTML ('' when it holds no text). */
  readonly body: string;
  readonly type: AnnouncementType;
  readonly includes: readonly number[];
  readonly excepts: readonly number[];
  /** As typed (0-100). */
  readonly progress: string;
  /** `datetime-local` values ('' for none). */
  readonly date: { readonly begin: string; readonly end: string };
  /** The lecturer an administrator writes for (null: none chosen; lecturers leave it out). */
  readonly lecturer_id: number | null;
  readonly lecturer_name: string;
}

/** A blank announcement: a notice to every course, to every student, from sending on. */
export const blankDraft: AnnouncementDraft = {
  title: '',
  body: '',
  type: 'NOTICE',
  includes: [],
  excepts: [],
  progress: '0',
  date: { begin: '', end: '' },
  lecturer_id: null,
  lecturer_name: '',
};

/** The create form. */
export const createAnnouncementForm = createForm<AnnouncementDraft>(
  'announcement-create',
  blankDraft,
);

/** What the API receives for a draft (dates as ISO date-times, progress as typed). */
export function bodyOfDraft(draft: AnnouncementDraft): AnnouncementBody {
  const progress = draft.progress.trim();
  return {
    title: draft.title,
    body: draft.body,
    type: draft.type,
    includes: [...draft.includes],
    excepts: [...draft.excepts],
    ...(progress === '' ? {} : { progress }),
    date: {
      begin: fromLocalInput(draft.date.begin) || null,
      end: fromLocalInput(draft.date.end) || null,
    },
    ...(draft.lecturer_id === null ? {} : { lecturer_id: draft.lecturer_id }),
  };
}

/**
 * The first message of a field or of any of its parts (`includes` also shows `includes.0`,
 * `date.end` only its own), so nested messages reach the input they are about.
 */
export function messageAt(errors: FieldErrors, field: string): string | undefined {
  const own = Object.entries(errors).find(
    ([key]) => key === field || key.startsWith(`${field}.`) || key.startsWith(`${field}[`),
  );
  return own?.[1][0];
}

/** Starts a new announcement: a blank form, no lecturer chosen, no preview. */
export function startAnnouncementCreate(): void {
  createAnnouncementForm.reset(blankDraft);
  closeAnnouncementPreview();
  resetLecturerSearch();
}

/**
 * Loads the courses the audience can name: a lecturer's own, or for an administrator those of the
 * lecturer chosen (none until one is).
 */
export function loadAudienceCourses(admin: boolean, lecturerId: number | null): void {
  if (!admin) void loadAnnouncementCourses('own');
  else if (lecturerId !== null) void loadAnnouncementCourses(lecturerId);
}

/** Changes one field of the draft. */
export function editDraft<K extends keyof AnnouncementDraft>(
  key: K,
  value: AnnouncementDraft[K],
): void {
  createAnnouncementForm.set(key, value);
}

/** Changes the body; an editor with no text gives ''. */
export function editDraftBody(html: string, empty: boolean): void {
  createAnnouncementForm.set('body', empty ? '' : html);
}

/** Changes one end of the date range (a `datetime-local` value). */
export function editDraftDate(end: 'begin' | 'end', value: string): void {
  createAnnouncementForm.set('date', {
    ...createAnnouncementForm.$values.get().date,
    [end]: value,
  });
}

/** Adds or removes a course of a list (`includes` or `excepts`); a course is never in both. */
export function toggleDraftCourse(
  list: 'includes' | 'excepts',
  courseId: number,
  chosen: boolean,
): void {
  const draft = createAnnouncementForm.$values.get();
  const without = draft[list].filter((id) => id !== courseId);
  createAnnouncementForm.set(list, chosen ? [...without, courseId] : without);
  const other = list === 'includes' ? 'excepts' : 'includes';
  if (chosen && draft[other].includes(courseId))
    createAnnouncementForm.set(
      other,
      draft[other].filter((id) => id !== courseId),
    );
}

/**
 * Chooses the lecturer an administrator writes for (null: none); the courses chosen belonged to
 * the previous one, so they are cleared and the new lecturer's load.
 */
export function chooseDraftLecturer(lecturer: { id: number; name: string } | null): void {
  createAnnouncementForm.set('lecturer_id', lecturer?.id ?? null);
  createAnnouncementForm.set('lecturer_name', lecturer?.name ?? '');
  createAnnouncementForm.set('includes', []);
  createAnnouncementForm.set('excepts', []);
  loadAudienceCourses(true, lecturer?.id ?? null);
}

/** Runs the server's checks; every problem shows at its field. Resolves whether all passed. */
export async function checkDraft(): Promise<boolean> {
  const valid = await createAnnouncementForm.check((draft) =>
    validateAnnouncement(bodyOfDraft(draft)),
  );
  if (valid) showToast('success', $t.get()('announcements.form.valid'));
  return valid;
}

/** Opens the preview of what students receive; problems show at their fields instead. */
export function previewDraft(): Promise<boolean> {
  return createAnnouncementForm.check(async (draft) => {
    showAnnouncementPreview(await previewAnnouncement(bodyOfDraft(draft)));
  });
}

/** Saves the draft (a new announcement, not sent); resolves its id, or null when it failed. */
export async function saveDraft(): Promise<number | null> {
  let created: number | null = null;
  await createAnnouncementForm.submit(async (draft) => {
    const answer = await createAnnouncement(bodyOfDraft(draft));
    created = answer.id;
    return draft;
  });
  return created;
}
