/**
 * The audit log: `recordAudit` writes, in the change's own transaction, who changed which record
 * and the fields that changed (before and after); `auditPage` reads a record's entries, newest
 * first. There is no update or delete: entries are written here and nowhere else.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction, AuditSubject, auditListResponse } from '../contract/audit.ts';
import type { Database, Transaction } from '../db/index.ts';
import { auditEntries, users } from '../db/schema.ts';
import { pagedList, readPage } from '../http/paging.ts';

type Tx = Database | Transaction;

/** Field values of a record (JSON-serialisable: dates as ISO strings). */
export type AuditValues = Readonly<Record<string, unknown>>;

/** A change to record. */
export interface AuditChange {
  readonly subject: AuditSubject;
  /** The record's id, or a setting's key. */
  readonly key: string | number;
  /** The user the record is or belongs to (a lecturer, a member, a payout account's owner). */
  readonly ownerId?: number | null;
  readonly action: AuditAction;
  /** The record before (null when created). */
  readonly before: AuditValues | null;
  /** The record after (null when deleted). */
  readonly after: AuditValues | null;
  readonly actorId: number;
  readonly at?: Date;
}

/** A value as JSON keeps it (dates as ISO strings). */
function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * The fields of `before` and `after` that differ (both sides, only those fields), or null when
 * nothing changed. A created or deleted record keeps every field on its side.
 */
export function changedFields(
  before: AuditValues | null,
  after: AuditValues | null,
): { before: AuditValues | null; after: AuditValues | null } | null {
  const clean = (values: AuditValues | null) =>
    values === null
      ? null
      : Object.fromEntries(Object.entries(values).map(([key, value]) => [key, plain(value)]));
  const was = clean(before);
  const now = clean(after);
  if (was === null || now === null) return { before: was, after: now };
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
  if (keys.length === 0) return null;
  const pick = (values: Record<string, unknown>) =>
    Object.fromEntries(keys.map((key) => [key, values[key] ?? null]));
  return { before: pick(was), after: pick(now) };
}

/** Records a change (nothing when no field changed). Call inside the change's transaction. */
export async function recordAudit(tx: Tx, change: AuditChange): Promise<void> {
  const fields = changedFields(change.before, change.after);
  if (fields === null) return;
  await tx.insert(auditEntries).values({
    subject: change.subject,
    subjectKey: String(change.key),
    ownerId: change.ownerId ?? null,
    action: change.action,
    before: fields.before,
    after: fields.after,
    actorId: change.actorId,
    ...(change.at ? { at: change.at } : {}),
  });
}

/** Which entries a record page shows. */
export type AuditScope =
  /** Everything about a user: as a lecturer or member and their payout accounts or wallet. */
  | { readonly ownerId: number; readonly subjects: readonly AuditSubject[] }
  /** One record (a group) or every record of a subject (settings: `key` omitted). */
  | { readonly subject: AuditSubject; readonly key?: string | number };

/** One page of a scope's entries, newest first. */
export async function auditPage(
  tx: Tx,
  scope: AuditScope,
  page: number,
  perPage: number,
): Promise<z.input<typeof auditListResponse>> {
  const where: SQL | undefined =
    'ownerId' in scope
      ? and(
          eq(auditEntries.ownerId, scope.ownerId),
          inArray(auditEntries.subject, [...scope.subjects]),
        )
      : and(
          eq(auditEntries.subject, scope.subject),
          scope.key === undefined ? undefined : eq(auditEntries.subjectKey, String(scope.key)),
        );
  const ask = { page, per_page: perPage };
  const { rows, total } = await readPage(
    tx,
    tx
      .select({ entry: auditEntries, actorName: users.name })
      .from(auditEntries)
      .leftJoin(users, eq(users.id, auditEntries.actorId))
      .where(where)
      .orderBy(desc(auditEntries.id)),
    ask,
  );
  return pagedList(
    rows.map(({ entry, actorName }) => ({
      id: entry.id,
      subject: entry.subject,
      subject_key: entry.subjectKey,
      action: entry.action as AuditAction,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown> | null,
      actor: entry.actorId === null ? null : { id: entry.actorId, name: actorName ?? '' },
      at: entry.at.toISOString(),
    })),
    total,
    ask,
  );
}
