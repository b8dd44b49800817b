/**
 * One member on their screens (basic, settings, purchased, coupon, wallet): loaded by id and
 * replaced by the answer of a write; `$auditVersion` moves after every change so the audit trail
 * reloads.
 */
import { atom } from 'nanostores';
import type { Member } from '../../../server/src/contract/members.ts';
import { fetchMember } from '../../api/members.ts';
import { createLoader } from '../loader.ts';

/** The member on screen, by id. */
export const memberLoader = createLoader<number, Member>((id, signal) => fetchMember(id, signal));

/** Counts the changes made to the member on screen (the audit trail reloads on each). */
export const $auditVersion = atom(0);

/** Loads the member (unless shown already). */
export function loadMember(id: number): Promise<void> {
  return memberLoader.load(id);
}

/** Shows a member a write answered, and tells the audit trail something changed. */
export function showMember(member: Member): void {
  memberLoader.set(member.id, member);
  $auditVersion.set($auditVersion.get() + 1);
}
