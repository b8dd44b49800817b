/**
 * Every check of an announcement beyond its shape (which the contract's schema checks first),
 * collected per field so the validator answers them all at once; create, the validator and the
 * preview share them, and confirming runs the audience and date checks again.
 */
import { count } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { announcementBody } from '../../contract/interactions.ts';
import type { AnnouncementType } from '../../contract/plain/interactions.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { courses } from '../../db/schema.ts';
import { HttpError, type Problem } from '../../http/errors.ts';
import { isBlankHtml, sanitizeRichText } from '../../interactions/rich-text.ts';
import { lecturerOf } from '../../interactions/lecturer.ts';
import { audienceWhere, sendableOf, type Audience } from './audience.ts';

type Reader = Database | Transaction;

/** Problems per field, in the form's order. */
export type FieldProblems = Record<string, Problem[]>;

/** An announcement as it will be stored. */
export interface Draft extends Audience {
  readonly title: string;
  /** Sanitised HTML. */
  readonly body: string;
  readonly type: AnnouncementType;
  readonly beginsAt: Date | null;
  readonly endsAt: Date | null;
}

/** What the checks found: the problems, and the draft when there are none. */
export type Checked =
  | { readonly draft: Draft; readonly problems: null }
  | { readonly draft: null; readonly problems: FieldProblems };

function add(problems: FieldProblems, field: string, problem: Problem): void {
  (problems[field] ??= []).push(problem);
}

/** Answers 400 with every field's problems when there are any. */
export function refuse(problems: FieldProblems): void {
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
}

/**
 * The audience's problems: a named course the lecturer may not send to (`includes`), a course
 * left out that it would not reach anyway (`excepts`), or no course left (`includes`).
 */
export async function audienceProblems(tx: Reader, audience: Audience): Promise<FieldProblems> {
  const problems: FieldProblems = {};
  const sendable = await sendableOf(tx, audience.lecturerId, [
    ...audience.includes,
    ...audience.excepts,
  ]);
  if (audience.includes.some((id) => !sendable.has(id)))
    add(problems, 'includes', { id: 'announcement.courseNotYours' });
  const reached = (id: number) =>
    sendable.has(id) && (audience.includes.length === 0 || audience.includes.includes(id));
  if (audience.excepts.some((id) => !reached(id)))
    add(problems, 'excepts', { id: 'announcement.exceptNotIncluded' });
  if (!problems['includes']) {
    const [row] = await tx.select({ count: count() }).from(courses).where(audienceWhere(audience));
    if ((row?.count ?? 0) === 0) add(problems, 'includes', { id: 'announcement.noCourses' });
  }
  return problems;
}

/** The date range's problems, all at `date.end`: not after the beginning, or not in the future. */
export function dateProblems(beginsAt: Date | null, endsAt: Date | null, now: Date): Problem[] {
  if (!endsAt) return [];
  const problems: Problem[] = [];
  if (beginsAt && endsAt.getTime() <= beginsAt.getTime())
    problems.push({ id: 'announcement.dateOrder' });
  if (endsAt.getTime() <= now.getTime()) problems.push({ id: 'announcement.endPast' });
  return problems;
}

/** Each id once, in the order given. */
function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Runs every check of a new announcement; nothing is written. */
export async function checkAnnouncement(
  tx: Reader,
  viewer: Pick<Viewer, 'id'>,
  role: Role,
  input: z.output<typeof announcementBody>,
  now: Date,
): Promise<Checked> {
  const problems: FieldProblems = {};
  const body = sanitizeRichText(input.body);
  if (isBlankHtml(body)) add(problems, 'body', { id: 'announcement.bodyEmpty' });

  const lecturer = await lecturerOf(tx, viewer, role, input.lecturer_id);
  const includes = unique(input.includes);
  const excepts = unique(input.excepts);
  // Without a lecturer there is no audience to check.
  const audience =
    typeof lecturer === 'number'
      ? { lecturerId: lecturer, includes, excepts, progress: input.progress }
      : null;
  if (audience) Object.assign(problems, await audienceProblems(tx, audience));

  const beginsAt = input.date.begin ? new Date(input.date.begin) : null;
  const endsAt = input.date.end ? new Date(input.date.end) : null;
  for (const problem of dateProblems(beginsAt, endsAt, now)) add(problems, 'date.end', problem);
  if (typeof lecturer !== 'number') add(problems, 'lecturer_id', lecturer);

  if (Object.keys(problems).length > 0 || !audience) return { draft: null, problems };
  return {
    draft: { ...audience, title: input.title, body, type: input.type, beginsAt, endsAt },
    problems: null,
  };
}

/** Runs the checks, answering 400 with every problem; the draft otherwise. */
export async function checkedDraft(...args: Parameters<typeof checkAnnouncement>): Promise<Draft> {
  const checked = await checkAnnouncement(...args);
  if (checked.draft) return checked.draft;
  throw new HttpError(400, checked.problems);
}
