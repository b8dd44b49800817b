/** Fixtures of the discount tests: days from now as the API writes them, and the discount answered. */
import type { Discount } from '../../contract/discounts.ts';
import type { TestResponse } from '../../testing/harness.ts';
import { daysFromNow } from '../../testing/selling.ts';

/** The same, as the API writes it. */
export function isoDays(days: number): string {
  return daysFromNow(days).toISOString();
}

/** The discount a response answers. */
export function discountOf(response: TestResponse): Discount {
  return response.body as Discount;
}
