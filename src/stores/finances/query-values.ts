/** Reading list filters from an address's query: pages, months and ids (the lecturers screens'). */
import { MONTH_PATTERN } from '../../../server/src/contract/plain/dashboard.ts';

/** A page number (1 when missing or malformed). */
export function pageOf(text: string | null): number {
  const page = Number(text ?? '');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A month `2026-11`, or '' when missing or malformed. */
export function monthOf(text: string | null): string {
  return text !== null && MONTH_PATTERN.test(text) ? text : '';
}

/** A positive whole number, or null. */
export function idOf(text: string | null): number | null {
  const id = Number(text ?? '');
  return text !== null && Number.isInteger(id) && id > 0 ? id : null;
}
