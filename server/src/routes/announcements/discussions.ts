/**
 * Discussions under an announcement: the lecturer (or an administrator) writes, only the author
 * edits, anyone who sees the announcement removes, hides or shows one. Every write recomputes the
 * announcement's status from its latest shown discussion: a student's waits (WAITING), the
 * staff's answers (ANSWERED), none clears it.
 */
import { and, desc, eq } from 'drizzle-orm';
import { announcementsContract } from '../../contract/interactions.ts';
import type { Transaction } from '../../db/index.ts';
import { announcementDiscussions, announcements } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { interactionWriteAccess } from '../../interactions/access.ts';
import { isBlankHtml, sanitizeRichText } from '../../interactions/rich-text.ts';
import { announcementInScope, openAnnouncement, type AnnouncementRow } from './scope.ts';
import { announcementDetail } from './serialize.ts';

/** Sets the status from the latest shown discussion; answers the updated row. */
export async function refreshStatus(
  tx: Transaction,
  announcementId: number,
  now: Date,
): Promise<AnnouncementRow> {
  const [latest] = await tx
    .select({ staff: announcementDiscussions.staff })
    .from(announcementDiscussions)
    .where(
      and(
        eq(announcementDiscussions.announcementId, announcementId),
        eq(announcementDiscussions.display, true),
      ),
    )
    .orderBy(desc(announcementDiscussions.createdAt), desc(announcementDiscussions.id))
    .limit(1);
  const status = latest ? (latest.staff ? 'ANSWERED' : 'WAITING') : null;
  const [row] = await tx
    .update(announcements)
    .set({ status, updatedAt: now })
    .where(eq(announcements.id, announcementId))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** A body as stored: sanitised; empty after sanitising is a 400 at `body`. */
function discussionBody(html: string): string {
  const body = sanitizeRichText(html);
  if (isBlankHtml(body)) throw badRequest('interaction.commentEmpty', 'body');
  return body;
}

/** A discussion of the announcement (404 when it is under another one). */
async function openDiscussion(tx: Transaction, announcementId: number, discussionId: number) {
  const [discussion] = await tx
    .select()
    .from(announcementDiscussions)
    .where(
      and(
        eq(announcementDiscussions.id, discussionId),
        eq(announcementDiscussions.announcementId, announcementId),
      ),
    )
    .for('update');
  if (!discussion) throw notFound();
  return discussion;
}

const tag = 'announcements';

/** Declared routes of announcement discussions. */
export const discussionRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: announcementsContract.addDiscussion,
    summary:
      'Write a discussion under an announcement, as its lecturer or an administrator (staff). The body is sanitised; empty after sanitising is refused at `body`. The status becomes ANSWERED. Answers the announcement.',
    tag,
    access: interactionWriteAccess,
    scope: announcementInScope,
    status: 201,
    handler: async ({ tx, viewer, role, params, body }) => {
      const row = await openAnnouncement(tx, viewer, role, params.announcement_id, true);
      const text = discussionBody(body.body);
      const now = new Date();
      await tx.insert(announcementDiscussions).values({
        announcementId: row.id,
        authorId: viewer?.id ?? 0,
        staff: true,
        body: text,
        createdAt: now,
        updatedAt: now,
      });
      return announcementDetail(tx, await refreshStatus(tx, row.id, now));
    },
  }),
  defineRoute({
    operation: announcementsContract.updateDiscussion,
    summary:
      "Change a discussion's text: only its author (else 400). The body is sanitised; empty after sanitising is refused at `body`. Answers the announcement.",
    tag,
    access: interactionWriteAccess,
    scope: announcementInScope,
    handler: async ({ tx, viewer, role, params, body }) => {
      const row = await openAnnouncement(tx, viewer, role, params.announcement_id, true);
      const discussion = await openDiscussion(tx, row.id, params.discussion_id);
      if (discussion.authorId !== viewer?.id) throw badRequest('announcement.discussionNotYours');
      const now = new Date();
      await tx
        .update(announcementDiscussions)
        .set({ body: discussionBody(body.body), updatedAt: now })
        .where(eq(announcementDiscussions.id, discussion.id));
      return announcementDetail(tx, await refreshStatus(tx, row.id, now));
    },
  }),
  defineRoute({
    operation: announcementsContract.removeDiscussion,
    summary:
      "Remove a discussion (anyone's: moderation). The status follows the latest discussion left; none clears it. Answers the announcement.",
    tag,
    access: interactionWriteAccess,
    handler: async ({ tx, viewer, role, params }) => {
      const row = await openAnnouncement(tx, viewer, role, params.announcement_id, true);
      const discussion = await openDiscussion(tx, row.id, params.discussion_id);
      await tx.delete(announcementDiscussions).where(eq(announcementDiscussions.id, discussion.id));
      return announcementDetail(tx, await refreshStatus(tx, row.id, new Date()));
    },
  }),
  defineRoute({
    operation: announcementsContract.discussionDisplay,
    summary:
      'Show or hide a discussion (`display`; without it, flips). A hidden discussion no longer counts for the status. Answers the announcement.',
    tag,
    access: interactionWriteAccess,
    scope: announcementInScope,
    handler: async ({ tx, viewer, role, params, body }) => {
      const row = await openAnnouncement(tx, viewer, role, params.announcement_id, true);
      const discussion = await openDiscussion(tx, row.id, params.discussion_id);
      await tx
        .update(announcementDiscussions)
        .set({ display: body.display ?? !discussion.display })
        .where(eq(announcementDiscussions.id, discussion.id));
      return announcementDetail(tx, await refreshStatus(tx, row.id, new Date()));
    },
  }),
];
