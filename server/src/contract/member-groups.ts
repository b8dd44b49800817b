/**
 * Contract of member groups (`/lecturers/v2/member-groups`, administrators with `v2_member.*`):
 * the list, create, update and delete (refused while a coupon is limited to the group), the
 * members (paged, keyword), adding them by id or by pasted e-mails, removing one, the candidates
 * a picker offers, and the group's audit trail. Values and operations live in the zod-free
 * `plain/member-groups.ts`; the client imports only types from here.
 */
import { z } from 'zod';
import { isoDateTime } from './dates.ts';
import { auditListQuery, auditListResponse } from './audit.ts';
import { keywordFilter as keyword, listMeta, paging } from './courses.ts';
import { idField } from './items.ts';
import { withSchemas } from './operation.ts';
import {
  MAX_CHOSEN_MEMBERS,
  MAX_PASTED_EMAILS_LENGTH,
  memberGroupsOperations,
} from './plain/member-groups.ts';
import { PEOPLE_LIMITS } from './plain/people.ts';

const id = z.number().int();

/** `{id}` path parameter: a group. */
export const memberGroupParams = z.object({ id: idField });

/** `{id}` and `{member_id}` path parameters: a member of a group. */
export const memberGroupMemberParams = z.object({ id: idField, member_id: idField });

/** A keyword filter (literal, case-insensitive). */

/** A group: its name, description, how many members it holds and how many coupons it limits. */
export const memberGroup = z.object({
  id,
  name: z.string(),
  description: z.string(),
  members_count: z.number().int(),
  /** Coupons limited to this group (while any is, the group cannot be deleted). */
  coupons_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

/** `GET .../member-groups` query: keyword (part of the name or description), page. */
export const memberGroupListQuery = z.object({
  keyword: keyword.describe('Part of the name or the description (case-insensitive, literal)'),
  ...paging,
});

/** `GET .../member-groups`: by name. */
export const memberGroupListResponse = z.object({ data: z.array(memberGroup), meta: listMeta });

/**
 * `POST .../member-groups` and `PUT .../member-groups/{id}`: a name (required: 400
 * `memberGroup.nameEmpty` at `name` when blank) and a description.
 */
export const memberGroupBody = z.object({
  name: z.string().trim().max(PEOPLE_LIMITS.groupName).default(''),
  description: z.string().trim().max(PEOPLE_LIMITS.groupDescription).default(''),
});

/** A member as a group lists them. */
export const groupMember = z.object({
  id,
  name: z.string(),
  real_name: z.string(),
  email: z.string(),
  /** When they joined the group; null for a candidate not in it. */
  added_at: isoDateTime.nullable(),
});

/** `GET .../member-groups/{id}/members` query: keyword (part of the name or e-mail), page. */
export const groupMembersQuery = z.object({
  keyword: keyword.describe('Part of the name, the real name or the e-mail (literal)'),
  ...paging,
});

/** `GET .../member-groups/{id}/members`: the newest first. */
export const groupMembersResponse = z.object({ data: z.array(groupMember), meta: listMeta });

/** `GET .../member-groups/{id}/candidates` query: who a picker offers (name or e-mail). */
export const groupCandidatesQuery = z.object({
  keyword: keyword.describe('Part of the name, the real name or the e-mail (literal)'),
  ...paging,
});

/** A member a picker offers, and whether they are already in the group. */
export const groupCandidate = groupMember
  .omit({ added_at: true })
  .extend({ in_group: z.boolean() });

/** `GET .../member-groups/{id}/candidates`: members (not administrators) by name. */
export const groupCandidatesResponse = z.object({ data: z.array(groupCandidate), meta: listMeta });

/**
 * `POST .../member-groups/{id}/members`: members chosen by id, and/or pasted e-mails (split on
 * commas, semicolons, spaces and newlines; at most PEOPLE_LIMITS.pastedEmails). Nothing chosen:
 * 400 `memberGroup.noMemberChosen` (at `emails` when e-mails were sent, else at `member_ids`).
 */
export const addGroupMembersBody = z.object({
  member_ids: z.array(idField).max(MAX_CHOSEN_MEMBERS).optional(),
  emails: z.string().max(MAX_PASTED_EMAILS_LENGTH).optional(),
});

/** A member by id and e-mail. */
const memberRef = z.object({ id, name: z.string(), email: z.string() });

/** What adding did: who was added, who was already in, which e-mails name nobody. */
export const addGroupMembersResponse = z.object({
  added: z.array(memberRef),
  already: z.array(memberRef),
  /** Pasted e-mails of no member (as typed). */
  unknown: z.array(z.string()),
  members_count: z.number().int(),
});

/** `DELETE` answers. */
const deleted = z.object({ deleted: z.literal(true) });

/** Types the client uses. */
export type MemberGroup = z.output<typeof memberGroup>;
export type MemberGroupBody = z.input<typeof memberGroupBody>;
export type GroupMember = z.output<typeof groupMember>;
export type GroupCandidate = z.output<typeof groupCandidate>;
export type AddGroupMembersBody = z.input<typeof addGroupMembersBody>;
export type AddGroupMembersResult = z.output<typeof addGroupMembersResponse>;

/** The operations of member groups with their schemas. */
export const memberGroupsContract = withSchemas(memberGroupsOperations, {
  list: { query: memberGroupListQuery, response: memberGroupListResponse },
  create: { body: memberGroupBody, response: memberGroup },
  get: { params: memberGroupParams, response: memberGroup },
  update: { params: memberGroupParams, body: memberGroupBody, response: memberGroup },
  remove: { params: memberGroupParams, response: deleted },
  members: { params: memberGroupParams, query: groupMembersQuery, response: groupMembersResponse },
  addMembers: {
    params: memberGroupParams,
    body: addGroupMembersBody,
    response: addGroupMembersResponse,
  },
  removeMember: { params: memberGroupMemberParams, response: deleted },
  candidates: {
    params: memberGroupParams,
    query: groupCandidatesQuery,
    response: groupCandidatesResponse,
  },
  audit: { params: memberGroupParams, query: auditListQuery, response: auditListResponse },
});
