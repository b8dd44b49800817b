/** The selection of a list's rows an export may be limited to (its own module: no import cycle). */
import { z } from 'zod';
import { MAX_BULK_ITEMS } from './plain/items.ts';

/**
 * The rows of a list's selection an export keeps (`ids=12&ids=15`, or one `ids=12`), at most
 * MAX_BULK_ITEMS; anything outside the caller's scope is simply not there. Left out: every row.
 */
export function exportSelection<T extends z.ZodType>(item: T) {
  return z
    .union([item, z.array(item).max(MAX_BULK_ITEMS)])
    .optional()
    .transform((value) =>
      value === undefined ? undefined : Array.isArray(value) ? value : [value],
    )
    .describe(`The selected rows only, repeated (at most ${MAX_BULK_ITEMS})`);
}
