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

/** Operations of the trash, per host. */
export const trashOperations = {
  lecturerList: { method: 'get', path: '/lecturers/v2/trash' },
  lecturerRestore: { method: 'post', path: '/lecturers/v2/trash/{trash_id}/restore' },
  adminList: { method: 'get', path: '/admins/v2/trash' },
  adminRestore: { method: 'post', path: '/admins/v2/trash/{trash_id}/restore' },
} as const;
