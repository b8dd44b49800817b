/**
 * The courses of a package: 2 or more distinct courses or ebooks the lecturer owns (another's,
 * or one that does not exist, is 404; a course named twice is 400 at `course_ids`), stored in
 * the order given.
 */
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import type { Transaction } from '../../db/index.ts';
import { packageCourses } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { ownSellable } from '../../selling/discount-access.ts';

/** Checks the courses of a package: distinct, and each the lecturer's own course or ebook. */
export async function checkPackageCourses(
  tx: Transaction,
  lecturer: Viewer,
  courseIds: readonly number[],
): Promise<void> {
  if (new Set(courseIds).size !== courseIds.length)
    throw badRequest('package.duplicateCourse', 'course_ids');
  for (const id of courseIds) await ownSellable(tx, lecturer, id);
}

/** Replaces the courses of a package with these, in this order. */
export async function storePackageCourses(
  tx: Transaction,
  packageId: number,
  courseIds: readonly number[],
): Promise<void> {
  await tx.delete(packageCourses).where(eq(packageCourses.packageId, packageId));
  await tx
    .insert(packageCourses)
    .values(courseIds.map((courseId, sort) => ({ packageId, courseId, sort })));
}
