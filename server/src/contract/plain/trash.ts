/** The trash: what a deletion keeps for 30 days, to restore. Zod-free. */

/** What can be in the trash. */
export const trashKinds = [
  'course',
  'ebook',
  'article',
  'chapter',
  'lecture',
  'attachment',
  'coupon',
  'announcement',
] as const;

/** A kind of thing in the trash. */
export type TrashKind = (typeof trashKinds)[number];

/** How long a deleted thing can be restored. */
export const TRASH_DAYS = 30;

/** Operations of the trash (the acting role decides whose entries). */
export const trashOperations = {
  list: { method: 'get', path: '/lecturers/v2/trash' },
  restore: { method: 'post', path: '/lecturers/v2/trash/{trash_id}/restore' },
} as const;
