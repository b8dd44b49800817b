/**
 * Who may see and write discounts and packages. A lecturer sees and writes their own (the
 * courses, ebooks and packages they own); an administrator with `v2_coupon` reads every
 * lecturer's and ends discounts early, but creates, changes and deletes nothing (discounts and
 * packages belong to a lecturer). Outside the viewer's scope an object does not exist (404).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { roleAccess } from '../auth/access.ts';
import type { Role, Viewer } from '../auth/sessions.ts';
import type { Database, Transaction } from '../db/index.ts';
import { courses, discounts, packages } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

/** Reading discounts and packages: lecturers (their own) and admins with `v2_coupon.read`. */
export const discountReadAccess = roleAccess(['ADMIN', 'TEACHER'], 'v2_coupon.read');

/** Writing discounts and packages (and an administrator ending a discount). */
export const discountWriteAccess = roleAccess(['ADMIN', 'TEACHER'], 'v2_coupon.write');

/** The item kinds a single discount or a package may hold. */
export const sellableKinds = ['courses', 'ebooks'] as const;

/** Type of the reader handlers pass. */
type Reader = Database | Transaction;

/** A discount row. */
export type DiscountRow = typeof discounts.$inferSelect;

/** A package row. */
export type PackageRow = typeof packages.$inferSelect;

/** A course or ebook row, as a discount or a package names it. */
export type SellableRow = typeof courses.$inferSelect;

/** The viewer as a lecturer: 404 for anyone else (an administrator only reviews). */
export function lecturerOnly(viewer: Viewer | null, role: Role | null): Viewer {
  if (!viewer || role !== 'TEACHER') throw notFound();
  return viewer;
}

/** The viewer signed in with a role: 404 otherwise. */
export function signedIn(viewer: Viewer | null, role: Role | null): [Viewer, Role] {
  if (!viewer || !role) throw notFound();
  return [viewer, role];
}

/** The lecturer's own rows of a table with `lecturer_id`, as a condition (none for an admin). */
function ownedBy(
  column: typeof discounts.lecturerId | typeof packages.lecturerId,
  viewer: Viewer,
  role: Role,
): SQL | undefined {
  return role === 'ADMIN' ? undefined : eq(column, viewer.id);
}

/** The discounts a viewer sees, as a condition (none for an administrator). */
export function discountScope(viewer: Viewer, role: Role): SQL | undefined {
  return ownedBy(discounts.lecturerId, viewer, role);
}

/** The packages a viewer sees, as a condition (none for an administrator). */
export function packageScope(viewer: Viewer, role: Role): SQL | undefined {
  return ownedBy(packages.lecturerId, viewer, role);
}

/** Loads a discount the viewer sees (locked for update when `forUpdate`); 404 otherwise. */
export async function openDiscount(
  tx: Reader,
  viewer: Viewer | null,
  role: Role | null,
  id: number,
  forUpdate = false,
): Promise<DiscountRow> {
  const [who, as] = signedIn(viewer, role);
  const query = tx
    .select()
    .from(discounts)
    .where(and(eq(discounts.id, id), discountScope(who, as)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Loads a package the viewer sees (locked for update when `forUpdate`); 404 otherwise. */
export async function openPackage(
  tx: Reader,
  viewer: Viewer | null,
  role: Role | null,
  id: number,
  forUpdate = false,
): Promise<PackageRow> {
  const [who, as] = signedIn(viewer, role);
  const query = tx
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), packageScope(who, as)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * Loads a course or ebook the lecturer owns (locked for update when `forUpdate`, so two
 * discounts on it are checked one after the other); 404 otherwise.
 */
export async function ownSellable(
  tx: Reader,
  lecturer: Viewer,
  id: number,
  forUpdate = false,
): Promise<SellableRow> {
  const query = tx
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.id, id),
        eq(courses.lecturerId, lecturer.id),
        inArray(courses.kind, [...sellableKinds]),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Loads a package the lecturer owns (locked for update when `forUpdate`); 404 otherwise. */
export async function ownPackage(
  tx: Reader,
  lecturer: Viewer,
  id: number,
  forUpdate = false,
): Promise<PackageRow> {
  return openPackage(tx, lecturer, 'TEACHER', id, forUpdate);
}
