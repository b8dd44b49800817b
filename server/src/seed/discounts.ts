/**
 * Demo packages and discounts: for each demo lecturer, packages of their own courses and ebooks
 * and discounts in every status (running, scheduled, expired, ended early by the administrator
 * with a reason), single and package. Dates are fixed around PLAN_EPOCH, far enough either side
 * that each status holds for years; nothing is drawn at random.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { PackageStatus } from '../contract/plain/discounts.ts';
import type { Database, Transaction } from '../db/index.ts';
import { courses, discounts, packageCourses, packages, users } from '../db/schema.ts';
import { DEMO_LECTURER_EMAILS, PLAN_EPOCH } from './marketplace.ts';

const DAY = 86_400_000;

/** A day counted from PLAN_EPOCH. */
const day = (offset: number) => new Date(PLAN_EPOCH.getTime() + offset * DAY);

/** A planned package: its title, the indexes of the lecturer's items it holds, price, status. */
interface PlannedPackage {
  readonly title: string;
  readonly items: readonly number[];
  /** The price as a share of the items' prices added up (rounded to whole TWD). */
  readonly share: number;
  readonly status: PackageStatus;
}

const plannedPackages: readonly PlannedPackage[] = [
  { title: '入門全套組合包', items: [0, 1, 2], share: 0.7, status: 'PUBLISH' },
  { title: '進階雙課組合包', items: [3, 4], share: 0.8, status: 'PUBLISH' },
  { title: '草稿組合包', items: [1, 5], share: 0.75, status: 'DRAFT' },
];

/** Packages and discounts the demo adds. */
export interface DiscountCounts {
  readonly packages: number;
  readonly discounts: number;
}

/** Inserts the demo packages and discounts; answers how many. */
export async function seedDiscounts(tx: Database | Transaction): Promise<DiscountCounts> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@example.com'));
  let packageCount = 0;
  let discountCount = 0;
  for (const [index, email] of DEMO_LECTURER_EMAILS.entries()) {
    const [lecturer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!lecturer) continue;
    const items = await tx
      .select({ id: courses.id, title: courses.title, price: courses.price })
      .from(courses)
      // Priced items only: a discount or a package of free courses would say nothing.
      .where(
        and(
          eq(courses.lecturerId, lecturer.id),
          inArray(courses.kind, ['courses', 'ebooks']),
          gt(courses.price, 0),
        ),
      )
      .orderBy(asc(courses.id))
      .limit(8);
    if (items.length < 6) continue;
    const packageIds: number[] = [];
    // Two packages for the second lecturer, three for the first.
    for (const [order, plan] of plannedPackages.slice(0, 3 - index).entries()) {
      const chosen = plan.items.map((at) => items[at]).filter((item) => item !== undefined);
      const listPrice = chosen.reduce((sum, item) => sum + item.price, 0);
      const [row] = await tx
        .insert(packages)
        .values({
          lecturerId: lecturer.id,
          title: plan.title,
          price: Math.round(listPrice * plan.share),
          status: plan.status,
          createdAt: day(-90 + order),
          updatedAt: day(-90 + order),
        })
        .returning({ id: packages.id });
      if (!row) throw new Error('No demo package');
      packageIds.push(row.id);
      await tx
        .insert(packageCourses)
        .values(chosen.map((item, sort) => ({ packageId: row.id, courseId: item.id, sort })));
    }
    packageCount += packageIds.length;
    const [first, second, third, fourth] = items;
    const [packA, packB] = packageIds;
    if (!first || !second || !third || !fourth || packA === undefined || packB === undefined)
      continue;
    const single = (courseId: number) => ({ kind: 'SINGLE' as const, courseId });
    const bundle = (packageId: number) => ({ kind: 'PACKAGE' as const, packageId });
    const planned = [
      { ...single(first.id), title: '開學季早鳥', rate: 85, startsAt: day(-30), endsAt: day(1100) },
      { ...single(second.id), title: '雙11 早鳥', rate: 79, startsAt: day(730), endsAt: day(741) },
      { ...single(third.id), title: '暑期特賣', rate: 70, startsAt: day(-150), endsAt: day(-120) },
      {
        ...single(fourth.id),
        title: '週年慶',
        rate: 88,
        startsAt: day(-20),
        endsAt: day(1100),
        endedAt: day(-10),
        endReason: '價格設定錯誤，依講師要求提前結束。',
        endedBy: admin?.id ?? null,
      },
      { ...bundle(packA), title: '組合包限時優惠', rate: 90, startsAt: day(-7), endsAt: day(1100) },
      { ...bundle(packB), title: '新年組合包', rate: 80, startsAt: day(790), endsAt: day(800) },
    ];
    await tx.insert(discounts).values(
      planned.map((discount, order) => ({
        ...discount,
        lecturerId: lecturer.id,
        createdAt: day(-60 + order),
        updatedAt: day(-60 + order),
      })),
    );
    discountCount += planned.length;
  }
  return { packages: packageCount, discounts: discountCount };
}
