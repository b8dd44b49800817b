/**
 * The demo's coupons: for each demo lecturer (teacher@example.com, teacher2@example.com) one
 * coupon of every status, amount and percent, one on chosen courses and one bundle, with labels
 * (雙11, 新年, 會員專屬, 暑期) and a few generated single-use codes; a few platform coupons (an
 * administrator's, every course); and a handful per group of the marketplace (its first
 * lecturer's). Their redemptions are the demo orders' (seed/orders.ts). Dates lie around
 * PLAN_EPOCH (active ones run a year past it, scheduled ones start a year after), drawn from a
 * seeded PRNG, so every run stores the same rows.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { GENERATED_CODE_ALPHABET, GENERATED_CODE_LENGTH } from '../contract/plain/coupons.ts';
import type { CouponScope, CouponType } from '../contract/plain/coupons.ts';
import type { Transaction } from '../db/index.ts';
import { couponCodes, couponCourses, coupons, courses, users } from '../db/schema.ts';
import {
  DEMO_LECTURER_EMAILS,
  int,
  lecturerEmail,
  LECTURERS_PER_GROUP,
  PLAN_EPOCH,
  prng,
  type Random,
} from './marketplace.ts';

const DAY = 86_400_000;

/** A coupon of the plan; `courses` is how many of the lecturer's courses it names. */
interface CouponSpec {
  readonly code: string;
  readonly title: string;
  readonly labels: readonly string[];
  readonly type: CouponType;
  readonly off: number;
  readonly minSpend: number;
  readonly scope: CouponScope;
  readonly courses: number;
  /** Start and end, in days from PLAN_EPOCH (end null: none). */
  readonly starts: number;
  readonly ends: number | null;
  readonly disabled?: boolean;
  readonly totalLimit?: number;
  readonly perMemberLimit?: number;
  /** Generated single-use codes. */
  readonly generated?: number;
}

/** Every demo lecturer's coupons (their code gets the lecturer's letter). */
const lecturerSpecs: readonly CouponSpec[] = [
  {
    code: 'WELCOME',
    title: '新朋友見面禮',
    labels: ['新年', '會員專屬'],
    type: 'AMOUNT',
    off: 200,
    minSpend: 1000,
    scope: 'ALL',
    courses: 0,
    starts: -60,
    ends: 400,
    totalLimit: 500,
    perMemberLimit: 1,
    generated: 20,
  },
  {
    code: 'DOUBLE11',
    title: '雙11 限時 85 折',
    labels: ['雙11'],
    type: 'PERCENT',
    off: 85,
    minSpend: 0,
    scope: 'COURSES',
    courses: 2,
    starts: -10,
    ends: 380,
  },
  {
    code: 'BUNDLE3',
    title: '三門一起學 7 折',
    labels: ['會員專屬'],
    type: 'PERCENT',
    off: 70,
    minSpend: 0,
    scope: 'BUNDLE',
    courses: 3,
    starts: -30,
    ends: null,
  },
  {
    code: 'NEWYEAR',
    title: '新年新希望',
    labels: ['新年'],
    type: 'AMOUNT',
    off: 300,
    minSpend: 1500,
    scope: 'ALL',
    courses: 0,
    starts: 365,
    ends: 400,
  },
  {
    code: 'SUMMER',
    title: '暑期充電 9 折',
    labels: ['暑期'],
    type: 'PERCENT',
    off: 90,
    minSpend: 0,
    scope: 'ALL',
    courses: 0,
    starts: -150,
    ends: -90,
  },
  {
    code: 'VIPONLY',
    title: '會員專屬折抵',
    labels: ['會員專屬'],
    type: 'AMOUNT',
    off: 500,
    minSpend: 2000,
    scope: 'COURSES',
    courses: 1,
    starts: -20,
    ends: 200,
    disabled: true,
  },
];

/** The platform's coupons (every course). */
const platformSpecs: readonly CouponSpec[] = [
  {
    code: 'PLATFORM11',
    title: '全站雙11 9 折',
    labels: ['雙11'],
    type: 'PERCENT',
    off: 90,
    minSpend: 0,
    scope: 'ALL',
    courses: 0,
    starts: -5,
    ends: 370,
  },
  {
    code: 'APPWELCOME',
    title: '下載 App 折 100',
    labels: ['會員專屬'],
    type: 'AMOUNT',
    off: 100,
    minSpend: 500,
    scope: 'ALL',
    courses: 0,
    starts: -90,
    ends: null,
    perMemberLimit: 1,
  },
  {
    code: 'BLACKFRIDAY',
    title: '黑色星期五',
    labels: [],
    type: 'AMOUNT',
    off: 150,
    minSpend: 800,
    scope: 'ALL',
    courses: 0,
    starts: -400,
    ends: -360,
  },
];

/** The coupons of each group's first lecturer. */
const groupSpecs: readonly CouponSpec[] = [
  {
    code: 'HELLO',
    title: '開課優惠',
    labels: ['新年'],
    type: 'AMOUNT',
    off: 100,
    minSpend: 0,
    scope: 'ALL',
    courses: 0,
    starts: -30,
    ends: 365,
  },
  {
    code: 'SAVE15',
    title: '限時 85 折',
    labels: ['雙11'],
    type: 'PERCENT',
    off: 85,
    minSpend: 0,
    scope: 'ALL',
    courses: 0,
    starts: -200,
    ends: -100,
  },
  {
    code: 'PAUSED',
    title: '暫停中的優惠',
    labels: [],
    type: 'AMOUNT',
    off: 50,
    minSpend: 0,
    scope: 'ALL',
    courses: 0,
    starts: -10,
    ends: null,
    disabled: true,
  },
];

/** Row counts of the coupons of a scale. */
export function couponCounts(scale: number): { coupons: number } {
  if (scale < 1) return { coupons: 0 };
  return {
    coupons:
      lecturerSpecs.length * DEMO_LECTURER_EMAILS.length +
      platformSpecs.length +
      groupSpecs.length * scale,
  };
}

/** A generated code from the PRNG: the prefix and GENERATED_CODE_LENGTH characters. */
function plannedCode(random: Random, prefix: string): string {
  let code = prefix;
  for (let i = 0; i < GENERATED_CODE_LENGTH; i += 1)
    code += GENERATED_CODE_ALPHABET.charAt(int(random, 0, GENERATED_CODE_ALPHABET.length - 1));
  return code;
}

/** Who owns the coupons being stored. */
interface Owner {
  readonly lecturerId: number | null;
  readonly createdBy: number;
  /** Their courses and ebooks, oldest first, with the list price. */
  readonly items: readonly { id: number; price: number }[];
  readonly tag: string;
}

/** Stores the coupons of specs for an owner, with their codes. */
async function storeCoupons(
  tx: Transaction,
  random: Random,
  owner: Owner,
  specs: readonly CouponSpec[],
): Promise<void> {
  for (const spec of specs) {
    const code = `${spec.code}${owner.tag}`;
    const createdAt = new Date(PLAN_EPOCH.getTime() + Math.min(spec.starts, 0) * DAY - 7 * DAY);
    const [row] = await tx
      .insert(coupons)
      .values({
        code,
        lecturerId: owner.lecturerId,
        createdBy: owner.createdBy,
        title: spec.title,
        labels: [...spec.labels],
        type: spec.type,
        amount: spec.type === 'AMOUNT' ? spec.off : null,
        rate: spec.type === 'PERCENT' ? spec.off : null,
        minSpend: spec.minSpend,
        scope: spec.scope,
        startsAt: new Date(PLAN_EPOCH.getTime() + spec.starts * DAY),
        endsAt: spec.ends === null ? null : new Date(PLAN_EPOCH.getTime() + spec.ends * DAY),
        totalLimit: spec.totalLimit ?? null,
        perMemberLimit: spec.perMemberLimit ?? null,
        disabled: spec.disabled ?? false,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: coupons.id });
    if (!row) throw new Error(`Coupon ${code} was not stored`);
    const named = owner.items.slice(0, spec.courses);
    if (named.length > 0)
      await tx
        .insert(couponCourses)
        .values(named.map((item) => ({ couponId: row.id, courseId: item.id })));
    const codes = await tx
      .insert(couponCodes)
      .values([
        { couponId: row.id, code, generated: false, createdAt },
        ...Array.from({ length: spec.generated ?? 0 }, () => ({
          couponId: row.id,
          code: plannedCode(random, `${spec.code.slice(0, 2)}${owner.tag}`),
          generated: true,
          createdAt,
        })),
      ])
      .onConflictDoNothing()
      .returning({ id: couponCodes.id, generated: couponCodes.generated });
    if (!codes.some((made) => !made.generated)) throw new Error(`Code ${code} was taken`);
  }
}

/** A user's id by email. */
async function idOf(tx: Transaction, email: string): Promise<number> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

/** A lecturer's courses and ebooks, oldest first. */
async function itemsOf(tx: Transaction, lecturerId: number) {
  return tx
    .select({ id: courses.id, price: courses.price })
    .from(courses)
    .where(and(eq(courses.lecturerId, lecturerId), inArray(courses.kind, ['courses', 'ebooks'])))
    .orderBy(asc(courses.id));
}

/** Stores the coupons of a scale (after the marketplace and its students exist). */
export async function seedCoupons(tx: Transaction, scale: number): Promise<void> {
  if (scale < 1) return;
  const random = prng(0xc0_0905);
  for (const [index, email] of DEMO_LECTURER_EMAILS.entries()) {
    const id = await idOf(tx, email);
    const owner = {
      lecturerId: id,
      createdBy: id,
      items: await itemsOf(tx, id),
      tag: index === 0 ? 'A' : 'B',
    };
    await storeCoupons(tx, random, owner, lecturerSpecs);
  }
  const admin = await idOf(tx, 'admin@example.com');
  await storeCoupons(
    tx,
    random,
    { lecturerId: null, createdBy: admin, items: [], tag: '' },
    platformSpecs,
  );
  for (let group = 0; group < scale; group += 1) {
    const id = await idOf(tx, lecturerEmail(3 + group * LECTURERS_PER_GROUP));
    const owner = { lecturerId: id, createdBy: id, items: [], tag: `G${String(group)}` };
    await storeCoupons(tx, random, owner, groupSpecs);
  }
}
