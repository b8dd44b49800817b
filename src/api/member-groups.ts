/**
 * Member groups (`/lecturers/v2/member-groups`, administrators with `v2_member`): the list, one
 * group and its writes, its members (added by id or pasted e-mails, removed one by one), the
 * candidates a picker offers and the group's audit trail.
 */
import type {
  AddGroupMembersBody,
  AddGroupMembersResult,
  MemberGroup,
  MemberGroupBody,
  memberGroupsContract,
} from '../../server/src/contract/member-groups.ts';
import { memberGroupsOperations } from '../../server/src/contract/plain/member-groups.ts';
import type { AuditList } from './audit.ts';
import { call } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof memberGroupsContract>(memberGroupsOperations);

/** One page of groups. */
export type MemberGroupList = AnswerOf<typeof memberGroupsContract.list>;
/** One page of a group's members. */
export type GroupMemberList = AnswerOf<typeof memberGroupsContract.members>;
/** One page of the members a picker offers. */
export type GroupCandidateList = AnswerOf<typeof memberGroupsContract.candidates>;

/** A page and a keyword. */
interface PageQuery {
  readonly page: number;
  readonly keyword?: string;
}

/** Loads one page of groups by name (`GET /lecturers/v2/member-groups`). */
export function fetchMemberGroups(
  query: PageQuery,
  signal?: AbortSignal,
): Promise<MemberGroupList> {
  return call(operations.list, { query: { ...query }, signal });
}

/** Loads one group (`GET .../member-groups/{id}`). */
export function fetchMemberGroup(id: number, signal?: AbortSignal): Promise<MemberGroup> {
  return call(operations.get, { params: { id }, signal });
}

/** Creates a group (`POST .../member-groups`). */
export function createMemberGroup(body: MemberGroupBody): Promise<MemberGroup> {
  return call(operations.create, { body: { ...body }, json: true });
}

/** Changes a group's name and description (`PUT .../member-groups/{id}`). */
export function updateMemberGroup(id: number, body: MemberGroupBody): Promise<MemberGroup> {
  return call(operations.update, { params: { id }, body: { ...body }, json: true });
}

/** Deletes a group (`DELETE .../member-groups/{id}`); one a coupon is limited to answers 400. */
export function deleteMemberGroup(id: number): Promise<{ deleted: true }> {
  return call(operations.remove, { params: { id } });
}

/** One page of a group's members, the latest added first (`GET .../{id}/members`). */
export function fetchGroupMembers(
  id: number,
  query: PageQuery,
  signal?: AbortSignal,
): Promise<GroupMemberList> {
  return call(operations.members, { params: { id }, query: { ...query }, signal });
}

/** One page of the members a picker offers (`GET .../{id}/candidates`). */
export function fetchGroupCandidates(
  id: number,
  query: PageQuery,
  signal?: AbortSignal,
): Promise<GroupCandidateList> {
  return call(operations.candidates, { params: { id }, query: { ...query }, signal });
}

/**
 * Adds members by id and/or pasted e-mails (`POST .../{id}/members`): who was added, who was
 * already in, which e-mails name nobody. Its 400 messages are left to the caller's form.
 */
export function addGroupMembers(
  id: number,
  body: AddGroupMembersBody,
): Promise<AddGroupMembersResult> {
  return call(operations.addMembers, { params: { id }, body: { ...body }, json: true });
}

/** Removes a member from a group (`DELETE .../{id}/members/{member_id}`). */
export function removeGroupMember(id: number, memberId: number): Promise<{ deleted: true }> {
  return call(operations.removeMember, { params: { id, member_id: memberId } });
}

/** One page of a group's audit trail, newest first (`GET .../{id}/audit`). */
export function fetchGroupAudit(id: number, page: number, signal: AbortSignal): Promise<AuditList> {
  return call(operations.audit, { params: { id }, query: { page }, signal });
}
