/**
 * One post with its replies, and the lecturer's writes on it: reply, hide or show the post or a
 * reply, solve a discussion, publish a creation. Each write recomputes whether the post still
 * waits and answers the whole post.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { threadDetail } from '../../contract/interactions.ts';
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { ThreadType } from '../../contract/plain/interactions.ts';
import type { Transaction } from '../../db/index.ts';
import { interactionReplies, interactions } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  canAnswer,
  openThread,
  requireAnswer,
  type InteractionRow,
  type ThreadAccess,
} from '../../interactions/access.ts';
import { isBlankHtml, sanitizeRichText } from '../../interactions/rich-text.ts';
import { repliesOf, serializeThreads } from './serialize.ts';

/** A post with its replies, as answered. */
export type ThreadDetailAnswer = z.input<typeof threadDetail>;

/** The request's parts a thread handler needs. */
export interface ThreadContext {
  readonly tx: Transaction;
  readonly env: Env;
  readonly viewer: Viewer | null;
  readonly role: Role | null;
}

/**
 * When a post counts as handled (null: it waits): a hidden post never waits; a question or a
 * feedback is handled once a lecturer replied, a discussion once solved, a creation once
 * commented on or published. A post still handled keeps its first time.
 */
export function handledAtOf(post: InteractionRow, now: Date): Date | null {
  const handled =
    !post.display ||
    (post.type === 'discussions'
      ? post.solved
      : post.type === 'creations'
        ? post.respondedAt !== null || post.published
        : post.respondedAt !== null);
  return handled ? (post.handledAt ?? now) : null;
}

/** The post with its replies and whether the viewer may answer. */
export async function detailOf(
  tx: Transaction,
  env: Env,
  { post, access }: ThreadAccess,
): Promise<ThreadDetailAnswer> {
  const [summary] = await serializeThreads(tx, env, [post]);
  if (!summary) throw notFound();
  return { ...summary, replies: await repliesOf(tx, post.id), can_reply: canAnswer(access) };
}

/** Opens a post for a write (locked), refusing a viewer who may not answer in its course. */
async function openForWrite(
  { tx, viewer, role }: ThreadContext,
  type: ThreadType,
  id: number,
): Promise<ThreadAccess> {
  const opened = await openThread(tx, viewer, role, type, id, true);
  requireAnswer(opened.access);
  return opened;
}

/** Saves a change of a post with its recomputed waiting state, and answers it. */
async function save(
  context: ThreadContext,
  opened: ThreadAccess,
  change: Partial<InteractionRow>,
  now: Date,
): Promise<ThreadDetailAnswer> {
  const next = { ...opened.post, ...change };
  const [post = next] = await context.tx
    .update(interactions)
    .set({ ...change, handledAt: handledAtOf(next, now) })
    .where(eq(interactions.id, opened.post.id))
    .returning();
  return detailOf(context.tx, context.env, { ...opened, post });
}

/** `POST .../{type}/{id}/replies`: a lecturer's reply (empty text refused at `body`). */
export async function replyTo(
  context: ThreadContext,
  type: ThreadType,
  id: number,
  body: string,
): Promise<ThreadDetailAnswer> {
  const opened = await openForWrite(context, type, id);
  const clean = sanitizeRichText(body);
  if (isBlankHtml(clean)) throw badRequest('interaction.commentEmpty', 'body');
  const now = new Date();
  await context.tx.insert(interactionReplies).values({
    interactionId: opened.post.id,
    authorId: context.viewer?.id ?? 0,
    staff: true,
    body: clean,
    createdAt: now,
  });
  return save(
    context,
    opened,
    {
      replyCount: opened.post.replyCount + 1,
      lastReplyAt: now,
      respondedAt: opened.post.respondedAt ?? now,
    },
    now,
  );
}

/** `PUT .../{type}/{id}/display`: shows or hides the post (flips without a value). */
export async function setDisplay(
  context: ThreadContext,
  type: ThreadType,
  id: number,
  display: boolean | undefined,
): Promise<ThreadDetailAnswer> {
  const opened = await openForWrite(context, type, id);
  return save(context, opened, { display: display ?? !opened.post.display }, new Date());
}

/** `PUT .../{type}/{id}/replies/{reply_id}/display`: shows or hides one reply of the post. */
export async function setReplyDisplay(
  context: ThreadContext,
  type: ThreadType,
  id: number,
  replyId: number,
  display: boolean | undefined,
): Promise<ThreadDetailAnswer> {
  const opened = await openForWrite(context, type, id);
  const [reply] = await context.tx
    .select({ display: interactionReplies.display })
    .from(interactionReplies)
    .where(and(eq(interactionReplies.id, replyId), eq(interactionReplies.interactionId, id)));
  if (!reply) throw notFound();
  await context.tx
    .update(interactionReplies)
    .set({ display: display ?? !reply.display })
    .where(eq(interactionReplies.id, replyId));
  return detailOf(context.tx, context.env, opened);
}

/** `PUT .../discussions/{id}/solved`. */
export async function setSolved(
  context: ThreadContext,
  id: number,
  solved: boolean,
): Promise<ThreadDetailAnswer> {
  const opened = await openForWrite(context, 'discussions', id);
  return save(context, opened, { solved }, new Date());
}

/** `PUT .../creations/{id}/published`. */
export async function setPublished(
  context: ThreadContext,
  id: number,
  published: boolean,
): Promise<ThreadDetailAnswer> {
  const opened = await openForWrite(context, 'creations', id);
  return save(context, opened, { published }, new Date());
}
