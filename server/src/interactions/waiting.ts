/**
 * Posts waiting for an answer in the viewer's scope, by type (the interactions badge, the
 * dashboard): a sum of the counts the database keeps per course and type (`interaction_waiting`,
 * a trigger on `interactions`), not a count of every waiting post.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role, Viewer } from '../auth/sessions.ts';
import type { waitingResponse } from '../contract/interactions.ts';
import { threadTypes, type ThreadType } from '../contract/plain/interactions.ts';
import type { Transaction } from '../db/index.ts';
import { interactionWaiting } from '../db/schema.ts';
import { visibleCourseIds } from './access.ts';

/** A number per post type. */
export type Counts = Record<ThreadType, number>;

/** Zero of every type. */
export const noCounts = (): Counts => ({ comments: 0, discussions: 0, feedbacks: 0, creations: 0 });

/** `GET .../interactions/waiting`. */
export async function waitingOf({
  tx,
  viewer,
  role,
}: {
  readonly tx: Transaction;
  readonly viewer: Pick<Viewer, 'id'>;
  readonly role: Role;
}): Promise<z.input<typeof waitingResponse>> {
  const ids = visibleCourseIds(viewer, role);
  const rows = await tx
    .select({
      type: interactionWaiting.type,
      total: sql<number>`coalesce(sum(${interactionWaiting.n}), 0)::int`,
    })
    .from(interactionWaiting)
    .where(ids ? sql`${interactionWaiting.courseId} in ${ids}` : undefined)
    .groupBy(interactionWaiting.type);
  const byType = noCounts();
  for (const row of rows) byType[row.type] = row.total;
  return { total: threadTypes.reduce((sum, type) => sum + byType[type], 0), by_type: byType };
}
