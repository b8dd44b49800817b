/**
 * The read rules of the administrators' areas whose lists other routes also answer from (the
 * command palette's search): one rule each, used by the area's routes and the search alike.
 */
import { roleAccess } from './access.ts';

/** Reading orders: administrators with `v2_order.read`. */
export const orderReadAccess = roleAccess(['ADMIN'], 'v2_order.read');

/** Reading members: administrators with `v2_member.read`. */
export const memberReadAccess = roleAccess(['ADMIN'], 'v2_member.read');

/** Reading lecturers: administrators with `v2_lecturer.read`. */
export const lecturerReadAccess = roleAccess(['ADMIN'], 'v2_lecturer.read');
