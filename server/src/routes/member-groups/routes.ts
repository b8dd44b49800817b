/**
 * Member groups (`/lecturers/v2/member-groups`): administrators with `v2_member.read` read them,
 * with `v2_member.write` change them; everyone else gets 404. Every change is in the group's
 * audit trail (`GET …/{id}/audit`).
 */
import { auditPage } from '../../audit/record.ts';
import { memberGroupsContract } from '../../contract/member-groups.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { memberGroupReadAccess, memberGroupWriteAccess, openGroup } from './access.ts';
import { groupDetail, listCandidates, listGroupMembers, listGroups } from './list.ts';
import { addMembers, createGroup, deleteGroup, removeMember, updateGroup } from './write.ts';

const tag = 'member-groups';

/** The signed-in administrator's id (the access rule guarantees one). */
function actorOf(viewer: { id: number } | null): number {
  if (!viewer) throw notFound();
  return viewer.id;
}

/** Declared routes of member groups. */
export const memberGroupsRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: memberGroupsContract.list,
    summary:
      'Member groups by name, with how many members each holds and how many coupons are limited to it. `keyword` is part of the name or the description (literal, case-insensitive).',
    tag,
    access: memberGroupReadAccess,
    readOnly: true,
    handler: ({ tx, query }) => listGroups(tx, query),
  }),
  defineRoute({
    operation: memberGroupsContract.create,
    summary:
      'Create a group: a name (blank: 400 `memberGroup.nameEmpty` at `name`) and a description.',
    tag,
    access: memberGroupWriteAccess,
    status: 201,
    handler: async ({ tx, viewer, body }) =>
      groupDetail(tx, await createGroup(tx, body, actorOf(viewer))),
  }),
  defineRoute({
    operation: memberGroupsContract.get,
    summary: 'One group with its counts.',
    tag,
    access: memberGroupReadAccess,
    readOnly: true,
    handler: async ({ tx, params }) => groupDetail(tx, await openGroup(tx, params.id)),
  }),
  defineRoute({
    operation: memberGroupsContract.update,
    summary: "Change a group's name and description, by the rules of creating.",
    tag,
    access: memberGroupWriteAccess,
    handler: async ({ tx, viewer, params, body }) =>
      groupDetail(
        tx,
        await updateGroup(tx, await openGroup(tx, params.id, true), body, actorOf(viewer)),
      ),
  }),
  defineRoute({
    operation: memberGroupsContract.remove,
    summary:
      'Delete a group with its memberships. While a coupon is limited to it, 400 (`memberGroup.inUse`): change the coupons first.',
    tag,
    access: memberGroupWriteAccess,
    handler: async ({ tx, viewer, params }) => {
      await deleteGroup(tx, await openGroup(tx, params.id, true), actorOf(viewer));
      return { deleted: true as const };
    },
  }),
  defineRoute({
    operation: memberGroupsContract.members,
    summary:
      "A group's members, the latest added first. `keyword` is part of the name, the real name or the e-mail (literal, case-insensitive).",
    tag,
    access: memberGroupReadAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) =>
      listGroupMembers(tx, (await openGroup(tx, params.id)).id, query),
  }),
  defineRoute({
    operation: memberGroupsContract.addMembers,
    summary:
      'Add members chosen by id (`member_ids`) and/or by pasted e-mails (`emails`: split on commas, semicolons, spaces and newlines, without case, at most 1,000). Answers who was added, who was already in and which e-mails name no member (the known ones are added). Nothing chosen: 400 `memberGroup.noMemberChosen`; an id of no member: 400 at `member_ids`.',
    tag,
    access: memberGroupWriteAccess,
    handler: async ({ tx, viewer, params, body }) =>
      addMembers(tx, await openGroup(tx, params.id, true), body, actorOf(viewer)),
  }),
  defineRoute({
    operation: memberGroupsContract.removeMember,
    summary: 'Remove a member from a group (one not in it: 404).',
    tag,
    access: memberGroupWriteAccess,
    handler: async ({ tx, viewer, params }) => {
      await removeMember(
        tx,
        await openGroup(tx, params.id, true),
        params.member_id,
        actorOf(viewer),
      );
      return { deleted: true as const };
    },
  }),
  defineRoute({
    operation: memberGroupsContract.candidates,
    summary:
      'Members a picker offers for a group (every user but administrators), by name; `in_group` marks those already in. `keyword` is part of the name, the real name or the e-mail.',
    tag,
    access: memberGroupReadAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) =>
      listCandidates(tx, (await openGroup(tx, params.id)).id, query),
  }),
  defineRoute({
    operation: memberGroupsContract.audit,
    summary:
      "A group's audit trail, newest first: created, changed, members added or removed (their e-mails), deleted. Read-only.",
    tag,
    access: memberGroupReadAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) => {
      // A deleted group's trail stays readable by its id.
      const page = await auditPage(
        tx,
        { subject: 'GROUP', key: params.id },
        query.page,
        query.per_page,
      );
      if (page.meta.total === 0) await openGroup(tx, params.id);
      return page;
    },
  }),
];
