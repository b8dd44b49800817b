/**
 * Single-use codes of a coupon: generated in multi-row inserts of about 1,000 (a code taken by any
 * other code, without case, is skipped by the unique index and topped up), and listed in the order
 * they were made with their redemption.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { couponCodesQuery, couponCodesResponse } from '../../contract/coupons.ts';
import {
  GENERATED_CODE_ALPHABET,
  GENERATED_CODE_LENGTH,
  MAX_GENERATED_CODES,
} from '../../contract/plain/coupons.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { couponCodes, couponRedemptions, users } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { pageMeta } from '../../http/paging.ts';

/** Codes inserted per statement. */
const BATCH = 1000;

/** Largest byte value that maps onto the alphabet without bias. */
const UNBIASED = 256 - (256 % GENERATED_CODE_ALPHABET.length);

/** `count` random codes: the prefix and GENERATED_CODE_LENGTH characters of the alphabet. */
export function randomCodes(prefix: string, count: number): string[] {
  const codes: string[] = [];
  let bytes = randomBytes(0);
  let at = 0;
  while (codes.length < count) {
    let code = prefix;
    while (code.length < prefix.length + GENERATED_CODE_LENGTH) {
      if (at >= bytes.length) {
        bytes = randomBytes(Math.max(64, (count - codes.length) * GENERATED_CODE_LENGTH * 2));
        at = 0;
      }
      const byte = bytes[at++] ?? 0;
      if (byte < UNBIASED)
        code += GENERATED_CODE_ALPHABET.charAt(byte % GENERATED_CODE_ALPHABET.length);
    }
    codes.push(code);
  }
  return codes;
}

/** How many generated codes a coupon holds. */
export async function generatedCount(
  tx: Database | Transaction,
  couponId: number,
): Promise<number> {
  const [counted] = await tx
    .select({ n: count() })
    .from(couponCodes)
    .where(and(eq(couponCodes.couponId, couponId), eq(couponCodes.generated, true)));
  return counted?.n ?? 0;
}

/**
 * Makes `count` new single-use codes for a coupon (locked by the caller) with `draw` (random by
 * default); 400 at `count` when the coupon would hold more than MAX_GENERATED_CODES. Answers how
 * many it holds now.
 */
export async function generateCodes(
  tx: Database | Transaction,
  couponId: number,
  prefix: string,
  count: number,
  draw: (prefix: string, count: number) => string[] = randomCodes,
): Promise<number> {
  const held = await generatedCount(tx, couponId);
  if (held + count > MAX_GENERATED_CODES)
    throw badRequest('coupon.codesLimit', 'count', {
      max: MAX_GENERATED_CODES,
      remaining: MAX_GENERATED_CODES - held,
    });
  const createdAt = new Date();
  let made = 0;
  // Each round asks for what is missing; codes taken (rare) are skipped and asked for again.
  for (let round = 0; made < count; round++) {
    if (round > 100) throw new Error('Could not find free codes');
    const wanted = Math.min(BATCH, count - made);
    const codes = [...new Set(draw(prefix, wanted))];
    // One array parameter rather than four per row: a batch parses and plans quickly.
    const result = await tx.execute(
      sql`insert into ${couponCodes} (coupon_id, code, generated, created_at) select ${couponId}::int, code, true, ${createdAt.toISOString()}::timestamptz from unnest(${`{${codes.join(',')}}`}::text[]) as code on conflict do nothing returning id`,
    );
    // PGlite and node-postgres both answer { rows }.
    made += (result as { rows: { id: number }[] }).rows.length;
  }
  return held + made;
}

/** One page of a coupon's generated codes, in the order they were made, with their redemption. */
export async function listCodes(
  tx: Database | Transaction,
  couponId: number,
  query: z.output<typeof couponCodesQuery>,
): Promise<z.input<typeof couponCodesResponse>> {
  const redemption = tx
    .select({
      codeId: couponRedemptions.codeId,
      redeemedAt: sql<Date | null>`min(${couponRedemptions.redeemedAt})`.as('redeemed_at'),
      memberId: sql<number | null>`min(${couponRedemptions.memberId})`.as('member_id'),
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId))
    .groupBy(couponRedemptions.codeId)
    .as('redemption');
  const rows = await tx
    .select({
      code: couponCodes.code,
      createdAt: couponCodes.createdAt,
      redeemedAt: redemption.redeemedAt,
      memberName: users.name,
    })
    .from(couponCodes)
    .leftJoin(redemption, eq(redemption.codeId, couponCodes.id))
    .leftJoin(users, eq(users.id, redemption.memberId))
    .where(and(eq(couponCodes.couponId, couponId), eq(couponCodes.generated, true)))
    .orderBy(asc(couponCodes.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: rows.map((row) => ({
      code: row.code,
      redeemed_at: row.redeemedAt ? new Date(row.redeemedAt).toISOString() : null,
      member_name: row.memberName,
      created_at: row.createdAt.toISOString(),
    })),
    meta: pageMeta(await generatedCount(tx, couponId), query.page, query.per_page),
  };
}
