/**
 * What the palette finds, kind by kind: at most five of each, the closest first (a whole match,
 * then the newest). Every text condition is one `ilike` per column, so the trigram indexes of
 * users' and items' columns answer (docs/decisions.md, "trigram"); an order's number is a prefix
 * (its pattern index); a number also finds the row with that id.
 */
import { and, arrayContains, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { SearchHit } from '../../contract/search.ts';
import { MAX_INTEGER } from '../../contract/plain/operation.ts';
import { HITS_PER_KIND } from '../../contract/plain/search.ts';
import type { ItemKind } from '../../contract/plain/items.ts';
import type { Transaction } from '../../db/index.ts';
import { coupons, courses, orders, users } from '../../db/schema.ts';
import { escapeLike } from '../../http/like.ts';
import { itemScope } from '../../items/access.ts';
import { isMember } from '../../members/is-member.ts';
import { couponReadScope } from '../../selling/access.ts';

/** The typed text as the queries use it. */
export interface Needle {
  /** `%text%`, literal. */
  readonly contains: string;
  /** `text%`, literal. */
  readonly prefix: string;
  readonly text: string;
  /** The text as an id, when it is a whole number an id can be. */
  readonly id: number | null;
}

/** The needle of a typed text. */
export function needleOf(text: string): Needle {
  const literal = escapeLike(text);
  const number = /^[0-9]{1,10}$/.test(text) ? Number(text) : null;
  return {
    contains: `%${literal}%`,
    prefix: `${literal}%`,
    text,
    id: number !== null && number >= 1 && number <= MAX_INTEGER ? number : null,
  };
}

/** A condition on an id column when the text is a number. */
function idIs(
  column: typeof users.id | typeof courses.id | typeof orders.id,
  needle: Needle,
): SQL | undefined {
  return needle.id === null ? undefined : eq(column, needle.id);
}

/** A whole (case-insensitive) match of a column sorts first. */
function wholeFirst(column: SQL | typeof users.email, needle: Needle): SQL {
  return sql`(lower(${column}) = lower(${needle.text})) desc`;
}

/** Items of a kind in the viewer's scope (the list's), by title, subtitle or id. */
export async function findItems(
  tx: Transaction,
  viewer: Viewer | null,
  role: Role | null,
  kind: ItemKind,
  needle: Needle,
): Promise<Omit<SearchHit, 'kind'>[]> {
  return tx
    .select({ id: courses.id, label: courses.title })
    .from(courses)
    .where(
      and(
        itemScope(viewer, role, kind),
        or(
          ilike(courses.title, needle.contains),
          ilike(courses.subtitle, needle.contains),
          idIs(courses.id, needle),
        ),
      ),
    )
    .orderBy(wholeFirst(sql`${courses.title}`, needle), desc(courses.id))
    .limit(HITS_PER_KIND);
}

/** Orders by number (a prefix) or id, with the member's e-mail. */
export async function findOrders(
  tx: Transaction,
  needle: Needle,
): Promise<Omit<SearchHit, 'kind'>[]> {
  const rows = await tx
    .select({ id: orders.id, label: orders.orderNo, detail: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.memberId))
    .where(or(sql`lower(${orders.orderNo}) like lower(${needle.prefix})`, idIs(orders.id, needle)))
    .orderBy(wholeFirst(sql`${orders.orderNo}`, needle), desc(orders.id))
    .limit(HITS_PER_KIND);
  return rows.map(({ detail, ...row }) => (detail === null ? row : { ...row, detail }));
}

/** Users (members or lecturers) by name, real name, e-mail (phone for members) or id. */
export async function findPeople(
  tx: Transaction,
  who: 'member' | 'lecturer',
  needle: Needle,
): Promise<Omit<SearchHit, 'kind'>[]> {
  const texts = [
    ilike(users.name, needle.contains),
    ilike(users.realName, needle.contains),
    ilike(users.email, needle.contains),
    // A phone holds no letters: a text with any is not looked for there (an order number's many
    // digit trigrams would make the phones' index match half the members).
    who === 'member' && !/\p{L}/u.test(needle.text)
      ? ilike(users.phone, needle.contains)
      : undefined,
  ];
  return tx
    .select({ id: users.id, label: users.name, detail: users.email })
    .from(users)
    .where(
      and(
        who === 'member' ? isMember : arrayContains(users.roles, ['TEACHER']),
        or(...texts, idIs(users.id, needle)),
      ),
    )
    .orderBy(wholeFirst(users.email, needle), desc(users.id))
    .limit(HITS_PER_KIND);
}

/** Coupons the viewer reads (the list's scope), by code or title; the code is the label. */
export async function findCoupons(
  tx: Transaction,
  viewer: Viewer | null,
  role: Role | null,
  needle: Needle,
): Promise<Omit<SearchHit, 'kind'>[]> {
  return tx
    .select({ id: coupons.id, label: coupons.code, detail: coupons.title })
    .from(coupons)
    .where(
      and(
        couponReadScope(viewer, role),
        or(ilike(coupons.code, needle.contains), ilike(coupons.title, needle.contains)),
      ),
    )
    .orderBy(wholeFirst(sql`${coupons.code}`, needle), desc(coupons.id))
    .limit(HITS_PER_KIND);
}
