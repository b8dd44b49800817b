/** The current-user routes: who am I, my permission keys, and the prompts I acknowledged. */
import { asc, eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import { meContract } from '../../contract/me.ts';
import type { Transaction } from '../../db/index.ts';
import { userPrompts } from '../../db/schema.ts';
import { invalidToken } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { noticesOf } from './notices.ts';

function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw invalidToken();
  return viewer;
}

async function promptsOf(tx: Transaction, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ key: userPrompts.key })
    .from(userPrompts)
    .where(eq(userPrompts.userId, userId))
    .orderBy(asc(userPrompts.createdAt), asc(userPrompts.key));
  return rows.map((row) => row.key);
}

/** Declared routes of this resource. */
export const meRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: meContract.get,
    summary: 'The signed-in user: profile, roles and acknowledged prompts.',
    tag: 'me',
    access: { kind: 'signed-in' },
    readOnly: true,
    handler: async ({ tx, viewer }) => {
      const me = signedIn(viewer);
      return {
        id: me.id,
        name: me.name,
        email: me.email,
        avatar: me.avatarUrl,
        roles: [...me.roles],
        prompts: await promptsOf(tx, me.id),
      };
    },
  }),
  defineRoute({
    operation: meContract.permissions,
    summary: "The signed-in user's permission keys (empty for lecturers and students).",
    tag: 'me',
    access: { kind: 'signed-in' },
    readOnly: true,
    handler: ({ viewer }) =>
      Promise.resolve({
        data: [...signedIn(viewer).permissions].sort().map((key) => ({ key })),
      }),
  }),
  defineRoute({
    operation: meContract.acknowledgePrompt,
    summary: 'Records that the signed-in user acknowledged a prompt (idempotent).',
    tag: 'me',
    access: { kind: 'signed-in' },
    handler: async ({ tx, viewer, body }) => {
      const me = signedIn(viewer);
      await tx.insert(userPrompts).values({ userId: me.id, key: body.key }).onConflictDoNothing();
      return { prompts: await promptsOf(tx, me.id) };
    },
  }),
  defineRoute({
    operation: meContract.notices,
    summary:
      "What the platform's staff did for the signed-in member's account, newest first: a coupon given, a course, ebook or article granted or revoked, an order cancelled or marked paid (with the payment's reference), an invoice re-issued, each with the reason the administrator gave and never the administrator's name. The marketplace shows it to the member.",
    tag: 'me',
    access: { kind: 'signed-in' },
    readOnly: true,
    handler: ({ tx, viewer, query }) => noticesOf(tx, signedIn(viewer).id, query),
  }),
];
