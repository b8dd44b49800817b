/**
 * Announcements as the contract answers them: the owner, the discussions oldest first, and the
 * students reached (stored when sent, counted now while a draft) and its e-mail's delivery counts.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { announcement } from '../../contract/interactions.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { announcementDiscussions, users } from '../../db/schema.ts';
import { countRecipients } from './audience.ts';
import { deliveriesOf } from './mail.ts';
import type { AnnouncementRow } from './scope.ts';

type Reader = Database | Transaction;

/** An announcement as answered. */
export type AnnouncementAnswer = z.input<typeof announcement>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Serialises announcement rows, in their order (two queries plus one count per draft). */
export async function serializeAnnouncements(
  tx: Reader,
  rows: readonly AnnouncementRow[],
): Promise<AnnouncementAnswer[]> {
  if (rows.length === 0) return [];
  const ownerIds = [...new Set(rows.map((row) => row.lecturerId))];
  const owners = await tx
    .select({ id: users.id, name: users.name, avatar_url: users.avatarUrl })
    .from(users)
    .where(inArray(users.id, ownerIds));
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
  const discussions = await tx
    .select({
      announcementId: announcementDiscussions.announcementId,
      id: announcementDiscussions.id,
      body: announcementDiscussions.body,
      display: announcementDiscussions.display,
      staff: announcementDiscussions.staff,
      createdAt: announcementDiscussions.createdAt,
      updatedAt: announcementDiscussions.updatedAt,
      authorId: users.id,
      authorName: users.name,
      authorAvatar: users.avatarUrl,
    })
    .from(announcementDiscussions)
    .innerJoin(users, eq(users.id, announcementDiscussions.authorId))
    .where(
      inArray(
        announcementDiscussions.announcementId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(announcementDiscussions.createdAt), asc(announcementDiscussions.id));

  const childrenOf = new Map<number, (typeof discussions)[number][]>();
  for (const discussion of discussions) {
    const list = childrenOf.get(discussion.announcementId) ?? [];
    list.push(discussion);
    childrenOf.set(discussion.announcementId, list);
  }

  const deliveries = await deliveriesOf(
    tx,
    rows.map((row) => row.id),
  );
  const none = { queued: 0, sent: 0, failed: 0 };
  const answers: AnnouncementAnswer[] = [];
  for (const row of rows) {
    const owner = ownerOf.get(row.lecturerId) ?? { id: row.lecturerId, name: '', avatar_url: null };
    answers.push({
      id: row.id,
      title: row.title,
      body: row.body,
      type: row.type,
      display: row.display,
      status: row.status,
      owner,
      lecturer_id: row.lecturerId,
      children: (childrenOf.get(row.id) ?? []).map((discussion) => ({
        id: discussion.id,
        body: discussion.body,
        display: discussion.display,
        author: {
          id: discussion.authorId,
          name: discussion.authorName,
          avatar_url: discussion.authorAvatar,
        },
        staff: discussion.staff,
        created_at: discussion.createdAt.toISOString(),
        updated_at: discussion.updatedAt.toISOString(),
      })),
      includes: row.includes,
      excepts: row.excepts,
      progress: row.progress,
      date: { begin: iso(row.beginsAt), end: iso(row.endsAt) },
      confirmed_at: iso(row.confirmedAt),
      recipients: row.confirmedAt ? (row.recipients ?? 0) : await countRecipients(tx, row),
      deliveries: deliveries.get(row.id) ?? none,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    });
  }
  return answers;
}

/** One announcement as answered. */
export async function announcementDetail(
  tx: Reader,
  row: AnnouncementRow,
): Promise<AnnouncementAnswer> {
  const [answer] = await serializeAnnouncements(tx, [row]);
  if (!answer) throw new Error(`Announcement ${row.id} could not be serialised`);
  return answer;
}
