/**
 * Coupons (`/lecturers/v2/global_coupons/*`): seed section 7's seven calls and the designed ones
 * (price preview, bulk actions, usage, generated codes, the member groups an administrator's
 * coupon can be limited to). A lecturer manages their own coupons on
 * their own courses and ebooks, an administrator with `v2_coupon` the platform's on any course;
 * others get 404. The export: a lecturer their own; an administrator with `export` too. The static
 * paths (`labels`, `courses`, `preview`, `bulk`, `groups`, `export`) are declared before
 * `{code}` (and refused as codes); `{code}` matches without case.
 */
import { hasPermission, roleAccess } from '../../auth/access.ts';
import { couponsContract } from '../../contract/coupons.ts';
import { notFound } from '../../http/errors.ts';
import {
  defineRoute,
  type HandlerContext,
  type RouteSpec,
  type ScopeCheck,
} from '../../http/route.ts';
import { coupons } from '../../db/schema.ts';
import {
  couponOwner,
  couponReadAccess,
  couponReadScope,
  couponScope,
  couponWriteAccess,
  openCoupon,
  type CouponRow,
} from '../../selling/access.ts';
import { bulkEndCoupons, bulkTrashCoupons } from './bulk.ts';
import { checkCoupon, checkNewCoupon, refuse } from './checks.ts';
import { exportCoupons } from './export.ts';
import { generateCodes, listCodes } from './codes.ts';
import { couponGroupPage, couponLabels, listCoupons, nameableCoursePage } from './list.ts';
import { previewCoupon } from './preview.ts';
import { couponDetail, serializeCoupons } from './serialize.ts';
import { listUsage } from './usage.ts';
import { viewerId } from '../../trash/entries.ts';
import { bulkAction, deleteCoupon, insertCoupon, updateCoupon } from './write.ts';
import { oversightAccess, ownerCondition, recordOversight } from '../../selling/oversight.ts';
import { couponStatus } from './status.ts';
import { and } from 'drizzle-orm';

const tag = 'coupons';

/** Naming a coupon's audience: administrators with `v2_coupon.write`. */
const couponGroupsAccess = roleAccess(['ADMIN'], 'v2_coupon.write');

/**
 * A handler of a route on one coupon (`{code}`, any case): opens it as the viewer may see it (404
 * otherwise; locked when `forUpdate`; `reading`: among every coupon they read, else among those
 * they change) and answers from it.
 */
function onCoupon<Q, B, R>(
  forUpdate: boolean,
  answer: (row: CouponRow, context: HandlerContext<{ readonly code: string }, Q, B>) => Promise<R>,
  reading = false,
) {
  return async (context: HandlerContext<{ readonly code: string }, Q, B>) => {
    const { tx, viewer, role, params } = context;
    return answer(await openCoupon(tx, viewer, role, params.code, forUpdate, reading), context);
  };
}

/** A coupon's write route checks the coupon's scope before a bad body is answered. */
const couponInScope: ScopeCheck = ({ tx, viewer, role, params }) =>
  openCoupon(tx, viewer, role, String(params['code']));

/** Declared routes of coupons. */
export const couponsRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: couponsContract.list,
    summary:
      "The viewer's coupons (a lecturer's own; an administrator's: every one, the platform's and each lecturer's, `owner` keeping the platform's or one lecturer's). `status` ALL (default), ACTIVE, SCHEDULED, EXPIRED or DISABLED (not stored: disabled, before the start, from the end); `keyword` is part of the code, the title or a label (literal, case-insensitive); `isBundle` 1 keeps bundle coupons, 0 the others; `sort` latest, oldest, starts_at, ends_at or code. `used` counts redemptions, `generated` single-use codes.",
    tag,
    access: couponReadAccess,
    readOnly: true,
    handler: ({ tx, viewer, role, query }) =>
      listCoupons(
        tx,
        and(
          couponReadScope(viewer, role),
          role ? ownerCondition(coupons.lecturerId, query.owner, role) : undefined,
        ),
        query,
        new Date(),
      ),
  }),
  defineRoute({
    operation: couponsContract.export,
    summary:
      'Every coupon the list\'s scope and filters keep (`owner` too, for an administrator), in its order, as CSV (UTF-8 with BOM, numbers plain; `coupons-YYYYMMDD.csv`, `X-Total-Count` the rows), streamed in keyset pages, each with its owner (the platform\'s in words), redemptions and generated codes. Header, type, scope and status in the request\'s language, the value as the list shows it ("85 折", "15% off", "NT$100 off"); times Asia/Taipei with their offset (`2026-11-28 16:05:00 +08:00`). A lecturer exports their own; an administrator needs `export` besides `v2_coupon.read` (404 without).',
    tag,
    access: couponReadAccess,
    readOnly: true,
    handler: ({ tx, viewer, role, query, locale }) => {
      if (!viewer) throw notFound();
      if (role === 'ADMIN' && !hasPermission(viewer.permissions, 'export.read')) throw notFound();
      const scope = and(
        couponReadScope(viewer, role),
        role ? ownerCondition(coupons.lecturerId, query.owner, role) : undefined,
      );
      return exportCoupons(tx, scope, query, locale, new Date());
    },
  }),
  defineRoute({
    operation: couponsContract.labels,
    summary: "The distinct labels of the viewer's coupons, sorted.",
    tag,
    access: couponReadAccess,
    readOnly: true,
    handler: async ({ tx, viewer, role }) => ({
      data: await couponLabels(tx, couponScope(viewer, role)),
    }),
  }),
  defineRoute({
    operation: couponsContract.courses,
    summary:
      "The courses a coupon of the viewer can name, by title: a lecturer's own courses and ebooks (co-taught ones do not count), every course and ebook for an administrator. `keyword` is part of the title; `price` is the list price (TWD).",
    tag,
    access: couponReadAccess,
    readOnly: true,
    handler: ({ tx, viewer, role, query }) =>
      nameableCoursePage(tx, couponOwner(viewer, role), query),
  }),
  defineRoute({
    operation: couponsContract.groups,
    summary:
      "The member groups a platform coupon can be limited to (its audience), by name; `keyword` is part of the name. Administrators with `v2_coupon` only (a lecturer's coupon is for everyone).",
    tag,
    access: couponGroupsAccess,
    readOnly: true,
    handler: ({ tx, query }) => couponGroupPage(tx, query),
  }),
  defineRoute({
    operation: couponsContract.preview,
    summary: `What a student pays now with a coupon (its body without the code; the checks of creating apply), from the pricing function with the list prices and active discounts, the coupon treated as never used: COURSES, one cart per course it names (the first 20); BUNDLE, one cart of all of them; ALL, one cart per course of the lecturer (the first 20 by title; a platform coupon: none).`,
    tag,
    access: couponWriteAccess,
    readOnly: true,
    handler: async ({ tx, viewer, role, body }) => {
      const { problems, draft } = await checkCoupon(tx, couponOwner(viewer, role), body);
      refuse(problems);
      return previewCoupon(tx, draft, new Date());
    },
  }),
  defineRoute({
    operation: couponsContract.bulk,
    summary:
      "Disable, enable or end now (the end set to now, and the start too if it had not started) the coupons of up to 200 codes, all or none: a code that is not one of the viewer's coupons answers 404 and nothing changes. Answers the coupons as they are now.",
    tag,
    access: couponWriteAccess,
    handler: async ({ tx, viewer, role, body }) => {
      const now = new Date();
      const rows = await bulkAction(tx, couponScope(viewer, role), body.action, body.codes, now);
      return { data: await serializeCoupons(tx, rows, now) };
    },
  }),
  defineRoute({
    operation: couponsContract.bulkEnd,
    summary:
      "End now the selected coupons (up to 100 codes, any case; the list's selection): each active one ends now; a scheduled, expired or disabled one is refused with the reason, and a code that is not one of the viewer's coupons (a lecturer's own; an administrator's: the platform's) is refused as not found. Refusals are named by the code as sent; the others change.",
    tag,
    access: couponWriteAccess,
    handler: ({ tx, viewer, role, body, locale }) =>
      bulkEndCoupons(tx, couponScope(viewer, role), locale, body.codes, new Date()),
  }),
  defineRoute({
    operation: couponsContract.bulkTrash,
    summary:
      "Move the selected coupons (up to 100 codes, any case) to the trash, one entry per coupon (`trash_id` undoes it): one redeemed is refused with the reason, a code that is not one of the viewer's coupons as not found; the others go.",
    tag,
    access: couponWriteAccess,
    handler: ({ tx, viewer, role, body, locale }) =>
      bulkTrashCoupons(tx, couponScope(viewer, role), locale, body.codes, viewerId(viewer)),
  }),
  defineRoute({
    operation: couponsContract.create,
    summary:
      "Create a coupon. The code (letters and digits) must be free among every coupon's and generated code, without case (400 at `code`), and not `labels`, `courses`, `preview` or `bulk`. AMOUNT needs `amount`, PERCENT `discount` (the rate paid, 0.01-0.99); COURSES names at least one course, BUNDLE at least two, ALL none; `ends_at` after `starts_at`. A lecturer names their own courses and ebooks (another's: 404); an administrator creates a platform coupon that may name any course.",
    tag,
    access: couponWriteAccess,
    status: 201,
    handler: async ({ tx, viewer, role, body }) => {
      if (!viewer) throw notFound();
      const draft = await checkNewCoupon(tx, couponOwner(viewer, role), body);
      return couponDetail(tx, await insertCoupon(tx, draft, body.code, viewer.id));
    },
  }),
  defineRoute({
    operation: couponsContract.get,
    summary:
      "One coupon (its code in any case) with the courses it names; an administrator reads every lecturer's too.",
    tag,
    access: couponReadAccess,
    readOnly: true,
    handler: onCoupon(false, (row, { tx }) => couponDetail(tx, row), true),
  }),
  defineRoute({
    operation: couponsContract.update,
    summary: 'Change everything of a coupon but its code, by the rules of creating.',
    tag,
    access: couponWriteAccess,
    scope: couponInScope,
    handler: onCoupon(true, async (row, { tx, body }) => {
      const { problems, draft } = await checkCoupon(tx, row.lecturerId, body);
      refuse(problems);
      return couponDetail(tx, await updateCoupon(tx, row, draft));
    }),
  }),
  defineRoute({
    operation: couponsContract.remove,
    summary:
      'Move a coupon never redeemed, with its codes, to the trash (restorable for 30 days; `trash_id` undoes it). Once redeemed it stays (its orders name it): disable it instead (400).',
    tag,
    access: couponWriteAccess,
    handler: onCoupon(true, async (row, { tx, viewer }) => ({
      deleted: true as const,
      trash_id: await deleteCoupon(tx, row, viewerId(viewer)),
    })),
  }),
  defineRoute({
    operation: couponsContract.usage,
    summary:
      'Who redeemed a coupon, newest first: the member, the code used (its own or a generated one), the order number and the amount taken off.',
    tag,
    access: couponReadAccess,
    readOnly: true,
    handler: onCoupon(false, (row, { tx, query }) => listUsage(tx, row.id, query), true),
  }),
  defineRoute({
    operation: couponsContract.codes,
    summary:
      "A coupon's generated single-use codes in the order they were made, with when and by whom each was redeemed; `per_page` up to 10,000 (an export pages through them).",
    tag,
    access: couponReadAccess,
    readOnly: true,
    handler: onCoupon(false, (row, { tx, query }) => listCodes(tx, row.id, query), true),
  }),
  defineRoute({
    operation: couponsContract.generate,
    summary:
      'Generate `count` (1-10,000) single-use codes: `prefix` and 8 random characters (no 0/O, 1/I/L), unique without case among every code. A coupon holds at most 10,000 generated codes (400 at `count` beyond).',
    tag,
    access: couponWriteAccess,
    scope: couponInScope,
    status: 201,
    handler: onCoupon(true, async (row, { tx, body }) => ({
      generated: body.count,
      total: await generateCodes(tx, row.id, body.prefix, body.count),
    })),
  }),
  defineRoute({
    operation: couponsContract.stop,
    summary:
      "Oversight: an administrator with `v2_coupon.write` ends (now) or disables any coupon, a lecturer's included, with a reason (required, up to 500 characters; 400 at `reason`) that the audit log keeps with who did it, in the same transaction. Lecturers: 404.",
    tag,
    access: oversightAccess,
    handler: onCoupon(
      true,
      async (row, { tx, viewer, role, body }) => {
        if (!viewer) throw notFound();
        const now = new Date();
        const [updated] = await bulkAction(
          tx,
          couponReadScope(viewer, role),
          body.action,
          [row.code],
          now,
        );
        if (!updated) throw notFound();
        const values = (coupon: CouponRow) => ({
          status: couponStatus(coupon, now),
          ends_at: coupon.endsAt,
        });
        await recordOversight(tx, {
          subject: 'COUPON',
          key: row.id,
          ownerId: row.lecturerId,
          before: values(row),
          after: values(updated),
          reason: body.reason,
          actorId: viewer.id,
        });
        return couponDetail(tx, updated);
      },
      true,
    ),
  }),
];
