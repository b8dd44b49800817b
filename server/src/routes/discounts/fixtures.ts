/** Fixtures of the discount tests: days from now, and discounts written directly. */
import type { Discount } from '../../contract/discounts.ts';
import { discounts } from '../../db/schema.ts';
import type { TestApi, TestResponse } from '../../testing/harness.ts';

const DAY = 86_400_000;

/** A time some days from now (negative: ago). */
export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * DAY);
}

/** The same, as the API writes it. */
export function isoDays(days: number): string {
  return daysFromNow(days).toISOString();
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

/** The discount a response answers. */
export function discountOf(response: TestResponse): Discount {
  return response.body as Discount;
}
