/** Fixtures of the discount tests: days from now as the API writes them, and the discount answered. */
import type { Discount } from '../../contract/discounts.ts';
import type { TestResponse } from '../../testing/harness.ts';
import { daysFromNow } from '../../testing/selling.ts';

/** The same, as the API writes it. */
export function isoDays(days: number): string {
  return daysFromNow(days).toISOString();
}

/** The dates of a discount from some days from now to some others, as the API writes them. */
export function isoRange(from: number, to: number): { starts_at: string; ends_at: string } {
  return { starts_at: isoDays(from), ends_at: isoDays(to) };
}

/** The discount a response answers. */
export function discountOf(response: TestResponse): Discount {
  return response.body as Discount;
}
