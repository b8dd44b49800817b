/**
 * Oversight (issue #31): an administrator with `v2_coupon` sees every lecturer's coupons,
 * discounts and packages, filters a list by owner, and ends or disables a lecturer's one with a
 * reason, which the audit log keeps (in the change's transaction). Lecturers' lists ignore the
 * owner filter: they only ever see their own.
 */
import { eq, isNull, type SQL } from 'drizzle-orm';
import { roleAccess } from '../auth/access.ts';
import type { Role } from '../auth/sessions.ts';
import type { AuditSubject } from '../contract/audit.ts';
import type { OwnerFilter } from '../contract/owner.ts';
import type { Database, Transaction } from '../db/index.ts';
import type { coupons, discounts, packages } from '../db/schema.ts';
import { recordAudit, type AuditValues } from '../audit/record.ts';

/** Ending or disabling another's coupon, discount or package: administrators with `v2_coupon.write`. */
export const oversightAccess = roleAccess(['ADMIN'], 'v2_coupon.write');

/**
 * The owner filter of an administrator's list as a condition on the owning column: `platform`
 * (no lecturer), a lecturer's id, or nothing (every owner). A lecturer's is ignored.
 */
export function ownerCondition(
  column: typeof coupons.lecturerId | typeof discounts.lecturerId | typeof packages.lecturerId,
  owner: OwnerFilter,
  role: Role,
): SQL | undefined {
  if (role !== 'ADMIN' || owner === undefined) return undefined;
  return owner === 'platform' ? isNull(column) : eq(column, owner);
}

/** What an administrator stopped: its subject, id, owner and the fields before and after. */
export interface OversightChange {
  readonly subject: Extract<AuditSubject, 'COUPON' | 'DISCOUNT' | 'PACKAGE'>;
  readonly key: number;
  readonly ownerId: number | null;
  readonly before: AuditValues;
  readonly after: AuditValues;
  readonly reason: string;
  readonly actorId: number;
}

/** Writes an administrator's ending or disabling to the audit log, the reason kept. */
export async function recordOversight(
  tx: Database | Transaction,
  change: OversightChange,
): Promise<void> {
  await recordAudit(tx, {
    subject: change.subject,
    key: change.key,
    ownerId: change.ownerId,
    action: 'UPDATE',
    before: { ...change.before, reason: null },
    after: { ...change.after, reason: change.reason },
    actorId: change.actorId,
  });
}
