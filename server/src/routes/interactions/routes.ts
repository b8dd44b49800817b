/**
 * The interaction lists of seed section 7 (questions, discussions, feedbacks, creations), the
 * inbox, what is waiting, and the posts' threads with the lecturer's writes (designed in the
 * seed's style: docs/decisions.md, "Interactions"). The announcement list is in ../announcements.
 */
import { interactionsContract } from '../../contract/interactions.ts';
import type { ThreadType } from '../../contract/plain/interactions.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec, type ScopeCheck } from '../../http/route.ts';
import {
  interactionReadAccess,
  interactionWriteAccess,
  openThread,
} from '../../interactions/access.ts';
import { waitingOf } from '../../interactions/waiting.ts';
import { coursesOf, lecturesOf } from './counts.ts';
import {
  listComments,
  listCreations,
  listDiscussions,
  listFeedbacks,
  listInbox,
  type ListContext,
} from './list.ts';
import {
  detailOf,
  replyTo,
  setDisplay,
  setPublished,
  setReplyDisplay,
  setSolved,
} from './thread.ts';

const tag = 'interactions';

/** The list context of a request the access rule let through (a viewer acting in a role). */
function listContext(
  context: Omit<ListContext, 'viewer' | 'role'> & {
    readonly viewer: ListContext['viewer'] | null;
    readonly role: ListContext['role'] | null;
  },
): ListContext {
  const { tx, env, viewer, role } = context;
  if (!viewer || !role) throw notFound();
  return { tx, env, viewer, role };
}

/** A post's route checks the post's scope before a bad body is answered. */
const threadScope: ScopeCheck = ({ tx, viewer, role, params }) =>
  openThread(tx, viewer, role, params['type'] as ThreadType, Number(params['id']));

/** The same for a discussion's and a creation's own routes. */
const scopeOf =
  (type: ThreadType): ScopeCheck =>
  ({ tx, viewer, role, params }) =>
    openThread(tx, viewer, role, type, Number(params['id']));

/** Declared routes of interactions. */
export const interactionsRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: interactionsContract.courses,
    summary:
      "The courses whose interactions the viewer sees (a lecturer's own and co-taught ones; an administrator's: the 200 with the most waiting posts), each with its waiting posts per type and whether the viewer may answer there; most waiting first. An administrator may name a lecturer (`lecturer_id`) to get that lecturer's courses as they see them (an announcement's audience); a lecturer naming another answers 404.",
    tag,
    access: interactionReadAccess,
    readOnly: true,
    handler: (context) => coursesOf(listContext(context), context.query.lecturer_id),
  }),
  defineRoute({
    operation: interactionsContract.lectures,
    summary: "A course's lectures in the structure's order (the creations list's lecture filter).",
    tag,
    access: interactionReadAccess,
    readOnly: true,
    handler: (context) => lecturesOf(listContext(context), context.params.id),
  }),
  defineRoute({
    operation: interactionsContract.comments,
    summary:
      "Students' questions in the viewer's courses, newest first. responded: answered by a lecturer (1) or not (0).",
    tag,
    access: interactionReadAccess,
    readOnly: true,
    handler: (context) => listComments(listContext(context), context.query),
  }),
  defineRoute({
    operation: interactionsContract.discussions,
    summary: "Students' discussions in the viewer's courses, newest first. solved: 1 or 0.",
    tag,
    access: interactionReadAccess,
    readOnly: true,
    handler: (context) => listDiscussions(listContext(context), context.query),
  }),
  defineRoute({
    operation: interactionsContract.feedbacks,
    summary:
      "Students' feedbacks (a score 1-5 with a text) in the viewer's courses, newest first; score and search (text or student name) filter.",
    tag,
    access: interactionReadAccess,
    readOnly: true,
    handler: (context) => listFeedbacks(listContext(context), context.query),
  }),
  defineRoute({
    operation: interactionsContract.creations,
    summary:
      "Students' creations (work with files) in the viewer's courses, newest first; by course, lecture, published, keyword, or only those waiting (view=waiting).",
    tag,
    access: interactionReadAccess,
    readOnly: true,
    handler: (context) => listCreations(listContext(context), context.query),
  }),
  defineRoute({
    operation: interactionsContract.inbox,
    summary:
      'Posts of every type (or those in types) waiting for the lecturer, newest first; waiting=0 gives every post with the waiting ones first.',
    tag,
    access: interactionReadAccess,
    readOnly: true,
    handler: (context) => listInbox(listContext(context), context.query),
  }),
  defineRoute({
    operation: interactionsContract.waiting,
    summary: "Posts waiting for the lecturer in the viewer's courses, in all and per type.",
    tag,
    access: interactionReadAccess,
    readOnly: true,
    handler: (context) => waitingOf(listContext(context)),
  }),
  defineRoute({
    operation: interactionsContract.thread,
    summary: 'One post with its replies (oldest first) and whether the viewer may answer it.',
    tag,
    access: interactionReadAccess,
    readOnly: true,
    handler: async ({ tx, env, viewer, role, params }) =>
      detailOf(tx, env, await openThread(tx, viewer, role, params.type, params.id)),
  }),
  defineRoute({
    operation: interactionsContract.reply,
    summary:
      "A lecturer's reply under a post (rich text, sanitised; empty is refused at body). Answers the post. Needs ownership or the co-lecturer permission interactions.",
    tag,
    access: interactionWriteAccess,
    scope: threadScope,
    status: 201,
    handler: (context) =>
      replyTo(context, context.params.type, context.params.id, context.body.body),
  }),
  defineRoute({
    operation: interactionsContract.display,
    summary:
      'Shows or hides a post (display; without it the post flips). A hidden post no longer waits. Answers the post.',
    tag,
    access: interactionWriteAccess,
    scope: threadScope,
    handler: (context) =>
      setDisplay(context, context.params.type, context.params.id, context.body.display),
  }),
  defineRoute({
    operation: interactionsContract.replyDisplay,
    summary:
      'Shows or hides one reply of a post (display; without it the reply flips). Answers the post.',
    tag,
    access: interactionWriteAccess,
    scope: threadScope,
    handler: (context) =>
      setReplyDisplay(
        context,
        context.params.type,
        context.params.id,
        context.params.reply_id,
        context.body.display,
      ),
  }),
  defineRoute({
    operation: interactionsContract.solved,
    summary:
      'Marks a discussion solved (it no longer waits) or open again. Answers the discussion.',
    tag,
    access: interactionWriteAccess,
    scope: scopeOf('discussions'),
    handler: (context) => setSolved(context, context.params.id, context.body.solved),
  }),
  defineRoute({
    operation: interactionsContract.published,
    summary:
      "Publishes a creation to the course's other students (it no longer waits) or takes it back. Answers the creation.",
    tag,
    access: interactionWriteAccess,
    scope: scopeOf('creations'),
    handler: (context) => setPublished(context, context.params.id, context.body.published),
  }),
];
