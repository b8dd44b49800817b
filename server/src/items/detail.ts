/** An item as its screens read it (`ItemDetail`): every write of an item answers with it. */
import { asc, eq } from 'drizzle-orm';
import { FUNDRAISING_MIN_TICKETS, type ItemDetail } from '../contract/items.ts';
import type { Transaction } from '../db/index.ts';
import { fundraisingTickets, users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { FILES_PATH } from '../uploads/form.ts';
import type { ItemAccess } from './access.ts';
import { apiStatus, movesFor } from './status-machine.ts';

/** The public URL of a stored form upload. */
export function fileUrl(env: Env, uploadId: string): string {
  return `${env.PUBLIC_URL.replace(/\/+$/, '')}${FILES_PATH}/${uploadId}`;
}

/** Reads everything the screens show of an item the viewer may see. */
export async function itemDetail(
  tx: Transaction,
  env: Env,
  access: ItemAccess,
  now: Date,
): Promise<ItemDetail> {
  const { item } = access;
  const tickets = await tx
    .select({
      fundraising: fundraisingTickets.fundraising,
      scheduleAt: fundraisingTickets.scheduleAt,
    })
    .from(fundraisingTickets)
    .where(eq(fundraisingTickets.courseId, item.id))
    .orderBy(asc(fundraisingTickets.scheduleAt), asc(fundraisingTickets.id));
  const [lecturer] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, item.lecturerId));
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    subtitle: item.subtitle,
    status: apiStatus(item.kind, item.status),
    level: item.level,
    language: item.language,
    profession_id: item.professionId,
    cover: item.coverUploadId
      ? { id: item.coverUploadId, url: fileUrl(env, item.coverUploadId) }
      : null,
    introduction: item.introduction,
    learnings: item.learnings,
    requirements: item.requirements,
    audiences: item.audiences,
    letter: item.letter,
    privacy: item.privacy,
    interactions: {
      questions: item.allowQuestions,
      feedbacks: item.allowFeedbacks,
      creations: item.allowCreations,
    },
    category: item.category,
    type: item.type,
    price: item.price,
    original_price: item.originalPrice,
    tickets: tickets.map((ticket) => ({
      fundraising: ticket.fundraising,
      schedule_at: ticket.scheduleAt.toISOString(),
    })),
    fundraising: tickets.length >= FUNDRAISING_MIN_TICKETS,
    fundraising_threshold: item.fundraisingThreshold,
    fundraising_ends_at: item.fundraisingEndsAt?.toISOString() ?? null,
    presale_count: item.presaleCount,
    platform_share: item.platformShare,
    scheduled_at: item.scheduledAt?.toISOString() ?? null,
    review_note: item.reviewNote,
    lecturer: { id: item.lecturerId, name: lecturer?.name ?? '' },
    my_role: access.role,
    my_permissions: [...access.permissions],
    moves: movesFor({ ...item, ticketCount: tickets.length }, access.role, now),
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}
