/**
 * The new-package and edit-package dialog: title, price, the courses (picked from a search of the
 * lecturer's own courses and ebooks, with their prices) and the status. The server's 400 messages
 * show at their fields and nothing typed is lost. A cover image goes through the upload queue
 * (cover.ts) and the body names the finished upload only when the cover changed.
 */
import { atom } from 'nanostores';
import type {
  CoursePackage,
  DiscountTarget,
  PackageBody,
  PackageStatus,
} from '../../../server/src/contract/discounts.ts';
import { createPackage, updatePackage } from '../../api/packages.ts';
import { createProductSearch } from '../product-search.ts';
import { createForm } from '../form.ts';
import { $t } from '../i18n.ts';
import {
  $packageCover,
  coverInFlight,
  resetPackageCover,
  startPackageCover,
  type PackageCover,
} from './cover.ts';
import { packageList } from './list.ts';

/** A course of the package, as the picker shows it. */
export type PackageCourse = Pick<DiscountTarget, 'id' | 'title' | 'price'>;

/** What the dialog edits; keys follow the API's fields so its messages land at them. */
export interface PackageDraft {
  readonly title: string;
  /** As typed, whole TWD. */
  readonly price: string;
  /** The courses chosen, in order (the API's `course_ids`). */
  readonly course_ids: readonly PackageCourse[];
  readonly status: PackageStatus;
  /** The cover to send: null leaves it as it is, '' removes it, else a finished upload's id. */
  readonly cover_upload_id: string | null;
}

/** A blank package: a draft with no courses. */
export const blankPackage: PackageDraft = {
  title: '',
  price: '',
  course_ids: [],
  status: 'DRAFT',
  cover_upload_id: null,
};

/** The dialog's form. */
export const packageForm = createForm<PackageDraft>('package', blankPackage, {
  money: ['price'],
});

/** The open dialog: a new package, or the one being edited; null while closed. */
export const $packageDialog = atom<
  { readonly mode: 'create' } | { readonly mode: 'edit'; readonly id: number } | null
>(null);

/** The course picker's search (the lecturer's courses and ebooks with their prices). */
export const packageCourseSearch = createProductSearch();

/** The courses' prices added up, TWD (what buying them one by one costs). */
export function listPriceOf(draft: PackageDraft): number {
  return draft.course_ids.reduce((sum, course) => sum + course.price, 0);
}

/** What the API receives for a draft; a price that is no whole number goes as typed. */
export function bodyOfPackageDraft(draft: PackageDraft): PackageBody {
  const price = draft.price.trim();
  return {
    title: draft.title,
    price: /^\d+$/.test(price) ? Number(price) : price,
    course_ids: draft.course_ids.map((course) => course.id),
    status: draft.status,
    ...(draft.cover_upload_id === null ? {} : { cover_upload_id: draft.cover_upload_id }),
  };
}

/** Opens the dialog on a blank package with the picker's first courses. */
export function openPackageCreate(): void {
  packageForm.reset(blankPackage);
  resetPackageCover(null);
  $packageDialog.set({ mode: 'create' });
  packageCourseSearch.reset();
  void packageCourseSearch.search('SINGLE', '');
}

/** Opens the dialog on a package to change it. */
export function openPackageEdit(item: CoursePackage): void {
  packageForm.reset({
    title: item.title,
    price: String(item.price),
    course_ids: item.courses.map(({ id, title, price }) => ({ id, title, price })),
    status: item.status,
    cover_upload_id: null,
  });
  resetPackageCover(item.cover_url);
  $packageDialog.set({ mode: 'edit', id: item.id });
  packageCourseSearch.reset();
  void packageCourseSearch.search('SINGLE', '');
}

/** Closes the dialog; what was typed is forgotten and a cover upload still running is cancelled. */
export function closePackageDialog(): void {
  $packageDialog.set(null);
  packageForm.reset(blankPackage);
  resetPackageCover(null);
  packageCourseSearch.reset();
}

/** Changes the title, price or status. */
export function editPackageDraft<K extends 'title' | 'price' | 'status'>(
  key: K,
  value: PackageDraft[K],
): void {
  packageForm.set(key, value);
}

/** Adds a course to the package or takes it out. */
export function togglePackageCourse(course: PackageCourse, chosen: boolean): void {
  const without = packageForm.$values.get().course_ids.filter((item) => item.id !== course.id);
  packageForm.set('course_ids', chosen ? [...without, course] : without);
}

/** What the cover field shows: the chosen image, nothing once removed, else the saved cover. */
export function coverPreviewOf(
  { saved, chosen }: PackageCover,
  draft: PackageDraft,
): string | null {
  if (chosen && chosen.status !== 'FAILED' && chosen.status !== 'ABORT') return chosen.preview;
  return draft.cover_upload_id === '' ? null : saved;
}

/**
 * Sends an image as the package's cover; once uploaded the body names it. A file chosen before
 * it no longer counts (a removal stays until this one finishes).
 */
export function choosePackageCover(file: File): void {
  if (packageForm.$values.get().cover_upload_id !== '') packageForm.set('cover_upload_id', null);
  startPackageCover(file, (fileId) => {
    if ($packageDialog.get() !== null) packageForm.set('cover_upload_id', fileId);
  });
}

/** Removes the cover: a chosen file is dropped and the body sends '' (no cover). */
export function removePackageCover(): void {
  resetPackageCover($packageCover.get().saved);
  packageForm.set('cover_upload_id', '');
}

/** Searches the lecturer's courses by a part of the title. */
export function searchPackageCourses(keyword: string): Promise<void> {
  return packageCourseSearch.search('SINGLE', keyword);
}

/**
 * Saves the dialog: creates the package or replaces the one edited, then closes and reloads the
 * list. On a 400 the messages show at the fields and the dialog stays; while the cover is still
 * uploading it is refused with a message at the cover. Resolves whether it saved.
 */
export async function savePackage(): Promise<boolean> {
  const dialog = $packageDialog.get();
  if (dialog === null) return false;
  if (coverInFlight($packageCover.get().chosen)) {
    packageForm.$errors.set({ cover_upload_id: [$t.get()('packages.form.coverWait')] });
    return false;
  }
  const saved = await packageForm.submit(async (draft) => {
    const body = bodyOfPackageDraft(draft);
    if (dialog.mode === 'create') await createPackage(body);
    else await updatePackage(dialog.id, body);
    return draft;
  });
  if (!saved) return false;
  closePackageDialog();
  await packageList.reload();
  return true;
}
