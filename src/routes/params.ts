/** Reading the values of route parameters. */

/** A positive integer route parameter, or null when absent or malformed. */
export function idParam(raw: string | undefined): number | null {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(value) && value > 0 ? value : null;
}
