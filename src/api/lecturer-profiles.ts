/**
 * Lecturers (`/lecturers/v2/lecturer-profiles`, administrators with `v2_lecturer`): the list, a
 * profile and its writes, the lecturer's courses, incomes and audit trail, the administrators'
 * comments and the payout accounts.
 */
import type { IncomeResponse } from '../../server/src/contract/finances.ts';
import type {
  LecturerBody,
  LecturerComment,
  lecturerCommentsContract,
  LecturerCommentsResponse,
  LecturerCoursesResponse,
  LecturerListQuery,
  LecturerListResponse,
  LecturerPayout,
  LecturerPayoutBody,
  lecturerPayoutsContract,
  LecturerPayoutsResponse,
  LecturerProfile,
  lecturerProfilesContract,
  LecturerStatus,
} from '../../server/src/contract/lecturer-profiles.ts';
import {
  lecturerCommentsOperations,
  lecturerPayoutsOperations,
  lecturerProfilesOperations,
} from '../../server/src/contract/plain/lecturer-profiles.ts';
import type { AuditList } from './audit.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const profiles = typed<typeof lecturerProfilesContract>(lecturerProfilesOperations);
const comments = typed<typeof lecturerCommentsContract>(lecturerCommentsOperations);
const payouts = typed<typeof lecturerPayoutsContract>(lecturerPayoutsOperations);

/** Loads one page of lecturers (`GET .../lecturer-profiles`). */
export function fetchLecturers(
  query: LecturerListQuery,
  signal?: AbortSignal,
): Promise<LecturerListResponse> {
  return call(profiles.list, { query: { ...query }, signal });
}

/** Creates a lecturer (`POST .../lecturer-profiles`). */
export function createLecturer(body: LecturerBody): Promise<LecturerProfile> {
  return call(profiles.create, { body, json: true });
}

/** Loads a lecturer's profile (`GET .../lecturer-profiles/{id}`). */
export function fetchLecturer(id: number, signal?: AbortSignal): Promise<LecturerProfile> {
  return call(profiles.get, { params: { id }, signal });
}

/** Saves a lecturer's profile (`PUT .../lecturer-profiles/{id}`). */
export function updateLecturer(id: number, body: LecturerBody): Promise<LecturerProfile> {
  return call(profiles.update, { params: { id }, body, json: true });
}

/** Sets a lecturer's status (`PUT .../lecturer-profiles/{id}/status`). */
export function setLecturerStatus(id: number, status: LecturerStatus): Promise<LecturerProfile> {
  return call(profiles.status, { params: { id }, body: { status } });
}

/** One page of a lecturer's items (`GET .../{id}/courses`). */
export function fetchLecturerCourses(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<LecturerCoursesResponse> {
  return call(profiles.courses, { params: { id }, query: { page }, signal });
}

/** A lecturer's income of a year by month and by item (`GET .../{id}/incomes`). */
export function fetchLecturerIncomes(
  id: number,
  query: { readonly year?: number; readonly month?: string },
  signal?: AbortSignal,
): Promise<IncomeResponse> {
  return call(profiles.incomes, { params: { id }, query: { ...query }, signal });
}

/** One page of a lecturer's audit trail (`GET .../{id}/audit`). */
export function fetchLecturerAudit(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<AuditList> {
  return call(profiles.audit, { params: { id }, query: { page }, signal });
}

/** One page of the comments on a lecturer (`GET .../{id}/comments`). */
export function fetchLecturerComments(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<LecturerCommentsResponse> {
  return call(comments.list, { params: { id }, query: { page }, signal });
}

/** Writes a comment (`POST .../{id}/comments`). */
export function createLecturerComment(id: number, body: string): Promise<LecturerComment> {
  return call(comments.create, { params: { id }, body: { body } });
}

/** Edits a comment (`PUT .../{id}/comments/{comment_id}`). */
export function updateLecturerComment(
  id: number,
  commentId: number,
  body: string,
): Promise<LecturerComment> {
  return call(comments.update, { params: { id, comment_id: commentId }, body: { body } });
}

/** Deletes a comment (`DELETE .../{id}/comments/{comment_id}`). */
export function deleteLecturerComment(id: number, commentId: number): Promise<{ deleted: true }> {
  return call(comments.remove, { params: { id, comment_id: commentId } });
}

/** A lecturer's payout accounts (`GET .../{id}/payouts`). */
export function fetchLecturerPayouts(
  id: number,
  signal?: AbortSignal,
): Promise<LecturerPayoutsResponse> {
  return call(payouts.list, { params: { id }, signal });
}

/** Adds a payout account (`POST .../{id}/payouts`). */
export function createLecturerPayout(
  id: number,
  body: LecturerPayoutBody,
): Promise<LecturerPayout> {
  return call(payouts.create, { params: { id }, body });
}

/** Edits a payout account (`PUT .../{id}/payouts/{payout_id}`). */
export function updateLecturerPayout(
  id: number,
  payoutId: number,
  body: LecturerPayoutBody,
): Promise<LecturerPayout> {
  return call(payouts.update, { params: { id, payout_id: payoutId }, body });
}

/** Deletes a payout account (`DELETE .../{id}/payouts/{payout_id}`). */
export function deleteLecturerPayout(id: number, payoutId: number): Promise<{ deleted: true }> {
  return call(payouts.remove, { params: { id, payout_id: payoutId } });
}

/** Makes a payout account the main one (`PUT .../{id}/payouts/{payout_id}/main`). */
export function makeMainLecturerPayout(
  id: number,
  payoutId: number,
): Promise<LecturerPayoutsResponse> {
  return call(payouts.main, { params: { id, payout_id: payoutId } });
}
