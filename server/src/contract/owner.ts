/**
 * Contract of oversight (issue #31): whose coupons, discounts and packages an administrator's
 * list shows (`owner`), and the reason an administrator gives when ending or disabling a
 * lecturer's one. Lecturers' lists ignore `owner` (they only ever see their own).
 */
import { z } from 'zod';
import { idField } from './items.ts';
import { MAX_END_REASON_LENGTH } from './plain/discounts.ts';

/** `owner` of a list query: `platform` (no lecturer) or a lecturer's id; left out: everyone's. */
export const ownerFilter = z
  .union([z.literal('platform'), idField])
  .optional()
  .describe(
    "Administrators: `platform` (the platform's own) or a lecturer's id; left out: every owner's. Ignored for lecturers (their own only).",
  );

/** An owner filter as the server reads it. */
export type OwnerFilter = z.output<typeof ownerFilter>;

/** The reason an administrator gives for ending or disabling a lecturer's object (required). */
export const oversightReason = z.string().trim().min(1).max(MAX_END_REASON_LENGTH);
