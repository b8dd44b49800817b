/**
 * Discounts (`/lecturers/v2/discounts`): a rate paid on one of a lecturer's courses or ebooks
 * (SINGLE) or packages (PACKAGE) over a time range. A lecturer lists, previews and writes their
 * own; an administrator with `v2_coupon` lists and reads every lecturer's and ends one early with
 * a reason, but creates, changes and deletes none (404). Others get 404. The static paths
 * (`targets`, `preview`) are declared before `{id}`.
 */
import { eq } from 'drizzle-orm';
import { discountsContract } from '../../contract/discounts.ts';
import { discounts } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import {
  discountReadAccess,
  discountWriteAccess,
  lecturerOnly,
  openDiscount,
  signedIn,
} from '../../selling/discount-access.ts';
import { discountPays, previewDates } from '../../selling/discount-pays.ts';
import { discountOpen, discountStatus } from '../../selling/discount-status.ts';
import { recordOversight } from '../../selling/oversight.ts';
import { listDiscounts } from './list.ts';
import { refuseOverlap } from './overlap.ts';
import { serializeDiscount } from './serialize.ts';
import { ownTarget } from './target.ts';
import { listTargets } from './targets.ts';

const tag = 'discounts';

/** The stored rate of an API discount (0.85 → 85 hundredths paid). */
const rateOf = (discount: number) => Math.round(discount * 100);

/** Refuses (400 at `ends_at`) an end that does not come after the start. */
function refuseDateOrder(startsAt: Date, endsAt: Date): void {
  if (endsAt <= startsAt) throw badRequest('discount.dateOrder', 'ends_at');
}

/** Declared routes of discounts. */
export const discountsRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: discountsContract.list,
    summary:
      "Discounts: a lecturer's own, an administrator's every lecturer's (review; `owner` keeps one lecturer's); newest first. `kind`; `status` by the dates now (ACTIVE, SCHEDULED, EXPIRED, ENDED early; default ALL); `keyword` a literal part of the title, of the course or package, or of the lecturer's name.",
    tag,
    access: discountReadAccess,
    readOnly: true,
    handler: ({ tx, viewer, role, query }) => listDiscounts(tx, ...signedIn(viewer, role), query),
  }),
  defineRoute({
    operation: discountsContract.targets,
    summary:
      "What a discount of a kind can price (lecturers only): the lecturer's own courses and ebooks (SINGLE) or packages (PACKAGE), newest first, with their list price; `keyword` a literal part of the title.",
    tag,
    access: discountReadAccess,
    readOnly: true,
    handler: ({ tx, viewer, role, query }) => listTargets(tx, lecturerOnly(viewer, role), query),
  }),
  defineRoute({
    operation: discountsContract.preview,
    summary:
      "What a student would pay for the target alone while such a discount runs, from the pricing function, without writing (lecturers only; another's target: 404).",
    tag,
    access: discountWriteAccess,
    readOnly: true,
    handler: async ({ tx, viewer, role, body }) => {
      const lecturer = lecturerOnly(viewer, role);
      const { lecturerId, ...target } = await ownTarget(tx, lecturer, body.kind, body.target_id);
      return {
        target,
        pays: discountPays({
          kind: body.kind,
          targetId: target.id,
          lecturerId,
          listPrice: target.price,
          rate: rateOf(body.discount),
          ...previewDates(new Date()),
        }),
      };
    },
  }),
  defineRoute({
    operation: discountsContract.create,
    summary:
      "Create a discount (lecturers only) on their own course or ebook (SINGLE) or package (PACKAGE); another's: 404. `ends_at` after `starts_at` (400 at ends_at). A range overlapping another discount on the same target (ends exclusive; one ended early before this starts does not count) is refused at `starts_at`, naming it and its days.",
    tag,
    access: discountWriteAccess,
    status: 201,
    handler: async ({ tx, viewer, role, body, locale }) => {
      const lecturer = lecturerOnly(viewer, role);
      const startsAt = new Date(body.starts_at);
      const endsAt = new Date(body.ends_at);
      // The target is locked first: two discounts on it are checked one after the other.
      const target = await ownTarget(tx, lecturer, body.kind, body.target_id, true);
      refuseDateOrder(startsAt, endsAt);
      await refuseOverlap(tx, { kind: body.kind, targetId: target.id, startsAt, endsAt }, locale);
      const now = new Date();
      const [row] = await tx
        .insert(discounts)
        .values({
          kind: body.kind,
          lecturerId: lecturer.id,
          title: body.title,
          rate: rateOf(body.discount),
          courseId: body.kind === 'SINGLE' ? target.id : null,
          packageId: body.kind === 'PACKAGE' ? target.id : null,
          startsAt,
          endsAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The discount was not created');
      return serializeDiscount(tx, row, now);
    },
  }),
  defineRoute({
    operation: discountsContract.get,
    summary: 'One discount.',
    tag,
    access: discountReadAccess,
    readOnly: true,
    handler: async ({ tx, viewer, role, params }) =>
      serializeDiscount(tx, await openDiscount(tx, viewer, role, params.id), new Date()),
  }),
  defineRoute({
    operation: discountsContract.update,
    summary:
      'Change the title, rate and dates of a discount (its lecturer only); what it prices stays. Refused (400) once ended or expired; the date and overlap rules of creating apply (the discount itself left out).',
    tag,
    access: discountWriteAccess,
    scope: ({ tx, viewer, role, params }) =>
      openDiscount(tx, lecturerOnly(viewer, role), role, Number(params['id'])),
    handler: async ({ tx, viewer, role, params, body, locale }) => {
      const lecturer = lecturerOnly(viewer, role);
      const row = await openDiscount(tx, lecturer, role, params.id, true);
      const now = new Date();
      if (!discountOpen(row, now)) throw badRequest('discount.over');
      const targetId = row.courseId ?? row.packageId ?? 0;
      await ownTarget(tx, lecturer, row.kind, targetId, true);
      const startsAt = new Date(body.starts_at);
      const endsAt = new Date(body.ends_at);
      refuseDateOrder(startsAt, endsAt);
      await refuseOverlap(
        tx,
        { kind: row.kind, targetId, startsAt, endsAt, except: row.id },
        locale,
      );
      const [updated] = await tx
        .update(discounts)
        .set({
          title: body.title,
          rate: rateOf(body.discount),
          startsAt,
          endsAt,
          updatedAt: now,
        })
        .where(eq(discounts.id, row.id))
        .returning();
      return serializeDiscount(tx, updated ?? row, now);
    },
  }),
  defineRoute({
    operation: discountsContract.remove,
    summary:
      'Delete a discount that has not started (its lecturer only). Once started, ended or expired it stays: end it instead (400).',
    tag,
    access: discountWriteAccess,
    handler: async ({ tx, viewer, role, params }) => {
      const lecturer = lecturerOnly(viewer, role);
      const row = await openDiscount(tx, lecturer, role, params.id, true);
      if (discountStatus(row, new Date()) !== 'SCHEDULED') throw badRequest('discount.started');
      await tx.delete(discounts).where(eq(discounts.id, row.id));
      return { deleted: true as const };
    },
  }),
  defineRoute({
    operation: discountsContract.end,
    summary:
      'End a scheduled or running discount now, storing when, why and by whom. An administrator must give a reason (400 at reason), which the audit log keeps too; its lecturer may leave it empty. Already ended or expired: 400.',
    tag,
    access: discountWriteAccess,
    scope: ({ tx, viewer, role, params }) => openDiscount(tx, viewer, role, Number(params['id'])),
    handler: async ({ tx, viewer, role, params, body }) => {
      const row = await openDiscount(tx, viewer, role, params.id, true);
      const [who, as] = signedIn(viewer, role);
      const now = new Date();
      if (!discountOpen(row, now)) throw badRequest('discount.over');
      if (as === 'ADMIN' && body.reason === '')
        throw badRequest('discount.reasonRequired', 'reason');
      const [updated] = await tx
        .update(discounts)
        .set({ endedAt: now, endedBy: who.id, endReason: body.reason, updatedAt: now })
        .where(eq(discounts.id, row.id))
        .returning();
      if (as === 'ADMIN')
        await recordOversight(tx, {
          subject: 'DISCOUNT',
          key: row.id,
          ownerId: row.lecturerId,
          before: { status: discountStatus(row, now) },
          after: { status: 'ENDED' },
          reason: body.reason,
          actorId: who.id,
        });
      return serializeDiscount(tx, updated ?? row, now);
    },
  }),
];
