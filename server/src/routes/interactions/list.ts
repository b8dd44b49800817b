/**
 * One page of posts in the viewer's scope: the filters every list shares, each type's own, and
 * the inbox's order (waiting first). A page is read, then its related rows (serialize.ts).
 */
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type {
  commentsQuery,
  creationsQuery,
  discussionsQuery,
  feedbacksQuery,
  inboxQuery,
  threadListResponse,
} from '../../contract/interactions.ts';
import type { ThreadType } from '../../contract/plain/interactions.ts';
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { Transaction } from '../../db/index.ts';
import { interactions, users } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { scopeOf } from '../../interactions/access.ts';
import { escapeLike } from '../../http/like.ts';
import { pageMeta } from '../../http/paging.ts';
import { serializeThreads } from './serialize.ts';

/** What every list query shares. */
interface Paging {
  readonly page: number;
  readonly per_page: number;
  readonly course_id?: number | undefined;
  readonly display?: boolean | undefined;
}

/** The shared filters: course, shown or hidden, ids to leave out. */
function sharedFilters(query: Paging, except: readonly number[] | undefined): (SQL | undefined)[] {
  return [
    query.course_id === undefined ? undefined : eq(interactions.courseId, query.course_id),
    query.display === undefined ? undefined : eq(interactions.display, query.display),
    except && except.length > 0 ? notInArray(interactions.id, [...except]) : undefined,
  ];
}

/**
 * A literal, case-insensitive match of the text or of the author's name. The authors' ids become
 * one value (`= any(array(…))`, not a correlated `exists`), so the planner ors three index reads
 * (the body's and the title's trigram indexes, the author index) instead of testing every post.
 */
function textMatch(keyword: string | undefined, withTitle: boolean): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(
    ilike(interactions.body, pattern),
    withTitle ? ilike(interactions.title, pattern) : undefined,
    sql`${interactions.authorId} = any(array(select ${users.id} from ${users} where ${users.name} ilike ${pattern}))`,
  );
}

const yes = (column: typeof interactions.respondedAt, wanted: boolean | undefined) =>
  wanted === undefined ? undefined : wanted ? isNotNull(column) : isNull(column);

/** One page of posts matching `filters`, newest first (waiting first when `waitingFirst`). */
async function pageOf(
  tx: Transaction,
  env: Env,
  filters: readonly (SQL | undefined)[],
  paging: Paging,
  waitingFirst = false,
): Promise<z.input<typeof threadListResponse>> {
  const where = and(...filters);
  const perPage = paging.per_page;
  const offset = (paging.page - 1) * perPage;
  const [counted] = await tx.select({ total: count() }).from(interactions).where(where);
  const total = counted?.total ?? 0;
  const meta = pageMeta(total, paging.page, perPage);
  if (offset >= total) return { data: [], meta };
  const rows = await tx
    .select()
    .from(interactions)
    .where(where)
    .orderBy(
      ...(waitingFirst ? [sql`(${interactions.handledAt} is null) desc`] : []),
      desc(interactions.createdAt),
      desc(interactions.id),
    )
    .limit(perPage)
    .offset(offset);
  return { data: await serializeThreads(tx, env, rows), meta };
}

/** The viewer and their role (the route's access rule has let both through). */
export interface ListContext {
  readonly tx: Transaction;
  readonly env: Env;
  readonly viewer: Pick<Viewer, 'id'>;
  readonly role: Role;
}

const ofType = (type: ThreadType) => eq(interactions.type, type);

/**
 * One page of the posts of a type in the viewer's scope: the shared filters (leaving out the ids
 * in `except`), then the list's own.
 */
function pageOfType(
  { tx, env, viewer, role }: ListContext,
  type: ThreadType,
  query: Paging,
  except: readonly number[] | undefined,
  own: readonly (SQL | undefined)[],
) {
  return pageOf(
    tx,
    env,
    [ofType(type), scopeOf(viewer, role), ...sharedFilters(query, except), ...own],
    query,
  );
}

/** `GET .../interactions/comments`: questions. */
export function listComments(context: ListContext, query: z.output<typeof commentsQuery>) {
  return pageOfType(context, 'comments', query, query.except_value, [
    yes(interactions.respondedAt, query.responded),
  ]);
}

/** `GET .../interactions/feedbacks`. */
export function listFeedbacks(context: ListContext, query: z.output<typeof feedbacksQuery>) {
  return pageOfType(context, 'feedbacks', query, query.except_value, [
    query.score === undefined ? undefined : eq(interactions.score, query.score),
    textMatch(query.search, false),
  ]);
}

/** `GET .../interactions/discussions`. */
export function listDiscussions(context: ListContext, query: z.output<typeof discussionsQuery>) {
  return pageOfType(context, 'discussions', query, query.except_value, [
    query.solved === undefined ? undefined : eq(interactions.solved, query.solved),
  ]);
}

/** `GET .../interactions/creations`. */
export function listCreations(context: ListContext, query: z.output<typeof creationsQuery>) {
  return pageOfType(context, 'creations', query, query.expect_value, [
    query.lecture_id === undefined ? undefined : eq(interactions.lectureId, query.lecture_id),
    query.published === undefined ? undefined : eq(interactions.published, query.published),
    query.view === 'waiting' ? isNull(interactions.handledAt) : undefined,
    textMatch(query.keyword, true),
  ]);
}

/** `GET .../interactions/inbox`: waiting posts of every type (or those named), newest first. */
export function listInbox(
  { tx, env, viewer, role }: ListContext,
  query: z.output<typeof inboxQuery>,
) {
  const types = query.types && query.types.length > 0 ? query.types : undefined;
  return pageOf(
    tx,
    env,
    [
      types ? inArray(interactions.type, types) : undefined,
      scopeOf(viewer, role),
      ...sharedFilters(query, query.except_value),
      query.waiting ? isNull(interactions.handledAt) : undefined,
    ],
    query,
    !query.waiting,
  );
}
