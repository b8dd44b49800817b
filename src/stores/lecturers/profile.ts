/**
 * A lecturer's profile: loading it, the create form and the profile form (e-mail, names,
 * headline, rich-text description; the server's messages at their fields), the status change and
 * the audit trail's version (bumped after each change so the trail reloads).
 */
import { atom } from 'nanostores';
import type {
  LecturerProfile,
  LecturerStatus,
} from '../../../server/src/contract/lecturer-profiles.ts';
import {
  createLecturer,
  fetchLecturer,
  setLecturerStatus,
  updateLecturer,
} from '../../api/lecturer-profiles.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { createLoader } from '../loader.ts';

/** What the create and profile forms edit. */
export interface LecturerValues {
  readonly email: string;
  readonly name: string;
  readonly real_name: string;
  readonly headline: string;
  readonly description: string;
}

/** The words of each lecturer status. */
export const lecturerStatusLabels: Readonly<Record<LecturerStatus, string>> = {
  ACTIVE: 'lecturers.status.ACTIVE',
  SUSPENDED: 'lecturers.status.SUSPENDED',
};

const blank: LecturerValues = { email: '', name: '', real_name: '', headline: '', description: '' };

/** The profile of the lecturer shown, by id. */
export const lecturerLoader = createLoader<number, LecturerProfile>((id, signal) =>
  fetchLecturer(id, signal),
);

/** Bumped after each change to the lecturer: the audit trail reloads. */
export const $lecturerAuditVersion = atom(0);

/** Marks the lecturer changed (the audit trail reloads). */
export function lecturerChanged(): void {
  $lecturerAuditVersion.set($lecturerAuditVersion.get() + 1);
}

/** The form of a new lecturer. */
export const createLecturerForm = createForm<LecturerValues>('lecturer-create', blank);

/** The profile form of the lecturer shown. */
export const lecturerProfileForm = createForm<LecturerValues>('lecturer-profile', blank);

/** The form's values of a profile. */
export function valuesOfLecturer(profile: LecturerProfile): LecturerValues {
  return {
    email: profile.email,
    name: profile.name,
    real_name: profile.real_name,
    headline: profile.headline,
    description: profile.description,
  };
}

/** The lecturer the profile form holds. */
let formOf: number | null = null;

/** Fills the profile form with a lecturer (unless it holds that lecturer already). */
export function startLecturerProfile(profile: LecturerProfile): void {
  if (formOf === profile.id) return;
  formOf = profile.id;
  lecturerProfileForm.reset(valuesOfLecturer(profile));
}

/** Starts the create form empty. */
export function startCreateLecturer(): void {
  createLecturerForm.reset(blank);
}

/** Creates the lecturer of the create form; resolves the new profile, or null (messages shown). */
export async function saveNewLecturer(): Promise<LecturerProfile | null> {
  let created: LecturerProfile | null = null;
  await createLecturerForm.submit(async (values) => {
    created = await createLecturer(values);
    return values;
  });
  return created;
}

/** Saves the profile form of a lecturer; resolves whether it saved. */
export function saveLecturerProfile(id: number): Promise<boolean> {
  return lecturerProfileForm.submit(async (values) => {
    const saved = await updateLecturer(id, values);
    lecturerLoader.set(id, saved);
    lecturerChanged();
    return valuesOfLecturer(saved);
  });
}

/** Changing a lecturer's status, after a confirmation (suspending is the dangerous one). */
const statusChange = createAction(
  async (lecturer: Pick<LecturerProfile, 'id' | 'name'>, status: LecturerStatus) => {
    lecturerLoader.set(lecturer.id, await setLecturerStatus(lecturer.id, status));
    lecturerChanged();
  },
  {
    confirm: (t, lecturer, status) => ({
      title: t('lecturers.settings.confirmTitle'),
      message: t('lecturers.settings.confirmMessage', {
        name: lecturer.name,
        status: t(lecturerStatusLabels[status]),
      }),
      confirmLabel: t('lecturers.settings.confirm'),
      cancelLabel: t('lecturers.cancel'),
      danger: status === 'SUSPENDED',
    }),
    done: (t) => t('form.saved'),
    failed: (t) => t('lecturers.settings.failed'),
  },
);

/** A status change is in flight. */
export const $statusChanging = statusChange.$busy;

/** Sets a lecturer's status after a confirmation; resolves whether it changed. */
export function changeLecturerStatus(
  lecturer: Pick<LecturerProfile, 'id' | 'name'>,
  status: LecturerStatus,
): Promise<boolean> {
  return statusChange.run(lecturer, status);
}
