/**
 * Oversight (issue #31): an administrator closes (takes off sale) a lecturer's package with a
 * reason typed in a dialog. The server requires the reason and says so at the field; what was
 * typed stays. Once closed the review list shows it CLOSED.
 */
import { atom } from 'nanostores';
import type { CoursePackage } from '../../../server/src/contract/discounts.ts';
import { closePackage } from '../../api/packages.ts';
import { createAction } from '../action.ts';
import { packageReviewList } from './review.ts';

/** The package the dialog closes; null while it is closed. */
export const $packageClosing = atom<CoursePackage | null>(null);

/** The reason being typed. */
export const $packageCloseReason = atom('');

/** Closing with the reason; a refusal (400) shows at the reason field. */
export const packageClose = createAction(
  (item: CoursePackage, reason: string) => closePackage(item.id, reason),
  {
    inline: true,
    done: (t, _closed, item) => t('packages.close.done', { title: item.title }),
    failed: (t) => t('packages.close.failed'),
  },
);

/** Whether a package can still be closed (not closed yet). */
export function packageIsClosable(item: CoursePackage): boolean {
  return item.status !== 'CLOSED';
}

/** Opens the dialog for a package, with an empty reason. */
export function openPackageClose(item: CoursePackage): void {
  $packageCloseReason.set('');
  packageClose.clearError();
  $packageClosing.set(item);
}

/** Closes the dialog without changing anything. */
export function cancelPackageClose(): void {
  $packageClosing.set(null);
  packageClose.clearError();
}

/** Changes the reason. */
export function editPackageCloseReason(reason: string): void {
  $packageCloseReason.set(reason);
}

/**
 * Closes the package with the reason typed; once done closes the dialog and reloads the review
 * list's page. Resolves whether it was closed.
 */
export async function confirmPackageClose(): Promise<boolean> {
  const item = $packageClosing.get();
  if (item === null) return false;
  const done = await packageClose.run(item, $packageCloseReason.get());
  if (!done) return false;
  cancelPackageClose();
  await packageReviewList.reload();
  return true;
}
