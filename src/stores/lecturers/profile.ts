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
import { ApiError, CancelledError } from '../../api/client.ts';
import { createForm } from '../form.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';

/** What the create and profile forms edit. */
export interface LecturerValues {
  readonly email: string;
  readonly name: string;
  readonly real_name: string;
  readonly headline: string;
  readonly description: string;
}

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

/** Sets a lecturer's status; resolves whether it changed (a failure shows a toast). */
export async function changeLecturerStatus(id: number, status: LecturerStatus): Promise<boolean> {
  try {
    lecturerLoader.set(id, await setLecturerStatus(id, status));
    lecturerChanged();
    showToast('success', $t.get()('form.saved'));
    return true;
  } catch (error) {
    if (error instanceof CancelledError || error instanceof ApiError) return false;
    throw error;
  }
}
