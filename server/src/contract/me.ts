/**
 * Contract of the current-user routes: request and response schemas. The client imports the
 * inferred types only (`import type`), so this file depends on zod alone.
 */
import { z } from 'zod';
import { listMeta, paging } from './courses.ts';
import { isoDateTime } from './dates.ts';
import { withSchemas } from './operation.ts';
import { accountNoticeKinds, meOperations, roles } from './plain/me.ts';

export type { PermissionArea, Role } from './plain/me.ts';

/** A role of seed section 6. */
export const roleSchema = z.enum(roles);

/** `GET /v2/me` answer: the signed-in user and the prompts they acknowledged. */
export const meResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  roles: z.array(roleSchema),
  prompts: z.array(z.string()),
});

/** `GET /lecturers/v2/permissions` answer: the user's permission keys (`v2_order.*`, ...). */
export const permissionsResponse = z.object({
  data: z.array(z.object({ key: z.string() })),
});

/** `POST /v2/me/prompts` body: the key of the acknowledged prompt. */
export const promptBody = z.object({
  key: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_.-]+$/),
});

/** `POST /v2/me/prompts` answer: every prompt key the user acknowledged. */
export const promptsResponse = z.object({ prompts: z.array(z.string()) });

/** `GET /v2/me/notices` query: a page, newest first. */
export const noticesQuery = z.object(paging);

/**
 * One thing the platform's staff did for the signed-in member's account, with the reason they
 * gave (never the staff member's name): a coupon given, a course, ebook or article granted or
 * revoked, an order cancelled or marked paid (with the payment's reference), an invoice re-issued.
 */
export const accountNotice = z.object({
  id: z.number().int(),
  kind: z.enum(accountNoticeKinds),
  at: isoDateTime,
  /** The coupon's or item's title, or the order's number. */
  subject: z.string(),
  /** ORDER_PAID: the payment's reference; INVOICE_REISSUED: the new invoice number. */
  detail: z.string().nullable(),
  reason: z.string(),
});

/** `GET /v2/me/notices` answer. */
export const noticesResponse = z.object({ data: z.array(accountNotice), meta: listMeta });

/** The current user. */
export type MeResponse = z.output<typeof meResponse>;
/** The current user's permission keys. */
export type PermissionsResponse = z.output<typeof permissionsResponse>;

/** The current-user operations with their schemas. */
export const meContract = withSchemas(meOperations, {
  get: { response: meResponse },
  permissions: { response: permissionsResponse },
  acknowledgePrompt: { body: promptBody, response: promptsResponse },
  notices: { query: noticesQuery, response: noticesResponse },
});
