/**
 * Opening a lecture through its item: the item must be a course or ebook the viewer may see
 * (findItem), else 404, as for the item itself.
 */
import { and, eq } from 'drizzle-orm';
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { Transaction } from '../../db/index.ts';
import { courses, lectures } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findItem, requirePermission, type ItemAccess } from '../../items/access.ts';
import {
  MAX_ROW_ID,
  structureKinds,
  type LectureRow,
  type StructureKind,
} from '../../structure/read.ts';

/** A lecture with the viewer's access to its item. */
export interface LectureAccess {
  readonly access: ItemAccess;
  readonly kind: StructureKind;
  readonly lecture: LectureRow;
}

const isStructureKind = (kind: string): kind is StructureKind =>
  (structureKinds as readonly string[]).includes(kind);

/** Loads a lecture the viewer may see (its item locked when `forUpdate`); 404 otherwise. */
export async function openLecture(
  tx: Transaction,
  viewer: Viewer | null,
  role: Role | null,
  lectureId: number,
  forUpdate = false,
): Promise<LectureAccess> {
  if (lectureId > MAX_ROW_ID) throw notFound();
  const [row] = await tx
    .select({ courseId: lectures.courseId, kind: courses.kind })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(eq(lectures.id, lectureId));
  if (!row || !isStructureKind(row.kind)) throw notFound();
  const access = await findItem(tx, viewer, role, row.kind, row.courseId, forUpdate);
  const lecture = await lectureOfItem(tx, access.item.id, lectureId);
  if (!lecture) throw notFound();
  return { access, kind: row.kind, lecture };
}

/** Opens a lecture to change it: its item locked, the chapters permission required. */
export async function openLectureToChange(
  tx: Transaction,
  viewer: Viewer | null,
  role: Role | null,
  lectureId: number,
): Promise<LectureAccess> {
  const opened = await openLecture(tx, viewer, role, lectureId, true);
  requirePermission(opened.access, 'chapters');
  return opened;
}

/** The lecture of an item with this id, or undefined. */
export async function lectureOfItem(
  tx: Transaction,
  courseId: number,
  lectureId: number,
): Promise<LectureRow | undefined> {
  if (lectureId > MAX_ROW_ID) return undefined;
  const [lecture] = await tx
    .select()
    .from(lectures)
    .where(and(eq(lectures.id, lectureId), eq(lectures.courseId, courseId)));
  return lecture;
}
