/**
 * Announcements and their discussions (`/lecturers/v2/announcements/*`) and their list
 * (`/lecturers/v2/interactions/announcements`). A lecturer sees and writes their own, an
 * administrator with the interaction area every one; others get 404. The static paths (`usage`,
 * `validator`, `preview`) are declared before `{announcement_id}`: the first route that matches
 * answers.
 */
import { eq } from 'drizzle-orm';
import { announcementsContract, interactionsContract } from '../../contract/interactions.ts';
import { announcements, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { moveToTrash, viewerId } from '../../trash/entries.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { interactionReadAccess, interactionWriteAccess } from '../../interactions/access.ts';
import { isBlankHtml, sanitizeRichText } from '../../interactions/rich-text.ts';
import { audienceCourses, countRecipients } from './audience.ts';
import {
  audienceProblems,
  checkAnnouncement,
  checkedDraft,
  dateProblems,
  refuse,
} from './checks.ts';
import { namedLecturer } from '../../interactions/lecturer.ts';
import { discussionRoutes } from './discussions.ts';
import { listAnnouncements } from './list.ts';
import { queueAnnouncementMail } from './mail.ts';
import { announcementInScope, openAnnouncement } from './scope.ts';
import { announcementDetail } from './serialize.ts';
import { taipeiDate, usageOf } from './usage.ts';

const tag = 'announcements';

/** Declared routes of announcements. */
export const announcementsRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: interactionsContract.announcements,
    summary:
      "Announcements: a lecturer's own, an administrator's every one; newest first. `course_id` keeps those whose audience holds that course; `display` shown (1) or hidden (0); `except_value` leaves out ids already shown. Drafts count their recipients now, sent ones as sent.",
    tag: 'interactions',
    access: interactionReadAccess,
    readOnly: true,
    handler: ({ tx, viewer, role, query }) => listAnnouncements(tx, viewer, role, query),
  }),
  defineRoute({
    operation: announcementsContract.usage,
    summary:
      'The sending allowance: announcements a lecturer may confirm per calendar month (Asia/Taipei), from the configuration key ANNOUNCEMENT_MONTHLY_LIMIT (default 10); used counts those confirmed this month; resets_at is the start of next month. An administrator names the lecturer (`lecturer_id`); a lecturer asks for their own.',
    tag,
    access: interactionReadAccess,
    readOnly: true,
    handler: async ({ tx, viewer, role, query }) => {
      if (!viewer || !role) throw notFound();
      if (role === 'TEACHER' && query.lecturer_id !== undefined && query.lecturer_id !== viewer.id)
        throw notFound();
      const lecturer = await namedLecturer(tx, viewer, role, query.lecturer_id);
      const usage = await usageOf(tx, lecturer, new Date());
      return {
        limit: usage.limit,
        used: usage.used,
        remaining: usage.remaining,
        resets_at: usage.resetsAt.toISOString(),
      };
    },
  }),
  defineRoute({
    operation: announcementsContract.validator,
    summary:
      'Runs every check of creating an announcement without writing: `{valid: true}`, or 400 with the messages of every failing field at once (the shape of the body is checked first).',
    tag,
    access: interactionWriteAccess,
    readOnly: true,
    handler: async ({ tx, viewer, role, body }) => {
      if (!viewer || !role) throw notFound();
      const checked = await checkAnnouncement(tx, viewer, role, body, new Date());
      if (checked.problems) refuse(checked.problems);
      return { valid: true as const };
    },
  }),
  defineRoute({
    operation: announcementsContract.preview,
    summary:
      'What students would receive, without writing: the sanitised body, the courses of the audience and the students it reaches now. The checks of creating apply (400).',
    tag,
    access: interactionWriteAccess,
    readOnly: true,
    handler: async ({ tx, viewer, role, body }) => {
      if (!viewer || !role) throw notFound();
      const draft = await checkedDraft(tx, viewer, role, body, new Date());
      const [owner] = await tx
        .select({ id: users.id, name: users.name, avatar_url: users.avatarUrl })
        .from(users)
        .where(eq(users.id, draft.lecturerId));
      if (!owner) throw notFound();
      return {
        title: draft.title,
        body: draft.body,
        type: draft.type,
        owner,
        courses: await audienceCourses(tx, draft),
        progress: draft.progress,
        date: {
          begin: draft.beginsAt?.toISOString() ?? null,
          end: draft.endsAt?.toISOString() ?? null,
        },
        recipients: await countRecipients(tx, draft),
      };
    },
  }),
  defineRoute({
    operation: announcementsContract.create,
    summary:
      'Create an announcement (a draft: status null, shown, not confirmed). `includes` empty reaches every course with students the lecturer owns or may answer students in (co-lecturer with the `interactions` permission); `excepts` leave courses out; `progress` keeps students with at least that progress. An administrator names the lecturer. The body is sanitised.',
    tag,
    access: interactionWriteAccess,
    status: 201,
    handler: async ({ tx, viewer, role, body }) => {
      if (!viewer || !role) throw notFound();
      const now = new Date();
      const draft = await checkedDraft(tx, viewer, role, body, now);
      const [row] = await tx
        .insert(announcements)
        .values({
          lecturerId: draft.lecturerId,
          createdBy: viewer.id,
          title: draft.title,
          body: draft.body,
          type: draft.type,
          includes: [...draft.includes],
          excepts: [...draft.excepts],
          progress: draft.progress,
          beginsAt: draft.beginsAt,
          endsAt: draft.endsAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The announcement was not created');
      return announcementDetail(tx, row);
    },
  }),
  defineRoute({
    operation: announcementsContract.get,
    summary: 'One announcement with its discussions, oldest first.',
    tag,
    access: interactionReadAccess,
    readOnly: true,
    handler: async ({ tx, viewer, role, params }) =>
      announcementDetail(tx, await openAnnouncement(tx, viewer, role, params.announcement_id)),
  }),
  defineRoute({
    operation: announcementsContract.update,
    summary:
      'Change the title, the text and the type (also once sent); the audience and dates stay. The body is sanitised; empty after sanitising is refused at `body`.',
    tag,
    access: interactionWriteAccess,
    scope: announcementInScope,
    handler: async ({ tx, viewer, role, params, body }) => {
      const row = await openAnnouncement(tx, viewer, role, params.announcement_id, true);
      const text = sanitizeRichText(body.body);
      if (isBlankHtml(text)) throw badRequest('announcement.bodyEmpty', 'body');
      const [updated] = await tx
        .update(announcements)
        .set({ title: body.title, body: text, type: body.type, updatedAt: new Date() })
        .where(eq(announcements.id, row.id))
        .returning();
      return announcementDetail(tx, updated ?? row);
    },
  }),
  defineRoute({
    operation: announcementsContract.remove,
    summary:
      "Move a draft with its discussions to the trash (restorable for 30 days; `trash_id` undoes it). A sent announcement stays (its students received it, and it counts in the month's allowance): hide it instead (400).",
    tag,
    access: interactionWriteAccess,
    handler: async ({ tx, viewer, role, params }) => {
      const row = await openAnnouncement(tx, viewer, role, params.announcement_id, true);
      if (row.confirmedAt) throw badRequest('announcement.sentKept');
      const trashId = await moveToTrash(
        tx,
        {
          kind: 'announcement',
          table: announcements,
          id: row.id,
          title: row.title,
          ownerId: row.lecturerId,
          area: 'v2_interaction',
        },
        viewerId(viewer),
      );
      return { deleted: true as const, trash_id: trashId };
    },
  }),
  defineRoute({
    operation: announcementsContract.display,
    summary: 'Show or hide an announcement to its students (`display`; without it, flips).',
    tag,
    access: interactionWriteAccess,
    scope: announcementInScope,
    handler: async ({ tx, viewer, role, params, body }) => {
      const row = await openAnnouncement(tx, viewer, role, params.announcement_id, true);
      const [updated] = await tx
        .update(announcements)
        .set({ display: body.display ?? !row.display, updatedAt: new Date() })
        .where(eq(announcements.id, row.id))
        .returning();
      return announcementDetail(tx, updated ?? row);
    },
  }),
  defineRoute({
    operation: announcementsContract.confirm,
    summary:
      "Send a draft: within the lecturer's monthly allowance (400 when used up, naming the day it starts again), to an audience that is still theirs, with an end still in the future; stores when and to how many students. An EMAIL announcement queues one e-mail per student of its audience who has not unsubscribed, in their locale, with a signed unsubscribe link. Sent already: 400.",
    tag,
    access: interactionWriteAccess,
    handler: async ({ tx, viewer, role, params, env }) => {
      const row = await openAnnouncement(tx, viewer, role, params.announcement_id, true);
      if (row.confirmedAt) throw badRequest('announcement.alreadyConfirmed');
      // The lecturer's row is locked so two confirmations cannot both take the last one.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, row.lecturerId))
        .for('update');
      const now = new Date();
      const usage = await usageOf(tx, row.lecturerId, now);
      if (usage.remaining <= 0)
        throw badRequest('announcement.allowanceUsed', undefined, {
          limit: usage.limit,
          date: taipeiDate(usage.resetsAt),
        });
      const problems = await audienceProblems(tx, row);
      const ends = dateProblems(null, row.endsAt, now);
      if (ends.length > 0) problems['date.end'] = ends;
      refuse(problems);
      const [updated] = await tx
        .update(announcements)
        .set({ confirmedAt: now, recipients: await countRecipients(tx, row), updatedAt: now })
        .where(eq(announcements.id, row.id))
        .returning();
      await queueAnnouncementMail(tx, updated ?? row, env);
      return announcementDetail(tx, updated ?? row);
    },
  }),
  ...discussionRoutes,
];
