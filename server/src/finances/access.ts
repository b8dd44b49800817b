/**
 * Who may see and decide payout requests. An administrator with `v2_remittance` sees every apply
 * and approves or rejects; a lecturer reads only their own (another's does not exist: 404) and
 * never decides. Staff without `v2_remittance` get 404.
 */
import { eq, type SQL } from 'drizzle-orm';
import { roleAccess } from '../auth/access.ts';
import type { Role, Viewer } from '../auth/sessions.ts';
import { applies } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

/** Reading applies: admins with `v2_remittance.read`, lecturers (their own). */
export const applyReadAccess = roleAccess(['ADMIN', 'TEACHER'], 'v2_remittance.read');

/** Deciding applies (and seeing the accounts to pay): admins with `v2_remittance.write`. */
export const applyWriteAccess = roleAccess(['ADMIN'], 'v2_remittance.write');

/** Reading remittances: admins with `v2_remittance.read`. */
export const remittanceReadAccess = roleAccess(['ADMIN'], 'v2_remittance.read');

/** The applies a viewer sees, as a condition (undefined: all, for an administrator). */
export function applyScope(viewer: Pick<Viewer, 'id'> | null, role: Role | null): SQL | undefined {
  if (!viewer || !role) throw notFound();
  return role === 'ADMIN' ? undefined : eq(applies.lecturerId, viewer.id);
}
