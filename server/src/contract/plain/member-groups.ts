/**
 * Values and operations of member groups (`v2_member.*`): named sets of members a coupon can be
 * limited to (docs/decisions.md, "Member groups and coupon audiences"). Zod-free.
 */

/** Longest text of pasted e-mails (PEOPLE_LIMITS.pastedEmails addresses of up to 200 characters). */
export const MAX_PASTED_EMAILS_LENGTH = 200_000;

/** Largest body of adding members (the pasted e-mails, form-encoded). */
export const ADD_MEMBERS_MAX_BODY_BYTES = 512 * 1024;

/** Most members chosen by id in one request. */
export const MAX_CHOSEN_MEMBERS = 200;

/** The separators of pasted e-mails: commas, semicolons and any whitespace (newlines too). */
export const PASTED_EMAIL_SEPARATORS = /[\s,;]+/;

/** The e-mails of a pasted text, in order, each once (compared without case), blanks left out. */
export function splitPastedEmails(text: string): string[] {
  const seen = new Set<string>();
  return text.split(PASTED_EMAIL_SEPARATORS).filter((email) => {
    const key = email.toLowerCase();
    if (email === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Operations of member groups (administrators with `v2_member.*`). */
export const memberGroupsOperations = {
  list: { method: 'get', path: '/lecturers/v2/member-groups' },
  create: { method: 'post', path: '/lecturers/v2/member-groups' },
  get: { method: 'get', path: '/lecturers/v2/member-groups/{id}' },
  update: { method: 'put', path: '/lecturers/v2/member-groups/{id}' },
  remove: { method: 'delete', path: '/lecturers/v2/member-groups/{id}' },
  members: { method: 'get', path: '/lecturers/v2/member-groups/{id}/members' },
  addMembers: {
    method: 'post',
    path: '/lecturers/v2/member-groups/{id}/members',
    maxBodyBytes: ADD_MEMBERS_MAX_BODY_BYTES,
  },
  removeMember: { method: 'delete', path: '/lecturers/v2/member-groups/{id}/members/{member_id}' },
  candidates: { method: 'get', path: '/lecturers/v2/member-groups/{id}/candidates' },
  audit: { method: 'get', path: '/lecturers/v2/member-groups/{id}/audit' },
} as const;
