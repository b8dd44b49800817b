/**
 * The status machine of catalogue items (docs/status-machine.md). Statuses are the upper-case
 * course statuses; ebooks and articles use the subset without PRESALE and PREPARE and spell them
 * in lower case on the API (their card types).
 */
import {
  FUNDRAISING_MIN_TICKETS,
  itemStatuses,
  type ItemKind,
  type ItemStatus,
  type MoveReason,
  type StatusMove,
} from '../contract/items.ts';
import type { CourseStatus } from '../contract/courses.ts';

/** What the machine reads of an item. */
export interface MachineItem {
  readonly kind: ItemKind;
  readonly status: CourseStatus;
  readonly introduction: string;
  readonly category: string;
  readonly ticketCount: number;
  readonly fundraisingThreshold: number | null;
  readonly fundraisingEndsAt: Date | null;
  readonly presaleCount: number;
}

/** Who asks: the owner, a co-lecturer or an administrator. */
export type MachineActor = 'owner' | 'co-lecturer' | 'admin';

/** Who makes a move: the owner, an administrator, either, or the clock only. */
type Mover = 'owner' | 'admin' | 'owner-or-admin';

interface Edge {
  readonly to: CourseStatus;
  readonly by: Mover;
  /** Why the move cannot happen now, or null. */
  readonly check?: (item: MachineItem, now: Date) => MoveReason | null;
  readonly needs?: (actor: MachineActor) => 'scheduled_at' | 'reason' | null;
}

function readyForReview(item: MachineItem): MoveReason | null {
  if (stripTags(item.introduction).trim() === '') return 'needs-introduction';
  if (item.kind === 'courses' && item.category === '') return 'needs-category';
  return null;
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
}

function thresholdMet(item: MachineItem): boolean {
  return item.fundraisingThreshold !== null && item.presaleCount >= item.fundraisingThreshold;
}

/** Every move of the machine, by the status it leaves. */
const edges: Readonly<Record<CourseStatus, readonly Edge[]>> = {
  DRAFT: [{ to: 'REVIEW', by: 'owner', check: readyForReview }],
  REVIEW: [
    // The owner withdraws; an administrator rejects, with a reason.
    {
      to: 'DRAFT',
      by: 'owner-or-admin',
      needs: (actor) => (actor === 'admin' ? 'reason' : null),
    },
    { to: 'PUBLISH', by: 'admin' },
    { to: 'SCHEDULING', by: 'admin', needs: () => 'scheduled_at' },
    {
      to: 'PRESALE',
      by: 'admin',
      check: (item, now) => {
        if (item.ticketCount < FUNDRAISING_MIN_TICKETS) return 'needs-tickets';
        // The end must be ahead: a presale that has already ended would close at once.
        if (
          item.fundraisingThreshold === null ||
          item.fundraisingEndsAt === null ||
          item.fundraisingEndsAt <= now
        )
          return 'needs-threshold';
        return null;
      },
    },
  ],
  SCHEDULING: [
    { to: 'PUBLISH', by: 'admin' },
    // Cancelling the schedule keeps the approval: the item waits offline.
    { to: 'OFFLINE', by: 'owner-or-admin' },
  ],
  PRESALE: [
    {
      to: 'PREPARE',
      by: 'admin',
      check: (item) => (thresholdMet(item) ? null : 'threshold-not-met'),
    },
    {
      to: 'OFFLINE',
      by: 'admin',
      check: (item, now) => {
        if (thresholdMet(item)) return 'threshold-met';
        if (item.fundraisingEndsAt !== null && item.fundraisingEndsAt > now)
          return 'fundraising-open';
        return null;
      },
    },
  ],
  PREPARE: [{ to: 'PUBLISH', by: 'admin' }],
  PUBLISH: [{ to: 'OFFLINE', by: 'owner-or-admin' }],
  OFFLINE: [
    { to: 'PUBLISH', by: 'owner-or-admin' },
    { to: 'DRAFT', by: 'owner-or-admin' },
  ],
};

/** The API spelling of a stored status for a kind. */
export function apiStatus(kind: ItemKind, status: CourseStatus): ItemStatus {
  return kind === 'courses' ? status : (status.toLowerCase() as ItemStatus);
}

/** The stored status of an API spelling for a kind, or null when the kind has no such status. */
export function storedStatus(kind: ItemKind, status: string): CourseStatus | null {
  const statuses: readonly string[] = itemStatuses[kind];
  if (!statuses.includes(status)) return null;
  return status.toUpperCase() as CourseStatus;
}

function allowedMover(by: Mover, actor: MachineActor): MoveReason | null {
  if (by === 'owner-or-admin') return actor === 'co-lecturer' ? 'owner-only' : null;
  if (by === 'owner') return actor === 'owner' ? null : 'owner-only';
  return actor === 'admin' ? null : 'admin-only';
}

/** Every other status of the item's kind: whether the actor may move there now, and if not why. */
export function movesFor(item: MachineItem, actor: MachineActor, now: Date): StatusMove[] {
  const from = edges[item.status];
  return itemStatuses[item.kind]
    .map((spelling) => storedStatus(item.kind, spelling))
    .filter((status): status is CourseStatus => status !== null && status !== item.status)
    .map((to) => {
      const edge = from.find((candidate) => candidate.to === to);
      const reason = edge
        ? (allowedMover(edge.by, actor) ?? edge.check?.(item, now) ?? null)
        : 'no-move';
      return {
        status: apiStatus(item.kind, to),
        allowed: reason === null,
        reason,
        needs: edge?.needs?.(actor) ?? null,
      };
    });
}

/** Moves the clock makes: SCHEDULING → PUBLISH at its time; PRESALE → PREPARE/OFFLINE at its end. */
export function dueMove(
  item: MachineItem & { scheduledAt: Date | null },
  now: Date,
): CourseStatus | null {
  if (item.status === 'SCHEDULING' && item.scheduledAt !== null && item.scheduledAt <= now)
    return 'PUBLISH';
  if (item.status === 'PRESALE' && item.fundraisingEndsAt !== null && item.fundraisingEndsAt <= now)
    return thresholdMet(item) ? 'PREPARE' : 'OFFLINE';
  return null;
}
