/** Selling for API tests: days from now, discounts and packages written directly, a coupon body. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ItemKind } from '../contract/plain/items.ts';
import { courses, discounts, packageCourses, packages } from '../db/schema.ts';
import type { TestApi } from './harness.ts';
import { createItem } from './item-fixtures.ts';

const DAY = 86_400_000;

/** A time some days from now (negative: ago). */
export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * DAY);
}

/** A discount written directly (a SINGLE one unless told). */
export async function insertDiscount(
  api: TestApi,
  values: Partial<typeof discounts.$inferInsert> & { lecturerId: number },
): Promise<number> {
  const [row] = await api.db
    .insert(discounts)
    .values({
      kind: 'SINGLE',
      title: 'Fixture discount',
      rate: 80,
      startsAt: daysFromNow(-1),
      endsAt: daysFromNow(10),
      ...values,
    })
    .returning({ id: discounts.id });
  if (!row) throw new Error('No discount');
  return row.id;
}

/** An item of a lecturer with a list price (TWD). */
export async function pricedItem(
  api: TestApi,
  kind: ItemKind,
  email: string,
  title: string,
  price: number,
): Promise<number> {
  const id = await createItem(api, kind, email, title);
  await api.db.update(courses).set({ price }).where(eq(courses.id, id));
  return id;
}

/** A package written directly. */
export async function insertPackage(
  api: TestApi,
  lecturerId: number,
  courseIds: readonly number[],
  values: Partial<typeof packages.$inferInsert> = {},
): Promise<number> {
  const [row] = await api.db
    .insert(packages)
    .values({ lecturerId, title: 'Fixture package', price: 1000, ...values })
    .returning({ id: packages.id });
  if (!row) throw new Error('No package');
  await api.db
    .insert(packageCourses)
    .values(courseIds.map((courseId, sort) => ({ packageId: row.id, courseId, sort })));
  return row.id;
}

/** A valid coupon body (an amount off every course of its owner), with overrides. */
export function couponBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    code: `C${randomBytes(5).toString('hex').toUpperCase()}`,
    title: 'Fixture coupon',
    type: 'AMOUNT',
    amount: 100,
    scope: 'ALL',
    starts_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/**
 * What a selling test prices: the lecturer's two courses (Alpha, Beta) at the prices given, an
 * ebook (500) and an article, and a course of the other lecturer (900).
 */
export async function sellingItems(
  api: TestApi,
  lecturerEmail: string,
  otherEmail: string,
  [alpha, beta]: readonly [number, number],
) {
  return {
    a: await pricedItem(api, 'courses', lecturerEmail, 'Alpha course', alpha),
    b: await pricedItem(api, 'courses', lecturerEmail, 'Beta course', beta),
    ebook: await pricedItem(api, 'ebooks', lecturerEmail, 'Gamma ebook', 500),
    article: await createItem(api, 'articles', lecturerEmail, 'An article'),
    theirs: await pricedItem(api, 'courses', otherEmail, 'Their course', 900),
  };
}
