/**
 * Numbers in paths, queries and bodies, read strictly: a JSON number, or a form field (or path
 * or query parameter) written as plain decimal digits. `0x10`, `1e3`, `1\n`, ` 1` and `true` are
 * not numbers (400; 404 for a path id, as the route layer answers a bad path).
 */
import { z } from 'zod';

/** Decimal digits of a whole number, optionally negative. */
const decimalInteger = /^-?\d+$/;

/** Decimal digits with an optional fraction (`0.85`, `12`), optionally negative. */
const plainDecimalText = /^-?\d+(?:\.\d+)?$/;

/** The message of a number missing from its field, read as "required" (http/validation.ts). */
export const MISSING_NUMBER = 'missing number';

/** A missing or empty value is "required", not "not valid" (a union says only that no option matched). */
const missing = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === '' ? MISSING_NUMBER : undefined,
};

/**
 * A whole number from JSON or a form field, `min` to `max`. An empty field is missing (400), never
 * 0: a coerced `''` would otherwise save a price of 0.
 */
export function wholeNumber(min: number, max: number) {
  return z
    .union([z.number(), z.string().min(1, { abort: true }).regex(decimalInteger)], missing)
    .pipe(
      // Not `.int()`: its issue carries no input, which reads as "required" (http/validation.ts).
      z.coerce
        .number<string | number>()
        .refine(Number.isInteger, 'not a whole number')
        .min(min)
        .max(max),
    );
}

/** A number from JSON or a form field written as a plain decimal (`0.85`), `min` to `max`. */
export function plainDecimal(min: number, max: number) {
  return z
    .union([z.number(), z.string().min(1, { abort: true }).regex(plainDecimalText)], missing)
    .pipe(z.coerce.number<string | number>().min(min).max(max));
}
