/**
 * Contract of the audit log (docs/decisions.md, "Lecturers, members and settings"): what the
 * record pages of lecturers, members, groups and settings show of the changes made to them. Each
 * area declares its own read-only `GET …/audit` operation with these schemas (its own access
 * rule); nothing can write or delete an entry through the API.
 */
import { z } from 'zod';
import { isoDateTime } from './dates.ts';
import { listMeta, paging } from './courses.ts';
import { auditActions, auditSubjects } from './plain/people.ts';

export type { AuditAction, AuditSubject } from './plain/people.ts';

/** A value of a field before or after a change (money in TWD, dates ISO). */
const fieldValues = z.record(z.string(), z.unknown());

/** One change: only the fields that changed, before and after (null when created or deleted). */
export const auditEntry = z.object({
  id: z.number().int(),
  subject: z.enum(auditSubjects),
  subject_key: z.string(),
  action: z.enum(auditActions),
  before: fieldValues.nullable(),
  after: fieldValues.nullable(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: isoDateTime,
});

/** `GET …/audit` query: a page, newest first. */
export const auditListQuery = z.object(paging);

/** `GET …/audit`: the newest first. */
export const auditListResponse = z.object({ data: z.array(auditEntry), meta: listMeta });

/** An audit entry as the client receives it. */
export type AuditEntry = z.infer<typeof auditEntry>;
