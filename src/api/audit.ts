/**
 * The audit log as the client reads it: each area's API module declares its own `…/audit`
 * operation (its own access rule); they all answer this shape.
 */
import type { z } from 'zod';
import type { auditListResponse } from '../../server/src/contract/audit.ts';

/** One page of audit entries, newest first. */
export type AuditList = z.output<typeof auditListResponse>;

/** One audit entry. */
export type AuditEntry = AuditList['data'][number];

/** Loads one page (1-based) of a record's audit entries. */
export type AuditLoad = (page: number, signal: AbortSignal) => Promise<AuditList>;
