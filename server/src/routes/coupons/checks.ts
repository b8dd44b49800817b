/**
 * The rules of a coupon's body (create, update, preview), every problem at once at its field:
 * AMOUNT needs `amount`, PERCENT `discount`; COURSES names at least one course, BUNDLE two, ALL
 * none; the end is after the start. Courses the viewer may not name answer 404. The code of a new
 * coupon is free (without case, across every coupon's and generated code) and not a reserved word.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { couponBody, couponUpdateBody } from '../../contract/coupons.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { couponCodes, memberGroups } from '../../db/schema.ts';
import { HttpError, type Problem } from '../../http/errors.ts';
import type { CouponTerms } from '../../pricing/load.ts';
import { nameableCourseIds } from '../../selling/access.ts';

/** Words that are paths under `global_coupons/`, so never codes. */
export const RESERVED_CODES: readonly string[] = [
  'labels',
  'courses',
  'preview',
  'bulk',
  'groups',
  'export',
];

/** A checked coupon body: its terms with its title and labels. */
export interface CouponDraft extends CouponTerms {
  readonly title: string;
  readonly labels: readonly string[];
}

type Problems = Record<string, Problem[]>;

/** Adds a problem at a field. */
function add(problems: Problems, field: string, problem: Problem): void {
  (problems[field] ??= []).push(problem);
}

/** Answers 400 with the problems, if any. */
export function refuse(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
}

/** The problems of a code for a new coupon: reserved, or taken by any code (without case). */
export async function codeProblems(tx: Database | Transaction, code: string): Promise<Problem[]> {
  if (RESERVED_CODES.includes(code.toLowerCase()))
    return [{ id: 'coupon.codeReserved', values: { code } }];
  const [taken] = await tx
    .select({ id: couponCodes.id })
    .from(couponCodes)
    .where(sql`lower(${couponCodes.code}) = lower(${code})`)
    .limit(1);
  return taken ? [{ id: 'coupon.codeTaken', values: { code } }] : [];
}

/**
 * Checks a coupon body for an owner (a lecturer's id, null: the platform): 404 when it names a
 * course the owner may not; otherwise the problems found (empty when none) and the draft.
 */
export async function checkCoupon(
  tx: Database | Transaction,
  owner: number | null,
  body: z.output<typeof couponUpdateBody>,
): Promise<{ problems: Problems; draft: CouponDraft }> {
  const courseIds = await nameableCourseIds(tx, owner, body.course_ids);
  const problems: Problems = {};
  if (body.type === 'AMOUNT' && body.amount === null)
    add(problems, 'amount', { id: 'validation.required' });
  if (body.type === 'PERCENT' && body.discount === null)
    add(problems, 'discount', { id: 'validation.required' });
  if (body.scope === 'COURSES' && courseIds.length < 1)
    add(problems, 'course_ids', { id: 'coupon.coursesRequired' });
  if (body.scope === 'BUNDLE' && courseIds.length < 2)
    add(problems, 'course_ids', { id: 'coupon.bundleTooFew' });
  if (body.scope === 'ALL' && courseIds.length > 0)
    add(problems, 'course_ids', { id: 'coupon.allNamesNone' });
  const startsAt = new Date(body.starts_at);
  const endsAt = body.ends_at === null ? null : new Date(body.ends_at);
  if (endsAt && endsAt <= startsAt) add(problems, 'ends_at', { id: 'coupon.dateOrder' });
  const groupProblem = await audienceProblem(tx, owner, body.group_id);
  if (groupProblem) add(problems, 'group_id', groupProblem);
  return {
    problems,
    draft: {
      lecturerId: owner,
      title: body.title,
      labels: [...new Set(body.labels)],
      type: body.type,
      amount: body.type === 'AMOUNT' ? body.amount : null,
      rate:
        body.type === 'PERCENT' && body.discount !== null ? Math.round(body.discount * 100) : null,
      minSpend: body.min_spend,
      scope: body.scope,
      courseIds,
      startsAt,
      endsAt,
      totalLimit: body.total_limit,
      perMemberLimit: body.per_member_limit,
      disabled: body.disabled,
      groupId: body.group_id,
    },
  };
}

/**
 * Why a coupon cannot be limited to a group: a lecturer's coupon never is (only the platform's);
 * the group must exist. Null when it can (or names none).
 */
async function audienceProblem(
  tx: Database | Transaction,
  owner: number | null,
  groupId: number | null,
): Promise<Problem | null> {
  if (groupId === null) return null;
  if (owner !== null) return { id: 'coupon.groupPlatformOnly' };
  const [group] = await tx
    .select({ id: memberGroups.id })
    .from(memberGroups)
    .where(eq(memberGroups.id, groupId));
  return group ? null : { id: 'coupon.groupUnknown' };
}

/** Checks a new coupon's body, its code included; 400 with every problem, else the draft. */
export async function checkNewCoupon(
  tx: Database | Transaction,
  owner: number | null,
  body: z.output<typeof couponBody>,
): Promise<CouponDraft> {
  const { problems, draft } = await checkCoupon(tx, owner, body);
  const code = await codeProblems(tx, body.code);
  if (code.length > 0) problems.code = code;
  refuse(problems);
  return draft;
}
